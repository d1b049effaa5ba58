import { expect } from '@playwright/test';
import { test } from './fixtures';
import { csrfToken, signInAsAdmin, uniqueName } from './support';

// The admin products table is paged by the server (issue 21): 50 rows a page, a total, a pager a
// keyboard reaches, a sort the database applies, and filters that start again from page one.

const line = (user: string, i: number) =>
  `EUW:${user}${i}:Pw${i}secret:${30000 + i}:1200:${user}${i}@mail.test:Nick${i}:2000-01-01:2025-01-01:2026-10-30:Turkey:EPIC Arcade Sona`;

test('the products table shows 50 rows a page with the total, pages by keyboard and sorts on the server', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const title = uniqueName('E2E Pager ');
  const user = uniqueName('pg')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const request = page.context().request;
  const imported = await request.post('/api/products/bulk-import', {
    data: {
      accounts: Array.from({ length: 61 }, (_, i) => line(user, i)).join('\n'),
      basePrice: '9.99',
      title,
      server: 'EUW',
      accountType: 'fresh',
      subCategory: '30-40k',
    },
    headers: { 'x-csrf-token': await csrfToken(request) },
  });
  expect(imported.status()).toBe(200);
  expect(((await imported.json()) as { addedCount: number }).addedCount).toBe(61);

  await page.goto('/panel');
  const products = page.getByRole('table', { name: 'Products' });
  const pager = page.getByRole('navigation', { name: 'Ürün sayfaları' });
  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(pager.getByText('Sayfa 1 / 2 · toplam 61 ürün')).toBeVisible();
  // 50 product rows and the header row.
  await expect(products.getByRole('row')).toHaveCount(51);
  await expect(pager.getByRole('button', { name: 'Önceki sayfa' })).toBeDisabled();
  const newestFirst = await products.getByRole('row').nth(1).getByRole('cell').nth(1).textContent();

  await pager.getByRole('button', { name: 'Sonraki sayfa' }).focus();
  await page.keyboard.press('Enter');
  await expect(pager.getByText('Sayfa 2 / 2 · toplam 61 ürün')).toBeVisible();
  await expect(products.getByRole('row')).toHaveCount(12);
  await expect(pager.getByRole('button', { name: 'Sonraki sayfa' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/admin-products-page-2.png', fullPage: false });

  // The oldest first: page one starts with the product the newest-first order showed last.
  await pager.getByLabel('Sıralama').selectOption({ label: 'En eski' });
  await expect(pager.getByText('Sayfa 1 / 2 · toplam 61 ürün')).toBeVisible();
  // (Waited for as a value: until the sorted answer arrives, page 2's rows are still shown.)
  const oldestFirst = products.getByRole('row').nth(1).getByRole('cell').nth(1);
  await expect(oldestFirst).toHaveText(String(Number(newestFirst) - 60));

  // A narrower filter starts again from page one, answered by the server.
  await page.getByLabel('ID', { exact: true }).fill(String(Number(newestFirst) - 3));
  await expect(pager.getByText('Sayfa 1 / 1 · toplam 1 ürün')).toBeVisible();
  await expect(products.getByRole('row')).toHaveCount(2);
});
