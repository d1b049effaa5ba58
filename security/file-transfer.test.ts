import { randomBytes } from 'node:crypto';
import { fileForm } from '../test-support/attachments';
import { guestJar, sendHeadersOnly } from '../test-support/headers-first-client';
import { type Stack } from '../test-support/stack';
import { type Customer, type Shop, signUp, startShop } from '../test-support/shop';

// Files that cannot starve the shop (issue 30, item 4): the edge refuses a guest from the headers
// alone, every upload and download counts on a throttle per account and per address, and support
// keeps a quota per customer and for the whole store.
jest.setTimeout(180_000);

const MB = 1024 * 1024;
const png = (bytes: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(bytes - 8)]);

describe('a guest at the file routes', () => {
  let shop: Shop;
  let stack: Stack;

  beforeAll(async () => {
    shop = await startShop();
    stack = shop.stack;
  });

  afterAll(async () => {
    await shop.close();
  });

  it('gets 401 from the headers of a 5 MB upload alone, and the connection closes instead of waiting for the body', async () => {
    const uploads = [
      '/api/tickets',
      '/api/tickets/1/messages',
      '/api/orders/1/claims',
      '/api/orders/1/claims/attachments',
    ];
    for (const path of uploads) {
      const jar = await guestJar(stack.url);
      // Not one byte of the declared body is ever sent: a server that read the body first would never answer.
      const answer = await sendHeadersOnly(
        stack.url,
        jar,
        'POST',
        path,
        { 'content-type': 'multipart/form-data; boundary=never-sent' },
        5 * MB,
      );
      expect({ path, status: answer.status, message: answer.body.message }).toEqual({
        path,
        status: 401,
        message: 'Please log in first.',
      });
      expect(answer.headers.connection).toBe('close');
      expect(await answer.closed).toBe(true);
    }
  });

  it('gets 401 on both downloads', async () => {
    for (const path of ['/api/tickets/attachments/1', '/api/claims/attachments/1']) {
      const response = await fetch(`${stack.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 401 });
    }
  });
});

describe('file throttles per account and per address', () => {
  let shop: Shop;
  let stack: Stack;
  let first: Customer;
  let second: Customer;

  beforeAll(async () => {
    shop = await startShop({
      gatewayEnv: { RATE_LIMITS: 'on', RATE_LIMIT_FILES: '3/10m', RATE_LIMIT_FILES_ADDRESS: '5/10m' },
    });
    stack = shop.stack;
    [first, second] = await signUp(stack.url, 'filethrottle', 2);
  });

  afterAll(async () => {
    await shop.close();
  });

  it('counts uploads and downloads per account, then per address, with 429 and Retry-After', async () => {
    const created = await first.client.form(
      'POST',
      '/api/tickets',
      fileForm({ subject: 'Screens', message: 'See the file.' }, { name: 'a.png', content: png(1000) }),
    );
    expect(created.status).toBe(201);
    const fileId = created.body.attachments[0].id;
    expect((await first.client.raw(`/api/tickets/attachments/${fileId}`)).status).toBe(200);
    expect((await first.client.raw(`/api/tickets/attachments/${fileId}`)).status).toBe(200);
    // The account's fourth file request in the window: refused, whatever it is.
    const refused = await first.client.raw(`/api/tickets/attachments/${fileId}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/^Too many requests\. Try again in/);
    const upload = await first.client.form(
      'POST',
      `/api/tickets/${created.body.id}/messages`,
      fileForm({ message: 'one more' }, { name: 'b.png', content: png(1000) }),
    );
    expect(upload.status).toBe(429);

    // Another account from the same address has its own count but shares the address's 5.
    const ticket = await second.client.post('/api/tickets', { subject: 'Mine', message: 'No file yet.' });
    expect(ticket.status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await second.client.raw('/api/claims/attachments/999999')).status);
    // Two more fit the address (3 + 2), the third is the address's sixth.
    expect(statuses).toEqual([404, 404, 429]);
  });
});

describe('storage quotas', () => {
  let shop: Shop;
  let stack: Stack;
  let customers: Customer[];

  beforeAll(async () => {
    shop = await startShop({ support: { quota: { perCustomerBytes: 3 * MB, totalBytes: 7 * MB } } });
    stack = shop.stack;
    customers = await signUp(stack.url, 'quota', 4);
  });

  afterAll(async () => {
    await shop.close();
  });

  const upload = (customer: Customer, name: string, bytes: number) =>
    customer.client.form(
      'POST',
      '/api/tickets',
      fileForm({ subject: 'Quota', message: 'A file.' }, { name, content: png(bytes) }),
    );
  const storedBytes = async () =>
    [...(await stack.storedAttachments()).values()].reduce((sum, bytes) => sum + bytes.length, 0);

  it('lets only one of four parallel uploads into the room left of one quota', async () => {
    const racer = customers[3];
    const statuses = await Promise.all(
      [1, 2, 3, 4].map(async (i) => (await upload(racer, `race${i}.png`, 2 * MB)).status),
    );
    expect(statuses.sort()).toEqual([201, 413, 413, 413]);
    expect((await racer.client.get('/api/tickets')).body).toHaveLength(1);
  });

  it("refuses a customer's file past their quota with 413, and anyone's past the store's with 507, storing nothing", async () => {
    const [a, b, c] = customers;
    expect((await upload(a, 'a1.png', 2 * MB)).status).toBe(201);
    const before = await storedBytes();
    const overMine = await upload(a, 'a2.png', 2 * MB);
    expect(overMine).toMatchObject({
      status: 413,
      body: {
        message:
          'Your files on tickets and claims have reached your limit of 3 MB. Send your message without a file, or describe the problem in words.',
      },
    });
    expect(await storedBytes()).toBe(before);
    // Another customer still has room of their own, until the store is full.
    expect((await upload(b, 'b1.png', 2 * MB)).status).toBe(201);
    const full = await upload(c, 'c1.png', 2 * MB);
    expect(full).toMatchObject({
      status: 507,
      body: { message: "The shop's file storage is full. Send your message without a file, or try again later." },
    });
    expect((await c.client.get('/api/tickets')).body).toEqual([]);
    // A small file still fits both quotas.
    expect((await upload(c, 'c2.png', 512 * 1024)).status).toBe(201);
  });
});
