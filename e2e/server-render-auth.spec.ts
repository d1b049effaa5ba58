import { expect } from '@playwright/test';
import { messages } from '../mfe-account/src/messages';
import { test } from './fixtures';
import { apiSignUpWithBalance, uniqueName, watchHydration, whenLive } from './support';

// Issue 33 slice 5 (docs/decisions/0068-one-renderer.md): /auth is rendered by the gateway from the
// real shell and account components (the account remote's Node build), then hydrated. Its HTML is a
// guest's form for everyone: nothing of a session is rendered into it.

const m = messages.auth;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("/auth comes with its sign-in form in its HTML, inside the shell's top bar", async ({ page }) => {
    const response = await page.goto('/auth');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.signInTitle);
    await expect(page.getByText(m.signInIntro)).toBeVisible();
    await expect(page.getByRole('group', { name: m.modes })).toBeVisible();
    await expect(page.getByLabel(m.email)).toBeVisible();
    await expect(page.getByLabel(m.password, { exact: true })).toBeVisible();
    await expect(page.locator('form').getByRole('button', { name: m.signInSubmit, exact: true })).toBeVisible();
    expect(await page.locator('#root').getAttribute('data-rendered')).toBe('server');
  });
});

test.describe('with JavaScript', () => {
  test('/auth hydrates without a hydration warning or error, keeps its heading node, and its form works', async ({
    page,
  }) => {
    const problems = watchHydration(page);
    await page.addInitScript(() => {
      const seen = { heading: null as Element | null };
      (window as unknown as { serverHeading: typeof seen }).serverHeading = seen;
      document.addEventListener('DOMContentLoaded', () => (seen.heading = document.querySelector('main h1')));
    });
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.signInTitle);
    // Hydrated: every part of the page is live.
    await whenLive(page);
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => {
        const seen = (window as unknown as { serverHeading: { heading: Element | null } }).serverHeading;
        return seen.heading !== null && seen.heading === document.querySelector('main h1');
      }),
    ).toBe(true);
    // The form answers: the sign-up tab shows its own fields.
    await page.getByRole('group', { name: m.modes }).getByRole('button', { name: m.signUpTab }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.signUpTitle);
    await expect(page.getByLabel(m.retypePassword)).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("a signed-in visitor's /auth carries nothing of the session and goes home once the session is known", async ({
    page,
  }) => {
    const user = await apiSignUpWithBalance(page, uniqueName('ssrauth'), '10');
    const response = await page.context().request.get('/auth', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root" data-rendered="server">');
    expect(html).not.toContain(user.username);
    expect(html).toContain(m.signInIntro);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
  });
});

test("the account's Node build is never served to a browser", async ({ request }) => {
  for (const url of ['/mfe/account/server/remoteEntry.js', '/mfe/account/%73erver/remoteEntry.js'])
    expect([url, (await request.get(url)).status()]).toEqual([url, 404]);
  expect((await request.get('/mfe/account/remoteEntry.js')).status()).toBe(200);
});
