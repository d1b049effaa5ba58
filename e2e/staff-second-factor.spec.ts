import { expect, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { Client } from 'pg';
import { test } from './fixtures';
import { ADMIN, adminApi, apiSignUpWithBalance, csrfToken, signIn, uniqueName } from './support';

// Issue 34: a second factor is required for staff. The e2e shop gives admins a large grace
// (scripts/e2e-server.mjs), so the set-up writes an admin's count of sign-ins without a factor
// past it, as many sign-ins would. That admin sees the enrolment page instead of the panel, sets
// up the app and gets the panel; the owner sees them "Gecikmiş" (overdue) in the users tab and can reset
// another admin's factors. Leaves screenshots at 1280 and 375 px in test-results/staff-second-factor.

const SHOTS = 'test-results/staff-second-factor';
const PASSWORD = 'secret-pass-1';
const GATE = 'Set up a second factor to use the panel';

/** A new admin (a promoted customer) whose grace is used up. */
async function overdueAdmin(browser: Browser, prefix: string) {
  const name = uniqueName(prefix);
  const context = await browser.newContext();
  const created = await apiSignUpWithBalance(await context.newPage(), name, '1');
  await context.close();
  const admin = await adminApi(browser);
  // A change of rights needs the acting admin's step-up.
  const reauth = await admin.post('/api/admin/reauth', {
    data: { password: ADMIN.password },
    headers: { 'x-csrf-token': await csrfToken(admin) },
  });
  expect(reauth.status()).toBe(200);
  const promoted = await admin.patch(`/api/users/${created.id}/admin`, {
    data: { isAdmin: true },
    headers: { 'x-csrf-token': await csrfToken(admin) },
  });
  expect(promoted.status()).toBe(200);
  const db = new Client({
    connectionString: `postgres://shop:shop-local-only@127.0.0.1:${process.env.E2E_PG_PORT ?? '15434'}/shop`,
  });
  await db.connect();
  try {
    await db.query('update commerce."user" set factorless_admin_sign_ins = 100000000 where id = $1', [created.id]);
  } finally {
    await db.end();
  }
  return { name, email: `${name}@shop.test`, id: created.id };
}

async function shoot(page: Page, file: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${file}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an admin past the grace sees where to set up a second factor, sets up the app, and gets the panel', async ({
  page,
  browser,
}) => {
  const admin = await overdueAdmin(browser, 'staffgate');
  await signIn(page, admin.email, PASSWORD);
  await page.goto('/panel');
  await expect(page.getByRole('heading', { name: GATE })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveCount(0);
  await shoot(page, 'gate');

  await page.getByRole('link', { name: 'Set it up on the Güvenlik (Security) page' }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
  const section = page.getByRole('region', { name: /Doğrulama uygulaması/ });
  await section.getByRole('button', { name: 'Doğrulama uygulamasını kur' }).click();
  await section.getByLabel('Şifre').fill(PASSWORD);
  await section.getByLabel('Şifre').press('Enter');
  const secret = (await section.getByTestId('totp-secret').textContent())!.trim();
  await section.getByLabel('Doğrulama kodu').fill(await generate({ secret }));
  await section.getByRole('button', { name: 'Onayla' }).click();
  await section.getByRole('button', { name: 'Kaydettim' }).click();
  await expect(section.getByText('Açık')).toBeVisible();

  await page.goto('/panel');
  await expect(page.getByRole('tab', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('heading', { name: GATE })).toHaveCount(0);
});

test("the owner sees who is overdue in the users tab and resets another admin's second factor", async ({
  page,
  browser,
}) => {
  const admin = await overdueAdmin(browser, 'staffrow');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/panel');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Kullanıcı ara' }).fill(admin.name);
  const row = page.getByRole('row').filter({ hasText: admin.name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Gecikmiş', { exact: true })).toBeVisible();
  await expect(row.getByText('Yok', { exact: true })).toBeVisible();
  await shoot(page, 'users-tab');

  await row.getByRole('button', { name: `Doğrulamayı Sıfırla: ${admin.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'İki Adımlı Doğrulamayı Sıfırla' });
  await dialog.getByLabel('Şifreniz').fill(ADMIN.password);
  await page.waitForTimeout(400); // the dialog's open animation, for the screenshot
  await page.screenshot({ path: `${SHOTS}/reset-dialog-1280.png` });
  await dialog.getByRole('button', { name: 'Sıfırla', exact: true }).click();
  await expect(
    page.getByText(`${admin.name}: iki adımlı doğrulama sıfırlandı; kullanıcıya e-posta gönderildi.`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
});
