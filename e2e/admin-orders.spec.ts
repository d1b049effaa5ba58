import { expect, type Browser } from '@playwright/test';
import { test } from './fixtures';
import { apiOrder, apiSignUpWithBalance, gotoHydrated, signInAsAdmin, uniqueName } from './support';

// An admin cancels a customer's waiting order from the panel's Orders tab; the customer, in a
// second browser context, sees the order Canceled in My Orders and the price back in the wallet.

/** The demo product sold from a manual counter (its orders wait for an admin). */
const MANUAL_PRODUCT = 37;

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('an admin cancels a waiting order and the buyer sees it Canceled in My Orders and the refund in the balance', async ({
  page,
  browser,
}) => {
  const name = uniqueName('cancel');
  const customer = await newPage(browser);
  await apiSignUpWithBalance(customer, name, '100.00');
  const product = (await (await customer.context().request.get(`/api/products/detail/${MANUAL_PRODUCT}`)).json()) as {
    price: string;
  };
  await apiOrder(customer.context().request, MANUAL_PRODUCT);
  const paid = `$${((10_000 - Math.round(Number(product.price) * 100)) / 100).toFixed(2)}`;
  await gotoHydrated(customer, '/account/wallet');
  await expect(customer.getByRole('region', { name: 'Current Balance' })).toContainText(paid);

  await signInAsAdmin(page);
  await page.goto('/panel');
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByRole('searchbox', { name: 'Sipariş ara' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Waiting');
  await row.getByRole('button', { name: /^Görüntüle/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Sipariş', exact: true }).click();
  const cancel = dialog.getByRole('form', { name: 'Siparişi İptal Et' });
  await expect(cancel).toContainText('müşterinin cüzdanına iade edilir');
  await cancel.getByRole('button', { name: 'Siparişi İptal Et' }).click();
  await expect(cancel.getByText('Lütfen bir neden girin')).toBeVisible();
  await cancel.getByRole('textbox', { name: 'İptal nedeni' }).fill('Tedarikçi hesabı teslim edemedi');
  await page.screenshot({ path: 'test-results/admin-order-cancel-form.png' });
  await cancel.getByRole('button', { name: 'Siparişi İptal Et' }).click();
  await expect(page.getByText('Sipariş iptal edildi, tutar müşterinin cüzdanına iade edildi.')).toBeVisible();
  await expect(dialog.getByText('Bu sipariş iptal edildi; tutarı müşteriye iade edildi.')).toBeVisible();
  await expect(dialog.getByText('Tedarikçi hesabı teslim edemedi')).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-order-cancelled.png' });
  await dialog
    .getByRole('button', { name: /^(Kapat|Close)$/ })
    .first()
    .click();
  await expect(row).toContainText('Canceled');
  await page.getByRole('combobox', { name: 'Durum filtresi' }).selectOption('cancelled');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Durum filtresi' }).selectOption('pending');
  await expect(page.getByText('Bu kriterlere uygun sipariş bulunamadı.')).toBeVisible();

  // The buyer: the order is Canceled with the reason, and the price is back in the wallet.
  await gotoHydrated(customer, '/account/orders');
  const order = customer.getByRole('table').getByRole('row').nth(1);
  await expect(order).toContainText('Canceled');
  await order.getByRole('button', { name: /^View order/ }).click();
  const detail = customer.getByRole('dialog');
  await expect(detail.getByRole('region', { name: 'Order canceled' })).toContainText(
    `$${Number(product.price).toFixed(2)} was refunded to your wallet balance`,
  );
  await expect(detail.getByRole('region', { name: 'Order canceled' })).toContainText(
    'Reason: Tedarikçi hesabı teslim edemedi',
  );
  await expect(detail.getByRole('region', { name: 'Waiting for account delivery' })).toHaveCount(0);
  await customer.screenshot({ path: 'test-results/account-order-cancelled.png' });
  await gotoHydrated(customer, '/account/wallet');
  await expect(customer.getByRole('region', { name: 'Current Balance' })).toContainText('$100.00');
  await expect(
    customer.getByRole('row').filter({ hasText: 'Refund' }).filter({ hasText: 'Tedarikçi hesabı teslim edemedi' }),
  ).toHaveCount(1);
  await customer.context().close();
});

test('an admin takes a waiting order on, delivers it with notes the buyer reads, and refunds it with a reason', async ({
  page,
  browser,
}) => {
  const name = uniqueName('notes');
  const customer = await newPage(browser);
  await apiSignUpWithBalance(customer, name, '100.00');
  await apiOrder(customer.context().request, MANUAL_PRODUCT);

  await signInAsAdmin(page);
  await page.goto('/panel');
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByRole('searchbox', { name: 'Sipariş ara' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: /^Görüntüle/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Sipariş', exact: true }).click();
  await dialog.getByRole('button', { name: 'İşleme Al' }).click();
  await expect(page.getByText('Sipariş işleme alındı.')).toBeVisible();
  await expect(dialog.getByText('Processing', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'İşleme Al' })).toHaveCount(0);

  await dialog.getByRole('tab', { name: 'Hesap Bilgileri' }).click();
  const line = `NA : ${name}acc : Pw-${name}-x : 52000 : 1500 : ${name}@mail.test : ${name}Nick : 2000-01-01 : 2025-01-01 : 2026-10-30 : Turkey`;
  await dialog.getByRole('textbox', { name: 'Teslim edilecek hesap bilgileri' }).fill(line);
  await dialog
    .getByRole('textbox', { name: 'Teslimat notu (isteğe bağlı)' })
    .fill('Hesaba bir kez girildi; kurtarma e-postası artık sizin.');
  await page.screenshot({ path: 'test-results/admin-order-deliver-notes.png' });
  await dialog.getByRole('button', { name: 'Teslim Et' }).click();
  await expect(page.getByText('Sipariş teslim edildi.')).toBeVisible();

  await dialog.getByRole('tab', { name: 'Sipariş', exact: true }).click();
  await expect(dialog.getByText('Hesaba bir kez girildi; kurtarma e-postası artık sizin.')).toBeVisible();
  const refund = dialog.getByRole('form', { name: 'İade Et' });
  await expect(dialog.getByRole('form', { name: 'Siparişi İptal Et' })).toHaveCount(0);
  await refund.getByRole('textbox', { name: 'İade nedeni' }).fill('Hesap ilk girişte kapatıldı');
  await page.screenshot({ path: 'test-results/admin-order-refund-form.png' });
  await refund.getByRole('button', { name: 'İade Et' }).click();
  await expect(page.getByText('Tutar müşterinin cüzdanına iade edildi.')).toBeVisible();
  await expect(dialog.getByText('Bu siparişin tutarı müşteriye iade edildi.')).toBeVisible();

  await gotoHydrated(customer, '/account/orders');
  const order = customer.getByRole('table').getByRole('row').nth(1);
  await expect(order).toContainText('Refunded');
  await order.getByRole('button', { name: /^View order/ }).click();
  const detail = customer.getByRole('dialog');
  await expect(detail.getByRole('region', { name: 'Delivery Notes' })).toContainText('kurtarma e-postası artık sizin');
  await expect(detail.getByText(`Pw-${name}-x`, { exact: true })).toBeVisible();
  await customer.screenshot({ path: 'test-results/account-order-notes.png', fullPage: true });
  await gotoHydrated(customer, '/account/wallet');
  await expect(customer.getByRole('region', { name: 'Current Balance' })).toContainText('$100.00');
  await customer.context().close();
});
