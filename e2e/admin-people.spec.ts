import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './fixtures';
import { Client } from 'pg';
import {
  ADMIN,
  adminApi,
  apiOrder,
  apiSignIn,
  apiSignUpWithBalance,
  csrfToken,
  gotoHydrated,
  signInAsAdmin,
  uniqueName,
} from './support';

// The admin's people screens driven as an admin would, with a second browser context for the
// customer or the other admin on the receiving end.

async function openTab(page: Page, tab: string) {
  await page.goto(`/panel`);
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

async function csrf(page: Page) {
  const response = await page.context().request.get('/api/csrf-token');
  return ((await response.json()) as { token: string }).token;
}

test('an admin suspends a user from the Users tab and the user is refused at once', async ({ page, browser }) => {
  const name = uniqueName('susp');
  const customer = await newPage(browser);
  const created = await apiSignUpWithBalance(customer, name, '5.00');
  await gotoHydrated(customer, '/account');
  await expect(customer.getByText(`${name}@shop.test`).first()).toBeVisible();

  await signInAsAdmin(page);
  await openTab(page, 'Users');
  await page.getByRole('searchbox', { name: 'Kullanıcı ara' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Askıya Al: ${name}` }).click();
  await expect(row.getByText('Askıya Alındı')).toBeVisible();

  // The customer's session ended: the account area sends them to sign in, and signing in is refused.
  await gotoHydrated(customer, '/account');
  await expect(customer).toHaveURL(/\/auth$/);
  const login = await customer.context().request.post('/api/login', {
    data: { email: `${name}@shop.test`, password: 'secret-pass-1' },
    headers: { 'x-csrf-token': await csrf(customer) },
  });
  expect(login.status()).toBe(403);
  expect(created.id).toBeGreaterThan(1);
  await customer.context().close();
});

test('an admin creates a user through the dialog, with the validation texts, and reads the balance entry in the details', async ({
  page,
}) => {
  const name = uniqueName('yeni');
  await signInAsAdmin(page);
  await openTab(page, 'Users');
  await page.getByRole('button', { name: 'Yeni Kullanıcı' }).click();
  const form = page.getByRole('dialog', { name: 'Yeni Kullanıcı' });
  await form.getByRole('button', { name: 'Oluştur' }).click();
  await expect(form.getByText('Kullanıcı adı gereklidir')).toBeVisible();
  await expect(form.getByText('E-posta adresi gereklidir')).toBeVisible();
  await expect(form.getByText('Şifre gereklidir')).toBeVisible();
  await form.getByLabel('Kullanıcı Adı').fill('ab');
  await form.getByLabel('E-posta').fill('not-an-address');
  await form.getByLabel('Şifre', { exact: true }).fill('12345');
  await form.getByLabel('Şifre Tekrar').fill('different');
  await form.getByRole('button', { name: 'Oluştur' }).click();
  await expect(form.getByText('Kullanıcı adı en az 3 karakter olmalıdır')).toBeVisible();
  await expect(form.getByText('Geçerli bir e-posta adresi giriniz')).toBeVisible();
  await expect(form.getByText('Şifre en az 6 karakter olmalıdır')).toBeVisible();
  await expect(form.getByText('Şifreler eşleşmiyor')).toBeVisible();

  await form.getByLabel('Kullanıcı Adı').fill(name);
  await form.getByLabel('E-posta').fill(`${name}@shop.test`);
  await form.getByLabel('Şifre', { exact: true }).fill('secret-pass-1');
  await form.getByLabel('Şifre Tekrar').fill('secret-pass-1');
  await form.getByLabel('Bakiye (₺)').fill('1234.5');
  await expect(form.getByText('₺1.234,50')).toBeVisible();
  await form.getByLabel('Bakiye değişikliği nedeni').fill('Açılış bakiyesi');
  await form.getByRole('button', { name: 'Oluştur' }).click();
  await expect(page.getByText('Kullanıcı oluşturuldu.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Kullanıcı ara' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('₺1.234,50');
  await row.getByRole('button', { name: `Detay: ${name}` }).click();
  const detail = page.getByRole('dialog', { name: `Kullanıcı: ${name}` });
  await detail.getByRole('tab', { name: 'Bakiye İşlemleri' }).click();
  await expect(detail.getByRole('row').filter({ hasText: 'Açılış bakiyesi' })).toContainText('₺1.234,50');
  await detail.getByRole('tab', { name: 'Siparişler' }).click();
  await expect(detail.getByText('Bu kullanıcının siparişi yok.')).toBeVisible();

  // A duplicate is refused by the server, shown as a destructive toast with its message.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Yeni Kullanıcı' }).click();
  await form.getByLabel('Kullanıcı Adı').fill(name);
  await form.getByLabel('E-posta').fill(`other-${name}@shop.test`);
  await form.getByLabel('Şifre', { exact: true }).fill('secret-pass-1');
  await form.getByLabel('Şifre Tekrar').fill('secret-pass-1');
  await form.getByRole('button', { name: 'Oluştur' }).click();
  await expect(page.getByText('An account with this username already exists.')).toBeVisible();
});

test('an admin demotes another admin and that admin is signed out at once', async ({ page, browser }) => {
  const name = uniqueName('deputy');
  await signInAsAdmin(page);
  // Made an admin from another session of the owner's, which steps up first (a change of rights needs it).
  const owner = await adminApi(browser);
  const headers = { 'x-csrf-token': await csrfToken(owner) };
  const refused = await owner.post('/api/users', {
    data: { username: name, email: `${name}@shop.test`, password: 'secret-pass-1', isAdmin: true, status: 'Active' },
    headers,
  });
  expect(refused.status()).toBe(401);
  expect((await owner.post('/api/admin/reauth', { data: { password: ADMIN.password }, headers })).status()).toBe(200);
  const made = await owner.post('/api/users', {
    data: { username: name, email: `${name}@shop.test`, password: 'secret-pass-1', isAdmin: true, status: 'Active' },
    headers,
  });
  expect(made.status()).toBe(201);

  const deputy = await newPage(browser);
  await apiSignIn(deputy, `${name}@shop.test`, 'secret-pass-1');
  await openTab(deputy, 'Users');
  await expect(deputy.getByRole('table', { name: 'Kullanıcılar' })).toBeVisible();

  await openTab(page, 'Users');
  await page.getByRole('searchbox', { name: 'Kullanıcı ara' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Adminliği Kaldır: ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Admin yetkisini değiştir' });
  await expect(confirm).toContainText(`${name} kullanıcısının admin yetkisi kaldırılsın mı?`);
  await confirm.getByRole('button', { name: 'Onayla' }).click();
  // This session has not stepped up: the panel asks for the password, then demotes.
  const stepUp = page.getByRole('dialog', { name: "Confirm it's you" });
  await stepUp.getByLabel('Your password').fill(ADMIN.password);
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`${name} artık admin değil.`)).toBeVisible();
  await expect(stepUp).toBeHidden();

  // A demotion ends every session of the deputy: the very next request finds them signed out and
  // the panel's guard sends them to sign in.
  await deputy.getByRole('tab', { name: 'Orders' }).click();
  await expect(deputy).toHaveURL(/\/auth$/, { timeout: 10_000 });
  await deputy.context().close();
});

test('an admin delivers a manual order and the customer sees the credentials', async ({ page, browser }) => {
  // Set-up: product 36 becomes a manual product (no credential units, one on the manual counter).
  const db = new Client({
    connectionString: `postgres://shop:shop-local-only@127.0.0.1:${process.env.E2E_PG_PORT ?? '15434'}/shop`,
  });
  await db.connect();
  try {
    await db.query('delete from commerce.inventory_unit where product_id = 36 and order_id is null');
    await db.query(
      'insert into commerce.manual_stock (product_id, quantity) values (36, 1) on conflict (product_id) do update set quantity = 1',
    );
  } finally {
    await db.end();
  }
  const name = uniqueName('manual');
  const customer = await newPage(browser);
  await apiSignUpWithBalance(customer, name, '500.00');
  await apiOrder(customer.context().request, 36);

  await signInAsAdmin(page);
  await openTab(page, 'Orders');
  await page.getByRole('searchbox', { name: 'Sipariş ara' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Waiting');
  await row.getByRole('button', { name: /^Görüntüle/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`${name}@shop.test`)).toBeVisible();
  await dialog.getByRole('tab', { name: 'Hesap Bilgileri' }).click();
  await expect(dialog.getByText('Bu sipariş için hesap bilgisi bulunamadı.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Teslim Et' }).click();
  await expect(dialog.getByText('Hesap bilgileri gereklidir')).toBeVisible();
  const line = `EUW : ${name}acc : Pw-${name}-x : 42000 : 1200 : ${name}@mail.test : ${name}Nick : 2000-01-01 : 2025-01-01 : 2026-10-30 : Turkey : EPIC Arcade Sona`;
  await dialog.getByRole('textbox', { name: 'Teslim edilecek hesap bilgileri' }).fill(line);
  await dialog.getByRole('button', { name: 'Teslim Et' }).click();
  await expect(page.getByText('Sipariş teslim edildi.')).toBeVisible();
  // The admin's order view never carries credentials once delivered (a reveal is its own call).
  await expect(dialog.getByText(`Pw-${name}-x`)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Teslim Et' })).toHaveCount(0);

  await gotoHydrated(customer, '/account/orders');
  await customer.getByRole('table').getByRole('button', { name: 'View' }).first().click();
  await expect(customer.getByText(`Pw-${name}-x`).first()).toBeVisible();
  await customer.context().close();
});

test('an admin turns an announcement off and on and the bell follows', async ({ page }) => {
  const title = uniqueName('Duyuru ');
  await signInAsAdmin(page);
  await openTab(page, 'Duyurular');
  await page.getByRole('button', { name: 'Yeni Duyuru' }).click();
  const form = page.getByRole('dialog', { name: 'Yeni Duyuru' });
  await form.getByRole('button', { name: 'Oluştur' }).click();
  await expect(form.getByText('Başlık gereklidir')).toBeVisible();
  await expect(form.getByText('İçerik gereklidir')).toBeVisible();
  await form.getByLabel('Başlık').fill(title);
  await form.getByLabel('İçerik').fill('Hafta sonu bakım çalışması yapılacaktır.');
  await form.getByLabel('Tür').selectOption('warning');
  await form.getByRole('button', { name: 'Oluştur' }).click();
  await expect(page.getByText('Duyuru oluşturuldu.')).toBeVisible();

  const bell = page.getByRole('button', { name: /^Notifications/ });
  const bellLists = async (visible: boolean) => {
    await bell.click();
    const entry = page.getByRole('dialog').getByText(title);
    if (visible) await expect(entry).toBeVisible();
    else await expect(entry).toHaveCount(0);
    await page.keyboard.press('Escape');
  };
  await bellLists(true);

  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Pasifleştir: ${title}` }).click();
  await expect(row.getByRole('button', { name: `Aktifleştir: ${title}` })).toBeVisible();
  await bellLists(false);

  await row.getByRole('button', { name: `Aktifleştir: ${title}` }).click();
  await expect(row.getByRole('button', { name: `Pasifleştir: ${title}` })).toBeVisible();
  await bellLists(true);

  // Deleting it (after a confirmation) takes it off the bell too and leaves the demo data as it was.
  await row.getByRole('button', { name: `Sil: ${title}` }).click();
  await page.getByRole('dialog', { name: 'Duyuruyu sil' }).getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('Duyuru silindi.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await bellLists(false);
});
