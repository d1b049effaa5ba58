import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { test } from './fixtures';
import { ADMIN, adminApi, apiSignUpWithBalance, csrfToken, gotoHydrated, uniqueName } from './support';

// Issue 34: a customer sets up an authenticator app on the account page ('Güvenlik'), signs out,
// and signs in with the password and a code the test computes from the secret the page showed, as
// an app would; a recovery code signs in once and is refused the second time.

const PASSWORD = 'secret-pass-1';

/** The app's code `stepOffset` 30-second steps from now. */
const codeAt = (secret: string, stepOffset: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 });

async function signOut(page: Page) {
  await gotoHydrated(page, '/account');
  await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
}

/** The password step: the page then asks for the second factor. */
async function signInWithPassword(page: Page, email: string) {
  await gotoHydrated(page, '/auth'); // rendered on the server: live once hydrated
  const form = page.locator('form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
}

test('set up the authenticator app, then sign in with password and code; a recovery code works once', async ({
  page,
}, testInfo) => {
  const username = uniqueName('twofactor');
  const email = `${username}@shop.test`;
  await apiSignUpWithBalance(page, username, '1');

  await gotoHydrated(page, '/account/security');
  const section = page.getByRole('region', { name: /Doğrulama uygulaması/ });
  await expect(section.getByText('Kapalı')).toBeVisible();
  await section.getByRole('button', { name: 'Doğrulama uygulamasını kur' }).click();
  await section.getByLabel('Şifre').fill(PASSWORD);
  await section.getByLabel('Şifre').press('Enter');

  const secret = (await section.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(section.getByRole('img', { name: 'Doğrulama uygulaması için QR kodu' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('security-scan.png'), fullPage: true });
  await section.getByLabel('Doğrulama kodu').fill(await codeAt(secret, 0));
  await section.getByRole('button', { name: 'Onayla' }).click();

  const list = section.getByRole('list', { name: 'Yeni kurtarma kodlarınız' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  await page.screenshot({ path: testInfo.outputPath('security-codes.png'), fullPage: true });
  await section.getByRole('button', { name: 'Kaydettim' }).click();
  await expect(section.getByText('Açık')).toBeVisible();
  await expect(section.getByText('Kalan kurtarma kodu: 10')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('security-on.png'), fullPage: true });

  // Password, then the app's code (the confirmation spent the current step: the next one, within the drift).
  await signOut(page);
  await signInWithPassword(page, email);
  await page.screenshot({ path: testInfo.outputPath('second-step.png'), fullPage: true });
  await page.getByLabel('Authentication code').fill(await codeAt(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await gotoHydrated(page, '/account/security');
  await expect(page.getByText('Kalan kurtarma kodu: 10')).toBeVisible();

  // A recovery code: once.
  await signOut(page);
  await signInWithPassword(page, email);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await gotoHydrated(page, '/account/security');
  await expect(page.getByText('Kalan kurtarma kodu: 9')).toBeVisible();

  await signOut(page);
  await signInWithPassword(page, email);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verification failed')).toBeVisible();
  await expect(page.getByText('That code is not right (or was already used).')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await gotoHydrated(page, '/account');
  await expect(page).toHaveURL(/\/auth$/);
});

test('an admin with an authenticator app: the export refuses the password alone and downloads with a code', async ({
  page,
  browser,
}) => {
  const username = uniqueName('twofactoradmin');
  const user = await apiSignUpWithBalance(page, username, '1');
  const owner = await adminApi(browser);
  const reauth = await owner.post('/api/admin/reauth', {
    data: { password: ADMIN.password },
    headers: { 'x-csrf-token': await csrfToken(owner) },
  });
  expect(reauth.status()).toBe(200);
  const promoted = await owner.patch(`/api/users/${user.id}/admin`, {
    data: { isAdmin: true },
    headers: { 'x-csrf-token': await csrfToken(owner) },
  });
  expect(promoted.status()).toBe(200);
  // Set up through the API (the page's set-up is the test above).
  const request = page.context().request;
  const started = await request.post('/api/account/totp', {
    data: { password: PASSWORD },
    headers: { 'x-csrf-token': await csrfToken(request) },
  });
  expect(started.status()).toBe(200);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await request.post('/api/account/totp/confirm', {
    data: { code: await codeAt(secret, 0) },
    headers: { 'x-csrf-token': await csrfToken(request) },
  });
  expect(confirmed.status()).toBe(200);
  // Confirming bumped the user's rights: the session's next request renews it under a new id.
  // Made here, one request alone, so the panel's first requests (several at once) do not race that
  // renewal (a request still carrying the old id loses the session: the known race in docs/security.md,
  // "A change of factor renews every session"; the jest batteries do the same, security/second-factor.test.ts `renewed`).
  expect((await request.get('/api/user')).status()).toBe(200);

  await page.goto('/panel');
  await page.getByRole('button', { name: 'Hesap Bilgilerini İndir (.txt)' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export account data' });
  await exportDialog.getByLabel('Password').fill(PASSWORD);
  await exportDialog.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByText(/This account has an authenticator app/)).toBeVisible();
  await exportDialog.getByLabel('Authentication code').fill(await codeAt(secret, 1));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exportDialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^accounts-.+\.txt$/);

  // The panel's own Güvenlik section shows the admin's factors and leads to the page that changes them.
  await page.getByRole('tab', { name: 'Güvenlik' }).click();
  const security = page.getByRole('region', { name: 'Güvenlik' });
  await expect(security.getByText('Açık', { exact: true })).toBeVisible();
  await expect(security.getByText('Geçiş anahtarı yok.')).toBeVisible();
  await security.getByRole('link', { name: 'Güvenlik sayfasında yönet' }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
});
