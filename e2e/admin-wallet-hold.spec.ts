import { expect } from '@playwright/test';
import { test } from './fixtures';
import { Client } from 'pg';
import { apiSignUpWithBalance, csrfToken, signInAsAdmin, uniqueName } from './support';

// A wallet on hold (a chargeback took back money already spent) shown in the admin's Users tab and
// released from the user's details. The hold itself is produced by a signed Stripe event in
// gateway/test/wallet-hold.test.ts; here the e2e stack (test payment provider) gets it written
// straight into the wallet row as set-up, and the flow under test is the panel's.
// Leaves screenshots in test-results/ to look at.

const SHOTS = 'test-results/wallet-hold';
const REASON = 'Chargeback of deposit #4242 at Stripe: 20.00 USD had already been spent.';

test('an admin sees a held wallet in the Users tab and releases the hold after confirming', async ({
  page,
  browser,
}) => {
  const name = uniqueName('hold');
  const customer = await (await browser.newContext()).newPage();
  const created = await apiSignUpWithBalance(customer, name, '5.00');
  const db = new Client({
    connectionString: `postgres://shop:shop-local-only@127.0.0.1:${process.env.E2E_PG_PORT ?? '15434'}/shop`,
  });
  await db.connect();
  try {
    await db.query('update commerce.wallet set held_at = now(), hold_reason = $2 where user_id = $1', [
      created.id,
      REASON,
    ]);
  } finally {
    await db.end();
  }

  await signInAsAdmin(page);
  await page.goto('/panel');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Kullanıcı ara' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Beklemede', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/users-tab.png`, fullPage: true });

  await row.getByRole('button', { name: `Detay: ${name}` }).click();
  const detail = page.getByRole('dialog', { name: `Kullanıcı: ${name}` });
  const hold = detail.getByRole('region', { name: 'Cüzdan Beklemede' });
  await expect(hold.getByText(REASON)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/detail-dialog.png` });

  await hold.getByRole('button', { name: 'Bekletmeyi Kaldır' }).click();
  const confirm = page.getByRole('dialog', { name: 'Bekletme kaldırılsın mı?' });
  await expect(
    confirm.getByText(`${name} kullanıcısının cüzdanındaki bekletme kaldırılsın mı?`, { exact: false }),
  ).toBeVisible();
  await page.waitForTimeout(400); // the dialog's open animation, for the screenshot
  await page.screenshot({ path: `${SHOTS}/confirm.png` });
  await confirm.getByRole('button', { name: 'Bekletmeyi Kaldır' }).click();

  await expect(page.getByText(`${name}: cüzdan bekletmesi kaldırıldı.`)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(hold).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/released.png` });
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(row.getByText('Beklemede', { exact: true })).toHaveCount(0);

  // The customer is no longer on hold.
  const wallet = await customer.context().request.get(`/api/wallet/${created.id}`, {
    headers: { 'x-csrf-token': await csrfToken(customer.context().request) },
  });
  expect(await wallet.json()).toMatchObject({ onHold: false, holdReason: null });
  await customer.context().close();
});
