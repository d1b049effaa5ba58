import { expect } from '@playwright/test';
import { test } from './fixtures';
import {
  addVirtualAuthenticator,
  ADMIN,
  adminApi,
  apiSignUpWithBalance,
  csrfToken,
  gotoHydrated,
  uniqueName,
} from './support';

// Issue 34: an admin whose second factor is a passkey confirms the credential export with it, in
// Chromium's virtual authenticator (resident keys and user verification on); the password alone
// is refused.

const PASSWORD = 'secret-pass-1';

test('an admin with a passkey: the export refuses the password and downloads after "Use a passkey"', async ({
  page,
  browser,
}) => {
  await addVirtualAuthenticator(page);
  const user = await apiSignUpWithBalance(page, uniqueName('passkeyadmin'), '1');

  await gotoHydrated(page, '/account/security');
  const section = page.getByRole('region', { name: 'Geçiş anahtarları' });
  await section.getByRole('button', { name: 'Geçiş anahtarı ekle' }).click();
  await section.getByLabel('Anahtarın adı').fill('Sanal anahtar');
  await section.getByLabel('Şifre').fill(PASSWORD);
  await section.getByRole('button', { name: 'Devam' }).click();
  await expect(section.getByRole('list', { name: 'Geçiş anahtarları' }).getByText('Sanal anahtar')).toBeVisible();

  const owner = await adminApi(browser);
  const headers = { 'x-csrf-token': await csrfToken(owner) };
  expect((await owner.post('/api/admin/reauth', { data: { password: ADMIN.password }, headers })).status()).toBe(200);
  const promoted = await owner.patch(`/api/users/${user.id}/admin`, { data: { isAdmin: true }, headers });
  expect(promoted.status()).toBe(200);
  // The promotion renews the session under a new id on its next request: taken here, before the
  // panel's first requests (several at once) would race that renewal.
  const me = await page.context().request.get('/api/user');
  expect(((await me.json()) as { isAdmin: boolean }).isAdmin).toBe(true);

  await page.goto('/panel');
  await page.getByRole('button', { name: 'Hesap Bilgilerini İndir (.txt)' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export account data' });
  await exportDialog.getByLabel('Password').fill(PASSWORD);
  await exportDialog.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByText(/This account has a passkey/)).toBeVisible();
  // No authenticator app: the field is not turned into a code field.
  await expect(exportDialog.getByLabel('Password')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exportDialog.getByRole('button', { name: 'Use a passkey' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^accounts-.+\.txt$/);
  await expect(exportDialog).toBeHidden();
});
