import { expect } from '@playwright/test';
import { test } from './fixtures';
import { gotoHydrated, signUp, uniqueName } from './support';

// The walking path of the shop, as a person uses it, against the real built microfrontends,
// gateway, subgraphs and PostgreSQL.

test('a new user registers, deposits, buys the first product and reads its credentials in My Orders', async ({
  page,
}) => {
  const username = uniqueName('buyer');
  await signUp(page, username);

  await gotoHydrated(page, '/account/wallet');
  await page.getByRole('button', { name: 'Top Up Balance' }).click();
  await page.getByLabel(/amount/i).fill('500');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /top up|deposit|add/i })
    .last()
    .click();
  await expect(page.getByText('Deposit successful')).toBeVisible();
  await expect(page.getByText('$500.00').first()).toBeVisible();

  await page.goto('/products/lol');
  const buy = page.getByRole('button', { name: /BUY NOW/ }).first();
  await expect(buy).toBeVisible();
  await buy.click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Purchase' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const success = page.getByRole('dialog', { name: 'Purchase Successful' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Go to My Orders' }).click();

  await expect(page).toHaveURL(/\/account\/orders$/);
  await page.getByRole('table').getByRole('button', { name: 'View' }).first().click();
  // The delivered credentials: a real password of the seeded units, never shown publicly.
  await expect(page.getByText(/Pw-[a-z0-9]+/).first()).toBeVisible();
});

test('a signed-in normal user is refused the admin panel', async ({ page }) => {
  await signUp(page, uniqueName('plain'));
  await page.goto('/panel');
  await expect(page.getByText('Bu alana erişim yetkiniz bulunmamaktadır.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
});

test('with the admin remote unreachable the storefront still works and /panel shows the unavailable panel', async ({
  page,
}) => {
  await page.route('**/mfe/admin/**', (route) => route.abort());
  await page.goto('/products/lol');
  await expect(page.getByRole('button', { name: /BUY NOW/ }).first()).toBeVisible();
  await page.goto('/panel');
  const panel = page.getByRole('alert').filter({ hasText: 'temporarily unavailable' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('an admin signs in and sees the catalogue in the panel', async ({ page }) => {
  await gotoHydrated(page, '/auth'); // rendered on the server: live once hydrated
  await page.getByLabel('Email').fill('admin@shop.local');
  await page.getByLabel('Password', { exact: true }).fill('e2e-admin-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await page.goto('/panel');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Stock' })).toBeVisible();
  // The table is paged by the server, 50 rows a page; other specs may have imported more products.
  const pager = page.getByText(/toplam \d+ ürün/);
  await expect(pager).toBeVisible();
  const total = Number(/toplam (\d+)/.exec((await pager.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThanOrEqual(37); // the 37 demo products at least
  await expect(table.getByRole('row')).toHaveCount(Math.min(total, 50) + 1);
});
