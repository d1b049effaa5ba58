import { type FirstPaintPage, firstPaint, textElement, theme } from '@shop/ui';
import { notFound } from './messages';
import { products } from './messages/home';

// The storefront's pages painted with the HTML (the gateway puts each in #root of its URLs): the
// texts come from the messages the React pages render, the rules copy those pages' styles.
// Built into dist/first-paint/ by packages/mfe-build/first-paint.mjs; the order is the gateway's
// (first match wins) and follows src/app/routes.tsx.

const { colors } = theme;

const productsPage = firstPaint({
  style: '.fp-page h1 { margin: 0 0 0.67em; font-size: 2em; }',
  body: textElement('h1', products.pageHeading),
});

const notFoundPage = firstPaint({
  style: `
.fp-404 { text-align: center; padding: 56px 0; }
.fp-404 h1 { font-size: clamp(28px, 5vw, 44px); margin: 0 0 12px; }
.fp-404 p { color: ${colors.textMuted}; margin: 0 0 20px; }`,
  body: `<section class="fp-404">${textElement('h1', notFound.title)}${textElement('p', notFound.text)}</section>`,
});

export const firstPaintPages: FirstPaintPage[] = [
  { name: 'products', path: '/products{/*rest}', html: productsPage },
  // The home page, /skins*, the product page and the legal pages are rendered on the server from the real components
  // (gateway/src/static/server-render.ts, SERVER_RENDERED): the gateway never looks for their paint.
  { name: 'not-found', path: '/{*rest}', html: notFoundPage },
];
