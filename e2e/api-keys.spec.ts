import { expect } from '@playwright/test';
import { test } from './fixtures';
import { addVirtualAuthenticator, apiSignUpWithBalance, gotoHydrated, uniqueName } from './support';

// Issue 37, first slice: a reseller creates an API key on the account page ('Güvenlik'), sees it
// once and copies it, reads products with it from outside the browser (no cookies), sees when it
// was last used, rolls it and revokes it.

test('create an API key on the account page, use it on /api/v1, roll it and revoke it', async ({
  page,
  context,
  playwright,
  baseURL,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await apiSignUpWithBalance(page, uniqueName('reseller'), '1');
  // A caller without the browser's cookies, as a bot is.
  const bot = await playwright.request.newContext({ baseURL });
  const products = (key: string) =>
    bot.get('/api/v1/products?limit=1', { headers: { authorization: `Bearer ${key}` } });

  await gotoHydrated(page, '/account/security');
  const section = page.getByRole('region', { name: 'API anahtarları' });
  await expect(section.getByText('Henüz API anahtarınız yok.')).toBeVisible();
  await section.getByRole('button', { name: 'Yeni API anahtarı' }).click();
  await section.getByLabel('Anahtarın adı').fill('Discord bot');
  await section.getByRole('button', { name: 'Anahtarı oluştur' }).click();

  const shown = section.getByLabel('Yeni API anahtarınız');
  await expect(shown).toHaveText(/^gas_live_[A-Za-z0-9_-]{32}[0-9a-f]{8}$/);
  const key = (await shown.textContent())!.trim();
  await page.screenshot({ path: testInfo.outputPath('api-key-shown.png'), fullPage: true });
  await section.getByRole('button', { name: 'Anahtarı kopyala' }).click();
  await expect(section.getByText('Kopyalandı')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await section.getByRole('button', { name: 'Kaydettim' }).click();
  await expect(section.getByText(key)).toHaveCount(0);

  const list = section.getByRole('list', { name: 'API anahtarları' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(`…${key.slice(-4)}`);
  await expect(list).toContainText('Henüz kullanılmadı');

  expect((await products(key)).status()).toBe(200);
  await page.reload();
  await expect(section.getByRole('list', { name: 'API anahtarları' })).toContainText('Son kullanım:');

  await section.getByRole('button', { name: 'Discord bot anahtarını yenile' }).click();
  await expect(shown).toHaveText(/^gas_live_/);
  const rolled = (await shown.textContent())!.trim();
  expect(rolled).not.toBe(key);
  await expect(page.getByText('Eski anahtar 24 saat daha çalışır.')).toBeVisible();
  await section.getByRole('button', { name: 'Kaydettim' }).click();
  await expect(section.getByRole('list', { name: 'API anahtarları' })).toContainText(`…${rolled.slice(-4)}`);
  // Both work during the overlap.
  expect((await products(key)).status()).toBe(200);
  expect((await products(rolled)).status()).toBe(200);

  await section.getByRole('button', { name: 'Discord bot anahtarını iptal et' }).click();
  await expect(section.getByText('Henüz API anahtarınız yok.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('api-keys-revoked.png'), fullPage: true });
  expect((await products(rolled)).status()).toBe(401);
  expect((await products(key)).status()).toBe(401);
  await bot.dispose();
});

test('a passkey-only account creates a key by confirming with its passkey, no code asked', async ({
  page,
  playwright,
  baseURL,
}) => {
  await addVirtualAuthenticator(page);
  await apiSignUpWithBalance(page, uniqueName('pkreseller'), '1');
  await gotoHydrated(page, '/account/security');
  const passkeys = page.getByRole('region', { name: 'Geçiş anahtarları' });
  await passkeys.getByRole('button', { name: 'Geçiş anahtarı ekle' }).click();
  await passkeys.getByLabel('Anahtarın adı').fill('Sanal anahtar');
  await passkeys.getByLabel('Şifre').fill('secret-pass-1');
  await passkeys.getByRole('button', { name: 'Devam' }).click();
  await expect(passkeys.getByRole('list', { name: 'Geçiş anahtarları' }).getByText('Sanal anahtar')).toBeVisible();

  const section = page.getByRole('region', { name: 'API anahtarları' });
  await section.getByRole('button', { name: 'Yeni API anahtarı' }).click();
  await expect(section.getByText('Oluştururken geçiş anahtarlarınızdan biriyle onaylamanız istenecek.')).toBeVisible();
  await expect(section.getByLabel('Doğrulama kodu ya da kurtarma kodu')).toHaveCount(0);
  await section.getByLabel('Anahtarın adı').fill('Passkey bot');
  await section.getByRole('button', { name: 'Anahtarı oluştur' }).click();
  const shown = section.getByLabel('Yeni API anahtarınız');
  await expect(shown).toHaveText(/^gas_live_/);
  const key = (await shown.textContent())!.trim();
  const bot = await playwright.request.newContext({ baseURL });
  expect((await bot.get('/api/v1/products?limit=1', { headers: { authorization: `Bearer ${key}` } })).status()).toBe(
    200,
  );
  await bot.dispose();
});
