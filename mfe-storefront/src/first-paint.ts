import { FIRST_PAINT_SLOTS } from '@shop/shared';
import { type FirstPaintPage, firstPaint, firstPaintRules, textElement, theme } from '@shop/ui';
import { PRODUCT_TITLE_ATTRIBUTE } from './app/painted-title';
import { home, notFound, skins } from './messages';
import { products } from './messages/home';

// The storefront's pages painted with the HTML (the gateway puts each in #root of its URLs): the
// texts come from the messages the React pages render, the rules copy those pages' styles.
// Built into dist/first-paint/ by packages/mfe-build/first-paint.mjs; the order is the gateway's
// (first match wins) and follows src/app/routes.tsx.

const { colors } = theme;

/** The home hero and the /skins hero share a layout; sizes differ a little. */
const heroStyle = ({ padding, mobilePadding, h1 }: { padding: string; mobilePadding: string; h1: string }) => `
.fp-hero { padding: ${padding}; text-align: center; background: radial-gradient(ellipse at top, rgba(59, 130, 246, 0.3), transparent 60%), linear-gradient(180deg, #081420, ${colors.background}); border-bottom: 1px solid ${colors.borderMuted}; }
.fp-hero h1 { margin: 0 auto 14px; text-shadow: 0 0 24px rgba(59, 130, 246, 0.55); ${h1} }
.fp-hero p { margin: 0 auto 26px; max-width: 640px; color: ${colors.textMuted}; line-height: 1.5; }
.fp-cta { ${firstPaintRules.button('primary')} min-height: 48px; padding: 10px 26px; }
@media (max-width: 767px) { .fp-hero { padding: ${mobilePadding}; } }`;

const hero = (texts: { heroTitle: string; heroText: string; heroCta: string }, lang?: string) =>
  `<section class="fp-hero"${lang ? ` lang="${lang}"` : ''}>${textElement('h1', texts.heroTitle)}${textElement('p', texts.heroText)}${textElement('span', texts.heroCta, 'class="fp-cta" aria-hidden="true"')}</section>`;

const homePage = firstPaint({
  page: false,
  style: heroStyle({
    padding: '72px 20px 64px',
    mobilePadding: '44px 16px 40px',
    h1: 'max-width: 860px; font-size: clamp(28px, 5vw, 50px); line-height: 1.1; letter-spacing: 0.02em;',
  }),
  body: hero(home),
});

const skinsPage = firstPaint({
  page: false,
  style: `${heroStyle({
    padding: '64px 20px 56px',
    mobilePadding: '40px 16px 36px',
    h1: 'max-width: 900px; font-size: clamp(24px, 4.5vw, 46px); line-height: 1.15;',
  })}
.fp-hero p { margin-bottom: 24px; max-width: 620px; }`,
  body: hero(skins, 'tr'),
});

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
  { name: 'home', path: '/', html: homePage },
  { name: 'products', path: '/products{/*rest}', html: productsPage },
  { name: 'product', path: '/product/:productId', html: productPage, data: 'product' },
  // The legal pages are rendered on the server from the real components (gateway/src/static/server-render.ts).
  // Every path starting with /skins is the skins page (src/app/routes.tsx, CatchAllPage).
  { name: 'skins', path: '/skins{*rest}', html: skinsPage },
  { name: 'not-found', path: '/{*rest}', html: notFoundPage },
];
