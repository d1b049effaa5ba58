import { escapeHtml, type OrdersPaintParts } from '@shop/shared';
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
  data?: 'product' | 'orders';
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
 * One first paint: the frame's style and the page's own rules (`style`, CSS with the page's
 * `.fp-*` classes), the empty bar, then `body`. `page: false` leaves out the `.fp-page` wrapper
 * (a page whose top spans the width, as the home hero).
 */
export function firstPaint({ style, body, page = true }: { style: string; body: string; page?: boolean }): string {
  const rules = `${FRAME}\n${style.trim()}`.trim();
  const content = page ? `<div class="fp-page">${body}</div>` : body;
  return `<style>\n${rules}\n</style>\n<div class="fp"><div class="fp-bar"></div>${content}</div>\n`;
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
