import { createHash } from 'node:crypto';
import { generate } from 'otplib';
import { ApiClient, startStack, type Stack } from '../test-support/stack';
import { PASSWORD, database, signUp } from '../test-support/shop';
import { SoftwareAuthenticator } from '../test-support/software-authenticator';

// Issue 34: every change of one's second factors queues one e-mail to the user through the
// outbox, in the transaction of the change: what changed, when, and what to do if it was not them.
jest.setTimeout(240_000);

let stack: Stack;
let db: ReturnType<typeof database>;

beforeAll(async () => {
  stack = await startStack();
  db = database(stack.databaseUrl);
});

afterAll(async () => {
  await db?.close();
  await stack?.close();
});

const codeAt = (secret: string, stepOffset = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 });

/** The security notices queued for `email`, oldest first (the sign-up's verification e-mail is not one). */
async function notices(email: string): Promise<{ to_address: string; subject: string; body: string }[]> {
  return (await db.sql(
    `select to_address, subject, body from commerce.email_outbox
      where to_address = ? and subject like 'Security:%' order by id`,
    [email],
  )) as { to_address: string; subject: string; body: string }[];
}

function expectNotice(mail: { subject: string; body: string }, subject: RegExp, what: RegExp) {
  expect(mail.subject).toMatch(subject);
  expect(mail.body).toMatch(what);
  // When, and what to do if it was not them.
  expect(mail.body).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  expect(mail.body).toMatch(/If this was not you/);
}

it('the authenticator app set up, recovery codes renewed, the app removed: one e-mail each, to the user', async () => {
  const [customer, bystander] = await signUp(stack.url, 'noticetotp', 2);
  expect(await notices(customer.email)).toEqual([]);

  const started = await customer.client.post('/api/account/totp', { password: PASSWORD });
  expect(started.status).toBe(200);
  // Started but not confirmed: nothing changed yet.
  expect(await notices(customer.email)).toHaveLength(0);
  const secret = started.body.secret as string;
  expect((await customer.client.post('/api/account/totp/confirm', { code: await codeAt(secret) })).status).toBe(200);
  let mails = await notices(customer.email);
  expect(mails).toHaveLength(1);
  expect(mails[0].to_address).toBe(customer.email);
  expectNotice(mails[0], /authenticator app/i, /authenticator app was set up/i);

  const renewed = await customer.client.post('/api/account/recovery-codes', { code: await codeAt(secret, 1) });
  expect(renewed.status).toBe(200);
  mails = await notices(customer.email);
  expect(mails).toHaveLength(2);
  expectNotice(mails[1], /recovery codes/i, /new set of recovery codes/i);
  // The codes themselves are never in an e-mail.
  for (const code of renewed.body.recoveryCodes as string[]) expect(mails[1].body).not.toContain(code);

  // A refused removal changes nothing and mails nothing.
  expect((await customer.client.request('DELETE', '/api/account/totp', { code: '000000' })).status).toBe(401);
  expect(await notices(customer.email)).toHaveLength(2);
  const removed = await customer.client.request('DELETE', '/api/account/totp', {
    recoveryCode: renewed.body.recoveryCodes[0],
  });
  expect(removed.status).toBe(200);
  mails = await notices(customer.email);
  expect(mails).toHaveLength(3);
  expectNotice(mails[2], /authenticator app/i, /authenticator app was removed/i);

  expect(await notices(bystander.email)).toEqual([]);
});

it('a passkey added and removed: one e-mail each, naming the passkey', async () => {
  const [customer] = await signUp(stack.url, 'noticepasskey', 1);
  const authenticator = new SoftwareAuthenticator();
  const options = await customer.client.post('/api/account/passkeys/options', { password: PASSWORD });
  const added = await customer.client.post('/api/account/passkeys', {
    name: 'Work laptop',
    response: authenticator.register(options.body),
  });
  expect(added.status).toBe(201);
  let mails = await notices(customer.email);
  expect(mails).toHaveLength(1);
  expectNotice(mails[0], /passkey/i, /passkey "Work laptop" was added/i);

  // A refused removal (no fresh factor) mails nothing.
  expect((await customer.client.request('DELETE', `/api/account/passkeys/${added.body.id}`, {})).status).toBe(401);
  expect(await notices(customer.email)).toHaveLength(1);
  const signIn = await customer.client.post('/api/login/passkey/options');
  const removed = await customer.client.request('DELETE', `/api/account/passkeys/${added.body.id}`, {
    response: authenticator.assert(signIn.body),
  });
  expect(removed.status).toBe(200);
  mails = await notices(customer.email);
  expect(mails).toHaveLength(2);
  expectNotice(mails[1], /passkey/i, /passkey "Work laptop" was removed/i);
});

describe('a sign-in from a new device', () => {
  const DEVICE = 'shop_device';
  const newDeviceMails = (email: string) =>
    db.sql(`select to_address, body from commerce.email_outbox where to_address = ? and subject = ?`, [
      email,
      'Security: a sign-in from a new device',
    ]) as Promise<{ to_address: string; body: string }[]>;
  const signInFrom = (client: ApiClient, email: string) => client.post('/api/login', { email, password: PASSWORD });

  it('the sign-up does not mail; the same browser again does not; a fresh browser does, once, and is then known', async () => {
    const [customer] = await signUp(stack.url, 'devicefirst', 1);
    const cookie = customer.client.cookie(DEVICE);
    expect(cookie).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]+$/));
    expect(await newDeviceMails(customer.email)).toEqual([]);

    expect((await customer.client.post('/api/logout')).status).toBe(200);
    expect((await signInFrom(customer.client, customer.email)).status).toBe(200);
    expect(customer.client.cookie(DEVICE)).toBe(cookie);
    expect(await newDeviceMails(customer.email)).toEqual([]);

    const laptop = new ApiClient(stack.url);
    expect((await signInFrom(laptop, customer.email)).status).toBe(200);
    const mails = await newDeviceMails(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].to_address).toBe(customer.email);
    expect(mails[0].body).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(mails[0].body).toMatch(/If this was not you/);
    // The laptop is known now.
    expect((await laptop.post('/api/logout')).status).toBe(200);
    expect((await signInFrom(laptop, customer.email)).status).toBe(200);
    expect(await newDeviceMails(customer.email)).toHaveLength(1);
  });

  it("another user's device cookie, or an altered one, does not pass for a known device", async () => {
    const [victim, attacker] = await signUp(stack.url, 'deviceforge', 2);
    // The attacker's own (valid, signed) device cookie is not a device of the victim's.
    const withAttackersDevice = new ApiClient(stack.url, {}, new Map([[DEVICE, attacker.client.cookie(DEVICE)!]]));
    expect((await signInFrom(withAttackersDevice, victim.email)).status).toBe(200);
    expect(await newDeviceMails(victim.email)).toHaveLength(1);

    // The victim's id with a made-up signature is no device at all: a new one, mailed.
    const [victimsId] = victim.client.cookie(DEVICE)!.split('.');
    const forged = new ApiClient(stack.url, {}, new Map([[DEVICE, `${victimsId}.${'A'.repeat(43)}`]]));
    expect((await signInFrom(forged, victim.email)).status).toBe(200);
    expect(await newDeviceMails(victim.email)).toHaveLength(2);
    expect(forged.cookie(DEVICE)?.startsWith(`${victimsId}.`)).toBe(false);
  });

  it('a GraphQL sign-in from a known browser does not mail; one sent as a persisted hash alone mails as new', async () => {
    const [customer] = await signUp(stack.url, 'devicegraphql', 1);
    const query = 'mutation Login($input: LoginInput!) { login(input: $input) { id } }';
    const persistedQuery = { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') };
    const variables = { input: { email: customer.email, password: PASSWORD } };
    // The document and its hash (Apollo's automatic persisted queries register it): the gateway
    // sees a sign-in and passes the known device.
    expect((await customer.client.post('/api/logout')).status).toBe(200);
    const plain = await customer.client.post('/graphql', { query, variables, extensions: { persistedQuery } });
    expect(plain.body.errors).toBeUndefined();
    expect(await newDeviceMails(customer.email)).toEqual([]);

    // The hash alone: the gateway cannot see that it signs in, so the identity carries no device,
    // and commerce mails the sign-in as from a new device rather than pass it as known.
    expect((await customer.client.post('/api/logout')).status).toBe(200);
    const hashOnly = await customer.client.post('/graphql', { variables, extensions: { persistedQuery } });
    expect(hashOnly.body.errors).toBeUndefined();
    expect(hashOnly.body.data.login.id).toBe(customer.id);
    expect(await newDeviceMails(customer.email)).toHaveLength(1);
  });

  it('a passkey sign-in from a new browser mails too; the sign-up browser does not', async () => {
    const [customer] = await signUp(stack.url, 'devicepasskey', 1);
    const authenticator = new SoftwareAuthenticator();
    const options = await customer.client.post('/api/account/passkeys/options', { password: PASSWORD });
    expect(
      (
        await customer.client.post('/api/account/passkeys', {
          name: 'Key',
          response: authenticator.register(options.body),
        })
      ).status,
    ).toBe(201);
    const phone = new ApiClient(stack.url);
    const signInOptions = await phone.post('/api/login/passkey/options');
    expect(
      (await phone.post('/api/login/passkey', { response: authenticator.assert(signInOptions.body) })).status,
    ).toBe(200);
    expect(await newDeviceMails(customer.email)).toHaveLength(1);
  });
});
