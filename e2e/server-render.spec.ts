import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import { legal } from '../mfe-storefront/src/messages/legal';
import { notFound } from '../mfe-storefront/src/messages/not-found';
import { messages as shell } from '../mfe-shell/src/messages';
import { test } from './fixtures';
import { HYDRATION, watchHydration, whenLive } from './support';

// Issue 33, slice 2 (docs/decisions/0068-one-renderer.md): the legal pages are rendered by the
// gateway from the real shell and storefront components (their Node builds), then hydrated.

const LEGAL_PAGES = [
  { path: '/privacy-policy', document: legal.privacy },
  { path: '/terms-of-service', document: legal.terms },
  { path: '/refund-policy', document: legal.refund },
] as const;

const DATE = /^Last updated: \d\d\.\d\d\.\d{4}$/;

async function expectWholePage(page: Page, document: (typeof LEGAL_PAGES)[number]['document']) {
  // In the shell's frame: its top bar with the main navigation.
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.title);
  await expect(page.getByText(DATE)).toBeVisible();
  await expect(page.locator('article p').filter({ hasNotText: DATE })).toHaveText([...document.paragraphs]);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, document } of LEGAL_PAGES)
    test(`${path} comes whole in its HTML, inside the shell's top bar`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectWholePage(page, document);
      // The footer's links are in the HTML too: the legal pages reach one another without JavaScript.
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: shell.footer.privacy })).toHaveAttribute('href', '/privacy-policy');
      await expect(footer.getByRole('link', { name: shell.footer.terms })).toHaveAttribute('href', '/terms-of-service');
    });

  // Issue 33 slice 5: any URL the storefront has no page for is a real 404 with its not-found page.
  for (const path of ['/no-such-page', '/product', '/products-typo/x', '/a/b/c?q=1'])
    test(`${path} is a real 404 with the not-found page rendered in the shell's top bar`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.title);
      await expect(page.getByText(notFound.text)).toBeVisible();
      await expect(page.getByRole('link', { name: notFound.home })).toHaveAttribute('href', '/');
    });
});

test.describe('with JavaScript', () => {
  for (const { path, document } of LEGAL_PAGES)
    test(`${path} hydrates without a hydration warning or error, and its top bar navigates in the page`, async ({
      page,
    }) => {
      const problems: string[] = [];
      const watch = (message: ConsoleMessage) => {
        if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION.test(message.text()))
          problems.push(message.text());
      };
      page.on('console', watch);
      page.on('pageerror', (error) => {
        if (HYDRATION.test(error.message)) problems.push(error.message);
      });
      await page.goto(path);
      await expectWholePage(page, document);
      await expect(page.getByText('This shop needs JavaScript.')).toHaveCount(0);
      // Hydrated: the storefront's own boundary and the bar answer clicks (a link pressed before
      // its part hydrated is the browser's own: a new document).
      await whenLive(page);
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      await page.getByRole('link', { name: 'Game Account Shop, home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('region', { name: 'CHOOSE YOUR GAME' })).toBeAttached();
      // A client-side navigation: the document (and the flag set in it) is the same.
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      expect(problems).toEqual([]);
    });

  test('the 404 page hydrates without a hydration warning or error, and its link goes home in the page', async ({
    page,
  }) => {
    const problems = watchHydration(page, { pageErrors: 'hydration' });
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.title);
    await whenLive(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole('link', { name: notFound.home }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'CHOOSE YOUR GAME' })).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });
});

test('the page and its scripts carry a nonce of their own, which the Content-Security-Policy names', async ({
  request,
}) => {
  const nonces: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const response = await request.get('/terms-of-service', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const policy = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    expect(html).toContain(`<div id="root" data-rendered="server" data-session="server">`);
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // The styles come with the head: emotion's tags, none in the body.
    const [head, body] = html.split('</head>');
    expect(head).toMatch(/<style data-emotion="css /);
    expect(body).not.toContain('<style');
    nonces.push(nonce!);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

test('the Node builds are never served to a browser', async ({ request }) => {
  for (const url of [
    '/mfe/storefront/server/remoteEntry.js',
    '/server/shell-server.js',
    '/mfe/storefront/%73erver/remoteEntry.js',
  ])
    expect([url, (await request.get(url)).status()]).toEqual([url, 404]);
  // The browser build beside them is served.
  expect((await request.get('/mfe/storefront/remoteEntry.js')).status()).toBe(200);
});

// Hydration keeps the server's elements: the page's heading is the same node before and after
// (React dropped the server's HTML of the remote's boundary and showed the loading panel when the
// shell changed the remote's props before the boundary had hydrated: the site settings' arrival).
for (const path of ['/', '/skins', '/privacy-policy', '/product/1', '/no-such-page'])
  test(`${path} hydrates the server's elements in place, never showing the loading panel`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen = { heading: null as Element | null, loadingShown: false };
      (window as unknown as { serverHeading: typeof seen }).serverHeading = seen;
      document.addEventListener('DOMContentLoaded', () => {
        seen.heading = document.querySelector('main h1');
        new MutationObserver(() => {
          if (document.querySelector('main [role="status"]')?.textContent === 'Loading...') seen.loadingShown = true;
        }).observe(document.body, { childList: true, subtree: true });
      });
    });
    await page.goto(path);
    // Hydrated: every part of the page is live.
    await whenLive(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const kept = await page.evaluate(() => {
      const seen = (window as unknown as { serverHeading: { heading: Element | null; loadingShown: boolean } })
        .serverHeading;
      return {
        hadHeading: seen.heading !== null,
        sameNode: seen.heading !== null && seen.heading === document.querySelector('main h1'),
        loadingShown: seen.loadingShown,
      };
    });
    expect(kept).toEqual({ hadHeading: true, sameNode: true, loadingShown: false });
  });
