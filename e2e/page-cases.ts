import fs from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { ADMIN, adminApi, apiOrder, apiSignUpWithBalance, csrfToken, uniqueName, unitProduct } from './support';

// The goal list's pages as timing/page-budgets.spec.ts (CLS, JavaScript and the longest
// main-thread task; `npm run test:timing`) loads them: each with the CPU slowed (Chromium's DevTools protocol), measured once what only React
// draws is on screen and has settled, as the median of three loads. Budgets: budgets.json `pages`.

export const ROOT = path.join(__dirname, '..');
export const CLS_GOAL = 0.05;
export const CPU_SLOWDOWN = 4;
/** After the final content shows: late fonts, images and widgets still move things in this time. */
export const SETTLE_MS = 1500;
export const LOADS = 3;
const MOBILE = { width: 412, height: 823 };
const DESKTOP = { width: 1350, height: 940 };

export interface PageBudget {
  cls: number;
  longestTaskMs: number;
  scriptBytes: number;
}
export interface Budgets {
  pages: { cpuSlowdown: number; budgets: Record<string, PageBudget> };
}

export type Who = 'guest' | 'customer' | 'admin';
export interface PageCase {
  name: string;
  path: string;
  who: Who;
  desktop?: boolean;
  /**
   * The page's final content, once live (a button that works after hydration, or what arrives
   * after it): the server's HTML shows the page before any script ran.
   */
  ready: (page: Page) => Locator;
}

const cards = (page: Page) => page.getByTestId('product-card').first();
const lastUpdated = (page: Page) => page.getByText(/^Last updated: /);

export const PAGES: PageCase[] = [
  { name: 'home', path: '/', who: 'guest', ready: (page) => page.getByRole('region', { name: 'CHOOSE YOUR GAME' }) },
  { name: 'category list', path: '/products/lol', who: 'guest', ready: cards },
  { name: 'filtered list', path: '/products/lol/fresh/40-50k', who: 'guest', ready: cards },
  {
    name: 'product detail',
    path: '/product/1',
    who: 'guest',
    // Rendered on the server with the HTML (decision 0068); the buy button works once hydrated.
    ready: (page) => page.getByRole('button', { name: /buy/i }).first(),
  },
  { name: 'skins', path: '/skins', who: 'guest', ready: (page) => page.getByTestId('path-prompt') },
  { name: 'privacy policy', path: '/privacy-policy', who: 'guest', ready: lastUpdated },
  { name: 'terms of service', path: '/terms-of-service', who: 'guest', ready: lastUpdated },
  { name: 'refund policy', path: '/refund-policy', who: 'guest', ready: lastUpdated },
  {
    name: 'trust',
    path: '/trust',
    who: 'guest',
    ready: (page) => page.getByRole('table', { name: 'Our figures over the last 30 and 90 days' }),
  },
  {
    name: 'not found',
    path: '/no-such-page',
    who: 'guest',
    ready: (page) => page.getByRole('link', { name: 'Back to home' }),
  },
  { name: 'auth', path: '/auth', who: 'guest', ready: (page) => page.getByLabel('Password', { exact: true }) },
  {
    name: 'account',
    path: '/account',
    who: 'customer',
    ready: (page) => page.getByRole('region', { name: 'Total Orders Placed' }),
  },
  {
    name: 'account orders',
    path: '/account/orders',
    who: 'customer',
    ready: (page) => page.getByRole('button', { name: /^View order #/ }).first(),
  },
  {
    name: 'cart',
    path: '/cart',
    who: 'customer',
    ready: (page) => page.getByRole('list', { name: 'Sepetteki ürünler' }).getByRole('listitem').first(),
  },
  {
    name: 'support',
    path: '/support',
    who: 'customer',
    // Rendered on the server with the HTML (decision 0068); the button works once hydrated.
    ready: (page) => page.getByRole('button', { name: 'New Ticket' }),
  },
  {
    name: 'admin products',
    path: '/panel',
    who: 'admin',
    desktop: true,
    ready: (page) => page.getByRole('table', { name: 'Products' }).getByRole('row').nth(1),
  },
];

export const budgets = (JSON.parse(fs.readFileSync(path.join(ROOT, 'budgets.json'), 'utf8')) as Budgets).pages;

declare global {
  interface Window {
    __pageBudget?: { shifts: { value: number; at: number; sources: string[] }[]; tasks: number[] };
  }
}

/** Installed before any page script: records every layout shift (not caused by input) and long task. */
function observe() {
  const record: NonNullable<Window['__pageBudget']> = { shifts: [], tasks: [] };
  window.__pageBudget = record;
  const describe = (node: Node | null | undefined) => {
    if (!(node instanceof Element)) return String(node?.nodeName ?? '?');
    const id = node.id ? `#${node.id}` : '';
    const testId = node.getAttribute('data-testid');
    const label = node.getAttribute('aria-label');
    return `${node.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''}${label ? `[aria-label="${label}"]` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      record.shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: (entry.sources ?? []).map((source) => describe(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/** Lighthouse's reading of CLS: the worst burst of shifts (gaps under 1 s, at most 5 s). */
export function worstWindow(shifts: { value: number; at: number }[]): number {
  let worst = 0;
  let current = 0;
  let start = 0;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.at - last > 1000 || shift.at - start > 5000) {
      current = 0;
      start = shift.at;
    }
    current += shift.value;
    last = shift.at;
    worst = Math.max(worst, current);
  }
  return worst;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export interface Load {
  cls: number;
  shifts: { value: number; at: number; sources: string[] }[];
  longestTaskMs: number;
  longTasks: number;
  blockingMs: number;
  scripts: number;
  scriptBytes: number;
  scriptRawBytes: number;
}

/**
 * The spec's own data (never another spec's purchases): a product with units, a customer who
 * bought one of them, the admin signed in. Cookies only.
 */
export async function shopFor(browser: Browser) {
  const admin = await adminApi(browser);
  const title = uniqueName('Budget Product ');
  const id = await unitProduct(
    admin,
    title,
    Array.from({ length: 4 }, () => uniqueName('budget')),
  );
  const customer = await browser.newContext();
  const page = await customer.newPage();
  await apiSignUpWithBalance(page, uniqueName('budget'), '100');
  await apiOrder(customer.request, id);
  const customerState = await customer.storageState();
  await customer.close();
  const adminContext = await browser.newContext();
  const login = await adminContext.request.post('/api/login', {
    data: ADMIN,
    headers: { 'x-csrf-token': await csrfToken(adminContext.request) },
  });
  expect(login.status()).toBe(200);
  const adminState = await adminContext.storageState();
  await adminContext.close();
  // The cart's entry as the storefront stores it (readCart of @shop/ui).
  const listed = (await (await admin.get('/api/products/all')).json()) as Record<string, unknown>[];
  const found = listed.find((product) => product.id === id)!;
  const keys = ['id', 'title', 'price', 'server', 'accountType', 'subCategory', 'stock', 'hasAccountData'];
  const product = Object.fromEntries(keys.map((key) => [key, found[key]]));
  return { states: { customer: customerState, admin: adminState }, product };
}

/**
 * One load of `pageCase` in a fresh context with the CPU slowed: measured once what only React
 * draws is visible (the shell's banner, nothing left aria-busy, the page's own content)
 * and SETTLE_MS later.
 */
export async function loadOnce(
  browser: Browser,
  pageCase: PageCase,
  shop: Awaited<ReturnType<typeof shopFor>>,
  screenshot?: string,
): Promise<Load> {
  const context = await browser.newContext({
    viewport: pageCase.desktop ? DESKTOP : MOBILE,
    isMobile: !pageCase.desktop,
    hasTouch: !pageCase.desktop,
    storageState: pageCase.who === 'guest' ? undefined : shop.states[pageCase.who],
  });
  try {
    if (pageCase.path === '/cart') {
      // One product in the cart, as the shop keeps it (localStorage), before any page script.
      await context.addInitScript(
        (value) => window.localStorage.setItem('cart', value),
        JSON.stringify([shop.product]),
      );
    }
    await context.addInitScript(observe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const scripts: Promise<{ transferred: number; raw: number }>[] = [];
    // Scripts until the measurement: one finishing later would read its body after the context
    // closed (the admin panel loads chunks late), failing the load after it was measured.
    let measuring = true;
    page.on('requestfinished', (request) => {
      if (!measuring || request.resourceType() !== 'script') return;
      scripts.push(
        (async () => {
          const sizes = await request.sizes();
          const response = await request.response();
          return { transferred: sizes.responseBodySize, raw: response ? (await response.body()).length : 0 };
        })(),
      );
    });

    await page.goto(pageCase.path);
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
    await expect(pageCase.ready(page)).toBeVisible({ timeout: 45_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForTimeout(SETTLE_MS);
    const record = await page.evaluate(() => window.__pageBudget!);
    measuring = false;
    const loaded = await Promise.all(scripts);
    if (screenshot) await page.screenshot({ path: screenshot });
    return {
      cls: record.shifts.reduce((sum, shift) => sum + shift.value, 0),
      shifts: record.shifts,
      longestTaskMs: Math.max(0, ...record.tasks),
      longTasks: record.tasks.length,
      blockingMs: record.tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      scripts: loaded.length,
      scriptBytes: loaded.reduce((sum, script) => sum + script.transferred, 0),
      scriptRawBytes: loaded.reduce((sum, script) => sum + script.raw, 0),
    };
  } finally {
    await context.close();
  }
}
