import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { addVirtualAuthenticator, apiSignUpWithBalance, gotoHydrated, uniqueName } from './support';

// Issue 34: a customer adds a passkey on the account page ('Güvenlik') with Chromium's virtual
// authenticator (resident keys and user verification on), signs out, and signs in with the
// passkey alone from the sign-in form's button.

const PASSWORD = 'secret-pass-1';

async function signOut(page: Page) {
  await gotoHydrated(page, '/account');
  await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
}

test('add a passkey, sign out, sign in with the passkey alone', async ({ page }) => {
  await addVirtualAuthenticator(page);
  const username = uniqueName('passkey');
  await apiSignUpWithBalance(page, username, '1');

  await gotoHydrated(page, '/account/security');
  const section = page.getByRole('region', { name: 'Geçiş anahtarları' });
  await section.getByRole('button', { name: 'Geçiş anahtarı ekle' }).click();
  await section.getByLabel('Anahtarın adı').fill('Sanal anahtar');
  await section.getByLabel('Şifre').fill(PASSWORD);
  await section.getByRole('button', { name: 'Devam' }).click();
  const list = section.getByRole('list', { name: 'Geçiş anahtarları' });
  await expect(list.getByText('Sanal anahtar')).toBeVisible();
  await expect(list.getByText(/Henüz kullanılmadı/)).toBeVisible();

  await signOut(page);
  await gotoHydrated(page, '/auth'); // rendered on the server: live once hydrated
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText('Login successful', { exact: true })).toBeVisible();

  await gotoHydrated(page, '/account/security');
  await expect(page.getByRole('list', { name: 'Geçiş anahtarları' }).getByText(/Son kullanım:/)).toBeVisible();
});
