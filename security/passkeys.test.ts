import { ApiClient, startStack, type Stack } from '../test-support/stack';
import { PASSWORD, database, signInAdmin, signUp, stepUp } from '../test-support/shop';
import { SoftwareAuthenticator, strangerKey } from '../test-support/software-authenticator';

// Issue 34: passkeys (WebAuthn) on the REST facade, with an authenticator in software: add one
// (re-authenticated), list it, sign in with it alone, and the ways a response is refused (a forged
// signature, a challenge used twice, a counter going backwards, another user's passkey).
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

/** A customer with one passkey added through the account routes. */
async function customerWithPasskey(prefix: string, name = 'Laptop') {
  const [customer] = await signUp(stack.url, prefix, 1);
  const authenticator = new SoftwareAuthenticator();
  const options = await customer.client.post('/api/account/passkeys/options', { password: PASSWORD });
  expect(options.status).toBe(200);
  const added = await customer.client.post('/api/account/passkeys', {
    name,
    response: authenticator.register(options.body),
  });
  expect(added.status).toBe(201);
  return { ...customer, authenticator, passkeyId: added.body.id as string };
}

/** Fresh sign-in options for a browser that is signed out. */
async function signInOptions(client = new ApiClient(stack.url)) {
  const options = await client.post('/api/login/passkey/options');
  expect(options.status).toBe(200);
  return { client, options: options.body as { challenge: string } };
}

/** Signs in with the passkey alone, from a new browser. */
async function signInWith(authenticator: SoftwareAuthenticator) {
  const { client, options } = await signInOptions();
  const answer = await client.post('/api/login/passkey', { response: authenticator.assert(options) });
  return { client, answer };
}

describe('adding and listing', () => {
  it('asks for the password, then lists the named passkey with no use yet', async () => {
    const [customer] = await signUp(stack.url, 'pkadd', 1);
    expect((await customer.client.post('/api/account/passkeys/options', {})).status).toBe(401);
    expect((await customer.client.post('/api/account/passkeys/options', { password: 'wrong-one' })).status).toBe(401);

    const options = await customer.client.post('/api/account/passkeys/options', { password: PASSWORD });
    expect(options.status).toBe(200);
    expect(options.body.rp).toEqual({ name: expect.any(String), id: 'localhost' });
    expect(options.body.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const authenticator = new SoftwareAuthenticator();
    const added = await customer.client.post('/api/account/passkeys', {
      name: 'Phone',
      response: authenticator.register(options.body),
    });
    expect(added.status).toBe(201);

    const security = await customer.client.get('/api/account/security');
    expect(security.body).toEqual({
      totp: false,
      recoveryCodesLeft: 0,
      passkeys: [{ id: added.body.id, name: 'Phone', createdAt: expect.any(String), lastUsedAt: null }],
    });
    const [row] = await db.sql('select credential_id, counter from commerce.user_passkey where user_id = ?', [
      customer.id,
    ]);
    expect(row).toEqual({ credential_id: authenticator.id, counter: '0' });
  });

  it('refuses a registration response given twice (its challenge is spent) and one from another origin', async () => {
    const [customer] = await signUp(stack.url, 'pkregreplay', 1);
    const options = await customer.client.post('/api/account/passkeys/options', { password: PASSWORD });
    const response = new SoftwareAuthenticator().register(options.body);
    expect((await customer.client.post('/api/account/passkeys', { name: 'One', response })).status).toBe(201);
    const again = await customer.client.post('/api/account/passkeys', { name: 'Two', response });
    expect(again.status).toBe(400);

    const fresh = await customer.client.post('/api/account/passkeys/options', { password: PASSWORD });
    const phishing = new SoftwareAuthenticator('http://localhost.evil.example:8080').register(fresh.body);
    expect((await customer.client.post('/api/account/passkeys', { name: 'Three', response: phishing })).status).toBe(
      400,
    );
    expect((await customer.client.get('/api/account/security')).body.passkeys).toHaveLength(1);
  });
});

describe('signing in', () => {
  it('signs in with the passkey alone and records its use', async () => {
    const customer = await customerWithPasskey('pksignin');
    const { client, answer } = await signInWith(customer.authenticator);
    expect(answer.status).toBe(200);
    expect(answer.body.id).toBe(customer.id);
    expect((await client.get('/api/user')).body.id).toBe(customer.id);
    const [passkey] = (await client.get('/api/account/security')).body.passkeys;
    expect(passkey.lastUsedAt).toEqual(expect.any(String));
  });

  it('asks an account with a passkey for a second factor after the password', async () => {
    const customer = await customerWithPasskey('pkpassword');
    const client = new ApiClient(stack.url);
    const answer = await client.post('/api/login', { email: customer.email, password: PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ secondFactorRequired: true, methods: ['passkey'] });
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it("finishes a password sign-in with the user's passkey as the second step, never with another user's", async () => {
    const customer = await customerWithPasskey('pksecond');
    const stranger = await customerWithPasskey('pkstranger');
    const client = new ApiClient(stack.url);
    expect((await client.post('/api/login', { email: customer.email, password: PASSWORD })).body.methods).toEqual([
      'passkey',
    ]);

    const { options: first } = await signInOptions(client);
    const withStrangers = await client.post('/api/login/second-factor', {
      response: stranger.authenticator.assert(first),
    });
    expect(withStrangers.status).toBe(401);
    expect((await client.get('/api/user')).status).toBe(401);

    const { options } = await signInOptions(client);
    const done = await client.post('/api/login/second-factor', { response: customer.authenticator.assert(options) });
    expect(done.status).toBe(200);
    expect(done.body.id).toBe(customer.id);
    expect((await client.get('/api/user')).body.id).toBe(customer.id);
  });

  it('refuses a forged signature', async () => {
    const customer = await customerWithPasskey('pkforged');
    const { client, options } = await signInOptions();
    const forged = customer.authenticator.assert(options, strangerKey());
    const answer = await client.post('/api/login/passkey', { response: forged });
    expect(answer.status).toBe(401);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('refuses a challenge answered twice, even with a new signature', async () => {
    const customer = await customerWithPasskey('pkreplay');
    const { client, options } = await signInOptions();
    const response = customer.authenticator.assert(options);
    expect((await client.post('/api/login/passkey', { response })).status).toBe(200);

    const thief = new ApiClient(stack.url);
    expect((await thief.post('/api/login/passkey', { response })).status).toBe(401);
    customer.authenticator.counter += 1;
    const resigned = customer.authenticator.assert(options);
    expect((await thief.post('/api/login/passkey', { response: resigned })).status).toBe(401);
    expect((await thief.get('/api/user')).status).toBe(401);
  });

  it('accepts a counter of 0 again and again (an authenticator without a counter is not a clone)', async () => {
    const customer = await customerWithPasskey('pkzero');
    for (let i = 0; i < 3; i++) {
      const { answer } = await signInWith(customer.authenticator);
      expect(answer.status).toBe(200);
    }
  });

  it('refuses a counter that goes backwards or stands still once it counts', async () => {
    const customer = await customerWithPasskey('pkcounter');
    customer.authenticator.counter = 5;
    expect((await signInWith(customer.authenticator)).answer.status).toBe(200);
    customer.authenticator.counter = 3;
    expect((await signInWith(customer.authenticator)).answer.status).toBe(401);
    customer.authenticator.counter = 5;
    expect((await signInWith(customer.authenticator)).answer.status).toBe(401);
    customer.authenticator.counter = 0;
    expect((await signInWith(customer.authenticator)).answer.status).toBe(401);
    customer.authenticator.counter = 6;
    expect((await signInWith(customer.authenticator)).answer.status).toBe(200);
  });

  it('refuses a passkey that was never added', async () => {
    const { client, options } = await signInOptions();
    const answer = await client.post('/api/login/passkey', { response: new SoftwareAuthenticator().assert(options) });
    expect(answer.status).toBe(401);
    expect((await client.post('/api/login/passkey', { response: 'not an object' })).status).toBe(400);
  });
});

describe('removing', () => {
  it('needs a fresh factor: a sign-in response of one of the own passkeys', async () => {
    const customer = await customerWithPasskey('pkremove');
    const path = `/api/account/passkeys/${customer.passkeyId}`;
    const bare = await customer.client.request('DELETE', path, {});
    expect(bare.status).toBe(401);
    expect(bare.body.secondFactorRequired).toBe(true);

    const { options } = await signInOptions(customer.client);
    const removed = await customer.client.request('DELETE', path, { response: customer.authenticator.assert(options) });
    expect(removed.status).toBe(200);
    expect((await customer.client.get('/api/account/security')).body.passkeys).toEqual([]);
    expect((await signInWith(customer.authenticator)).answer.status).toBe(401);
  });

  it("answers 404 for another user's passkey, and another user's passkey is no fresh factor", async () => {
    const alice = await customerWithPasskey('pkalice');
    const bob = await customerWithPasskey('pkbob');

    const { options } = await signInOptions(bob.client);
    const theirs = await bob.client.request('DELETE', `/api/account/passkeys/${alice.passkeyId}`, {
      response: bob.authenticator.assert(options),
    });
    expect(theirs.status).toBe(404);
    expect((await bob.client.request('DELETE', '/api/account/passkeys/999999', {})).status).toBe(404);

    // Alice's passkey (say, a response she was tricked into giving) does not remove Bob's.
    const { options: next } = await signInOptions(bob.client);
    const withAlices = await bob.client.request('DELETE', `/api/account/passkeys/${bob.passkeyId}`, {
      response: alice.authenticator.assert(next),
    });
    expect(withAlices.status).toBe(401);

    expect((await alice.client.get('/api/account/security')).body.passkeys).toHaveLength(1);
    expect((await bob.client.get('/api/account/security')).body.passkeys).toHaveLength(1);
  });
});

describe('the admin step-up with a passkey', () => {
  const EXPORT = '/api/admin/products/export-accounts';
  const REAUTH = '/api/admin/reauth';
  const OPTIONS = '/api/admin/reauth/passkey/options';

  /** A promoted admin (its own user: the shared admin stays without a factor) with one passkey. */
  async function adminWithPasskey(prefix: string) {
    const promoted = await customerWithPasskey(prefix);
    const owner = await signInAdmin(stack.url);
    await stepUp(owner);
    expect((await owner.request('PATCH', `/api/users/${promoted.id}/admin`, { isAdmin: true })).status).toBe(200);
    // The promotion renews the session under a new id on its next request.
    expect((await promoted.client.get('/api/user')).body.isAdmin).toBe(true);
    return promoted;
  }

  async function reauthOptions(client: ApiClient) {
    const options = await client.post(OPTIONS);
    expect(options.status).toBe(200);
    return options.body as { challenge: string; allowCredentials: { id: string }[]; userVerification: string };
  }

  it("re-authenticates with the admin's own passkey, once per challenge, and the export works", async () => {
    const admin = await adminWithPasskey('pkstepup');
    expect((await admin.client.get(EXPORT)).status).toBe(401);

    const options = await reauthOptions(admin.client);
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials.map((credential) => credential.id)).toEqual([admin.authenticator.id]);
    const response = admin.authenticator.assert(options);
    const done = await admin.client.post(REAUTH, { response });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ reauthenticated: true, validForSeconds: 300 });
    expect((await admin.client.get(EXPORT)).status).toBe(200);

    // The same response again (or re-signed for the spent challenge) re-authenticates no one.
    expect((await admin.client.post(REAUTH, { response })).status).toBe(401);
    admin.authenticator.counter += 1;
    expect((await admin.client.post(REAUTH, { response: admin.authenticator.assert(options) })).status).toBe(401);
  });

  it("refuses another user's passkey, a response without user verification and a password, and the export stays shut", async () => {
    const admin = await adminWithPasskey('pkstepdeny');
    const stranger = await customerWithPasskey('pkstepstranger');

    const withStrangers = await admin.client.post(REAUTH, {
      response: stranger.authenticator.assert(await reauthOptions(admin.client)),
    });
    expect(withStrangers.status).toBe(401);

    admin.authenticator.userVerified = false;
    const unverified = await admin.client.post(REAUTH, {
      response: admin.authenticator.assert(await reauthOptions(admin.client)),
    });
    expect(unverified.status).toBe(401);
    admin.authenticator.userVerified = true;

    // Passkey but no authenticator app: the password alone no longer re-authenticates (decision 0067, 6).
    const byPassword = await admin.client.post(REAUTH, { password: PASSWORD });
    expect(byPassword.status).toBe(401);
    expect(byPassword.body).toMatchObject({ secondFactorRequired: true, methods: ['passkey'] });
    const withHeader = await admin.client.request('GET', EXPORT, undefined, {
      headers: { 'x-admin-password': PASSWORD },
    });
    expect(withHeader.status).toBe(401);
    expect((await admin.client.get(EXPORT)).status).toBe(401);

    // Sign-in options (not bound to the admin) are no step-up challenge.
    const { options: signIn } = await signInOptions(admin.client);
    expect((await admin.client.post(REAUTH, { response: admin.authenticator.assert(signIn) })).status).toBe(401);
    expect((await admin.client.get(EXPORT)).status).toBe(401);
  });

  it("another admin's step-up challenge is not this admin's", async () => {
    const alice = await adminWithPasskey('pkstepalice');
    const bob = await adminWithPasskey('pkstepbob');
    const alicesOptions = await reauthOptions(alice.client);
    expect((await bob.client.post(REAUTH, { response: bob.authenticator.assert(alicesOptions) })).status).toBe(401);
    expect((await bob.client.get(EXPORT)).status).toBe(401);
  });

  it('GraphQL: reauthPasskeyOptions, then reauthenticate(passkeyResponse)', async () => {
    const admin = await adminWithPasskey('pkstepgql');
    const optionsAnswer = await admin.client.post('/graphql', { query: 'mutation { reauthPasskeyOptions }' });
    const options = JSON.parse(optionsAnswer.body.data.reauthPasskeyOptions as string);
    const reauth = await admin.client.post('/graphql', {
      query: 'mutation ($r: String) { reauthenticate(passkeyResponse: $r) }',
      variables: { r: JSON.stringify(admin.authenticator.assert(options)) },
    });
    expect(reauth.body.data?.reauthenticate).toBe(true);
    const exported = await admin.client.post('/graphql', { query: '{ exportAccounts { count } }' });
    expect(exported.body.data.exportAccounts.count).toEqual(expect.any(Number));
  });

  it('is for admins with a passkey: a customer is refused, an admin without a passkey gets 409', async () => {
    const customer = await customerWithPasskey('pkstepcustomer');
    expect((await customer.client.post(OPTIONS)).status).toBe(403);
    const owner = await signInAdmin(stack.url);
    expect((await owner.post(OPTIONS)).status).toBe(409);
  });
});
