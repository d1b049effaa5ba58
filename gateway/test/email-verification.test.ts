import { ApiClient, type Stack } from '../../test-support/stack';
import {
  addUnits,
  fund,
  startShop,
  signUp,
  stepUp,
  unitProduct,
  verificationToken,
  verifyAddress,
  type Customer,
  type Shop,
} from '../../test-support/shop';

// Issue 30 item 5: sign-up e-mail verification by a link (token, route, mail through the outbox),
// restock alerts e-mailed only to verified addresses, and alerts that expire after 90 days. Real
// gateway, subgraphs and PostgreSQL; the e-mails are read from commerce's outbox.
jest.setTimeout(180_000);

const INVALID = 'This verification link is not valid any more. Sign in and ask for a new one on your account page.';

describe('e-mail verification and restock alerts', () => {
  let shop: Shop;
  let stack: Stack;
  let admin: ApiClient;
  let sql: Shop['sql'];

  beforeAll(async () => {
    shop = await startShop();
    ({ stack, admin, sql } = shop);
  });

  afterAll(() => shop.close());

  const verified = async (customer: Customer) =>
    (await customer.client.post('/graphql', { query: '{ me { emailVerified } }' })).body.data.me
      .emailVerified as boolean;
  const verifyWith = (client: ApiClient, token: string) => client.post('/api/verify-email', { token });

  it('a sign-up e-mails a link that verifies the address once; a wrong, reused or expired link is one 400', async () => {
    const [customer] = await signUp(stack.url, `verify${process.pid}`, 1);
    expect(await verified(customer)).toBe(false);
    const token = await verificationToken(sql, customer.email);
    const [mail] = await sql(
      `select body from commerce.email_outbox where to_address = ? and subject = 'Confirm your e-mail address'`,
      [customer.email],
    );
    expect(mail.body).toContain(`/account/verify-email?token=${token}`);
    // Only a hash is stored.
    expect(JSON.stringify(await sql('select * from commerce.email_verification'))).not.toContain(token);

    // One character changed (never to itself: a token ending in 'A' once made this the real token).
    const oneCharOff = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of ['', 'x', oneCharOff, token.replace(/./g, 'a'), `${token}${token}`])
      expect(await verifyWith(customer.client, wrong)).toMatchObject({ status: 400 });
    expect(await verified(customer)).toBe(false);

    // The link works without a session (it may open in another browser), once, even when two clicks race.
    const clicks = await Promise.all([verifyWith(new ApiClient(stack.url), token), verifyWith(customer.client, token)]);
    expect(clicks.map((click) => click.status).sort()).toEqual([200, 400]);
    expect(clicks.find((click) => click.status === 400)!.body.message).toBe(INVALID);
    expect(await verified(customer)).toBe(true);
    expect(await customer.client.post('/api/user/verify-email')).toMatchObject({
      status: 409,
      body: { message: 'Your e-mail address is already verified.' },
    });

    // An expired link does nothing.
    const [late] = await signUp(stack.url, `late${process.pid}`, 1);
    await sql(`update commerce.email_verification set expires_at = now() - interval '1 minute' where email = ?`, [
      late.email,
    ]);
    expect(await verifyWith(late.client, await verificationToken(sql, late.email))).toMatchObject({
      status: 400,
      body: { message: INVALID },
    });
    expect(await verified(late)).toBe(false);
  });

  it('a changed address is unverified again; a link to the old address no longer verifies; a new link does', async () => {
    const [customer] = await signUp(stack.url, `moved${process.pid}`, 1);
    const oldToken = await verificationToken(sql, customer.email);
    await verifyAddress(sql, customer);
    // A second link to the old address, not clicked before the address changes.
    expect((await customer.client.post('/api/user/verify-email')).status).toBe(409);
    await sql(`update commerce."user" set email_verified_at = null where id = ?`, [customer.id]);
    expect((await customer.client.post('/api/user/verify-email')).status).toBe(200);
    const pending = await verificationToken(sql, customer.email);
    expect(pending).not.toBe(oldToken);

    const email = `moved-new${process.pid}@battery.test`;
    await stepUp(admin);
    const changed = await admin.put(`/api/users/${customer.id}`, { username: customer.username, email });
    expect(changed.status).toBe(200);
    expect(await verified(customer)).toBe(false);
    expect(await verifyWith(customer.client, pending)).toMatchObject({ status: 400, body: { message: INVALID } });
    expect(await verified(customer)).toBe(false);

    expect(await customer.client.post('/api/user/verify-email')).toMatchObject({ status: 200, body: { sent: true } });
    expect((await verifyWith(customer.client, await verificationToken(sql, email))).status).toBe(200);
    expect(await verified(customer)).toBe(true);
    // A guest cannot ask for links.
    expect((await new ApiClient(stack.url).post('/api/user/verify-email')).status).toBe(401);
  });

  it('a restock is e-mailed only to verified addresses; the unverified are told in the bell alone', async () => {
    const productId = await unitProduct(admin, 'Verified alert', '5.00', 1);
    const [first] = await signUp(stack.url, `soldout${process.pid}`, 1);
    await fund(admin, first, '5.00');
    expect((await first.client.post('/api/orders', { productId })).status).toBe(201);

    const [trusted, unproven] = await signUp(stack.url, `alerted${process.pid}`, 2);
    await verifyAddress(sql, trusted);
    for (const customer of [unproven, trusted])
      expect((await customer.client.post('/api/alerts', { productId })).status).toBe(201);
    await addUnits(admin, productId, 2);

    const mails = async (customer: Customer) =>
      (
        await sql(`select subject from commerce.email_outbox where to_address = ? and subject like 'Back in stock%'`, [
          customer.email,
        ])
      ).length;
    const bell = async (customer: Customer) =>
      (await customer.client.post('/graphql', { query: '{ myNotices { kind text } }' })).body.data.myNotices.filter(
        (notice: { kind: string }) => notice.kind === 'restock',
      ).length;
    expect(await bell(unproven)).toBe(1);
    expect(await bell(trusted)).toBe(1);
    expect(await mails(trusted)).toBe(1);
    expect(await mails(unproven)).toBe(0);
  });

  it('an alert waiting longer than 90 days has expired: never told, not counted, shown as expired', async () => {
    const productId = await unitProduct(admin, 'Expired alert', '5.00', 1);
    const [first] = await signUp(stack.url, `gone${process.pid}`, 1);
    await fund(admin, first, '10.00');
    expect((await first.client.post('/api/orders', { productId })).status).toBe(201);
    const [customer] = await signUp(stack.url, `patient${process.pid}`, 1);
    await verifyAddress(sql, customer);
    const created = await customer.client.post('/api/alerts', { productId });
    expect(created.status).toBe(201);
    expect(Date.parse(created.body.expiresAt) - Date.parse(created.body.createdAt)).toBe(90 * 24 * 3600 * 1000);
    await sql(`update commerce.restock_alert set created_at = now() - interval '91 days' where id = ?`, [
      created.body.id,
    ]);

    const listed = (await customer.client.get('/api/alerts')).body as Array<{ id: number; status: string }>;
    expect(listed.find((alert) => alert.id === created.body.id)).toMatchObject({ status: 'expired' });
    // Cancelling an expired alert leaves it expired.
    expect((await customer.client.request('DELETE', `/api/alerts/${created.body.id}`)).body.status).toBe('expired');

    // Stock arrives: the expired alert is not told (no bell, no mail).
    await addUnits(admin, productId, 1);
    const notices = async () =>
      (await customer.client.post('/graphql', { query: '{ myNotices { kind } }' })).body.data.myNotices
        .length as number;
    expect(await notices()).toBe(0);
    const [{ n }] = await sql(
      `select count(*)::int as n from commerce.email_outbox where to_address = ? and subject like 'Back in stock%'`,
      [customer.email],
    );
    expect(n).toBe(0);

    // Sold out again, the same product can be asked for again: the expired alert is no duplicate.
    expect((await first.client.post('/api/orders', { productId })).status).toBe(201);
    const again = await customer.client.post('/api/alerts', { productId });
    expect(again).toMatchObject({ status: 201, body: { status: 'waiting' } });
    expect(again.body.id).not.toBe(created.body.id);
  });
});
