import { escapeHtml, type OrdersPaintParts } from '@shop/shared';
import { BRAND } from './brand';
import { theme } from './theme';

/**
 * A page's top as plain HTML, painted before any script runs: the gateway puts `html` in the
 * shell's `#root` on the URLs that match `path`, and the shell's first render replaces it with the
 * React page. It must lay its texts out where the React page draws them, so nothing moves.
 * Built by each microfrontend's `src/first-paint.ts` at build time (packages/mfe-build/first-paint.mjs).
 */
export interface FirstPaintPage {
  /** The file under the build's `first-paint/` folder, without `.html`. */
  name: string;
  /** The URLs, in path-to-regexp syntax (the gateway matches with it; first match wins). */
  path: string;
  /** The markup, or null for a route of the remote that paints nothing before its script. */
  html: string | null;
  /** Only for a request with a session: the page of a guest sends them to /auth. */
  signedIn?: boolean;
  /** Data the gateway fills into `html`'s slots (FIRST_PAINT_SLOTS of @shop/shared); none: static. */
  data?: 'orders';
  /** For `data: 'orders'`: the list's markup the gateway fills with the signed-in user's first orders. */
  orders?: OrdersPaintParts;
}

const { colors } = theme;

/** The page's frame every first paint starts with: the body, the shell's bar (empty), the page. */
const FRAME = `
.fp *, .fp *::before, .fp *::after { box-sizing: border-box; }
html { color-scheme: dark; }
body { margin: 0; min-height: 100vh; background: ${colors.background}; color: ${colors.text}; font-family: ${theme.font}; line-height: 1.5; -webkit-font-smoothing: antialiased; }
.fp-bar { min-height: 63px; background: rgba(10, 26, 41, 0.92); border-bottom: 1px solid ${colors.borderMuted}; }
.fp-page { max-width: ${theme.maxWidth}; margin: 0 auto; padding: 32px 20px; min-height: 100vh; }
@media (max-width: 1023px) { .fp-bar { min-height: 66px; } }
@media (max-width: 767px) { .fp-bar { min-height: 62px; } .fp-page { padding: 20px 12px; } }`;

/**
 * The shell's brand in the bar, where the shell draws it (mfe-shell top-nav.tsx: the bar's inner
 * row and `logo`): the same box, so the shell's logo that replaces it is no larger (no later LCP).
 * The row's 40 px is the height of the bar's buttons beside the logo on a desktop.
 */
const BRAND_RULES = `
.fp-bar-in { max-width: ${theme.maxWidth}; margin: 0 auto; padding: 10px 20px; min-height: 60px; display: flex; align-items: center; }
.fp-logo { color: ${colors.text}; text-decoration: none; font-weight: 800; font-size: 18px; letter-spacing: 0.06em; white-space: nowrap; border-radius: 6px; }
.fp-logo span { color: #60a5fa; text-shadow: 0 0 12px rgba(59, 130, 246, 0.7); }
@media (max-width: 1023px) { .fp-logo { font-size: 13px; line-height: 1.15; white-space: normal; max-width: 110px; } }
@media (max-width: 767px) { .fp-bar-in { padding: 8px 12px; } }`;

const [brandStart, ...brandRest] = BRAND.name.split(' ');
// Two text nodes after the span, as React renders `<span/> {rest}`: text is shaped per node, and one
// node would come out a fraction of a pixel narrower than the shell's logo.
const BRAND_BAR = `<div class="fp-bar-in"><a class="fp-logo" href="/" aria-label="${escapeHtml(BRAND.homeLabel)}"><span>${escapeHtml(brandStart ?? '')}</span> <!---->${escapeHtml(brandRest.join(' '))}</a></div>`;

/**
 * One first paint: the frame's style and the page's own rules (`style`, CSS with the page's
 * `.fp-*` classes), the bar (empty, or with the shell's brand: `brand`, for a page whose largest
 * text in view would otherwise be the shell's logo), then `body`. `page: false` leaves out the
 * `.fp-page` wrapper (a page whose top spans the width, as the home hero).
 */
export function firstPaint({
  style,
  body,
  page = true,
  brand = false,
}: {
  style: string;
  body: string;
  page?: boolean;
  brand?: boolean;
}): string {
  const rules = `${FRAME}${brand ? BRAND_RULES : ''}\n${style.trim()}`.trim();
  const content = page ? `<div class="fp-page">${body}</div>` : body;
  return `<style>\n${rules}\n</style>\n<div class="fp"><div class="fp-bar">${brand ? BRAND_BAR : ''}</div>${content}</div>\n`;
}

const BUTTON_VARIANTS = {
  primary: `border: 1px solid ${colors.border}; background: ${colors.border}; color: ${colors.text};`,
  outline: `border: 1px solid ${colors.border}; background: transparent; color: ${colors.text};`,
  ghost: `border: 1px solid transparent; background: transparent; color: ${colors.textMuted};`,
} as const;

/** The kit's boxes as CSS declarations for a first paint: the same as the React components' rules. */
export const firstPaintRules = {
  /** `panel` of page.tsx. */
  panel: `border: 1px solid ${colors.borderMuted}; border-radius: ${theme.radius}; background: ${colors.surface};`,
  /** Button's box (button.tsx) in one of its variants, drawn: the live button comes with the page. */
  button: (variant: keyof typeof BUTTON_VARIANTS) =>
    `display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 40px; padding: 8px 18px; border-radius: 8px; font-weight: 700; letter-spacing: 0.02em; ${BUTTON_VARIANTS[variant]}`,
};

/** `<tag attributes>text</tag>` with the text escaped (`attributes` is markup: `class="fp-date"`). */
export function textElement(tag: string, text: string, attributes = ''): string {
  return `<${tag}${attributes ? ` ${attributes}` : ''}>${escapeHtml(text)}</${tag}>`;
}
