import { expect } from '@playwright/test';
import { test } from './fixtures';
import { ADMIN, apiSignUpWithBalance, signInAsAdmin, uniqueName } from './support';

// Issue 37: an admin creates an API key for a customer in the panel (the user's 'API Anahtarları'
// tab), after the step-up the server asks for; the key works on /api/v1 for that customer, its
// limits are set, and revoking it stops it at once. Leaves screenshots in test-results/.

const SHOTS = 'test-results/admin-api-keys';

test("an admin creates a customer's key after the step-up, limits it and revokes it", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const name = uniqueName('partner');
  const customer = await (await browser.newContext()).newPage();
  const created = await apiSignUpWithBalance(customer, name, '1');
  const bot = await playwright.request.newContext({ baseURL });
  const wallet = (key: string) => bot.get('/api/v1/wallet', { headers: { authorization: `Bearer ${key}` } });

  await signInAsAdmin(page);
  await page.goto('/panel');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Kullanıcı ara' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Detay: ${name}` }).click();
  const detail = page.getByRole('dialog', { name: `Kullanıcı: ${name}` });
  await detail.getByRole('tab', { name: 'API Anahtarları' }).click();
  await expect(detail.getByText('Bu kullanıcının API anahtarı yok.')).toBeVisible();

  await detail.getByRole('button', { name: 'Yeni API anahtarı' }).click();
  await detail.getByLabel('Anahtarın adı').fill('Partner site');
  await detail.getByRole('checkbox', { name: 'wallet:read' }).check();
  await detail.getByRole('button', { name: 'Anahtarı oluştur' }).click();
  const stepUp = page.getByRole('dialog', { name: "Confirm it's you" });
  await stepUp.getByLabel('Your password').fill(ADMIN.password);
  await stepUp.getByRole('button', { name: 'Confirm' }).click();

  const shown = detail.getByLabel('Yeni API anahtarı', { exact: true });
  await expect(shown).toHaveText(/^gas_live_[A-Za-z0-9_-]{32}[0-9a-f]{8}$/);
  const key = (await shown.textContent())!.trim();
  await page.screenshot({ path: `${SHOTS}/created.png` });
  await detail.getByRole('button', { name: 'Kaydettim' }).click();

  // The key acts as the customer, from outside any browser.
  const answer = await wallet(key);
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ userId: created.id });

  const table = detail.getByRole('list', { name: 'Kullanıcının API anahtarları' });
  await expect(table).toContainText(`…${key.slice(-4)}`);
  await detail.getByRole('button', { name: 'Partner site sınırlarını düzenle' }).click();
  const limits = page.getByRole('dialog', { name: 'Sınırlar: Partner site' });
  await limits.getByLabel('İstek / dakika').fill('300');
  await limits.getByRole('button', { name: 'Kaydet' }).click();
  await expect(limits).toBeHidden();
  await expect(table).toContainText('300 istek · varsayılan sipariş');
  expect((await wallet(key)).headers()['ratelimit-policy']).toContain('q=300');
  await page.screenshot({ path: `${SHOTS}/limited.png` });

  await detail.getByRole('button', { name: 'Partner site anahtarını iptal et' }).click();
  const confirm = page.getByRole('dialog', { name: 'Anahtar iptal edilsin mi?' });
  await confirm.getByRole('button', { name: 'İptal et' }).click();
  await expect(detail.getByText('Bu kullanıcının API anahtarı yok.')).toBeVisible();
  expect((await wallet(key)).status()).toBe(401);
  await bot.dispose();
});
