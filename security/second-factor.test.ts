import { generate } from 'otplib';
import { ApiClient, startStack, type Stack } from '../test-support/stack';
import { ADMIN, PASSWORD, database, signInAdmin, signUp, stepUp } from '../test-support/shop';

// Issue 34, first slice: an authenticator app (TOTP) and recovery codes as a second factor, on
// every sign-in path (REST and GraphQL), a code never accepted twice on any replica, and the
// second step throttled like passwords. Two gateway replicas share the database, as behind a load
// balancer; the throttles are on (per address: each test signs in from its own address).
jest.setTimeout(240_000);

const TOTP_STEP_SECONDS = 30;

/** The code an authenticator app shows for `secret` at `stepOffset` steps from now. */
const codeFor = (secret: string, stepOffset = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * TOTP_STEP_SECONDS });

const LOGIN_MUTATION = 'mutation ($input: LoginInput!) { login(input: $input) { id } }';

let stack: Stack;
let db: ReturnType<typeof database>;
let addressCounter = 0;

/** A client from an address of its own (TRUST_PROXY=loopback), so one test's throttle does not touch another's. */
function freshClient(url = stack.url): ApiClient {
  addressCounter += 1;
  return new ApiClient(url, { 'x-forwarded-for': `198.51.100.${addressCounter}` });
}

/** A customer with a confirmed authenticator app: its secret and recovery codes. */
/**
 * Confirming the app bumped the user's rights, so the session's next request renews it under a new
 * id: made here, so that a test's first requests (two at once in the races) do not race that renewal.
 */
async function renewed(client: { get(path: string): Promise<{ status: number }> }) {
  expect((await client.get('/api/account/security')).status).toBe(200);
}

async function enrolledCustomer(prefix: string) {
  const [customer] = await signUp(stack.url, prefix, 1);
  const started = await customer.client.post('/api/account/totp', { password: PASSWORD });
  expect(started.status).toBe(200);
  const secret = started.body.secret as string;
  const confirmed = await customer.client.post('/api/account/totp/confirm', { code: await codeFor(secret) });
  expect(confirmed.status).toBe(200);
  await renewed(customer.client);
  return { ...customer, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

/** Signs in with the password only: the answer and the (pending) client. */
async function passwordOnly(email: string, url = stack.url) {
  const client = freshClient(url);
  const answer = await client.post('/api/login', { email, password: PASSWORD });
  return { client, answer };
}

/**
 * Confirming the app used the current step's code, so the current step is spent: sign-ins use the
 * next step's code (one step of drift is accepted), as an app whose clock runs a little ahead would.
 */
const nextCode = (secret: string) => codeFor(secret, 1);

/** A promoted admin (its own user: the shared admin stays without a factor) with a confirmed authenticator app. */
async function enrolledAdmin(prefix: string) {
  const [promoted] = await signUp(stack.url, prefix, 1);
  const owner = await signInAdmin(stack.url);
  await stepUp(owner);
  expect((await owner.request('PATCH', `/api/users/${promoted.id}/admin`, { isAdmin: true })).status).toBe(200);
  const started = await promoted.client.post('/api/account/totp', { password: PASSWORD });
  expect(started.status).toBe(200);
  const secret = started.body.secret as string;
  const confirmed = await promoted.client.post('/api/account/totp/confirm', { code: await codeFor(secret) });
  expect(confirmed.status).toBe(200);
  await renewed(promoted.client);
  return { ...promoted, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

const EXPORT = '/api/admin/products/export-accounts';

/** Another signed-in session of an enrolled user (the password, then its last recovery code). */
async function secondSession(user: { email: string; recoveryCodes: string[] }) {
  const { client } = await passwordOnly(user.email);
  const done = await client.post('/api/login/second-factor', { recoveryCode: user.recoveryCodes.at(-1) });
  expect(done.status).toBe(200);
  return client;
}
const REAUTH_MUTATION =
  'mutation ($password: String, $code: String) { reauthenticate(password: $password, code: $code) }';

beforeAll(async () => {
  stack = await startStack({
    gatewayReplicas: 2,
    gatewayEnv: { RATE_LIMITS: 'on', TRUST_PROXY: 'loopback', LOGIN_BACKOFF: '2s' },
  });
  db = database(stack.databaseUrl);
});

afterAll(async () => {
  await db?.close();
  await stack?.close();
});

describe('enrolment', () => {
  it('asks for the password, stores the secret sealed, confirms with a code and shows 10 recovery codes once', async () => {
    const [customer] = await signUp(stack.url, 'tfenrol', 1);
    const before = await customer.client.get('/api/account/security');
    expect(before.body).toEqual({ totp: false, passkeys: [], recoveryCodesLeft: 0 });

    expect((await customer.client.post('/api/account/totp', {})).status).toBe(401);
    expect((await customer.client.post('/api/account/totp', { password: 'not-the-password' })).status).toBe(401);

    const started = await customer.client.post('/api/account/totp', { password: PASSWORD });
    expect(started.status).toBe(200);
    const { secret, otpauthUrl } = started.body as { secret: string; otpauthUrl: string };
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    const [row] = await db.sql('select totp_secret from commerce."user" where id = ?', [customer.id]);
    expect(row.totp_secret).toMatch(/^enc2\./);
    expect(row.totp_secret).not.toContain(secret);

    // Not in force before it is confirmed: the password alone still signs in.
    expect((await passwordOnly(customer.email)).answer.body.id).toBe(customer.id);

    expect((await customer.client.post('/api/account/totp/confirm', { code: '000000' })).status).toBe(400);
    const confirmed = await customer.client.post('/api/account/totp/confirm', { code: await codeFor(secret) });
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code.replace(/-/g, '').length).toBeGreaterThanOrEqual(12);
    const stored = await db.sql('select code_hash from commerce.user_recovery_code where user_id = ?', [customer.id]);
    expect(stored.map((r: { code_hash: string }) => r.code_hash)).not.toContain(codes[0]);

    const after = await customer.client.get('/api/account/security');
    expect(after.body).toEqual({ totp: true, passkeys: [], recoveryCodesLeft: 10 });
    // Confirmed once: a second set-up (a new secret, new codes) is refused.
    expect((await customer.client.post('/api/account/totp', { password: PASSWORD })).status).toBe(409);
  });

  it('an admin re-authenticated within 5 minutes (POST /api/admin/reauth) is not asked for the password again', async () => {
    const admin = freshClient();
    expect((await admin.post('/api/login', { email: ADMIN.email, password: ADMIN.password })).status).toBe(200);
    expect((await admin.post('/api/account/totp', {})).status).toBe(401);
    expect((await admin.post('/api/admin/reauth', { password: ADMIN.password })).status).toBe(200);
    const started = await admin.post('/api/account/totp', {});
    expect(started.status).toBe(200);
    expect(started.body.secret).toMatch(/^[A-Z2-7]+$/);
  });

  it('needs a signed-in session', async () => {
    expect((await freshClient().post('/api/account/totp', { password: PASSWORD })).status).toBe(401);
    expect((await freshClient().get('/api/account/security')).status).toBe(401);
  });
});

describe('sign-in with a second factor', () => {
  it('password alone: a pending session that every signed-in route refuses, on REST and GraphQL', async () => {
    const customer = await enrolledCustomer('tfpending');
    const { client, answer } = await passwordOnly(customer.email);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ secondFactorRequired: true, methods: ['totp', 'recoveryCode'] });
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await client.get('/api/account/security')).status).toBe(401);
    expect((await client.get(`/api/wallet/${customer.id}`)).status).toBe(401);
    expect((await client.get(`/api/orders/user/${customer.id}`)).status).toBe(401);
    const me = await client.post('/graphql', { query: '{ me { id } }' });
    expect(me.body.data.me).toBeNull();

    // The GraphQL login mutation: no user, a coded error, and a pending session that is not signed in either.
    const graphqlClient = freshClient();
    const viaGraphql = await graphqlClient.post('/graphql', {
      query: LOGIN_MUTATION,
      variables: { input: { email: customer.email, password: PASSWORD } },
    });
    expect(viaGraphql.body.data?.login ?? null).toBeNull();
    expect(viaGraphql.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', secondFactorRequired: true });
    expect((await graphqlClient.post('/graphql', { query: '{ me { id } }' })).body.data.me).toBeNull();
    expect((await graphqlClient.get('/api/user')).status).toBe(401);
  });

  it('the code from the app completes the sign-in, answered as /api/login answers', async () => {
    const customer = await enrolledCustomer('tfcode');
    const { client } = await passwordOnly(customer.email);
    const done = await client.post('/api/login/second-factor', { code: await nextCode(customer.secret) });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: customer.id, email: customer.email, username: customer.username });
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(customer.id);
  });

  it('GraphQL: completeSignIn after the login mutation signs in', async () => {
    const customer = await enrolledCustomer('tfgql');
    const client = freshClient();
    await client.post('/graphql', {
      query: LOGIN_MUTATION,
      variables: { input: { email: customer.email, password: PASSWORD } },
    });
    const done = await client.post('/graphql', {
      query: 'mutation ($code: String) { completeSignIn(code: $code) { id } }',
      variables: { code: await nextCode(customer.secret) },
    });
    expect(done.body.data.completeSignIn.id).toBe(customer.id);
    expect((await client.post('/graphql', { query: '{ me { id } }' })).body.data.me.id).toBe(customer.id);
  });

  it('a code is never accepted twice: the replay is refused, on the same replica and on the other', async () => {
    const customer = await enrolledCustomer('tfreplay');
    const code = await nextCode(customer.secret);
    const first = await passwordOnly(customer.email, stack.urls[0]);
    const second = await passwordOnly(customer.email, stack.urls[1]);
    const third = await passwordOnly(customer.email, stack.urls[0]);
    expect((await first.client.post('/api/login/second-factor', { code })).status).toBe(200);
    const onOtherReplica = await second.client.post('/api/login/second-factor', { code });
    expect(onOtherReplica.status).toBe(401);
    expect((await second.client.get('/api/user')).status).toBe(401);
    expect((await third.client.post('/api/login/second-factor', { code })).status).toBe(401);
    // The current step's code (within the drift, never used) is older than the step used: refused too.
    const older = await third.client.post('/api/login/second-factor', { code: await codeFor(customer.secret) });
    expect(older.status).toBe(401);
    expect(older.body.message).toMatch(/not right/);
  });

  it('two replicas racing with one code: exactly one signs in', async () => {
    const customer = await enrolledCustomer('tfrace');
    const code = await nextCode(customer.secret);
    const pending = await Promise.all(stack.urls.map((url) => passwordOnly(customer.email, url)));
    const answers = await Promise.all(pending.map(({ client }) => client.post('/api/login/second-factor', { code })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it('a recovery code works once', async () => {
    const customer = await enrolledCustomer('tfrecovery');
    const [recoveryCode] = customer.recoveryCodes;
    const first = await passwordOnly(customer.email);
    const done = await first.client.post('/api/login/second-factor', { recoveryCode: recoveryCode.toUpperCase() });
    expect(done.status).toBe(200);
    expect(done.body.id).toBe(customer.id);
    expect((await first.client.get('/api/account/security')).body.recoveryCodesLeft).toBe(9);
    const again = await passwordOnly(customer.email, stack.urls[1]);
    expect((await again.client.post('/api/login/second-factor', { recoveryCode })).status).toBe(401);
    expect((await again.client.get('/api/user')).status).toBe(401);
  });

  it('no second step without a pending sign-in', async () => {
    const customer = await enrolledCustomer('tfnopending');
    const stranger = freshClient();
    const answer = await stranger.post('/api/login/second-factor', { code: await codeFor(customer.secret) });
    expect(answer.status).toBe(401);
    expect((await stranger.get('/api/user')).status).toBe(401);
  });

  it('wrong codes are throttled like passwords (429 with Retry-After), and the owner elsewhere still signs in', async () => {
    const customer = await enrolledCustomer('tfthrottle');
    const { client } = await passwordOnly(customer.email);
    let refusal: { status: number; headers: Headers } | null = null;
    for (let attempt = 0; attempt < 20 && !refusal; attempt++) {
      const answer = await client.post('/api/login/second-factor', { code: '000000' });
      if (answer.status === 429) refusal = answer;
      else expect(answer.status).toBe(401);
    }
    expect(refusal?.status).toBe(429);
    expect(Number(refusal?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Even the right code waits out the back-off on that address.
    expect((await client.post('/api/login/second-factor', { code: await nextCode(customer.secret) })).status).toBe(429);

    const owner = await passwordOnly(customer.email);
    const done = await owner.client.post('/api/login/second-factor', { code: await nextCode(customer.secret) });
    expect(done.status).toBe(200);
  });
});

describe('a fresh second factor for sensitive actions', () => {
  it('an admin with an authenticator app: a password no longer re-authenticates, on REST and GraphQL; a code does, once', async () => {
    const admin = await enrolledAdmin('tfstepup');
    expect((await admin.client.get(EXPORT)).status).toBe(401);

    const byPassword = await admin.client.post('/api/admin/reauth', { password: PASSWORD });
    expect(byPassword.status).toBe(401);
    expect(byPassword.body.message).toMatch(/authenticator app/);
    expect((await admin.client.get(EXPORT)).status).toBe(401);
    const viaGraphql = await admin.client.post('/graphql', {
      query: REAUTH_MUTATION,
      variables: { password: PASSWORD },
    });
    expect(viaGraphql.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', secondFactorRequired: true });
    // The script header is a password too.
    const withHeader = await admin.client.request('GET', EXPORT, undefined, {
      headers: { 'x-admin-password': PASSWORD },
    });
    expect(withHeader.status).toBe(401);
    const exportQuery = { query: '{ exportAccounts { count } }' };
    expect((await admin.client.post('/graphql', exportQuery)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    expect((await admin.client.post('/api/admin/reauth', { code: '000000' })).status).toBe(401);
    const code = await nextCode(admin.secret);
    const byCode = await admin.client.post('/api/admin/reauth', { code });
    expect(byCode).toMatchObject({ status: 200, body: { reauthenticated: true, validForSeconds: 300 } });
    expect((await admin.client.get(EXPORT)).status).toBe(200);
    const exported = await admin.client.post('/graphql', exportQuery);
    expect(exported.body.data.exportAccounts.count).toEqual(expect.any(Number));

    // The same code again, on this replica (REST) or the other (GraphQL): refused.
    expect((await admin.client.post('/api/admin/reauth', { code })).status).toBe(401);
    const replayed = await admin.client
      .at(stack.urls[1])
      .post('/graphql', { query: REAUTH_MUTATION, variables: { code } });
    expect(replayed.body.errors[0].message).toMatch(/not right/);
  });

  it('scripts and the panel: the export takes the code in X-Admin-Code, once', async () => {
    const admin = await enrolledAdmin('tfheader');
    const code = await nextCode(admin.secret);
    const withCode = () => admin.client.request('GET', EXPORT, undefined, { headers: { 'x-admin-code': code } });
    expect((await withCode()).status).toBe(200);
    // A new session (its re-authentication gone) and the same code again: refused.
    const other = await secondSession(admin);
    const replay = await other.request('GET', EXPORT, undefined, { headers: { 'x-admin-code': code } });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toMatch(/not right/);
  });

  it('a password re-authentication made before the app was set up does not stand in for a code after it, in any session', async () => {
    const [promoted] = await signUp(stack.url, 'tfbefore', 1);
    const owner = await signInAdmin(stack.url);
    await stepUp(owner);
    expect((await owner.request('PATCH', `/api/users/${promoted.id}/admin`, { isAdmin: true })).status).toBe(200);
    const laptop = freshClient();
    expect((await laptop.post('/api/login', { email: promoted.email, password: PASSWORD })).status).toBe(200);
    for (const client of [promoted.client, laptop])
      expect((await client.post('/api/admin/reauth', { password: PASSWORD })).status).toBe(200);
    expect((await laptop.get(EXPORT)).status).toBe(200);

    // Set up (the re-authentication stands in for the password) and confirmed on the first device.
    const started = await promoted.client.post('/api/account/totp', {});
    expect(started.status).toBe(200);
    const confirm = { code: await codeFor(started.body.secret) };
    expect((await promoted.client.post('/api/account/totp/confirm', confirm)).status).toBe(200);

    for (const client of [promoted.client, laptop, laptop.at(stack.urls[1])]) {
      expect((await client.get(EXPORT)).status).toBe(401);
      expect((await client.get('/api/user')).status).toBe(200);
    }
  });

  it('DELETE /api/account/totp: refused without a fresh factor or with a wrong code; with a code the app and its recovery codes are gone', async () => {
    const customer = await enrolledCustomer('tfdisable');
    const refused = await customer.client.request('DELETE', '/api/account/totp', {});
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/code/);
    expect((await customer.client.request('DELETE', '/api/account/totp', { code: '000000' })).status).toBe(401);
    expect(
      (await customer.client.request('DELETE', '/api/account/totp', { recoveryCode: 'aaaa-bbbb-cccc' })).status,
    ).toBe(401);
    expect((await customer.client.get('/api/account/security')).body).toMatchObject({
      totp: true,
      recoveryCodesLeft: 10,
    });

    const code = await nextCode(customer.secret);
    expect((await customer.client.request('DELETE', '/api/account/totp', { code })).status).toBe(200);
    expect((await customer.client.get('/api/account/security')).body).toEqual({
      totp: false,
      passkeys: [],
      recoveryCodesLeft: 0,
    });
    const [row] = await db.sql('select totp_secret from commerce."user" where id = ?', [customer.id]);
    expect(row.totp_secret).toBeNull();
    // The password alone signs in again; a second removal has nothing to remove.
    expect((await passwordOnly(customer.email)).answer.body.id).toBe(customer.id);
    expect((await customer.client.request('DELETE', '/api/account/totp', { code })).status).toBe(409);
  });

  it('POST /api/account/recovery-codes: a new set; the old set and a code used for it are refused', async () => {
    const customer = await enrolledCustomer('tfregen');
    const old = customer.recoveryCodes;
    expect((await customer.client.post('/api/account/recovery-codes', {})).status).toBe(401);
    const fresh = await customer.client.post('/api/account/recovery-codes', { recoveryCode: old[0] });
    expect(fresh.status).toBe(200);
    const codes = fresh.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(codes.filter((code) => old.includes(code))).toEqual([]);
    expect((await customer.client.get('/api/account/security')).body.recoveryCodesLeft).toBe(10);

    // The code spent on the regeneration, and any other of the old set: refused.
    expect((await customer.client.post('/api/account/recovery-codes', { recoveryCode: old[0] })).status).toBe(401);
    expect((await customer.client.post('/api/account/recovery-codes', { recoveryCode: old[1] })).status).toBe(401);
    const withOld = await passwordOnly(customer.email);
    expect((await withOld.client.post('/api/login/second-factor', { recoveryCode: old[2] })).status).toBe(401);
    const withNew = await passwordOnly(customer.email);
    expect((await withNew.client.post('/api/login/second-factor', { recoveryCode: codes[0] })).status).toBe(200);
  });

  it('a re-authentication by code counts as the fresh factor for 5 minutes, and not after', async () => {
    const admin = await enrolledAdmin('tfstale');
    expect((await admin.client.post('/api/admin/reauth', { code: await nextCode(admin.secret) })).status).toBe(200);
    // Five minutes pass for this session (its stamp aged in the session store).
    await db.sql(
      `update gateway.session set sess = jsonb_set(sess::jsonb, '{reauthUntil}', to_jsonb(?::bigint))::json where user_id = ?`,
      [Date.now() - 1, admin.id],
    );
    expect((await admin.client.get(EXPORT)).status).toBe(401);
    expect((await admin.client.post('/api/account/recovery-codes', {})).status).toBe(401);
    expect((await admin.client.request('DELETE', '/api/account/totp', {})).status).toBe(401);
    // A factor given with the request is fresh whatever the session's stamp.
    const removed = await admin.client.request('DELETE', '/api/account/totp', { recoveryCode: admin.recoveryCodes[0] });
    expect(removed.status).toBe(200);
  });

  it('races: two re-authentications with one code, one wins; two regenerations with one recovery code, one wins and one set stands', async () => {
    const admin = await enrolledAdmin('tfreauthrace');
    const code = await nextCode(admin.secret);
    const other = await secondSession(admin);
    const both = await Promise.all([
      admin.client.post('/api/admin/reauth', { code }),
      other.at(stack.urls[1]).post('/api/admin/reauth', { code }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect(both.find((answer) => answer.status === 401)?.body.message).toMatch(/not right/);

    const customer = await enrolledCustomer('tfregenrace');
    const [recoveryCode] = customer.recoveryCodes;
    const regenerations = await Promise.all([
      customer.client.post('/api/account/recovery-codes', { recoveryCode }),
      customer.client.at(stack.urls[1]).post('/api/account/recovery-codes', { recoveryCode }),
    ]);
    expect(regenerations.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const [{ count }] = await db.sql(
      'select count(*)::int as count from commerce.user_recovery_code where user_id = ?',
      [customer.id],
    );
    expect(count).toBe(10);
  });
});
