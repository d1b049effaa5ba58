import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { ADMIN, apiOrder, apiSignUpWithBalance, csrfToken, uniqueName } from './support';

// Per-page budgets (issue 21, item 4): every page of the goal list loaded with the CPU slowed four
// times (Chromium's DevTools protocol), measuring what a visitor feels: the layout shift until the
// page's final content is visible and has settled, the longest main-thread task, and the
// JavaScript the page loads (compressed, as it travels). Each page fails past its own budget in
// budgets.json `pages`; CLS never past the goal of 0.05. The figures go to
// test-reports/page-budgets.json. PAGE_BUDGETS_REPORT_ONLY=1 measures without failing;
// UPDATE_PAGE_BUDGETS=1 also writes new budgets from what it measured (see budgetFrom), to be run
// on a quiet machine and committed on purpose.

const ROOT = path.join(__dirname, '..');
const CLS_GOAL = 0.05;
const CPU_SLOWDOWN = 4;
/** After the final content shows: late fonts, images and widgets still move things in this time. */
const SETTLE_MS = 1500;
const MOBILE = { width: 412, height: 823 };
const DESKTOP = { width: 1350, height: 940 };

interface PageBudget {
  cls: number;
  longestTaskMs: number;
  scriptBytes: number;
}
interface Budgets {
  pages: { cpuSlowdown: number; budgets: Record<string, PageBudget> };
}

type Who = 'guest' | 'customer' | 'admin';
interface PageCase {
  name: string;
  path: string;
  who: Who;
  desktop?: boolean;
  /** The page's final content: measured once this is visible. */
  ready: (page: Page) => Locator;
}

const cards = (page: Page) => page.getByTestId('product-card').first();

const PAGES: PageCase[] = [
  { name: 'home', path: '/', who: 'guest', ready: (page) => page.getByRole('region', { name: 'CHOOSE YOUR GAME' }) },
  { name: 'category list', path: '/products/lol', who: 'guest', ready: cards },
  { name: 'filtered list', path: '/products/lol/fresh/40-50k', who: 'guest', ready: cards },
  {
    name: 'product detail',
    path: '/product/1',
    who: 'guest',
    ready: (page) => page.getByRole('heading', { level: 1 }),
  },
  {
    name: 'skins',
    path: '/skins',
    who: 'guest',
    ready: (page) => page.getByText('Ürünleri görmek için lütfen oyun, sunucu, hesap türü ve alt kategori seçin.'),
  },
  {
    name: 'privacy policy',
    path: '/privacy-policy',
    who: 'guest',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Privacy Policy' }),
  },
  {
    name: 'terms of service',
    path: '/terms-of-service',
    who: 'guest',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Terms of Service' }),
  },
  {
    name: 'refund policy',
    path: '/refund-policy',
    who: 'guest',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Refund Policy' }),
  },
  { name: 'not found', path: '/no-such-page', who: 'guest', ready: (page) => page.getByText('404 Page Not Found') },
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
    ready: (page) => page.getByRole('table').getByRole('row').nth(1),
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
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Support Tickets' }),
  },
  {
    name: 'admin products',
    path: '/panel',
    who: 'admin',
    desktop: true,
    ready: (page) => page.getByRole('table', { name: 'Products' }).getByRole('row').nth(1),
  },
];

interface Measured {
  name: string;
  path: string;
  viewport: string;
  cls: number;
  /** Lighthouse's reading: the worst burst of shifts (gaps under 1 s, at most 5 s). */
  clsWorstWindow: number;
  shifts: { value: number; at: number; sources: string[] }[];
  longestTaskMs: number;
  /** Which load this is: a check loads again (at most three times) when only its longest task is over. */
  load: number;
  longTasks: number;
  blockingMs: number;
  scripts: number;
  scriptBytes: number;
  scriptRawBytes: number;
  budget?: PageBudget;
  failures: string[];
}

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

function worstWindow(shifts: { value: number; at: number }[]): number {
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

interface ListedProduct {
  id: number;
  title: string;
  price: string;
  server: string;
  accountType: string;
  subCategory: string;
  stock: number;
  hasAccountData: boolean;
}

/** Products with accounts in stock, most units first (other specs may have sold some already). */
async function inStock(request: APIRequestContext): Promise<ListedProduct[]> {
  const all = (await (await request.get('/api/products/all')).json()) as ListedProduct[];
  return all.filter((p) => p.hasAccountData && p.stock > 0).sort((a, b) => b.stock - a.stock);
}

/** A customer with a delivered order and one product in the cart; the admin signed in. Cookies only. */
async function signedInState(browser: Browser, who: Exclude<Who, 'guest'>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (who === 'customer') {
    await apiSignUpWithBalance(page, uniqueName('budget'), '100');
    await apiOrder(context.request, (await inStock(context.request))[0].id);
  } else {
    const login = await context.request.post('/api/login', {
      data: ADMIN,
      headers: { 'x-csrf-token': await csrfToken(context.request) },
    });
    expect(login.status()).toBe(200);
  }
  const state = await context.storageState();
  await context.close();
  return state;
}

const measured: Measured[] = [];
const budgets = (JSON.parse(fs.readFileSync(path.join(ROOT, 'budgets.json'), 'utf8')) as Budgets).pages;
const updating = Boolean(process.env.UPDATE_PAGE_BUDGETS);
const reportOnly = updating || Boolean(process.env.PAGE_BUDGETS_REPORT_ONLY);

/** One task of 250 ms at this slowdown blocks 200 ms, the whole TBT goal: no budget above it. */
const LONG_TASK_CAP_MS = 250;
/**
 * One page's longest task measured 53-174 ms (`/support`) and 115-322 ms (`/panel`) in loads
 * minutes apart: 20% over a measurement is noise, so no budget is below the goal's own limit.
 */
const LONG_TASK_FLOOR_MS = 250;

/**
 * About 20% above the slowest of three loads, never above the goal: CLS at least 0.01 (a shift of
 * one pixel row must not fail) and at most 0.05; the longest task between LONG_TASK_FLOOR_MS and
 * LONG_TASK_CAP_MS; JavaScript rounded up to the KiB.
 */
function budgetFrom(samples: Measured[]): PageBudget {
  const worst = (read: (m: Measured) => number) => Math.max(...samples.map(read));
  return {
    cls: Math.min(CLS_GOAL, Math.max(0.01, Math.ceil(worst((m) => m.cls) * 1.2 * 1000) / 1000)),
    longestTaskMs: Math.min(
      LONG_TASK_CAP_MS,
      Math.max(LONG_TASK_FLOOR_MS, Math.ceil((worst((m) => m.longestTaskMs) * 1.2) / 10) * 10),
    ),
    scriptBytes: Math.ceil((worst((m) => m.scriptBytes) * 1.2) / 1024) * 1024,
  };
}

test.describe('per-page budgets, CPU slowed 4x', () => {
  test.describe.configure({ timeout: 90_000 });
  const states: Partial<Record<Who, Awaited<ReturnType<typeof signedInState>>>> = {};

  test.beforeAll(async ({ browser }) => {
    states.customer = await signedInState(browser, 'customer');
    states.admin = await signedInState(browser, 'admin');
  });

  test.afterAll(() => {
    fs.mkdirSync(path.join(ROOT, 'test-reports'), { recursive: true });
    const report = { cpuSlowdown: CPU_SLOWDOWN, settleMs: SETTLE_MS, clsGoal: CLS_GOAL, pages: measured };
    fs.writeFileSync(path.join(ROOT, 'test-reports', 'page-budgets.json'), `${JSON.stringify(report, null, 2)}\n`);
    if (updating && PAGES.every((p) => measured.some((m) => m.path === p.path))) {
      const file = path.join(ROOT, 'budgets.json');
      const all = JSON.parse(fs.readFileSync(file, 'utf8')) as Budgets;
      all.pages = {
        cpuSlowdown: CPU_SLOWDOWN,
        budgets: Object.fromEntries(PAGES.map((p) => [p.path, budgetFrom(measured.filter((m) => m.path === p.path))])),
      };
      fs.writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
    }
    console.log('page | CLS | longest task | JS transferred');
    for (const m of measured) {
      console.log(
        `${m.path} | ${m.cls.toFixed(3)} | ${Math.round(m.longestTaskMs)} ms | ${(m.scriptBytes / 1024).toFixed(1)} KiB${m.failures.length ? `  OVER: ${m.failures.join('; ')}` : ''}`,
      );
    }
  });

  for (const pageCase of PAGES) {
    test(`${pageCase.name} (${pageCase.path}) stays within its budget`, async ({ browser }) => {
      const budget = budgets.budgets[pageCase.path];
      expect(budget, `budgets.json pages.budgets["${pageCase.path}"]`).toBeDefined();
      const viewport = pageCase.desktop ? DESKTOP : MOBILE;
      // New budgets come from the slowest of three loads. A check is one load, and up to two more
      // when only the longest task is over: other work on the machine stretches a task's wall time
      // for one load, a heavier page stretches it on every load.
      const loads = 3;
      for (let sample = 0; sample < loads; sample += 1) {
        const context = await browser.newContext({
          viewport,
          isMobile: !pageCase.desktop,
          hasTouch: !pageCase.desktop,
          storageState: pageCase.who === 'guest' ? undefined : states[pageCase.who],
        });
        try {
          if (pageCase.path === '/cart') {
            // One product in the cart, as the shop keeps it (localStorage), before any page script.
            const product = (await inStock(context.request))[0];
            const item = {
              id: product.id,
              title: product.title,
              price: product.price,
              server: product.server,
              accountType: product.accountType,
              subCategory: product.subCategory,
              stock: product.stock,
              hasAccountData: product.hasAccountData,
            };
            await context.addInitScript((value) => window.localStorage.setItem('cart', value), JSON.stringify([item]));
          }
          await context.addInitScript(observe);
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

          const scripts: Promise<{ transferred: number; raw: number }>[] = [];
          page.on('requestfinished', (request) => {
            if (request.resourceType() !== 'script') return;
            scripts.push(
              (async () => {
                const sizes = await request.sizes();
                const response = await request.response();
                return { transferred: sizes.responseBodySize, raw: response ? (await response.body()).length : 0 };
              })(),
            );
          });

          await page.goto(pageCase.path);
          await expect(pageCase.ready(page)).toBeVisible({ timeout: 45_000 });
          await page.waitForTimeout(SETTLE_MS);
          const record = await page.evaluate(() => window.__pageBudget!);
          const loaded = await Promise.all(scripts);
          await page.screenshot({
            path: path.join('test-results', 'page-budgets', `${pageCase.name.replace(/\s+/g, '-')}.png`),
          });

          const cls = record.shifts.reduce((sum, shift) => sum + shift.value, 0);
          const longestTaskMs = Math.max(0, ...record.tasks);
          const scriptBytes = loaded.reduce((sum, script) => sum + script.transferred, 0);
          const failures: string[] = [];
          const clsBudget = Math.min(budget.cls, CLS_GOAL);
          if (cls > clsBudget) failures.push(`CLS ${cls.toFixed(3)} > ${clsBudget}`);
          if (longestTaskMs > budget.longestTaskMs)
            failures.push(`longest task ${Math.round(longestTaskMs)} ms > ${budget.longestTaskMs} ms`);
          if (scriptBytes > budget.scriptBytes) failures.push(`JS ${scriptBytes} B > ${budget.scriptBytes} B`);
          const onlyTaskOver =
            failures.length === 1 && longestTaskMs > budget.longestTaskMs && sample < loads - 1 && !updating;
          if (onlyTaskOver && !reportOnly) {
            console.log(
              `${pageCase.path}: longest task ${Math.round(longestTaskMs)} ms on load ${sample + 1}, loading again`,
            );
            continue;
          }
          measured.push({
            name: pageCase.name,
            path: pageCase.path,
            viewport: `${viewport.width}x${viewport.height}`,
            cls,
            clsWorstWindow: worstWindow(record.shifts),
            shifts: record.shifts,
            longestTaskMs,
            load: sample + 1,
            longTasks: record.tasks.length,
            blockingMs: record.tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
            scripts: loaded.length,
            scriptBytes,
            scriptRawBytes: loaded.reduce((sum, script) => sum + script.raw, 0),
            budget,
            failures,
          });
          if (!reportOnly) {
            expect
              .soft(cls, `${pageCase.path}: cumulative layout shift (shifts: ${JSON.stringify(record.shifts)})`)
              .toBeLessThanOrEqual(clsBudget);
            expect
              .soft(longestTaskMs, `${pageCase.path}: longest task in ms`)
              .toBeLessThanOrEqual(budget.longestTaskMs);
            expect
              .soft(scriptBytes, `${pageCase.path}: JavaScript transferred in bytes`)
              .toBeLessThanOrEqual(budget.scriptBytes);
          }
          if (!updating) break;
        } finally {
          await context.close();
        }
      }
    });
  }
});
