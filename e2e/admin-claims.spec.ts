import { expect } from '@playwright/test';
import { test } from './fixtures';
import { ADMIN, adminApi, apiSignUpWithBalance, csrfToken, signInAsAdmin, uniqueName, unitProduct } from './support';

// The admin panel's warranty claims queue (issues 20, 30): a customer's claim with reason Other
// waits for an admin; the admin refuses it in 'Garanti Talepleri' with a reason, and the buyer reads
// the claim refused with that reason through GET /api/claims/{id}; the claim's account is revealed
// only behind the admin's password.

test('an admin refuses a customer claim from the claims queue and the buyer reads the reason', async ({
  page,
  browser,
}) => {
  const name = uniqueName('claim');
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await apiSignUpWithBalance(customer, name, '200.00');
  const request = customerContext.request;

  // Set-up through the documented REST routes: buy a delivered account, then claim it (Other).
  // A product of its own: the demo products' single units belong to the other specs.
  const unitUser = uniqueName('e2eq');
  const product = {
    id: await unitProduct(await adminApi(browser), uniqueName('E2E Claim Queue '), [unitUser]),
  };
  const ordered = await request.post('/api/orders', {
    data: { productId: product.id },
    headers: { 'x-csrf-token': await csrfToken(request) },
  });
  expect(ordered.status()).toBe(201);
  const order = (await ordered.json()) as { id: number };
  const message = `Hesapta ${name} adına bir sohbet kısıtlaması var`;
  const submitted = await request.post(`/api/orders/${order.id}/claims`, {
    data: { reason: 'other', message },
    headers: { 'x-csrf-token': await csrfToken(request) },
  });
  expect(submitted.status()).toBe(201);
  const claim = (await submitted.json()) as { id: number; status: string };
  expect(claim.status).toBe('submitted');

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/panel');
  await page.getByRole('tab', { name: 'Garanti Talepleri' }).click();
  await expect(page.getByRole('combobox', { name: 'Durum' })).toHaveValue('submitted');
  const row = page.getByRole('row').filter({ hasText: message });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`#${claim.id}`);
  await expect(row).toContainText(`#${order.id}`);
  await expect(row).toContainText('Diğer');
  await expect(row).toContainText('Yönetici bekliyor');
  await page.screenshot({ path: 'test-results/admin-claims-queue.png', fullPage: true });

  // The server answers the filters: this product's claims include it, another reason does not.
  await page.getByRole('textbox', { name: 'Ürün ID' }).fill(String(product.id));
  await expect(row).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Neden' }).selectOption('banned');
  await expect(row).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Neden' }).selectOption('other');
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Reddet: talep #${claim.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Talep #${claim.id}: reddet` });
  await dialog.getByRole('button', { name: 'Reddet' }).click();
  await expect(dialog.getByText('Lütfen bir red nedeni girin')).toBeVisible();
  const reason = 'Sohbet kısıtlamaları garanti kapsamında değildir.';
  await dialog.getByRole('textbox', { name: 'Red nedeni (müşteri görür)' }).fill(reason);
  await page.screenshot({ path: 'test-results/admin-claims-refuse.png' });
  await dialog.getByRole('button', { name: 'Reddet' }).click();
  await expect(page.getByText(`Talep #${claim.id} reddedildi; müşteri nedeni görür.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // Decided: it leaves the open queue and is found under Reddedildi with its note.
  await expect(row).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Durum' }).selectOption('refused');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Reddedildi');
  await expect(row).toContainText(reason);
  // A decided claim offers only its account, revealed for a reason behind the admin's password, never in the list.
  await expect(row).not.toContainText(unitUser);
  await expect(row.getByRole('button')).toHaveText(['Hesaplar']);
  await row.getByRole('button', { name: `Hesaplar: talep #${claim.id}` }).click();
  const accounts = page.getByRole('dialog', { name: `Talep #${claim.id}: hesap bilgileri` });
  await accounts.getByRole('button', { name: 'Göster: Talep edilen (eski) hesap' }).click();
  // A reason first (kept in the audit log), then the password again.
  await accounts.getByRole('textbox', { name: 'Neden' }).fill('Checking the refused claim');
  await accounts.getByRole('button', { name: 'Göster', exact: true }).click();
  await accounts.getByLabel('Şifre').fill(ADMIN.password);
  await accounts.getByRole('button', { name: 'Göster', exact: true }).click();
  await expect(accounts.locator('code')).toContainText(unitUser);
  await page.keyboard.press('Escape');
  await expect(accounts).toHaveCount(0);

  // The buyer reads the claim refused, with the admin's reason.
  const read = await request.get(`/api/claims/${claim.id}`);
  expect(read.status()).toBe(200);
  expect(await read.json()).toEqual(
    expect.objectContaining({ id: claim.id, orderId: order.id, status: 'refused', decisionNote: reason }),
  );
  await customerContext.close();
});

test('the warranty rules and the product dialog warranty fields are in the panel', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/panel?tab=claims');
  const rules = page.getByRole('form', { name: 'Garanti kuralları' });
  await expect(rules.getByLabel('Varsayılan garanti (gün)')).toHaveValue('14');
  await expect(rules.getByLabel('Varsayılan değişim hakkı')).toHaveValue('1');
  await expect(rules.getByRole('checkbox', { name: 'Banlandı' })).toBeChecked();
  // Automatic replacement is off until an admin turns it on; each evidence rule says what it risks.
  await expect(rules.getByRole('checkbox', { name: 'Kanıt varsa otomatik değiştir' })).not.toBeChecked();
  await expect(rules.getByLabel('Kötü parti için doğrulanmış talep sayısı')).toHaveValue('2');
  await expect(rules.getByText('Risk: kötü partiden alan biri personel bakmadan ikinci hesabı alır.')).toBeVisible();

  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Yeni Ürün' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Ürün Ekle' });
  await expect(dialog.getByLabel('Garanti (gün)')).toHaveValue('14');
  await expect(dialog.getByLabel('Değişim hakkı')).toHaveValue('1');
  await page.screenshot({ path: 'test-results/admin-product-dialog-warranty.png' });
});
