import { type FirstPaintPage, firstPaint, textElement, theme } from '@shop/ui';
import { messages } from './messages';

// The account's pages painted with the HTML (the gateway puts each in #root of its URLs): the
// texts come from the messages the React pages render, the rules copy those pages' styles.
// Built into dist/first-paint/ by packages/mfe-build/first-paint.mjs; first match wins.

const { colors } = theme;

/** The sign-in form's heading and intro (its LCP element) in the form's card. */
const authPage = firstPaint({
  style: `
.fp-auth { position: relative; width: 100%; max-width: 440px; margin: 0 auto; padding: 28px 24px; border: 1px solid ${colors.border}; border-radius: ${theme.radius}; background: ${colors.surface}; }
.fp-auth h1 { margin: 0 40px 6px 0; font-size: 26px; }
.fp-auth p { margin: 0 0 20px; color: ${colors.textMuted}; }`,
  body: `<section class="fp-auth">${textElement('h1', messages.auth.signInTitle)}${textElement('p', messages.auth.signInIntro)}</section>`,
});

/** /support's top: the tickets panel's heading, its New Ticket button (drawn, not live) and intro. */
const supportPage = firstPaint({
  style: `
.fp-support { max-width: 860px; margin: 0 auto; padding: 20px; border: 1px solid ${colors.borderMuted}; border-radius: ${theme.radius}; background: ${colors.surface}; }
.fp-support-top { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; margin-bottom: 6px; }
.fp-support h1 { margin: 0; font-size: 24px; }
.fp-support p { margin: 0 0 16px; color: ${colors.textMuted}; }
.fp-button { display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 40px; padding: 8px 18px; border-radius: 8px; font-weight: 700; letter-spacing: 0.02em; border: 1px solid ${colors.border}; background: ${colors.border}; color: ${colors.text}; }`,
  body: `<section class="fp-support"><div class="fp-support-top">${textElement('h1', messages.tickets.supportTitle)}${textElement('span', messages.tickets.newTicket, 'class="fp-button" aria-hidden="true"')}</div>${textElement('p', messages.tickets.supportIntro)}</section>`,
});

export const firstPaintPages: FirstPaintPage[] = [
  { name: 'auth', path: '/auth', html: authPage },
  { name: 'support', path: '/support', html: supportPage, signedIn: true },
];
