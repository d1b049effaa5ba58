import { test, expect, type Page } from '@playwright/test';
import { apiSignUpWithBalance, uniqueName } from './support';

/*
 * A server-rendered page shows its buttons before their code has arrived. A press meanwhile used
 * to be lost (decision 0068, 16); now the part's controls are disabled until it has hydrated and
 * the press is taken once it is live. Each test holds the remote's scripts back, as a slow network
 * does, so that the press surely comes first.
 */

/** Holds every script of `remote` until the returned function is called. */
async function holdScripts(page: Page, remote: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/mfe/${remote}/.*\\.js(\\?|$)`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('Buy pressed before the product page is live opens the confirmation once it is', async ({ page }) => {
  await apiSignUpWithBalance(page, uniqueName('early'), '300.00');
  const release = await holdScripts(page, 'storefront');
  await page.goto('/product/1', { waitUntil: 'domcontentloaded' });
  const buy = page.getByRole('button', { name: /BUY NOW/ }).first();
  await expect(buy).toBeVisible();
  await expect(buy).toBeDisabled(); // the server's HTML, its code held back

  const pressed = buy.click();
  release();
  await pressed;
  await expect(page.getByRole('dialog', { name: 'Confirm Purchase' })).toBeVisible();
});

test('Sign Up pressed before the sign-in page is live shows the form once it is', async ({ page }) => {
  const release = await holdScripts(page, 'account');
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  const signUp = page.getByRole('button', { name: 'Sign Up' }).first();
  await expect(signUp).toBeDisabled();
  await expect(page.getByLabel('Email')).toBeDisabled(); // no keystroke lands in a field that is not live

  const pressed = signUp.click();
  release();
  await pressed;
  await expect(page.getByLabel('Name')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeEditable();
});

test('a part the browser renders after a navigation in the page is live at once', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'LOGIN' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Sign Up' }).first()).toBeEnabled();
  await expect(page.locator('[data-hydrating]')).toHaveCount(0);
});
