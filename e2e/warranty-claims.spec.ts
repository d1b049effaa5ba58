import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  accountLine,
  adminApi,
  apiSignUpWithBalance,
  csrfToken,
  gotoHydrated,
  signInAsAdmin,
  uniqueName,
  unitProduct,
} from './support';

// Warranty claims from My Orders on the real stack (issues 20, 30): a claim waits for staff, who
// replace it in the panel's queue, and the buyer then sees the new account and only that it was
// replaced; with automatic replacement on, a claim on a batch staff confirmed bad is replaced at
// once; a claim an admin refuses shows the reason. Set-up (products, units, purchases, rules, other
// decisions) goes through the documented REST and GraphQL routes; the buyer's and the admin's
// steps that are tested are the UI's.

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
  await gotoHydrated(page, '/account/orders');
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

/** The warranty rules as the admin's form saves them (the defaults, automatic replacement on or off). */
async function setAutoReplace(admin: APIRequestContext, autoReplace: boolean) {
  const saved = await admin.post('/graphql', {
    data: {
      query: 'mutation($input: WarrantyRulesInput!) { updateWarrantyRules(input: $input) { autoReplace } }',
      variables: {
        input: {
          defaultWarrantyDays: 14,
          defaultReplacementLimit: 1,
          autoReasons: ['banned', 'wrong_credentials', 'recovered'],
          autoReplace,
        },
      },
    },
    headers: { 'x-csrf-token': await csrfToken(admin) },
  });
  expect(((await saved.json()) as { data?: unknown }).data).toEqual({ updateWarrantyRules: { autoReplace } });
}

/** A product whose accounts of `users` came in one import batch (the product dialog's account lines). */
async function batchProduct(admin: APIRequestContext, title: string, users: string[]): Promise<number> {
  const created = await admin.post('/api/products', {
    data: { title, price: '2.00', server: 'EUW', accountText: users.map(accountLine).join('\n') },
    headers: { 'x-csrf-token': await csrfToken(admin) },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test('a banned account waits for staff; an admin replaces it in the queue; the buyer sees the new account and only that it was replaced', async ({
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

  const message = `Banned the day after I bought it (${orderId}).`;
  const order = await claim(page, orderId, 'Banned for botting', message);
  await expect(page.getByText('Our team will review your claim.', { exact: false })).toBeVisible();
  const claims = order.getByRole('region', { name: 'Warranty claims' });
  await expect(claims.getByLabel('Claim status: Submitted')).toBeVisible();
  // Nothing was given yet: the order still shows the account bought.
  await expect(order.getByText(sold, { exact: true })).toBeVisible();

  // The admin's queue: the claim with why it waits and what to weigh, and no credentials.
  const panel = await browser.newPage();
  await panel.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(panel);
  await panel.goto('/panel?tab=claims');
  const row = panel.getByRole('row').filter({ hasText: message });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('İnceleme nedeni: Otomatik değişim kapalı');
  await expect(row).toContainText('Müşteri: 1 talep / 1 sipariş (%100)');
  await expect(row).not.toContainText(sold);
  await row.getByRole('button', { name: /^Değiştir: talep #/ }).click();
  await expect(panel.getByText(/^Talep #\d+: yeni hesap siparişe verildi\.$/)).toBeVisible();
  await expect(row).toHaveCount(0);
  await panel.close();

  // The buyer: the new account in the order, the claim Replaced, only when it was replaced.
  await page.goto(`/account/orders?order=${orderId}`); // the dialog opens from the URL
  const reloaded = page.getByRole('dialog', { name: `Order #${orderId}` });
  await expect(reloaded.getByText(spare, { exact: true })).toBeVisible();
  await expect(
    reloaded.getByRole('region', { name: 'Warranty claims' }).getByLabel('Claim status: Replaced'),
  ).toBeVisible();
  await expect(reloaded.getByRole('region', { name: 'Replacements' })).toContainText('Account replaced');
  await expect(reloaded.getByText(sold, { exact: false })).toHaveCount(0);
  await expect(reloaded.locator('del')).toHaveCount(0);
  // The one replacement of the default warranty is used.
  await expect(reloaded.getByRole('button', { name: `Claim warranty for order #${orderId}` })).toHaveCount(0);
});

test('with automatic replacement on, a claim on a batch staff confirmed bad is replaced at once in My Orders', async ({
  page,
  browser,
}) => {
  const admin = await adminApi(browser);
  const accounts = Array.from({ length: 6 }, () => uniqueName('e2ebatch'));
  const productId = await batchProduct(admin, uniqueName('E2E Bad Batch '), accounts);
  await setAutoReplace(admin, true);
  try {
    // Two other customers' claims on the batch, replaced by staff: the batch is confirmed bad.
    for (const witness of ['witnessa', 'witnessb']) {
      const context = await browser.newContext();
      const other = await context.newPage();
      await apiSignUpWithBalance(other, uniqueName(witness), '10');
      const { id } = await buy(other, productId);
      const sent = await context.request.post(`/api/orders/${id}/claims`, {
        data: { reason: 'banned', message: 'Banned.' },
        headers: { 'x-csrf-token': await csrfToken(context.request) },
      });
      expect(((await sent.json()) as { status: string }).status).toBe('submitted');
      const decided = await admin.put(`/api/admin/claims/${((await sent.json()) as { id: number }).id}`, {
        data: { action: 'replace' },
        headers: { 'x-csrf-token': await csrfToken(admin) },
      });
      expect(decided.status()).toBe(200);
      await context.close();
    }

    await apiSignUpWithBalance(page, uniqueName('autoclaimer'), '10');
    const { id: orderId, accountDetails } = await buy(page, productId);
    const sold = accounts.find((user) => accountDetails.includes(user))!;
    const order = await claim(page, orderId, 'Banned for botting', 'Banned within the hour.');
    await expect(page.getByText('Your account was replaced: the new credentials are in the order.')).toBeVisible();
    await expect(
      order.getByRole('region', { name: 'Warranty claims' }).getByLabel('Claim status: Replaced'),
    ).toBeVisible();
    await expect(order.getByRole('region', { name: 'Replacements' })).toContainText('Account replaced');
    await expect(order.getByText(sold, { exact: false })).toHaveCount(0);
    const delivered = accounts.filter((user) => user !== sold);
    await expect
      .poll(async () => {
        const text = (await order.textContent()) ?? '';
        return delivered.some((user) => text.includes(user));
      })
      .toBe(true);
  } finally {
    await setAutoReplace(admin, false);
  }
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

  await gotoHydrated(page, '/account/support');
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

  await gotoHydrated(page, '/account');
  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('link', { name: 'Restock Alerts' })
    .click();
  await expect(page).toHaveURL(/\/account\/alerts$/);
  const row = page.getByRole('list', { name: 'Your restock alerts' }).getByRole('listitem');
  await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', `/product/${productId}`);
  await expect(row.getByLabel('Alert status: Waiting')).toBeVisible();

  await page.goto(`/account/alerts?cancel=${alertId}`); // the dialog opens from the URL
  const confirm = page.getByRole('dialog', { name: 'Cancel this alert?' });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Cancel alert' }).click();
  await expect(page.getByText('Alert cancelled')).toBeVisible();
  await expect(row.getByLabel('Alert status: Cancelled')).toBeVisible();
  const alerts = (await (await request.get('/api/alerts')).json()) as { id: number; status: string }[];
  expect(alerts.find((alert) => alert.id === alertId)?.status).toBe('cancelled');
});
