import { DATE_TIME_TO_MINUTE, escapeHtml, FIRST_PAINT_SLOTS, type OrdersPaintParts } from '@shop/shared';
import { CART_STORAGE_KEY, type FirstPaintPage, firstPaint, firstPaintRules, textElement, theme } from '@shop/ui';
import { CLAIM_COLOURS } from './components/claim-colours';
import { messages } from './messages';

// The account's pages painted with the HTML (the gateway puts each in #root of its URLs): the
// texts come from the messages the React pages render, the rules copy those pages' styles.
// Built into dist/first-paint/ by packages/mfe-build/first-paint.mjs; first match wins.

const { colors } = theme;
const { panel, button } = firstPaintRules;

/** /support's top: the tickets panel's heading, its New Ticket button (drawn, not live) and intro. */
const supportPage = firstPaint({
  style: `
.fp-support { max-width: 860px; margin: 0 auto; padding: 20px; ${panel} }
.fp-support-top { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; margin-bottom: 6px; }
.fp-support h1 { margin: 0; font-size: 24px; }
.fp-support p { margin: 0 0 16px; color: ${colors.textMuted}; }
.fp-button { ${button('primary')} }`,
  body: `<section class="fp-support"><div class="fp-support-top">${textElement('h1', messages.tickets.supportTitle)}${textElement('span', messages.tickets.newTicket, 'class="fp-button" aria-hidden="true"')}</div>${textElement('p', messages.tickets.supportIntro)}</section>`,
});

/** The account area's frame (features/account/components/account-layout.tsx): the profile panel
 * with its labels (the user's values are held as empty lines), the section links with `active`
 * marked, the two buttons; then `section`, the top of the section's own page. */
const accountPage = (active: string, section = '', style = '') => {
  const m = messages.account;
  const links = [m.dashboard, m.wallet, m.orders, m.support, m.alerts, m.security]
    .map(
      (label) =>
        `<li>${textElement('span', label, label === active ? 'class="fp-nav fp-active"' : 'class="fp-nav"')}</li>`,
    )
    .join('');
  const profile = [m.username, m.email, m.id]
    .map((label) => `<div>${textElement('dt', label)}<dd>&nbsp;</dd></div>`)
    .join('');
  return firstPaint({
    // The shell's logo would otherwise be the largest text in view on a phone (painted by the shell).
    brand: true,
    style: `
.fp-account { display: grid; grid-template-columns: 260px minmax(0, 1fr); gap: 24px; align-items: start; }
.fp-panel { ${panel} }
.fp-aside { padding: 18px; min-width: 0; }
.fp-aside h1 { margin: 0 0 12px; font-size: 22px; }
.fp-aside dl { margin: 0 0 16px; display: grid; grid-template-columns: minmax(0, 1fr); gap: 6px; }
.fp-aside dt { font-size: 12px; color: ${colors.textMuted}; }
.fp-aside dd { margin: 0; font-weight: 600; white-space: nowrap; overflow: hidden; }
.fp-aside ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
.fp-nav { display: block; padding: 10px 12px; border-radius: 8px; color: ${colors.textMuted}; font-weight: 600; }
.fp-nav.fp-active { color: ${colors.text}; background: ${colors.border}; }
.fp-actions { display: grid; gap: 8px; margin-top: 16px; padding-top: 16px; border-top: 1px solid ${colors.borderMuted}; }
.fp-outline { ${button('outline')} }
.fp-ghost { ${button('ghost')} }
.fp-section { min-width: 0; }
.fp-card { padding: 24px; }
.fp-card h2 { margin: 0 0 8px; white-space: nowrap; overflow: hidden; }
.fp-card p { margin: 0; color: ${colors.textMuted}; }
@media (max-width: 767px) { .fp-account { grid-template-columns: minmax(0, 1fr); gap: 16px; } }
${style.trim()}`,
    body: `<div class="fp-account"><aside class="fp-panel fp-aside">${textElement('h1', m.title)}<dl>${profile}</dl><ul>${links}</ul><div class="fp-actions">${textElement('span', m.goBack, 'class="fp-outline"')}${textElement('span', m.logout, 'class="fp-ghost"')}</div></aside><section class="fp-section">${section}</section></div>`,
  });
};

/** The dashboard's welcome card: its heading is the user's name (held as an empty line), then its text. */
const dashboardCard = `<div class="fp-panel fp-card"><h2>&nbsp;</h2>${textElement('p', messages.account.dashboardText)}</div>`;

/**
 * Marks <html data-fp-cart="empty"> when the page's first state is the empty cart: no stored cart
 * (or storage disabled), or one that is no list or an empty one, as readCart of @shop/ui reads it;
 * a list whose entries readCart would all drop counts as products here (the empty state then waits
 * for the page). Inline, before the page's first text, so it runs before anything is painted (its
 * first read of the storage is then no task of its own after the first paint); the gateway allows
 * it by its hash in the page's Content-Security-Policy (first-paint-scripts.ts).
 */
const cartScript =
  `(function(){var s=null;try{s=window.localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)})}catch(e){}` +
  `var empty=s===null;if(!empty){try{var l=JSON.parse(s);empty=!Array.isArray(l)||l.length===0}catch(e){empty=true}}` +
  `if(empty)document.documentElement.setAttribute('data-fp-cart','empty')})();`;

/**
 * /cart's heading and, for an empty cart, the empty state (its LCP element) as the page draws them
 * (features/cart/components/cart-page.tsx, EmptyState of @shop/ui). The cart lives in the browser's
 * storage: the empty state stays hidden unless `cartScript` found no cart there; a cart with
 * products gets the heading only, and the page draws its items below it.
 */
const cartPage = firstPaint({
  style: `
.fp-cart h1 { margin-top: 0; }
.fp-cart-empty { max-width: 560px; margin: 0 auto; ${panel} visibility: hidden; }
html[data-fp-cart="empty"] .fp-cart-empty { visibility: visible; }
.fp-empty { padding: 40px 16px; text-align: center; color: ${colors.textMuted}; }
.fp-empty p { margin: 0 0 14px; }
.fp-empty .fp-empty-title { margin: 0 0 6px; color: ${colors.text}; font-weight: 600; }
.fp-back { display: inline-flex; padding: 10px 18px; border-radius: 8px; background: ${colors.border}; color: ${colors.text}; font-weight: 700; }`,
  body: `<div class="fp-cart"><script>${cartScript}</script>${textElement('h1', messages.cart.title)}<section class="fp-cart-empty"><div class="fp-empty">${textElement('p', messages.cart.empty, 'class="fp-empty-title"')}${textElement('p', messages.cart.emptyHint)}${textElement('span', messages.cart.backToShop, 'class="fp-back"')}</div></section></div>`,
});

const om = messages.orders;
const { mobile } = theme;

/**
 * The orders list (features/orders/components/orders-page.tsx: the panel, DataTable's table with
 * the page's fixed columns, a phone's cards) as the gateway fills it with the signed-in user's first
 * orders: the columns' texts only, the View button drawn (not live). The rules copy `table`,
 * `tableWrap` of @shop/ui and the page's `fixedColumns`, so the page draws its rows in their place.
 */
const ordersStyle = `
.fp-orders { padding: 20px; ${panel} }
.fp-orders h2 { margin: 0 0 14px; font-size: 22px; }
.fp-owrap { width: 100%; overflow-x: auto; border: 1px solid ${colors.borderMuted}; border-radius: ${theme.radius}; }
.fp-otable { width: 100%; border-collapse: collapse; font-size: 15px; table-layout: fixed; min-width: 720px; }
.fp-otable th, .fp-otable td { padding: 10px 12px; text-align: left; border-bottom: 1px solid ${colors.borderMuted}; white-space: nowrap; }
.fp-otable th { color: ${colors.textMuted}; font-size: 13px; font-weight: 600; letter-spacing: 0.04em; background: ${colors.surfaceRaised}; }
.fp-otable tbody tr:last-of-type td { border-bottom: 0; }
.fp-otable th:nth-of-type(1) { width: 80px; }
.fp-otable th:nth-of-type(3) { width: 170px; }
.fp-otable th:nth-of-type(4) { width: 110px; }
.fp-otable th:nth-of-type(5) { width: 120px; }
.fp-otable th:nth-of-type(6) { width: 100px; }
.fp-otable td { overflow: hidden; text-overflow: ellipsis; }
.fp-oproduct { min-width: 0; }
.fp-otitle, .fp-ocode { display: block; overflow: hidden; text-overflow: ellipsis; }
.fp-otitle { font-weight: 600; }
.fp-ocode { font-size: 12px; color: ${colors.textMuted}; }
.fp-oclaim { display: block; margin-top: 4px; }
.fp-badge { display: inline-block; padding: 2px 10px; border-radius: 999px; border: 1px solid ${colors.textMuted}; color: ${colors.textMuted}; background: ${colors.background}; font-size: 13px; font-weight: 700; white-space: nowrap; }
${Object.entries(CLAIM_COLOURS)
  .map(([status, colour]) => `.fp-badge[data-claim="${status}"] { border-color: ${colour}; color: ${colour}; }`)
  .join('\n')}
.fp-oview { ${button('outline')} min-height: 34px; padding: 4px 14px; }
.fp-oempty { padding: 40px 16px; text-align: center; color: ${colors.textMuted}; }
.fp-oempty p { margin: 0 0 14px; }
.fp-oempty .fp-oempty-title { margin: 0 0 6px; color: ${colors.text}; font-weight: 600; }
.fp-oempty a { color: ${colors.accent}; }
${mobile} {
  .fp-owrap { overflow-x: visible; border: 0; }
  .fp-otable { display: block; table-layout: auto; min-width: 0; }
  .fp-otable thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  .fp-otable tbody { display: grid; gap: 12px; }
  .fp-otable tr { display: block; border: 1px solid ${colors.borderMuted}; border-radius: ${theme.radius}; background: ${colors.surface}; }
  .fp-otable td, .fp-otable tbody tr:last-of-type td { display: flex; justify-content: space-between; align-items: center; gap: 12px; padding: 8px 12px; white-space: normal; min-width: 0 !important; text-align: right; border-bottom: 1px solid ${colors.borderMuted}; overflow-wrap: anywhere; overflow: visible; }
  .fp-otable td:last-of-type, .fp-otable tbody tr:last-of-type td:last-of-type { border-bottom: 0; }
  .fp-otable td::before { content: attr(data-label); flex: none; color: ${colors.textMuted}; font-size: 13px; text-align: left; }
}`;

const c = om.columns;
const cell = (label: string, content: string) => `<td data-label="${escapeHtml(label)}">${content}</td>`;
const heading = textElement('h2', om.title);

/** The parts the gateway fills (`paintOrders` of @shop/shared): slots `<!--name-->`. */
const ordersParts: OrdersPaintParts = {
  list:
    `<section class="fp-orders">${heading}<div class="fp-owrap"><table class="fp-otable" aria-label="${escapeHtml(om.title)}">` +
    `<thead><tr>${[c.id, c.product, c.date, c.price, c.status, c.action].map((label) => textElement('th', label, 'scope="col"')).join('')}</tr></thead>` +
    `<tbody><!--rows--></tbody></table></div></section>`,
  row:
    '<tr>' +
    cell(c.id, '#<!--id-->') +
    cell(c.product, '<div class="fp-oproduct"><span class="fp-otitle"><!--title--></span><!--code--></div>') +
    cell(c.date, '<time data-fp-date datetime="<!--date-->"><!--dateText--></time>') +
    cell(c.price, '<!--price-->') +
    cell(c.status, '<!--status--><!--claim-->') +
    cell(c.action, textElement('span', om.view, 'class="fp-oview" aria-hidden="true"')) +
    '</tr>',
  code: '<span class="fp-ocode"><!--text--></span>',
  claim: `<span class="fp-oclaim"><span class="fp-badge" data-claim="<!--status-->"><!--text--></span></span>`,
  empty:
    `<section class="fp-orders">${heading}<div class="fp-oempty">` +
    `${textElement('p', om.empty, 'class="fp-oempty-title"')}${textElement('p', om.emptyHint)}<a href="/products">${escapeHtml(om.browse)}</a></div></section>`,
  untitled: escapeHtml(om.untitled(123456789)).replace('123456789', '<!--id-->'),
  statuses: om.statuses,
  claimStatuses: messages.warranty.statuses,
};

/**
 * Writes the painted orders' dates in the browser's time zone (the gateway wrote them in its own),
 * as the list does (formatDateTimeToMinute of @shop/ui); inline after the list so it runs before
 * the first paint, allowed by its hash (first-paint-scripts.ts). Nothing to do without orders.
 */
const ordersDateScript =
  `(function(){var t=document.querySelectorAll('time[data-fp-date]');if(!t.length)return;` +
  `var o=${JSON.stringify(DATE_TIME_TO_MINUTE)};for(var i=0;i<t.length;i++){var d=new Date(t[i].getAttribute('datetime'));` +
  `if(!isNaN(d.getTime()))t[i].textContent=d.toLocaleString('tr-TR',o)}})();`;

export const firstPaintPages: FirstPaintPage[] = [
  { name: 'cart', path: '/cart', html: cartPage },
  // /auth is rendered on the server from the real components (gateway/src/static/server-render.ts).
  { name: 'support', path: '/support', html: supportPage, signedIn: true },
  { name: 'account', path: '/account', html: accountPage(messages.account.dashboard, dashboardCard), signedIn: true },
  { name: 'account-wallet', path: '/account/wallet', html: accountPage(messages.account.wallet), signedIn: true },
  {
    name: 'account-orders',
    path: '/account/orders',
    html: accountPage(
      messages.account.orders,
      `${FIRST_PAINT_SLOTS.orders}<script>${ordersDateScript}</script>`,
      ordersStyle,
    ),
    signedIn: true,
    data: 'orders',
    orders: ordersParts,
  },
  { name: 'account-support', path: '/account/support', html: accountPage(messages.account.support), signedIn: true },
  { name: 'account-alerts', path: '/account/alerts', html: accountPage(messages.account.alerts), signedIn: true },
];
