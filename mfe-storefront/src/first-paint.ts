import { FIRST_PAINT_SLOTS } from '@shop/shared';
import { type FirstPaintPage, firstPaint, textElement, theme } from '@shop/ui';
import { PRODUCT_TITLE_ATTRIBUTE } from './app/painted-title';
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

/** The product page's title (its LCP element), filled in by the gateway; the rest waits for the page. */
const productPage = firstPaint({
  style: `
.fp-page h1 { margin: 0 0 21px; font-size: 32px; line-height: 1.25; font-weight: 700; }
@media (max-width: 767px) { .fp-page h1 { font-size: 26px; } }`,
  body: `<h1 ${PRODUCT_TITLE_ATTRIBUTE}>${FIRST_PAINT_SLOTS.productTitle}</h1>`,
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
  { name: 'product', path: '/product/:productId', html: productPage, data: 'product' },
  // The home page, /skins* and the legal pages are rendered on the server from the real components
  // (gateway/src/static/server-render.ts, SERVER_RENDERED): the gateway never looks for their paint.
  { name: 'not-found', path: '/{*rest}', html: notFoundPage },
];
