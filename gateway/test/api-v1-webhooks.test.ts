import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { accountLine } from '../../test-support/account-line';
import type { ApiClient } from '../../test-support/stack';
import { startStack, type Stack } from '../../test-support/stack';
import {
  addUnits,
  database,
  fund,
  signInAdmin,
  signUp,
  stepUp,
  unitProduct,
  type Customer,
} from '../../test-support/shop';
import type { WebhookGuardSettings } from '../../subgraphs/commerce/src/modules/webhook/ssrf-guard';

// Issue 37, item 5: signed webhooks from commerce's outbox, through the SSRF guard. A receiver on
// 127.0.0.1 (the operator's allow-private flag is on for it, in this stack only) verifies every
// delivery with the `standardwebhooks` verifier. Real stack; the retry schedule runs at scale 0
// (WEBHOOK_RETRY_SCALE), so each `sendWebhooks()` is the next attempt of every failing delivery.
jest.setTimeout(300_000);

const PROBLEM = 'application/problem+json';

/** The stack's guard, held here: commerce reads it at every check, so a test can make it strict. */
const guard: WebhookGuardSettings = { allowHttp: true, allowPrivate: true };

let stack: Stack;
let db: ReturnType<typeof database>;
let admin: ApiClient;

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The receiver: records every request; `plan[path]` lists the statuses to answer, in turn (then 200). */
const received: Received[] = [];
const plan = new Map<string, number[]>();
let receiver: http.Server;
let receiverPort: number;
const hook = (path: string) => `http://127.0.0.1:${receiverPort}${path}`;
const at = (path: string) => received.filter((request) => request.path === path);

interface Answer {
  status: number;
  type: string;
  body: any;
}

async function v1(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  key: string,
  options: { body?: unknown; idem?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${key}` };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (method === 'POST') headers['idempotency-key'] = options.idem ?? crypto.randomUUID();
  const response = await fetch(`${stack.url}/api/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: text ? JSON.parse(text) : null,
  };
}

async function createKey(customer: Customer, scopes: string[]): Promise<string> {
  const answer = await customer.client.post('/api/account/api-keys', { name: 'hooks', scopes });
  if (answer.status !== 201) throw new Error(`key not created: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.key as string;
}

const ALL = ['products:read', 'orders:write', 'orders:read', 'credentials:read', 'wallet:read', 'webhooks:write'];

/** A funded reseller with a key of every scope. */
async function reseller(prefix: string): Promise<{ customer: Customer; key: string }> {
  const [customer] = await signUp(stack.url, prefix, 1);
  await fund(admin, customer, '100.00');
  return { customer, key: await createKey(customer, ALL) };
}

async function subscribe(
  key: string,
  path: string,
  events = ['order.delivered'],
): Promise<{ id: number; secret: string }> {
  const answer = await v1('POST', '/webhooks', key, { body: { url: hook(path), events } });
  if (answer.status !== 201) throw new Error(`webhook not created: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function buy(key: string, productId: number): Promise<number> {
  const answer = await v1('POST', '/orders', key, { body: { productId, quantity: 1 } });
  if (answer.status !== 201) throw new Error(`not bought: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.orders[0].id as number;
}

const deliveries = async (key: string, id: number) =>
  (await v1('GET', `/webhooks/${id}/deliveries`, key)).body as any[];

/** Verifies a request as a receiver would; throws when the signature does not verify. */
const verify = (secret: string, request: Received) =>
  new Webhook(secret).verify(request.body, {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  });

let product: number;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = plan.get(path)?.shift() ?? 200;
      if (status >= 300 && status < 400) res.writeHead(status, { location: hook('/elsewhere') }).end();
      else res.writeHead(status).end(status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverPort = (receiver.address() as AddressInfo).port;
  stack = await startStack({ commerce: { webhookGuard: guard, webhookRetryScale: 0 } });
  db = database(stack.databaseUrl);
  admin = await signInAdmin(stack.url);
  await stepUp(admin);
  product = await unitProduct(admin, 'Webhook product', '1.00', 40);
});

afterAll(async () => {
  await db?.close();
  await stack?.close();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

beforeEach(() => {
  guard.allowHttp = true;
  guard.allowPrivate = true;
});

describe('signed deliveries', () => {
  it('a purchase through /api/v1/orders yields one verified order.delivered, with ids and never the credentials', async () => {
    const { customer, key } = await reseller('hookbuy');
    const endpoint = await subscribe(key, '/buy');
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);

    const orderId = await buy(key, product);
    await stack.sendWebhooks();

    const [delivery, ...more] = at('/buy');
    expect(more).toHaveLength(0);
    expect(verify(endpoint.secret, delivery)).toEqual({
      type: 'order.delivered',
      timestamp: expect.any(String),
      data: { orderId, productId: product, userId: customer.id },
    });
    expect(delivery.headers['webhook-id']).toMatch(/^msg_/);
    expect(() => verify(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, delivery)).toThrow();
    const credentials = await v1('GET', `/orders/${orderId}/credentials`, key);
    expect(credentials.status).toBe(200);
    const [, login, password] = String(credentials.body.accountDetails).split(' : ');
    for (const secret of [login, password].filter(Boolean)) expect(delivery.body).not.toContain(secret);

    expect(await deliveries(key, endpoint.id)).toEqual([
      expect.objectContaining({
        eventType: 'order.delivered',
        status: 'delivered',
        attempts: 1,
        responseStatus: 200,
        lastError: null,
        nextAttemptAt: null,
        messageId: delivery.headers['webhook-id'],
      }),
    ]);
    // Delivered once: another run sends nothing more.
    await stack.sendWebhooks();
    expect(at('/buy')).toHaveLength(1);
  });

  it("the cookie shop's purchase queues order.delivered too", async () => {
    const { customer, key } = await reseller('hookcookie');
    const endpoint = await subscribe(key, '/cookie');
    const bought = await customer.client.post('/api/orders', { productId: product });
    expect(bought.status).toBe(201);
    await stack.sendWebhooks();
    expect(at('/cookie').map((request) => (verify(endpoint.secret, request) as any).data.orderId)).toEqual([
      bought.body.id,
    ]);
  });

  it("an admin's delivery of a hand-delivered order queues order.delivered then, not at the purchase", async () => {
    const { customer, key } = await reseller('hookmanualdeliver');
    const endpoint = await subscribe(key, '/manual-deliver');
    const manual = await unitProduct(admin, 'Hand-delivered product', '4.00', 0);
    const stock = await admin.post('/graphql', {
      query: 'mutation($p:Int!){ setManualStock(productId:$p, stock:1) }',
      variables: { p: manual },
    });
    expect(stock.body.errors).toBeUndefined();
    const orderId = await buy(key, manual);
    await stack.sendWebhooks();
    expect(at('/manual-deliver')).toHaveLength(0);

    const delivered = await admin.post(`/api/orders/${orderId}/deliver`, { accountDetails: accountLine() });
    expect(delivered.status).toBe(200);
    await stack.sendWebhooks();
    expect(at('/manual-deliver').map((request) => verify(endpoint.secret, request))).toEqual([
      {
        type: 'order.delivered',
        timestamp: expect.any(String),
        data: { orderId, productId: manual, userId: customer.id },
      },
    ]);
  });

  it('retries after 500s until a 2xx; every attempt carries the same webhook-id and verifies', async () => {
    const { key } = await reseller('hookretry');
    const endpoint = await subscribe(key, '/retry');
    plan.set('/retry', [500, 503]);
    await buy(key, product);

    await stack.sendWebhooks();
    let [log] = await deliveries(key, endpoint.id);
    expect(log).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500 });
    expect(log.lastError).toMatch(/500/);
    expect(log.nextAttemptAt).not.toBeNull();

    await stack.sendWebhooks();
    await stack.sendWebhooks();
    [log] = await deliveries(key, endpoint.id);
    expect(log).toMatchObject({ status: 'delivered', attempts: 3, responseStatus: 200, lastError: null });
    const attempts = at('/retry');
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((request) => request.headers['webhook-id'])).size).toBe(1);
    for (const request of attempts) expect(() => verify(endpoint.secret, request)).not.toThrow();
  });

  it('a 410 disables the endpoint: its owner is e-mailed and nothing more is sent', async () => {
    const { customer, key } = await reseller('hookgone');
    const endpoint = await subscribe(key, '/gone');
    plan.set('/gone', [410]);
    await buy(key, product);
    await stack.sendWebhooks();

    const [listed] = (await v1('GET', '/webhooks', key)).body;
    expect(listed).toMatchObject({ id: endpoint.id, status: 'disabled', disabledReason: expect.stringMatching(/410/) });
    expect((await deliveries(key, endpoint.id))[0]).toMatchObject({ status: 'failed', responseStatus: 410 });
    const mails = await db.sql(`select subject, body from commerce.email_outbox where to_address = ?`, [
      customer.email,
    ]);
    expect(mails).toEqual(
      expect.arrayContaining([expect.objectContaining({ subject: 'A webhook endpoint of yours was disabled' })]),
    );

    await buy(key, product);
    await stack.sendWebhooks();
    expect(at('/gone')).toHaveLength(1);
  });

  it('an endpoint failing for 24 hours is disabled and its owner e-mailed', async () => {
    const { customer, key } = await reseller('hookday');
    const endpoint = await subscribe(key, '/day');
    plan.set('/day', [500, 500]);
    await buy(key, product);
    await stack.sendWebhooks();
    expect((await v1('GET', '/webhooks', key)).body[0].status).toBe('active');
    // A day of failures, without waiting one: the first failure moved 25 hours back.
    await db.sql(`update commerce.webhook_endpoint set failing_since = now() - interval '25 hours' where id = ?`, [
      endpoint.id,
    ]);
    await stack.sendWebhooks();
    expect((await v1('GET', '/webhooks', key)).body[0]).toMatchObject({
      status: 'disabled',
      disabledReason: expect.stringMatching(/24 hours/),
    });
    const [mail] = await db.sql(
      `select body from commerce.email_outbox where to_address = ? order by id desc limit 1`,
      [customer.email],
    );
    expect(String(mail.body)).toContain(`#${endpoint.id}`);
  });

  it('a redirect is a failure and is not followed', async () => {
    const { key } = await reseller('hookredirect');
    const endpoint = await subscribe(key, '/redirect');
    plan.set('/redirect', [302]);
    await buy(key, product);
    await stack.sendWebhooks();

    expect((await deliveries(key, endpoint.id))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 302,
      lastError: expect.stringMatching(/redirect.*not followed/),
    });
    expect(at('/redirect')).toHaveLength(1);
    expect(at('/elsewhere')).toHaveLength(0);
    await v1('DELETE', `/webhooks/${endpoint.id}`, key);
  });

  it('a rolled secret: two signatures during the overlap, each verifying with its own secret', async () => {
    const { key } = await reseller('hookroll');
    const endpoint = await subscribe(key, '/roll');
    const rolled = await v1('POST', `/webhooks/${endpoint.id}/roll-secret`, key, { body: {} });
    expect(rolled.status).toBe(200);
    expect(rolled.body.secret).toMatch(/^whsec_/);
    expect(rolled.body.secret).not.toBe(endpoint.secret);
    expect((await v1('GET', '/webhooks', key)).body[0].previousSecretExpiresAt).not.toBeNull();

    await buy(key, product);
    await stack.sendWebhooks();
    const [request] = at('/roll');
    expect(String(request.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(() => verify(rolled.body.secret, request)).not.toThrow();
    expect(() => verify(endpoint.secret, request)).not.toThrow();

    // Overlap 0: the old secret stops signing at once.
    const again = await v1('POST', `/webhooks/${endpoint.id}/roll-secret`, key, { body: { overlapHours: 0 } });
    await buy(key, product);
    await stack.sendWebhooks();
    const latest = at('/roll')[1];
    expect(String(latest.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(() => verify(again.body.secret, latest)).not.toThrow();
    expect(() => verify(rolled.body.secret, latest)).toThrow();
  });

  it('redeliver queues a new attempt of the same message', async () => {
    const { key } = await reseller('hookredeliver');
    const endpoint = await subscribe(key, '/redeliver');
    await buy(key, product);
    await stack.sendWebhooks();
    const [first] = await deliveries(key, endpoint.id);
    const again = await v1('POST', `/webhooks/${endpoint.id}/deliveries/${first.id}/redeliver`, key);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ status: 'pending', attempts: 0, messageId: first.messageId });
    await stack.sendWebhooks();
    const requests = at('/redeliver');
    expect(requests).toHaveLength(2);
    expect(requests[1].headers['webhook-id']).toBe(requests[0].headers['webhook-id']);
    expect(requests[1].body).toBe(requests[0].body);
    expect((await deliveries(key, endpoint.id)).map((line) => line.status)).toEqual(['delivered', 'delivered']);
  });
});

describe('the other events, each queued in the transaction of its change', () => {
  const events = (path: string, secret: string) =>
    at(path).map((request) => verify(secret, request) as { type: string; data: Record<string, unknown> });

  it('wallet.credited: money added to the wallet, with the exact amount', async () => {
    const { customer, key } = await reseller('hookwallet');
    const endpoint = await subscribe(key, '/wallet', ['wallet.credited']);
    await fund(admin, customer, '150.25');
    await buy(key, product); // a debit: no event
    await stack.sendWebhooks();
    expect(events('/wallet', endpoint.secret)).toEqual([
      {
        type: 'wallet.credited',
        timestamp: expect.any(String),
        data: { userId: customer.id, transactionId: expect.any(Number), amount: '50.25', kind: 'adjustment' },
      },
    ]);
  });

  it("product.restocked: once when a product's stock goes from 0 to more, to every subscriber", async () => {
    const first = await reseller('hookrestock');
    const second = await reseller('hookrestockb');
    const a = await subscribe(first.key, '/restock-a', ['product.restocked']);
    const b = await subscribe(second.key, '/restock-b', ['product.restocked']);
    const empty = await unitProduct(admin, 'Restocked product', '2.00', 0);
    await addUnits(admin, empty, 2);
    await addUnits(admin, empty, 1); // it had stock already: no event
    await stack.sendWebhooks();
    for (const [path, secret] of [
      ['/restock-a', a.secret],
      ['/restock-b', b.secret],
    ])
      expect(events(path, secret)).toEqual([
        { type: 'product.restocked', timestamp: expect.any(String), data: { productId: empty, available: 2 } },
      ]);
  });

  it('product.restocked: a product sold from the manual counter, when its counter goes from 0 to more', async () => {
    const { key } = await reseller('hookmanual');
    const endpoint = await subscribe(key, '/restock-manual', ['product.restocked']);
    const manual = await unitProduct(admin, 'Manual product', '3.00', 0);
    const setStock = async (stock: number) => {
      const answer = await admin.post('/graphql', {
        query: 'mutation($p:Int!,$s:Int!){ setManualStock(productId:$p, stock:$s) }',
        variables: { p: manual, s: stock },
      });
      expect(answer.body.errors).toBeUndefined();
    };
    await setStock(3);
    await setStock(5); // it had stock already: no event
    await setStock(0);
    await setStock(1);
    await stack.sendWebhooks();
    expect(events('/restock-manual', endpoint.secret).map(({ data }) => data)).toEqual(
      expect.arrayContaining([
        { productId: manual, available: 3 },
        { productId: manual, available: 1 },
      ]),
    );
    expect(at('/restock-manual')).toHaveLength(2);
  });

  it('claim.updated and order.replaced: the warranty flow, filed then replaced by an admin', async () => {
    const { customer, key } = await reseller('hookclaim');
    const endpoint = await subscribe(key, '/claim', ['claim.updated', 'order.replaced']);
    const orderId = await buy(key, product);
    const claimed = await customer.client.post(`/api/orders/${orderId}/claims`, {
      reason: 'other',
      message: 'It does not log in.',
    });
    expect(claimed.status).toBe(201);
    const decided = await admin.put(`/api/admin/claims/${claimed.body.id}`, { action: 'replace' });
    expect(decided.status).toBe(200);
    await stack.sendWebhooks();
    const claimId = claimed.body.id;
    // Sent side by side, so they may arrive in any order (a receiver orders by the claim's status).
    const received = events('/claim', endpoint.secret).map(({ type, data }) => ({ type, data }));
    expect(received).toHaveLength(3);
    expect(received).toEqual(
      expect.arrayContaining([
        { type: 'claim.updated', data: { claimId, orderId, status: 'submitted', userId: customer.id } },
        { type: 'claim.updated', data: { claimId, orderId, status: 'replaced', userId: customer.id } },
        { type: 'order.replaced', data: { orderId, claimId, userId: customer.id } },
      ]),
    );
    // Ids only: the replacement's credentials are not in any payload.
    const credentials = await v1('GET', `/orders/${orderId}/credentials`, key);
    const [, login] = String(credentials.body.accountDetails).split(' : ');
    for (const request of at('/claim')) expect(request.body).not.toContain(login);
  });
});

describe('the SSRF guard', () => {
  const REFUSED: Array<[string, RegExp]> = [
    ['http://127.0.0.1:9/hook', /127\.0\.0\.1 is refused: it is a loopback/],
    ['http://[::ffff:127.0.0.1]:9/hook', /IPv4-mapped/],
    ['http://169.254.169.254/latest/meta-data', /link-local/],
    ['http://localhost:9/hook', /localhost resolves to .*which is refused/],
    ['http://0x7f.1:9/hook', /127\.0\.0\.1 is refused: it is a loopback/],
  ];

  it('refuses each address when the endpoint is saved, with a clear 400 problem (the allow-private flag off)', async () => {
    guard.allowPrivate = false;
    const { key } = await reseller('hookssrfsave');
    for (const [url, why] of REFUSED) {
      const answer = await v1('POST', '/webhooks', key, { body: { url, events: ['order.delivered'] } });
      expect({ url, status: answer.status, type: answer.type }).toEqual({
        url,
        status: 400,
        type: expect.stringContaining(PROBLEM),
      });
      expect(answer.body).toMatchObject({ code: 'BAD_USER_INPUT', detail: expect.stringMatching(why) });
    }
    guard.allowHttp = false;
    const http = await v1('POST', '/webhooks', key, {
      body: { url: 'http://93.184.215.14/hook', events: ['order.delivered'] },
    });
    expect(http.body.detail).toMatch(/must start with https:\/\//);
    expect((await v1('GET', '/webhooks', key)).body).toEqual([]);
  });

  it('refuses each again at delivery: a failed attempt with the reason in the log, nothing reaches the receiver', async () => {
    const { key } = await reseller('hookssrfsend');
    // Saved while the operator allowed private addresses (or, for the two never allowed, written
    // as a row saved under older rules would be), then delivered with the guard strict.
    const endpoints: Array<{ id: number; why: RegExp }> = [];
    for (const [url, why] of REFUSED) {
      const path = `/ssrf${endpoints.length}`;
      const { id } = await subscribe(key, path);
      const port = `:${receiverPort}`;
      await db.sql(`update commerce.webhook_endpoint set url = ? where id = ?`, [url.replace(/:9\//, `${port}/`), id]);
      endpoints.push({ id, why });
    }
    guard.allowPrivate = false;
    await buy(key, product);
    await stack.sendWebhooks();
    for (const { id, why } of endpoints) {
      const [log] = await deliveries(key, id);
      expect(log).toMatchObject({
        status: 'pending',
        attempts: 1,
        responseStatus: null,
        lastError: expect.stringMatching(why),
      });
    }
    expect(received.filter((request) => request.path === '/hook' || request.path.startsWith('/latest'))).toHaveLength(
      0,
    );
    for (const { id } of endpoints) await v1('DELETE', `/webhooks/${id}`, key);
  });
});

describe('a customer who lies, repeats and races', () => {
  it("another owner's webhook id is a 404 on every route, and changes nothing", async () => {
    const victim = await reseller('hookvictim');
    const attacker = await reseller('hookattacker');
    const endpoint = await subscribe(victim.key, '/victim');
    await buy(victim.key, product);
    await stack.sendWebhooks();
    const [delivery] = await deliveries(victim.key, endpoint.id);

    const attempts = [
      await v1('GET', `/webhooks/${endpoint.id}/deliveries`, attacker.key),
      await v1('POST', `/webhooks/${endpoint.id}/deliveries/${delivery.id}/redeliver`, attacker.key),
      await v1('POST', `/webhooks/${endpoint.id}/roll-secret`, attacker.key, { body: {} }),
      await v1('DELETE', `/webhooks/${endpoint.id}`, attacker.key),
    ];
    for (const answer of attempts) {
      expect(answer.status).toBe(404);
      expect(answer.type).toContain(PROBLEM);
      expect(JSON.stringify(answer.body)).not.toContain('/victim');
    }
    expect((await v1('GET', '/webhooks', attacker.key)).body).toEqual([]);
    expect((await v1('GET', '/webhooks', victim.key)).body).toMatchObject([{ id: endpoint.id, status: 'active' }]);
    expect(await deliveries(victim.key, endpoint.id)).toHaveLength(1);
    // The victim's secret still signs (it was not rolled).
    await buy(victim.key, product);
    await stack.sendWebhooks();
    expect(() => verify(endpoint.secret, at('/victim')[1])).not.toThrow();
  });

  it('20 parallel POSTs with one Idempotency-Key create one endpoint', async () => {
    const { key } = await reseller('hookrace');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        v1('POST', '/webhooks', key, { body: { url: hook('/race'), events: ['order.delivered'] }, idem: 'one-hook' }),
      ),
    );
    const created = answers.filter((answer) => answer.status === 201);
    expect(created.length + answers.filter((answer) => answer.status === 409).length).toBe(20);
    expect(new Set(created.map((answer) => answer.body.id)).size).toBe(1);
    expect((await v1('GET', '/webhooks', key)).body).toHaveLength(1);
    const changed = await v1('POST', '/webhooks', key, {
      body: { url: hook('/race2'), events: ['order.delivered'] },
      idem: 'one-hook',
    });
    expect(changed.status).toBe(422);
  });

  it('a key without webhooks:write is refused, and bad input is a 400 problem', async () => {
    const [customer] = await signUp(stack.url, 'hookscope', 1);
    const key = await createKey(customer, ['orders:read']);
    for (const answer of [
      await v1('GET', '/webhooks', key),
      await v1('POST', '/webhooks', key, { body: { url: hook('/x'), events: ['order.delivered'] } }),
    ])
      expect(answer).toMatchObject({ status: 403, body: { detail: 'This API key lacks the scope webhooks:write.' } });
    const { key: good } = await reseller('hookinput');
    const unknown = await v1('POST', '/webhooks', good, { body: { url: hook('/x'), events: ['order.stolen'] } });
    expect(unknown).toMatchObject({
      status: 400,
      body: { code: 'BAD_USER_INPUT', detail: expect.stringMatching(/Unknown event 'order.stolen'/) },
    });
    const none = await v1('POST', '/webhooks', good, { body: { url: hook('/x'), events: [] } });
    expect(none.status).toBe(400);
  });
});

describe("the panel: an admin's view of a user's webhooks", () => {
  const ENDPOINTS =
    'query($u:Int!){ adminWebhookEndpoints(userId:$u){ id url events status disabledReason createdAt } }';
  const LOG =
    'query($e:Int!){ adminWebhookDeliveries(endpointId:$e){ id messageId eventType status attempts responseStatus lastError nextAttemptAt deliveredAt } }';
  const REDELIVER =
    'mutation($e:Int!,$d:Int!){ adminRedeliverWebhook(endpointId:$e, deliveryId:$d){ id messageId status attempts } }';
  const gql = async (client: ApiClient, query: string, variables: Record<string, unknown>) =>
    (await client.post('/graphql', { query, variables })).body as {
      data?: Record<string, any> | null;
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    };

  it("reads a user's endpoints (never a secret) and a disabled one's reason, its delivery log, and redelivers one: queued again, sent with the same webhook-id, the endpoint enabled again, audited", async () => {
    const { customer, key } = await reseller('hookpanel');
    const endpoint = await subscribe(key, '/panel', ['order.delivered', 'wallet.credited']);
    plan.set('/panel', [410]);
    await buy(key, product);
    await stack.sendWebhooks();

    const listed = await gql(admin, ENDPOINTS, { u: customer.id });
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.adminWebhookEndpoints).toEqual([
      {
        id: endpoint.id,
        url: hook('/panel'),
        events: ['order.delivered', 'wallet.credited'],
        status: 'disabled',
        disabledReason: expect.stringMatching(/410/),
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(endpoint.secret.slice(6));
    expect(JSON.stringify(listed)).not.toContain('whsec_');

    const log = await gql(admin, LOG, { e: endpoint.id });
    expect(log.data?.adminWebhookDeliveries).toEqual([
      {
        id: expect.any(Number),
        messageId: expect.stringMatching(/^msg_/),
        eventType: 'order.delivered',
        status: 'failed',
        attempts: 1,
        responseStatus: 410,
        lastError: expect.any(String),
        nextAttemptAt: null,
        deliveredAt: null,
      },
    ]);
    const [failed] = log.data!.adminWebhookDeliveries as Array<{ id: number; messageId: string }>;

    const again = await gql(admin, REDELIVER, { e: endpoint.id, d: failed.id });
    expect(again.errors).toBeUndefined();
    expect(again.data?.adminRedeliverWebhook).toEqual({
      id: expect.any(Number),
      messageId: failed.messageId,
      status: 'pending',
      attempts: 0,
    });
    const queued = again.data!.adminRedeliverWebhook.id as number;
    expect(queued).toBeGreaterThan(failed.id);
    // The owner sees the redelivery in their own log, and the endpoint active again.
    expect((await deliveries(key, endpoint.id)).map((line) => [line.id, line.status])).toEqual([
      [queued, 'pending'],
      [failed.id, 'failed'],
    ]);
    expect((await v1('GET', '/webhooks', key)).body).toMatchObject([{ id: endpoint.id, status: 'active' }]);

    await stack.sendWebhooks();
    const requests = at('/panel');
    expect(requests).toHaveLength(2);
    expect(requests[1].headers['webhook-id']).toBe(failed.messageId);
    expect(verify(endpoint.secret, requests[1])).toMatchObject({ type: 'order.delivered' });
    expect(
      ((await gql(admin, LOG, { e: endpoint.id })).data?.adminWebhookDeliveries as any[]).map((line) => [
        line.id,
        line.status,
        line.responseStatus,
      ]),
    ).toEqual([
      [queued, 'delivered', 200],
      [failed.id, 'failed', 410],
    ]);

    const audit = (await admin.get('/api/admin/audit?limit=200')).body.entries as Array<Record<string, unknown>>;
    expect(audit.filter((entry) => entry.action === 'webhook.redeliver')).toEqual([
      expect.objectContaining({
        userId: 1,
        target: `webhook_delivery:${failed.id}`,
        details: `endpoint:${endpoint.id} user:${customer.id} queued:${queued}`,
      }),
    ]);
  });

  it('an unknown endpoint, or a delivery of another endpoint, is NOT_FOUND and queues nothing', async () => {
    const one = await reseller('hookpanelone');
    const other = await reseller('hookpanelother');
    const first = await subscribe(one.key, '/panel-one');
    const second = await subscribe(other.key, '/panel-other');
    await buy(other.key, product);
    await stack.sendWebhooks();
    const [foreign] = await deliveries(other.key, second.id);

    for (const answer of [
      await gql(admin, LOG, { e: 999_999 }),
      await gql(admin, REDELIVER, { e: 999_999, d: foreign.id }),
      await gql(admin, REDELIVER, { e: first.id, d: foreign.id }),
    ]) {
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect(await deliveries(one.key, first.id)).toEqual([]);
    expect(await deliveries(other.key, second.id)).toHaveLength(1);
    expect((await gql(admin, ENDPOINTS, { u: 999_999 })).data?.adminWebhookEndpoints).toEqual([]);
  });

  it("disables a user's endpoint for a reason (the owner e-mailed, nothing more sent) and enables it again; no reason is a 400 that changes nothing", async () => {
    const { customer, key } = await reseller('hookpaneloff');
    const endpoint = await subscribe(key, '/panel-off');
    const DISABLE =
      'mutation($id:Int!,$r:String!){ adminDisableWebhookEndpoint(id:$id, reason:$r){ id status disabledReason } }';
    const ENABLE = 'mutation($id:Int!){ adminEnableWebhookEndpoint(id:$id){ id status disabledReason } }';

    const blank = await gql(admin, DISABLE, { id: endpoint.id, r: '  ' });
    expect(blank.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
      message: expect.stringMatching(/reason/),
    });
    expect((await v1('GET', '/webhooks', key)).body).toMatchObject([{ id: endpoint.id, status: 'active' }]);
    expect((await gql(admin, DISABLE, { id: 999_999, r: 'spam' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const off = await gql(admin, DISABLE, { id: endpoint.id, r: 'Receiver floods support' });
    expect(off.data?.adminDisableWebhookEndpoint).toEqual({
      id: endpoint.id,
      status: 'disabled',
      disabledReason: 'Disabled by an admin: Receiver floods support',
    });
    expect((await v1('GET', '/webhooks', key)).body).toMatchObject([
      { id: endpoint.id, status: 'disabled', disabledReason: 'Disabled by an admin: Receiver floods support' },
    ]);
    const mails = await db.sql(`select subject, body from commerce.email_outbox where to_address = ?`, [
      customer.email,
    ]);
    expect(mails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          subject: 'A webhook endpoint of yours was disabled',
          body: expect.stringContaining('Disabled by an admin: Receiver floods support'),
        }),
      ]),
    );
    await buy(key, product);
    await stack.sendWebhooks();
    expect(at('/panel-off')).toHaveLength(0);
    expect(await deliveries(key, endpoint.id)).toEqual([]);

    const on = await gql(admin, ENABLE, { id: endpoint.id });
    expect(on.data?.adminEnableWebhookEndpoint).toEqual({ id: endpoint.id, status: 'active', disabledReason: null });
    const orderId = await buy(key, product);
    await stack.sendWebhooks();
    expect(at('/panel-off')).toHaveLength(1);
    expect(verify(endpoint.secret, at('/panel-off')[0])).toMatchObject({ type: 'order.delivered', data: { orderId } });
  });

  it("a customer is refused (FORBIDDEN) on each admin field, even for their own endpoint, and learns nothing of another's", async () => {
    const victim = await reseller('hookpanelvictim');
    const attacker = await reseller('hookpanelattacker');
    const endpoint = await subscribe(victim.key, '/panel-victim');
    const own = await subscribe(attacker.key, '/panel-attacker');
    await buy(victim.key, product);
    await stack.sendWebhooks();
    const [delivery] = await deliveries(victim.key, endpoint.id);

    const attempts = [
      await gql(attacker.customer.client, ENDPOINTS, { u: victim.customer.id }),
      await gql(attacker.customer.client, ENDPOINTS, { u: attacker.customer.id }),
      await gql(attacker.customer.client, LOG, { e: endpoint.id }),
      await gql(attacker.customer.client, LOG, { e: own.id }),
      await gql(attacker.customer.client, REDELIVER, { e: endpoint.id, d: delivery.id }),
      await gql(
        attacker.customer.client,
        'mutation($id:Int!){ adminDisableWebhookEndpoint(id:$id, reason:"x"){ id } }',
        {
          id: endpoint.id,
        },
      ),
      await gql(attacker.customer.client, 'mutation($id:Int!){ adminEnableWebhookEndpoint(id:$id){ id } }', {
        id: own.id,
      }),
    ];
    for (const answer of attempts) {
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(answer.data ?? null).toBeNull();
      expect(JSON.stringify(answer)).not.toContain('/panel-victim');
    }
    expect(await deliveries(victim.key, endpoint.id)).toEqual([expect.objectContaining({ id: delivery.id })]);
    expect((await v1('GET', '/webhooks', victim.key)).body).toMatchObject([{ id: endpoint.id, status: 'active' }]);
    await stack.sendWebhooks();
    expect(at('/panel-victim')).toHaveLength(1);
  });
});
