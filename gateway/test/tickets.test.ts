import { fileForm } from '../../test-support/attachments';
import { ApiClient, type Stack } from '../../test-support/stack';
import { startShop, type Shop } from '../../test-support/shop';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('fake image body'),
]);

describe('support tickets through the REST facade, real gateway and subgraphs', () => {
  let shop: Shop;
  let stack: Stack;
  let admin: ApiClient;

  beforeAll(async () => {
    shop = await startShop();
    stack = shop.stack;
    admin = new ApiClient(stack.url);
    expect(
      (await admin.post('/api/login', { email: 'admin@shop.test', password: 'admin-password-1' })).body.isAdmin,
    ).toBe(true);
  });

  afterAll(async () => {
    await shop.close();
  });

  async function newUser(name: string) {
    const client = new ApiClient(stack.url);
    const registered = await client.post('/api/register', {
      username: name,
      email: `${name}@shop.test`,
      password: 'secret-pass',
    });
    expect(registered.status).toBe(201);
    return { client, user: registered.body as { id: number; username: string } };
  }

  async function openTicket(client: ApiClient, subject = 'Cannot log in') {
    const created = await client.post('/api/tickets', {
      subject,
      message: 'The password does not work.',
      priority: 'High',
    });
    expect(created.status).toBe(201);
    return created.body as { id: number; status: string };
  }

  it('refuses guests with 401', async () => {
    const guest = new ApiClient(stack.url);
    for (const path of [
      '/api/tickets',
      '/api/tickets/status/Open',
      '/api/tickets/1',
      '/api/tickets/1/messages',
      '/api/tickets/attachments/1',
    ]) {
      expect((await guest.get(path)).status).toBe(401);
    }
    expect((await guest.post('/api/tickets', { subject: 'x', message: 'y' })).status).toBe(401);
  });

  it('creates a ticket with trimmed fields and validates the input', async () => {
    const { client, user } = await newUser('ticketmaker');
    const created = await client.post('/api/tickets', {
      subject: '  Wrong rank  ',
      message: '  It is silver, not gold.  ',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      subject: 'Wrong rank',
      message: 'It is silver, not gold.',
      status: 'Open',
      priority: 'Medium',
      userId: user.id,
      lastReplyBy: 'user',
      orderId: null,
      attachments: [],
    });
    expect((await client.post('/api/tickets', { subject: '   ', message: 'x' })).status).toBe(400);
    expect((await client.post('/api/tickets', { subject: 'x', message: ' ' })).status).toBe(400);
    expect((await client.post('/api/tickets', { subject: 'x'.repeat(201), message: 'x' })).status).toBe(400);
    expect((await client.post('/api/tickets', { subject: 'x', message: 'x'.repeat(5001) })).status).toBe(400);
    expect((await client.post('/api/tickets', { subject: 'x', message: 'y', priority: 'Urgent' })).body.message).toBe(
      'Priority must be High, Medium or Low.',
    );
  });

  it('lists own tickets for a customer and all for an admin, with a status filter', async () => {
    const alice = await newUser('listalice');
    const bob = await newUser('listbob');
    const aliceTicket = await openTicket(alice.client, 'Alice problem');
    const bobTicket = await openTicket(bob.client, 'Bob problem');

    const aliceList = await alice.client.get('/api/tickets');
    expect(aliceList.body.map((t: { id: number }) => t.id)).toEqual([aliceTicket.id]);
    const all = await admin.get('/api/tickets');
    expect(all.body.map((t: { id: number }) => t.id)).toEqual(expect.arrayContaining([aliceTicket.id, bobTicket.id]));
    const names = new Map(all.body.map((t: { id: number; user: { username: string } }) => [t.id, t.user.username]));
    expect([names.get(aliceTicket.id), names.get(bobTicket.id)]).toEqual(['listalice', 'listbob']);

    expect((await admin.put(`/api/tickets/${bobTicket.id}`, { status: 'Pending' })).body.status).toBe('Pending');
    const pending = await admin.get('/api/tickets/status/Pending');
    expect(pending.body.map((t: { id: number }) => t.id)).toContain(bobTicket.id);
    expect(pending.body.every((t: { status: string }) => t.status === 'Pending')).toBe(true);
    expect((await bob.client.get('/api/tickets/status/Open')).body).toEqual([]);
    expect((await bob.client.get('/api/tickets/status/Pending')).body.map((t: { id: number }) => t.id)).toEqual([
      bobTicket.id,
    ]);
    expect((await bob.client.get('/api/tickets/status/Whatever')).status).toBe(400);
    expect((await bob.client.get('/api/tickets/status/open')).status).toBe(400);
  });

  it("answers another user's ticket and messages with 404 and never its content", async () => {
    const owner = await newUser('ownerowen');
    const other = await newUser('nosynora');
    const ticket = await openTicket(owner.client, 'Private matter');
    for (const path of [`/api/tickets/${ticket.id}`, `/api/tickets/${ticket.id}/messages`]) {
      const answer = await other.client.get(path);
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain('Private matter');
    }
    expect((await other.client.post(`/api/tickets/${ticket.id}/messages`, { message: 'hi' })).status).toBe(404);
    expect((await other.client.put(`/api/tickets/${ticket.id}`, { status: 'Closed' })).status).toBe(404);
    const own = (await owner.client.get(`/api/tickets/${ticket.id}`)).body;
    expect(own).toMatchObject({ subject: 'Private matter', user: { id: owner.user.id, username: 'ownerowen' } });
    expect((await admin.get(`/api/tickets/${ticket.id}`)).body).toMatchObject({
      subject: 'Private matter',
      user: { username: 'ownerowen' },
    });
    expect((await owner.client.get('/api/tickets/999999')).status).toBe(404);
  });

  it('lets a customer only close their own open ticket; admins set any status; closed takes no reply', async () => {
    const { client } = await newUser('closerclara');
    const ticket = await openTicket(client);
    expect((await client.put(`/api/tickets/${ticket.id}`, { status: 'Pending' })).status).toBe(403);
    expect((await client.put(`/api/tickets/${ticket.id}`, { status: 'Bogus' })).status).toBe(400);

    const reply = await client.post(`/api/tickets/${ticket.id}/messages`, { message: '  any news?  ' });
    expect(reply).toMatchObject({ status: 201, body: { message: 'any news?', isAdmin: false } });
    expect((await client.post(`/api/tickets/${ticket.id}/messages`, { message: '   ' })).status).toBe(400);

    const closed = await client.put(`/api/tickets/${ticket.id}`, { status: 'Closed' });
    expect(closed.body.status).toBe('Closed');
    expect((await client.put(`/api/tickets/${ticket.id}`, { status: 'Open' })).status).toBe(403);
    expect((await client.put(`/api/tickets/${ticket.id}`, { status: 'Closed' })).status).toBe(403);

    const refused = await client.post(`/api/tickets/${ticket.id}/messages`, { message: 'one more thing' });
    expect(refused).toMatchObject({ status: 409, body: { message: 'This ticket is closed and accepts no replies.' } });
    expect((await admin.post(`/api/tickets/${ticket.id}/messages`, { message: 'team note' })).status).toBe(409);

    for (const status of ['Open', 'Pending', 'Closed', 'Open']) {
      expect((await admin.put(`/api/tickets/${ticket.id}`, { status })).body.status).toBe(status);
    }
    expect((await client.post(`/api/tickets/${ticket.id}/messages`, { message: 'reopened, thanks' })).status).toBe(201);
  });

  it('marks who replied last, moves updatedAt and queues an e-mail to the owner on an admin reply', async () => {
    const { client, user } = await newUser('mailmarta');
    const ticket = await openTicket(client, 'Where is my account?');
    const before = (await client.get(`/api/tickets/${ticket.id}`)).body.updatedAt;
    await new Promise((resolve) => setTimeout(resolve, 20));

    const teamReply = await admin.post(`/api/tickets/${ticket.id}/messages`, { message: 'We are on it.' });
    expect(teamReply.body.isAdmin).toBe(true);
    const afterTeam = (await client.get(`/api/tickets/${ticket.id}`)).body;
    expect(afterTeam.lastReplyBy).toBe('team');
    expect(afterTeam.status).toBe('Open');
    expect(new Date(afterTeam.updatedAt).getTime()).toBeGreaterThan(new Date(before).getTime());

    await client.post(`/api/tickets/${ticket.id}/messages`, { message: 'Thanks!' });
    expect((await client.get(`/api/tickets/${ticket.id}`)).body.lastReplyBy).toBe('user');
    const thread = await client.get(`/api/tickets/${ticket.id}/messages`);
    expect(thread.body.map((m: { message: string; isAdmin: boolean }) => [m.message, m.isAdmin])).toEqual([
      ['We are on it.', true],
      ['Thanks!', false],
    ]);

    const db = shop.pool;
    const { rows } = await db.query(
      "select to_address, subject, body from commerce.email_outbox where to_address = $1 and subject like 'Support replied%'",
      [`${user.username}@shop.test`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].subject).toBe(`Support replied to your ticket #${ticket.id}`);
    expect(rows[0].body).toContain(`/support/tickets/${ticket.id}`);
  });

  it("ties a ticket only to one of the caller's own orders", async () => {
    const buyer = await newUser('buyerben');
    const other = await newUser('otherotto');
    expect(
      (await buyer.client.post('/api/wallet/deposit', { amount: '500', paymentMethod: 'paypal' })).status,
    ).toBeLessThan(300);
    const products = (await buyer.client.get('/api/products/all')).body as Array<{
      id: number;
      stock: number;
      price: string;
    }>;
    const product = products.find((p) => p.stock > 0 && Number(p.price) <= 500)!;
    const order = await buyer.client.post('/api/orders', { productId: product.id });
    expect(order.status).toBe(201);

    const tied = await buyer.client.post('/api/tickets', {
      subject: 'About my order',
      message: 'Rank is wrong',
      orderId: order.body.id,
    });
    expect(tied).toMatchObject({ status: 201, body: { orderId: order.body.id } });
    expect(
      (await other.client.post('/api/tickets', { subject: 'x', message: 'y', orderId: order.body.id })).status,
    ).toBe(404);
    expect((await buyer.client.post('/api/tickets', { subject: 'x', message: 'y', orderId: 999999 })).status).toBe(404);
    expect((await buyer.client.post('/api/tickets', { subject: 'x', message: 'y', orderId: 'abc' })).status).toBe(400);
  });

  it("keeps commerce's service-only fields away from people, admins included", async () => {
    const { client, user } = await newUser('sneakysid');
    for (const caller of [client, admin]) {
      const queued = await caller.post('/graphql', {
        query: `mutation { queueTicketReplyEmail(userId: ${user.id}, ticketId: 1, subject: "x") }`,
      });
      expect(queued.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const owner = await caller.post('/graphql', { query: 'query { serviceOrderOwner(orderId: 1) }' });
      expect(owner.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  describe('attachments', () => {
    it('stores a file under a random name, keeps the base name only and serves it to the owner and admins', async () => {
      const { client } = await newUser('filefelix');
      const created = await client.form(
        'POST',
        '/api/tickets',
        fileForm(
          { subject: 'Screenshot', message: 'See the picture', priority: 'Low' },
          { name: '../../evil/shot.png', content: PNG },
        ),
      );
      expect(created.status).toBe(201);
      const [attachment] = created.body.attachments;
      expect(attachment).toMatchObject({
        fileName: 'shot.png',
        mimeType: 'image/png',
        size: PNG.length,
        url: `/api/tickets/attachments/${attachment.id}`,
      });

      const stored = await stack.storedAttachments();
      expect([...stored.keys()].every((name) => /^[a-f0-9]{32}$/.test(name))).toBe(true);
      expect([...stored.values()].some((content) => content.equals(PNG))).toBe(true);

      const download = await client.raw(attachment.url);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toContain('attachment; filename="shot.png"');
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(download.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
      expect((await admin.raw(attachment.url)).status).toBe(200);

      const stranger = await newUser('strangersam');
      const refused = await stranger.client.raw(attachment.url);
      expect(refused.status).toBe(404);
      expect(Buffer.from(await refused.arrayBuffer()).includes(PNG)).toBe(false);
      expect((await new ApiClient(stack.url).raw(attachment.url)).status).toBe(401);
    });

    it('accepts one file on a reply and lists it in the thread', async () => {
      const { client } = await newUser('replyrita');
      const ticket = await openTicket(client);
      const reply = await client.form(
        'POST',
        `/api/tickets/${ticket.id}/messages`,
        fileForm({ message: 'log attached' }, { name: 'log.txt', content: Buffer.from('error: ünïcode line\n') }),
      );
      expect(reply.status).toBe(201);
      expect(reply.body.attachments[0]).toMatchObject({ fileName: 'log.txt', mimeType: 'text/plain; charset=utf-8' });
      const thread = await client.get(`/api/tickets/${ticket.id}/messages`);
      expect(thread.body[0].attachments[0].id).toBe(reply.body.attachments[0].id);
      const twoFiles = fileForm({ message: 'two' }, { name: 'a.txt', content: Buffer.from('a') });
      twoFiles.append('attachment', new Blob(['b']), 'b.txt');
      expect((await client.form('POST', `/api/tickets/${ticket.id}/messages`, twoFiles)).status).toBe(400);
    });

    it('refuses oversize files, wrong types, content that does not match and renamed executables', async () => {
      const { client } = await newUser('refusedrob');
      const ticket = await openTicket(client);
      const send = (name: string, content: Buffer) =>
        client.form('POST', `/api/tickets/${ticket.id}/messages`, fileForm({ message: 'file' }, { name, content }));

      const big = Buffer.alloc(5 * 1024 * 1024 + 1);
      PNG.copy(big);
      const oversize = await send('big.png', big);
      expect(oversize).toMatchObject({ status: 413, body: { message: 'The file must be smaller than 5 MB.' } });
      expect((await send('tool.exe', PNG)).status).toBe(400);
      expect((await send('fake.pdf', PNG)).status).toBe(400);
      const exe = await send('cute-cat.png', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]));
      expect(exe.status).toBe(400);
      expect(exe.body.message).toBe("The file's content is not a valid .png file.");
      expect((await send('notes.txt', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]))).status).toBe(400);
      expect((await send('notes.txt', Buffer.from([0x61, 0, 0x62]))).status).toBe(400);
      expect((await client.get(`/api/tickets/${ticket.id}/messages`)).body).toEqual([]);
      const exactly5 = Buffer.alloc(5 * 1024 * 1024);
      PNG.copy(exactly5);
      expect((await send('max.png', exactly5)).status).toBe(201);
    });
  });
});
