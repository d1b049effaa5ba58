import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';

// Steps several end-to-end specs share, done the way a person does them.

/** The admin account the e2e shop creates (scripts/e2e-server.mjs sets its password). */
export const ADMIN = { email: 'admin@shop.local', password: 'e2e-admin-password' };

/** Signs in on /auth the way a person does and waits for the success toast. */
export async function signIn(page: Page, email: string, password: string) {
  await gotoHydrated(page, '/auth'); // rendered on the server: live once hydrated
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page.getByText('Login successful')).toBeVisible();
}

/**
 * Signs in through the API as the sign-in form does (the session cookie lands in the page's
 * context), for specs whose subject is what comes after: the form itself is driven by
 * auth-messages.spec and purchase.spec, and a form sign-in costs a page load and a toast per test.
 */
export async function apiSignIn(page: Page, email: string, password: string) {
  const request = page.context().request;
  const signed = await request.post('/api/login', {
    data: { email, password },
    headers: { 'x-csrf-token': await csrfToken(request) },
  });
  expect(signed.status(), await signed.text()).toBe(200);
}

export const signInAsAdmin = (page: Page) => apiSignIn(page, ADMIN.email, ADMIN.password);

export function uniqueName(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

export async function signUp(page: Page, username: string) {
  await page.goto('/auth');
  await page
    .getByRole('button', { name: /sign up|create account|register/i })
    .first()
    .click();
  await page.getByLabel(/name/i).first().fill(username);
  await page.getByLabel(/e-?mail/i).fill(`${username}@shop.test`);
  await page.getByLabel(/^password$/i).fill('secret-pass-1');
  await page.getByLabel(/retype|confirm/i).fill('secret-pass-1');
  await page
    .getByRole('button', { name: /sign up|create account|register/i })
    .last()
    .click();
  await expect(page.getByText('Registration successful')).toBeVisible();
}

/**
 * Registers and tops up a user through the documented REST routes in the page's browser context,
 * so the page is signed in as that user. For set-up only; the flows under test use the UI.
 */
export async function apiSignUpWithBalance(page: Page, username: string, amount: string) {
  const request = page.context().request;
  const registered = await request.post('/api/register', {
    data: { username, email: `${username}@shop.test`, password: 'secret-pass-1' },
    headers: { 'x-csrf-token': await csrfToken(request) },
  });
  expect(registered.status()).toBe(201);
  const deposit = await request.post('/api/wallet/deposit', {
    data: { amount, paymentMethod: 'paypal' },
    headers: { 'x-csrf-token': await csrfToken(request) },
  });
  expect(deposit.status()).toBe(200);
  return (await registered.json()) as { id: number; username: string };
}

/** The session's anti-forgery token, for set-up requests made through the API. */
export async function csrfToken(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/csrf-token')).json()) as { token: string }).token;
}

/** Places an order through POST /api/orders as the session of `request` (set-up only). */
export async function apiOrder(request: APIRequestContext, productId: number) {
  const order = await request.post('/api/orders', {
    data: { productId },
    headers: { 'x-csrf-token': await csrfToken(request) },
  });
  expect(order.status()).toBe(201);
}

/** The page's layout shifts (not caused by input) since it started, summed as CLS counts them. */
export async function startCountingShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __shiftSources: string[] };
    w.__shift = 0;
    w.__shiftSources = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__shift += entry.value;
        for (const source of entry.sources)
          w.__shiftSources.push(
            `${source.node?.nodeName ?? '?'}.${(source.node as Element | undefined)?.className ?? ''} ${source.previousRect.y}->${source.currentRect.y} h${source.previousRect.height}->${source.currentRect.height}`,
          );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

/** What moved since `startCountingShifts`: each element with its box's top and height before and after (in view). */
export const shiftSources = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shiftSources: string[] }).__shiftSources);

/** One account line of the bulk-stock format (server : user : password : BE : OE : mail : ...). */
export const accountLine = (user: string) =>
  [user, 'Pw-e2e-secret', 35000, 1200, `${user}@mail.test`, `${user}Nick`, '2000-01-01', '2025-01-01', '2026-10-30']
    .join(' : ')
    .replace(/^/, 'EUW : ');

/** An admin's API session of its own (the page stays the buyer's). */
export async function adminApi(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext();
  const login = await context.request.post('/api/login', {
    data: ADMIN,
    headers: { 'x-csrf-token': await csrfToken(context.request) },
  });
  expect(login.status()).toBe(200);
  return context.request;
}

/** A product sold from credential units, with the accounts of `users` in stock (none: sold out). */
export async function unitProduct(
  admin: APIRequestContext,
  title: string,
  users: string[],
  fields: Record<string, string> = {},
): Promise<number> {
  const headers = { 'x-csrf-token': await csrfToken(admin) };
  const created = await admin.post('/api/products', { data: { title, price: '2.00', ...fields }, headers });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  if (users.length > 0) await addUnits(admin, id, users);
  return id;
}

/** The accounts of `users` added to product `productId` by the admin's bulk-stock import; answers how many were added. */
export async function addUnits(admin: APIRequestContext, productId: number, users: string[]): Promise<number> {
  const stock = await admin.post(`/api/products/${productId}/bulk-stock`, {
    data: { accounts: users.map(accountLine).join('\n') },
    headers: { 'x-csrf-token': await csrfToken(admin) },
  });
  expect(stock.status()).toBe(200);
  return ((await stock.json()) as { addedCount: number }).addedCount;
}

/**
 * A product of the spec's own with `units` accounts in stock (price 2.00; `fields`: its game,
 * server, account type ...), so a spec never buys the demo products other specs read.
 */
export async function ownProduct(
  browser: Browser,
  prefix: string,
  units = 1,
  fields: Record<string, string> = {},
): Promise<{ id: number; title: string; price: string; stock: number }> {
  const admin = await adminApi(browser);
  const title = uniqueName(`${prefix} `);
  const id = await unitProduct(
    admin,
    title,
    Array.from({ length: units }, () => uniqueName('own')),
    fields,
  );
  return { id, title, price: '2.00', stock: units };
}

/**
 * Chromium's virtual authenticator on `page` (CDP WebAuthn): a platform authenticator with resident
 * keys and user verification, answering every prompt at once, as a person with a passkey would.
 */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/**
 * Waits until every part of the page is live: a server-rendered part keeps its controls disabled
 * (`data-hydrating`, LiveWhenHydrated in @shop/ui) until its code has hydrated it. A press needs no
 * wait (Playwright waits for the control to be enabled, as a person waits); a link followed in the
 * page or a key pressed on a focused control does.
 */
export async function whenLive(page: Page) {
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('[data-hydrating]')).toHaveCount(0);
}

/**
 * Presses `control` until `done` holds, as a person presses again when nothing happened: a press on
 * a part whose code has not hydrated yet is dropped (decision 0068). Never presses once `done`
 * holds, so a first press answered slowly (a loaded machine, the session still loading) is waited
 * for instead of pressed past: the control may be gone by then (a navigation) or behind a dialog.
 */
export async function pressUntil(control: Locator, done: () => Promise<boolean>) {
  await expect(async () => {
    if (!(await done())) await control.click({ timeout: 2_000 });
    await expect.poll(done, { timeout: 2_000 }).toBe(true);
  }).toPass();
}

/** Opens `path` and waits until the whole page is live (`whenLive`). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await whenLive(page);
  return response;
}

/** React's hydration messages, and its production build's minified ones (react.dev/errors/418 etc.). */
export const HYDRATION = /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;

/**
 * React's hydration warnings and errors on `page`'s console, collected as they come, with the
 * page's uncaught errors: every one, or with `pageErrors: 'hydration'` only React's hydration ones.
 */
export function watchHydration(
  page: Page,
  { pageErrors = 'all' }: { pageErrors?: 'all' | 'hydration' } = {},
): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (pageErrors === 'all' || HYDRATION.test(error.message)) problems.push(error.message);
  });
  return problems;
}
