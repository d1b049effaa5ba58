import { expect, type Browser, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import { messages } from '../mfe-account/src/messages';
import { test } from './fixtures';
import {
  adminApi,
  apiOrder,
  apiSignUpWithBalance,
  csrfToken,
  HYDRATION,
  startCountingShifts,
  uniqueName,
  unitProduct,
  whenLive,
} from './support';

// Issue 33 (docs/decisions/0068-one-renderer.md): the signed-in pages (/account*, /support*) are
// rendered by the gateway from the real shell and account components as the request's session,
// with that user's data; private to its cookie. /cart renders its frame. No credential is ever
// rendered on the server: the order list's query has none, the dialog reads them in the browser.

/** Every console error, React's hydration warnings and uncaught errors of `page`. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || (message.type() === 'warning' && HYDRATION.test(message.text())))
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

interface Customer {
  context: BrowserContext;
  page: Page;
  username: string;
  title: string;
  password: string;
  subject: string;
}

/**
 * A customer signed in in a browser context of their own (JavaScript as `javaScriptEnabled`), who
 * bought one account of a product of their own (its unit's password unique to them) and opened a
 * support ticket.
 */
async function customer(browser: Browser, javaScriptEnabled: boolean, timezoneId?: string): Promise<Customer> {
  const admin = await adminApi(browser);
  const title = uniqueName('SSR Order ');
  const login = uniqueName('ssrunit');
  const password = `Pw-${uniqueName('only-in-dialog')}`;
  const productId = await unitProduct(admin, title, []);
  const stock = await admin.post(`/api/products/${productId}/bulk-stock`, {
    data: {
      accounts: [
        'EUW',
        login,
        password,
        35000,
        1200,
        `${login}@mail.test`,
        `${login}Nick`,
        '2000-01-01',
        '2025-01-01',
        '2026-10-30',
      ].join(' : '),
    },
    headers: { 'x-csrf-token': await csrfToken(admin) },
  });
  expect(stock.status()).toBe(200);
  const context = await browser.newContext({ javaScriptEnabled, timezoneId });
  const page = await context.newPage();
  const { username } = await apiSignUpWithBalance(page, uniqueName('ssracct'), '10');
  await apiOrder(context.request, productId);
  const subject = `SSR ticket ${uniqueName('t')}`;
  const ticket = await context.request.post('/api/tickets', {
    data: { subject, message: 'Rendered on the server for me alone.' },
    headers: { 'x-csrf-token': await csrfToken(context.request) },
  });
  expect(ticket.status()).toBe(201);
  return { context, page, username, title, password, subject };
}

test.describe('without JavaScript', () => {
  test("the signed-in pages come with the user's data in their HTML, and another user's or a guest's request never gets it", async ({
    browser,
  }) => {
    const alice = await customer(browser, false);
    const { page } = alice;

    let response = await page.goto('/account');
    expect(response?.status()).toBe(200);
    expect(await page.locator('#root').getAttribute('data-rendered')).toBe('server');
    await expect(page.getByRole('heading', { level: 1, name: messages.account.title })).toBeVisible();
    await expect(page.locator('main dd').first()).toHaveText(alice.username);
    // The bar is the signed-in user's too (its account link, the name cut to fit).
    await expect(page.getByRole('banner').locator('a[href="/account"]').first()).toHaveAttribute(
      'title',
      new RegExp(alice.username),
    );

    response = await page.goto('/account/orders');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('table', { name: messages.orders.title })).toBeVisible();
    await expect(page.getByText(alice.title)).toBeVisible();

    response = await page.goto('/support');
    expect(response?.status()).toBe(200);
    await expect(page.getByText(alice.subject)).toBeVisible();

    // Bob, signed in elsewhere, gets his own pages: nothing of Alice's.
    const bob = await customer(browser, false);
    for (const url of ['/account', '/account/orders', '/support']) {
      const html = await (await bob.context.request.get(url, { headers: { accept: 'text/html' } })).text();
      expect([url, html.includes(bob.username), html.includes(alice.username), html.includes(alice.title)]).toEqual([
        url,
        true,
        false,
        false,
      ]);
      expect([url, html.includes(alice.subject)]).toEqual([url, false]);
    }
    await bob.page.goto('/account/orders');
    await expect(bob.page.getByText(bob.title)).toBeVisible();

    // A guest asking Alice's pages is sent to sign in, the page rendered: none of her data.
    const guest = await browser.newContext({ javaScriptEnabled: false });
    const guestPage = await guest.newPage();
    for (const url of ['/account', '/account/orders', '/support']) {
      const answer = await guest.request.get(url, { headers: { accept: 'text/html' }, maxRedirects: 0 });
      expect([url, answer.status(), answer.headers().location]).toEqual([url, 302, '/auth']);
      expect(answer.headers()['cache-control']).toBe('private, no-store');
      await guestPage.goto(url);
      await expect(guestPage).toHaveURL(/\/auth$/);
      await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText(messages.auth.signInTitle);
      expect([url, (await guestPage.content()).includes(alice.username)]).toEqual([url, false]);
    }
    await Promise.all([alice.context.close(), bob.context.close(), guest.close()]);
  });

  test("an order page's HTML never holds the bought account's password, and the page is private to its cookie", async ({
    browser,
  }) => {
    const alice = await customer(browser, false);
    for (const url of ['/account/orders', '/account/orders?order=1', '/account', '/support']) {
      const answer = await alice.context.request.get(url, { headers: { accept: 'text/html' } });
      expect(answer.status()).toBe(200);
      const html = await answer.text();
      expect([url, html.includes('data-session="server"')]).toEqual([url, true]);
      expect([url, html.includes(alice.password), html.includes('accountDetails')]).toEqual([url, false, false]);
      expect(answer.headers()['cache-control']).toBe('private, no-store');
      expect(answer.headers().vary).toMatch(/\bCookie\b/i);
      expect(answer.headers().etag).toBeUndefined();
    }
    // The order's own dialog link: the list is in the HTML, the credentials are not.
    const html = await (
      await alice.context.request.get('/account/orders', { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain(alice.title);
    await alice.context.close();
  });

  test('/cart renders its frame: the heading, the empty state hidden until the browser knows the cart', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/cart');
    expect(response?.status()).toBe(200);
    expect(await page.locator('#root').getAttribute('data-rendered')).toBe('server');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.cart.title);
    await expect(page.getByText(messages.cart.empty)).toBeHidden();
    await context.close();
  });
});

test.describe('with JavaScript', () => {
  test('the signed-in pages hydrate without a hydration message or a console error, shift nothing, and keep their nodes', async ({
    browser,
  }) => {
    // A browser 14 hours ahead of the gateway's clock: the orders' and tickets' dates are the shop's
    // time on both sides (SHOP_TIME_ZONE), so hydration finds the server's text.
    const alice = await customer(browser, true, 'Pacific/Kiritimati');
    const { page } = alice;
    const problems = watchConsole(page);
    const shifts = await startCountingShifts(page);
    await page.addInitScript(() => {
      const seen = { heading: null as Element | null };
      (window as unknown as { serverHeading: typeof seen }).serverHeading = seen;
      document.addEventListener('DOMContentLoaded', () => (seen.heading = document.querySelector('main h1, main h2')));
    });
    for (const [url, text] of [
      ['/account', alice.username],
      ['/account/orders', alice.title],
      ['/support', alice.subject],
    ]) {
      await page.goto(url);
      await expect(page.getByText(text).first()).toBeVisible();
      // Hydrated: every part of the page is live.
      await whenLive(page);
      await page.waitForLoadState('networkidle');
      expect([
        url,
        await page.evaluate(() => {
          const seen = (window as unknown as { serverHeading: { heading: Element | null } }).serverHeading;
          return seen.heading !== null && seen.heading === document.querySelector('main h1, main h2');
        }),
      ]).toEqual([url, true]);
      expect([url, await shifts()]).toEqual([url, 0]);
    }
    // The credentials are read on demand: the dialog shows them.
    await page.goto('/account/orders');
    await page.getByRole('button', { name: /^View order #/ }).click();
    await expect(page.getByRole('dialog').getByText(alice.password).first()).toBeVisible();
    expect(problems).toEqual([]);
    await alice.context.close();
  });

  test('an empty cart shows its empty state in place once the browser knows the cart, without a console error', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/cart');
    await expect(page.getByText(messages.cart.empty)).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("another customer's ticket is no server-rendered page: the browser renders its error, without a hydration message", async ({
    browser,
  }) => {
    const alice = await customer(browser, true);
    const tickets = (await (await alice.context.request.get('/api/tickets')).json()) as {
      id: number;
      subject: string;
    }[];
    const id = tickets.find((ticket) => ticket.subject === alice.subject)!.id;
    const bob = await customer(browser, true);
    const html = await (
      await bob.context.request.get(`/support/tickets/${id}`, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(alice.subject);
    const problems: string[] = [];
    bob.page.on('console', (message) => {
      if (HYDRATION.test(message.text())) problems.push(message.text());
    });
    bob.page.on('pageerror', (error) => problems.push(error.message));
    await bob.page.goto(`/support/tickets/${id}`);
    await expect(bob.page.getByRole('heading', { name: 'Hata' })).toBeVisible();
    await expect(bob.page.getByText(alice.subject)).toHaveCount(0);
    // Her own ticket is rendered on the server.
    const own = await (
      await alice.context.request.get(`/support/tickets/${id}`, { headers: { accept: 'text/html' } })
    ).text();
    expect(own).toContain('data-session="server"');
    expect(own).toContain(alice.subject);
    expect(problems).toEqual([]);
    await Promise.all([alice.context.close(), bob.context.close()]);
  });
});
