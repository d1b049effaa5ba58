import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { apiSignUpWithBalance, csrfToken, signInAsAdmin, uniqueName } from './support';

// Issue 37 item 5: an admin looks at a customer's webhooks in the panel (the user's "Webhook'lar"
// tab): the endpoint the customer added through /api/v1 with a key, disabled by a 410 with the
// reason, its delivery log, and 'Yeniden gönder', which sends the event again (same webhook-id) and
// enables the endpoint; then 'Devre dışı bırak' with a reason the owner's API shows. The receiver
// listens on 127.0.0.1 in this process (the e2e stack allows http and private addresses). Leaves
// screenshots in test-results/.

const SHOTS = 'test-results/admin-webhooks';

test("an admin reads a customer's webhook log, redelivers a failed delivery and disables the endpoint", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // The receiver: 410 to the first request (the endpoint is disabled), 200 after.
  const received: Array<{ id: string; body: string }> = [];
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ id: String(req.headers['webhook-id']), body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(received.length === 1 ? 410 : 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

  try {
    const name = uniqueName('hooks');
    const customer = await (await browser.newContext()).newPage();
    const bot = await playwright.request.newContext({ baseURL });
    await apiSignUpWithBalance(customer, name, '1');
    const request = customer.context().request;
    const created = await request.post('/api/account/api-keys', {
      data: { name: 'Partner', scopes: ['webhooks:write'] },
      headers: { 'x-csrf-token': await csrfToken(request) },
    });
    expect(created.status()).toBe(201);
    const { key } = (await created.json()) as { key: string };
    const auth = { authorization: `Bearer ${key}` };
    const subscribed = await bot.post('/api/v1/webhooks', {
      data: { url, events: ['wallet.credited'] },
      headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
    });
    expect(subscribed.status()).toBe(201);
    const { id: endpointId } = (await subscribed.json()) as { id: number };
    /** The owner's own view of the log (GET /api/v1/webhooks/{id}/deliveries), newest first. */
    const ownLog = async () =>
      (
        (await (await bot.get(`/api/v1/webhooks/${endpointId}/deliveries`, { headers: auth })).json()) as Array<{
          status: string;
        }>
      ).map((line) => line.status);
    // A deposit credits the wallet: wallet.credited is sent, the receiver answers 410.
    const deposit = await request.post('/api/wallet/deposit', {
      data: { amount: '2', paymentMethod: 'paypal' },
      headers: { 'x-csrf-token': await csrfToken(request) },
    });
    expect(deposit.status()).toBe(200);
    await expect.poll(ownLog).toEqual(['failed']);
    expect(received).toHaveLength(1);

    await signInAsAdmin(page);
    await page.goto('/panel');
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('searchbox', { name: 'Kullanıcı ara' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Detay: ${name}` }).click();
    const detail = page.getByRole('dialog', { name: `Kullanıcı: ${name}` });
    await detail.getByRole('tab', { name: "Webhook'lar" }).click();

    const endpoints = detail.getByRole('list', { name: 'Kullanıcının webhook uç noktaları' });
    const endpoint = endpoints.getByRole('listitem').first();
    await expect(endpoint).toContainText(url);
    await expect(endpoint).toContainText('Neden: The endpoint answered 410 Gone.');
    await expect(endpoint.getByRole('button', { name: `${url} uç noktasını etkinleştir` })).toBeVisible();
    await expect(endpoint).toContainText('Olaylar: wallet.credited');

    await detail.getByRole('button', { name: `${url} gönderim kaydını göster` }).click();
    const log = detail.getByRole('list', { name: `${url} gönderim kaydı` });
    const failed = log.getByRole('listitem');
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText('wallet.credited');
    await expect(failed).toContainText('Başarısız');
    await expect(failed).toContainText('Yanıt kodu: 410');
    await page.screenshot({ path: `${SHOTS}/failed.png` });

    const deliveryId = Number(/#(\d+)/.exec((await failed.textContent()) ?? '')?.[1]);
    await failed.getByRole('button', { name: `#${deliveryId} gönderimini yeniden gönder` }).click();
    await expect(page.getByText(`#${deliveryId} gönderimi yeniden sıraya alındı.`)).toBeVisible();
    await expect(log.getByRole('listitem')).toHaveCount(2);
    // Enabled again by the redelivery: the enable button gives way to the disable one, the reason gone.
    await expect(endpoint.getByRole('button', { name: `${url} uç noktasını devre dışı bırak` })).toBeVisible();
    await expect(endpoint).not.toContainText('Neden');

    // The worker sends it again: the same message (webhook-id and body), answered 200 this time.
    await expect.poll(() => received.length).toBe(2);
    expect(received[1]).toEqual(received[0]);
    await expect.poll(ownLog).toEqual(['delivered', 'failed']);
    // The log, opened again, shows the redelivery delivered.
    await detail.getByRole('button', { name: 'Kaydı gizle' }).click();
    await detail.getByRole('button', { name: `${url} gönderim kaydını göster` }).click();
    await expect(log.getByRole('listitem').first()).toContainText('Teslim edildi');
    await expect(log.getByRole('listitem').first()).toContainText('Yanıt kodu: 200');
    await page.screenshot({ path: `${SHOTS}/redelivered.png` });

    // The admin stops the endpoint for a reason: the owner's API shows it disabled with that reason.
    await endpoint.getByRole('button', { name: `${url} uç noktasını devre dışı bırak` }).click();
    const confirm = page.getByRole('dialog', { name: 'Uç nokta devre dışı bırakılsın mı?' });
    await confirm.getByLabel('Gerekçe').fill('Receiver under review');
    await page.screenshot({ path: `${SHOTS}/disable.png` });
    await confirm.getByRole('button', { name: 'Devre dışı bırak' }).click();
    await expect(confirm).toBeHidden();
    await expect(endpoint).toContainText('Neden: Disabled by an admin: Receiver under review');
    const own = await bot.get('/api/v1/webhooks', { headers: auth });
    expect(await own.json()).toMatchObject([
      { id: endpointId, status: 'disabled', disabledReason: 'Disabled by an admin: Receiver under review' },
    ]);
    await bot.dispose();
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
