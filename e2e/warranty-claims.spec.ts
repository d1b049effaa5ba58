import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { adminApi, apiSignUpWithBalance, csrfToken, uniqueName, unitProduct } from './support';

// Warranty claims from My Orders on the real stack (issue 20): a banned account replaced from stock
// at once, shown in the open order, and a claim an admin refuses, whose reason the buyer reads. Set-up (products,
// units, the purchase, the admin's decision) goes through the documented REST routes; the buyer's
// steps are the UI's.

async function buy(page: Page, productId: number): Promise<{ id: number; accountDetails: string }> {
  const request = page.context().request;
  const order = await request.post('/api/orders', {
    data: { productId },
    headers: { 'x-csrf-token': await csrfToken(request) },
  });
  expect(order.status()).toBe(201);
  return (await order.json()) as { id: number; accountDetails: string };
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rank screen')]);

/** My Orders → View → Claim warranty, filled in (with a file, if given) and sent as a person does. */
async function claim(
  page: Page,
  orderId: number,
  reason: string,
  message: string,
  file?: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.goto('/account/orders');
  await page.getByRole('button', { name: `View order #${orderId}` }).click();
  const order = page.getByRole('dialog', { name: `Order #${orderId}` });
  await order.getByRole('button', { name: `Claim warranty for order #${orderId}` }).click();
  const form = page.getByRole('dialog', { name: `Claim warranty · Order #${orderId}` });
  await form.getByLabel('Reason').selectOption({ label: reason });
  await form.getByLabel('Message').fill(message);
  if (file) await form.getByLabel('Screenshot or file (optional)').setInputFiles(file);
  await form.getByRole('button', { name: 'Submit claim' }).click();
  await expect(form).toBeHidden();
  return order;
}

test('a banned account is replaced in My Orders, shown without a reload; the old credentials stay, struck through', async ({
  page,
  browser,
}) => {
  const admin = await adminApi(browser);
  const accounts = [uniqueName('e2eone'), uniqueName('e2etwo')];
  const productId = await unitProduct(admin, uniqueName('E2E Warranty '), accounts);
  await apiSignUpWithBalance(page, uniqueName('claimer'), '10');
  const { id: orderId, accountDetails } = await buy(page, productId);
  const sold = accounts.find((user) => accountDetails.includes(user))!;
  const spare = accounts.find((user) => user !== sold)!;

  // The open dialog shows the outcome as it happens (no reload): what the customer waits for.
  const order = await claim(page, orderId, 'Banned', 'The account was banned the day after I bought it.');
  await expect(page.getByText('Your account was replaced: the new credentials are in the order.')).toBeVisible();
  await expect(order.getByText(spare, { exact: true })).toBeVisible();

  const old = order.getByRole('region', { name: 'Replaced credentials (no longer valid)' });
  await expect(old.locator('del')).toContainText(`Old: EUW : ${sold} : Pw-e2e-secret`);
  const claims = order.getByRole('region', { name: 'Warranty claims' });
  await expect(claims.getByLabel('Claim status: Replaced')).toBeVisible();
  await expect(claims.getByText('Banned')).toBeVisible();
  // The one replacement of the default warranty is used.
  await expect(order.getByRole('button', { name: `Claim warranty for order #${orderId}` })).toHaveCount(0);

  // The same after a reload: the order's credentials are the new account's.
  await page.goto(`/account/orders?order=${orderId}`);
  const reloaded = page.getByRole('dialog', { name: `Order #${orderId}` });
  await expect(reloaded.getByText(spare, { exact: true })).toBeVisible();
  await expect(reloaded.locator('del')).toContainText(sold);
});

test("a claim for Other, with a screenshot, refused by an admin shows the admin's reason in My Orders and the support list", async ({
  page,
  browser,
}) => {
  const admin = await adminApi(browser);
  const productId = await unitProduct(admin, uniqueName('E2E Warranty Other '), [uniqueName('e2eother')]);
  await apiSignUpWithBalance(page, uniqueName('refused'), '10');
  const { id: orderId } = await buy(page, productId);

  const screenshot = { name: 'rank.png', mimeType: 'image/png', buffer: PNG };
  const order = await claim(page, orderId, 'Other', 'The rank is not the one in the listing.', screenshot);
  await expect(page.getByText('Our team will review your claim.', { exact: false })).toBeVisible();
  await expect(order.getByLabel('Claim status: Submitted')).toBeVisible();
  // The file went with the claim: the buyer's link downloads it, and the admin's queue lists it.
  const link = order.getByRole('link', { name: 'Your file: rank.png' });
  const href = (await link.getAttribute('href'))!;
  const download = await page.context().request.get(href);
  expect(download.status()).toBe(200);
  expect(Buffer.from(await download.body()).equals(PNG)).toBe(true);

  const claims = (await (await page.context().request.get('/api/claims')).json()) as { id: number; orderId: number }[];
  const claimId = claims.find((c) => c.orderId === orderId)!.id;
  const queue = (await (await admin.get('/api/admin/claims?status=submitted')).json()) as Array<{
    id: number;
    attachment: { url: string } | null;
  }>;
  expect(queue.find((entry) => entry.id === claimId)?.attachment?.url).toBe(href);
  const note = 'The listing shows the same rank as the account.';
  const decided = await admin.put(`/api/admin/claims/${claimId}`, {
    data: { action: 'refuse', note },
    headers: { 'x-csrf-token': await csrfToken(admin) },
  });
  expect(decided.status()).toBe(200);

  await page.goto('/account/support');
  const row = page
    .getByRole('list', { name: 'Your warranty claims' })
    .getByRole('link', { name: new RegExp(`Order #${orderId}`) });
  await expect(row.getByLabel('Claim status: Refused')).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/account/orders\\?order=${orderId}$`));
  const dialog = page.getByRole('dialog', { name: `Order #${orderId}` });
  const list = dialog.getByRole('region', { name: 'Warranty claims' });
  await expect(list.getByLabel('Claim status: Refused')).toBeVisible();
  await expect(list).toContainText(`Reason: ${note}`);
});

test("/account/alerts lists a restock alert and cancels it from the e-mail's ?cancel= link after asking", async ({
  page,
  browser,
}) => {
  const admin = await adminApi(browser);
  const title = uniqueName('E2E Sold Out ');
  const productId = await unitProduct(admin, title, []);
  await apiSignUpWithBalance(page, uniqueName('alerted'), '1');
  const request = page.context().request;
  const created = await request.post('/api/alerts', {
    data: { productId },
    headers: { 'x-csrf-token': await csrfToken(request) },
  });
  expect(created.status()).toBe(201);
  const alertId = ((await created.json()) as { id: number }).id;

  await page.goto('/account');
  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('link', { name: 'Restock Alerts' })
    .click();
  await expect(page).toHaveURL(/\/account\/alerts$/);
  const row = page.getByRole('list', { name: 'Your restock alerts' }).getByRole('listitem');
  await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', `/product/${productId}`);
  await expect(row.getByLabel('Alert status: Waiting')).toBeVisible();

  await page.goto(`/account/alerts?cancel=${alertId}`);
  const confirm = page.getByRole('dialog', { name: 'Cancel this alert?' });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Cancel alert' }).click();
  await expect(page.getByText('Alert cancelled')).toBeVisible();
  await expect(row.getByLabel('Alert status: Cancelled')).toBeVisible();
  const alerts = (await (await request.get('/api/alerts')).json()) as { id: number; status: string }[];
  expect(alerts.find((alert) => alert.id === alertId)?.status).toBe('cancelled');
});
