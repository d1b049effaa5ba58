import { expect, type Page } from '@playwright/test';
import { messages } from '../mfe-admin/src/messages';
import { test } from './fixtures';
import { apiOrder, apiSignUpWithBalance, ownProduct, signInAsAdmin, uniqueName } from './support';

// Issue 38 item 4: the panel's İzleme tab, its charts read from the database through the admin-only
// monitoringHours; a purchase shows in the orders' 24 hours after Yenile. Other specs buy at the
// same time, so the count is compared as "at least one more", never as a value.

const m = messages.monitoring;

async function ordersIn24Hours(page: Page): Promise<number> {
  const text = await page
    .getByRole('figure', { name: m.orders })
    .getByText(/^24 saat: \d+$/)
    .textContent();
  return Number(text?.replace(/\D/g, ''));
}

test('an admin sees the last 24 hours charted on İzleme, and a new purchase after Yenile', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await page.goto('/panel');
  await page.getByRole('tab', { name: 'İzleme' }).click();
  await expect(page.getByRole('heading', { name: 'İzleme' })).toBeVisible();
  for (const title of [m.orders, m.revenue, m.claims, m.outbox, m.importQueue])
    await expect(page.getByRole('figure', { name: title })).toBeVisible();
  const before = await ordersIn24Hours(page);

  const product = await ownProduct(browser, 'Watched');
  const buyer = await (await browser.newContext()).newPage();
  await apiSignUpWithBalance(buyer, uniqueName('watched'), '10.00');
  await apiOrder(buyer.context().request, product.id);

  await expect
    .poll(async () => {
      await page.getByRole('button', { name: m.refresh }).click();
      await expect(page.getByRole('figure', { name: m.orders })).toBeVisible();
      return ordersIn24Hours(page);
    })
    .toBeGreaterThan(before);
});
