import { type FirstPaintPage, firstPaint, textElement } from '@shop/ui';
import { products } from './messages/home';

// The storefront's pages painted with the HTML (the gateway puts each in #root of its URLs): the
// texts come from the messages the React pages render, the rules copy those pages' styles.
// Built into dist/first-paint/ by packages/mfe-build/first-paint.mjs; the order is the gateway's
// (first match wins) and follows src/app/routes.tsx.

const productsPage = firstPaint({
  style: '.fp-page h1 { margin: 0 0 0.67em; font-size: 2em; }',
  body: textElement('h1', products.pageHeading),
});

export const firstPaintPages: FirstPaintPage[] = [
  { name: 'products', path: '/products{/*rest}', html: productsPage },
  // Every other page (the home page, /skins*, the product page, the legal pages and the 404) is rendered on
  // the server from the real components (gateway/src/static/server-render.ts, SERVER_RENDERED).
];
