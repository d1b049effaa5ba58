import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { apiOrder, apiSignUpWithBalance, csrfToken, gotoHydrated, uniqueName } from './support';

// A support ticket from an order, end to end: the customer reports a problem from the order
// dialog, replies with a file and closes the ticket; an admin finds it in /panel/tickets,
// reopens it as Pending and replies; the customer reads the Support Team's answer.

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

async function apiLoginAdmin(page: Page) {
  const request = page.context().request;
  const login = await request.post('/api/login', {
    data: { email: 'admin@shop.local', password: 'e2e-admin-password' },
    headers: { 'x-csrf-token': await csrfToken(request) },
  });
  expect(login.status()).toBe(200);
}

async function productInStock(request: APIRequestContext, maxPrice: number) {
  const products = (await (await request.get('/api/products')).json()) as Array<{
    id: number;
    price: string;
    stock: number;
  }>;
  const product = products.find((p) => p.stock > 1 && Number(p.price) <= maxPrice);
  if (!product) throw new Error('no demo product in stock');
  return product;
}

test('a customer reports a problem with an order, an admin answers, the customer reads it', async ({
  page,
  browser,
}) => {
  const username = uniqueName('ticketer');
  await apiSignUpWithBalance(page, username, '400.00');
  await apiOrder(page.context().request, (await productInStock(page.context().request, 400)).id);

  // Report a problem from the order detail dialog.
  await gotoHydrated(page, '/account/orders');
  await page
    .getByRole('button', { name: /^View order #/ })
    .first()
    .click();
  const orderDialog = page.getByRole('dialog', { name: /Order #\d+/ });
  const orderId = Number((await orderDialog.getByRole('heading').first().textContent())?.match(/#(\d+)/)?.[1]);
  await orderDialog.getByRole('button', { name: 'Report a problem' }).click();
  await expect(page).toHaveURL(new RegExp(`/support\\?orderId=${orderId}$`));

  const form = page.getByRole('dialog', { name: 'New Ticket' });
  await expect(form.getByLabel('Order (optional)')).toHaveValue(String(orderId));
  await form.getByLabel('Subject').fill('Wrong rank on my account');
  await form.getByLabel('Message').fill('The account is silver, the listing said gold.');
  await form.getByLabel('Priority').selectOption('High');
  await form.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(page).toHaveURL(/\/support\/tickets\/\d+$/);
  const ticketUrl = new URL(page.url()).pathname;
  const ticketId = Number(ticketUrl.split('/').pop());

  await expect(page.getByRole('heading', { name: 'Wrong rank on my account' })).toBeVisible();
  await expect(page.getByText(`Ticket #${ticketId}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Order #${orderId}`, { exact: true })).toBeVisible();
  const thread = page.getByRole('list', { name: 'Conversation' });
  await expect(thread.getByRole('listitem').first()).toContainText('The account is silver, the listing said gold.');

  // The reply form checks the message before sending.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Lütfen bir mesaj giriniz.')).toBeVisible();

  // Reply with a file and find it in the thread as a download link.
  await page.getByLabel('Reply', { exact: true }).fill('Here is a screenshot of the profile.');
  await page
    .getByLabel('Attachment (optional)')
    .setInputFiles({ name: 'profile.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Mesaj Gönderildi')).toBeVisible();
  const reply = thread.getByRole('listitem').filter({ hasText: 'Here is a screenshot of the profile.' });
  await expect(reply).toContainText('You');
  const link = reply.getByRole('link', { name: /profile\.png/ });
  await expect(link).toHaveAttribute('href', /\/api\/tickets\/attachments\/\d+$/);
  const download = await page.context().request.get((await link.getAttribute('href')) as string);
  expect(download.status()).toBe(200);
  expect(Buffer.from(await download.body()).equals(PNG)).toBe(true);

  // Close it: the closed notice replaces the reply form.
  await page.getByRole('button', { name: 'Close Ticket' }).click();
  await expect(page.getByText('Durum Güncellendi')).toBeVisible();
  await expect(
    page.getByText('Bu bilet kapatılmıştır. Yeni bir sorunuz varsa, lütfen yeni bir bilet oluşturun.'),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Reply to this ticket' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Close Ticket' })).toHaveCount(0);

  // The admin finds it under Closed, sets it to Pending and answers from the ticket page.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await apiLoginAdmin(admin);
  await admin.goto('/panel/tickets');
  await admin.getByRole('tab', { name: /^Closed \(\d+\)$/ }).click();
  // This ticket's row (another run of the spec leaves one with the same subject).
  const row = admin.getByRole('row').filter({ has: admin.getByLabel(`Status of ticket #${ticketId}`) });
  await expect(row).toContainText('Kullanıcı');
  await row.getByLabel(`Status of ticket #${ticketId}`).selectOption('Pending');
  await expect(admin.getByText('Durum Güncellendi')).toBeVisible();
  await admin.getByRole('tab', { name: /^Pending \(\d+\)$/ }).click();
  await admin.getByRole('link', { name: `View ticket #${ticketId}`, exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`/support/tickets/${ticketId}$`));
  await expect(admin.getByLabel('Status', { exact: true })).toHaveValue('Pending');
  await admin.getByLabel('Reply', { exact: true }).fill('Thanks, we are swapping the account for a gold one.');
  await admin.getByRole('button', { name: 'Send' }).click();
  await expect(admin.getByText('Mesaj Gönderildi')).toBeVisible();
  await admin.goto('/panel/tickets');
  await expect(row).toContainText('Destek Ekibi');
  await adminContext.close();

  // The customer sees the Support Team's answer on the left and may reply again.
  await page.reload();
  const answer = thread
    .getByRole('listitem')
    .filter({ hasText: 'Thanks, we are swapping the account for a gold one.' });
  await expect(answer).toContainText('Support Team');
  await expect(answer).toHaveAttribute('data-author', 'team');
  await expect(page.getByRole('form', { name: 'Reply to this ticket' })).toBeVisible();
  await page.getByRole('button', { name: /Back to Support/ }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('link', { name: /Wrong rank on my account/ })).toBeVisible();
});

test('a non-admin on /panel/tickets is refused and sent home', async ({ page }) => {
  await apiSignUpWithBalance(page, uniqueName('curious'), '1.00');
  await page.goto('/panel/tickets');
  await expect(page.getByText('Erişim Reddedildi').first()).toBeVisible();
  await expect(page).toHaveURL(/localhost:\d+\/$/, { timeout: 10_000 });
});

test('a ticket of another user shows Hata with a back button', async ({ page, browser }) => {
  // Another user's ticket that exists: its owner reads it at that address.
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await apiSignUpWithBalance(ownerPage, uniqueName('owner'), '1.00');
  const subject = `Private matter ${uniqueName('t')}`;
  const created = await owner.request.post('/api/tickets', {
    data: { subject, message: 'Only for me and the team.' },
    headers: { 'x-csrf-token': await csrfToken(owner.request) },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await gotoHydrated(ownerPage, `/support/tickets/${id}`);
  await expect(ownerPage.getByText(subject).first()).toBeVisible();
  await owner.close();

  // Another customer at the same address gets the error, and nothing of the ticket.
  await apiSignUpWithBalance(page, uniqueName('snoop'), '1.00');
  await gotoHydrated(page, `/support/tickets/${id}`);
  await expect(page.getByRole('heading', { name: 'Hata' })).toBeVisible();
  await expect(page.getByText('Ticket not found.')).toBeVisible();
  await expect(page.getByText(subject)).toHaveCount(0);
  await expect(page.getByText('Only for me and the team.')).toHaveCount(0);
  await page.getByRole('button', { name: /Back to Support/ }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByText('No tickets yet')).toBeVisible();
});
