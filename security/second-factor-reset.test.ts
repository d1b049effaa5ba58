import { generate } from 'otplib';
import { ApiClient, startStack, type Stack } from '../test-support/stack';
import { ADMIN, PASSWORD, database, signInAdmin, signUp, stepUp } from '../test-support/shop';
import { SoftwareAuthenticator } from '../test-support/software-authenticator';

// Issue 34, item 6: an owner-level admin resets another user's second factor (a lost phone):
// `POST /api/admin/users/{id}/second-factor/reset` and GraphQL `resetUserSecondFactor(id)`, after a
// fresh step-up; the app, recovery codes and passkeys go in one transaction, the user's sessions
// renew, the reset is audited and the user e-mailed. Only an owner, never on oneself.
jest.setTimeout(240_000);

const codeFor = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });
const resetPath = (id: number | string) => `/api/admin/users/${id}/second-factor/reset`;
const RESET_MUTATION = 'mutation ($id: Int!) { resetUserSecondFactor(id: $id) { userId passkeysRemoved totpRemoved } }';

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

/** The seeded admin (the owner), re-authenticated for the next 5 minutes. */
async function steppedUpOwner() {
  const owner = await signInAdmin(stack.url);
  expect((await owner.post('/api/admin/reauth', { password: ADMIN.password })).status).toBe(200);
  return owner;
}

/** A promoted admin with an authenticator app (and its recovery codes) and a passkey, signed in. */
async function adminWithFactors(prefix: string) {
  const [user] = await signUp(stack.url, prefix, 1);
  const owner = await signInAdmin(stack.url);
  await stepUp(owner); // a change of rights needs the step-up
  expect((await owner.request('PATCH', `/api/users/${user.id}/admin`, { isAdmin: true })).status).toBe(200);
  const started = await user.client.post('/api/account/totp', { password: PASSWORD });
  expect(
    (await user.client.post('/api/account/totp/confirm', { code: await codeFor(started.body.secret) })).status,
  ).toBe(200);
  const options = await user.client.post('/api/account/passkeys/options', { password: PASSWORD });
  const added = await user.client.post('/api/account/passkeys', {
    name: 'Key',
    response: new SoftwareAuthenticator().register(options.body),
  });
  expect(added.status).toBe(201);
  expect((await user.client.get('/api/account/security')).body).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
  return user;
}

async function factorRows(userId: number) {
  const [user] = await db.sql(
    'select totp_secret, totp_confirmed_at, passkey_count from commerce."user" where id = ?',
    [userId],
  );
  const [codes] = await db.sql('select count(*)::int as n from commerce.user_recovery_code where user_id = ?', [
    userId,
  ]);
  const [passkeys] = await db.sql('select count(*)::int as n from commerce.user_passkey where user_id = ?', [userId]);
  return { ...user, recoveryCodes: codes.n, passkeys: passkeys.n };
}

const intact = {
  totp_secret: expect.any(String),
  totp_confirmed_at: expect.any(Date),
  passkey_count: 1,
  recoveryCodes: 10,
  passkeys: 1,
};

describe('the owner', () => {
  it("resets another admin's factors after a step-up: all gone at once, sessions renewed, audited, e-mailed", async () => {
    const target = await adminWithFactors('rsttarget');
    const oldCookie = target.client.cookie('shop.sid')!;
    const owner = await signInAdmin(stack.url);

    const withoutStepUp = await owner.post(resetPath(target.id));
    expect(withoutStepUp.status).toBe(401);
    expect(withoutStepUp.body.reauthenticate).toBe(true);
    expect(await factorRows(target.id)).toMatchObject(intact);

    expect((await owner.post('/api/admin/reauth', { password: ADMIN.password })).status).toBe(200);
    const reset = await owner.post(resetPath(target.id));
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ userId: target.id, passkeysRemoved: 1, totpRemoved: true });
    expect(await factorRows(target.id)).toEqual({
      totp_secret: null,
      totp_confirmed_at: null,
      passkey_count: 0,
      recoveryCodes: 0,
      passkeys: 0,
    });

    // The target's session goes on under a new id; the old id opens nothing.
    expect((await target.client.get('/api/account/security')).body).toEqual({
      totp: false,
      passkeys: [],
      recoveryCodesLeft: 0,
    });
    expect(target.client.cookie('shop.sid')).not.toBe(oldCookie);
    expect((await new ApiClient(stack.url, { cookie: `shop.sid=${oldCookie}` }).get('/api/user')).status).toBe(401);
    // The password alone signs in again (to set up a new factor).
    const signIn = await new ApiClient(stack.url).post('/api/login', { email: target.email, password: PASSWORD });
    expect(signIn.body).toMatchObject({ id: target.id });

    const audit = await owner.get('/api/admin/audit?limit=50');
    expect(audit.body.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'user.second-factor.reset', target: `user:${target.id}` }),
      ]),
    );
    const mails = await db.sql('select subject from commerce.email_outbox where to_address = ?', [target.email]);
    expect(mails.map((mail: { subject: string }) => mail.subject)).toContain('Your second factor was reset');
  });

  it('is refused on their own factors, and an unknown id is a 404', async () => {
    const owner = await steppedUpOwner();
    const [self] = await db.sql('select id from commerce."user" where email = ?', [ADMIN.email]);
    const own = await owner.post(resetPath(self.id));
    expect(own.status).toBe(403);
    expect((await owner.post(resetPath(987654))).status).toBe(404);
    expect((await owner.post(resetPath('abc'))).status).toBe(400);
  });

  it('two resets at once both answer, and leave the user with nothing half-removed', async () => {
    const target = await adminWithFactors('rstrace');
    const owner = await steppedUpOwner();
    const answers = await Promise.all([owner.post(resetPath(target.id)), owner.post(resetPath(target.id))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.filter((answer) => answer.body.totpRemoved)).toHaveLength(1);
    expect(answers.reduce((sum, answer) => sum + answer.body.passkeysRemoved, 0)).toBe(1);
    expect(await factorRows(target.id)).toMatchObject({
      totp_secret: null,
      passkeys: 0,
      recoveryCodes: 0,
      passkey_count: 0,
    });
  });
});

describe('anyone else', () => {
  it('a non-owner admin (stepped up), a customer and a guest are refused, REST and GraphQL, and nothing is removed', async () => {
    const target = await adminWithFactors('rstvictim');
    const [other] = await signUp(stack.url, 'rstnonowner', 1);
    const owner = await signInAdmin(stack.url);
    await stepUp(owner); // a change of rights needs the step-up
    expect((await owner.request('PATCH', `/api/users/${other.id}/admin`, { isAdmin: true })).status).toBe(200);
    const admin = new ApiClient(stack.url);
    expect((await admin.post('/api/login', { email: other.email, password: PASSWORD })).status).toBe(200);
    expect((await admin.post('/api/admin/reauth', { password: PASSWORD })).status).toBe(200);

    const byAdmin = await admin.post(resetPath(target.id));
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.error).toMatch(/owner/);
    const viaGraphql = await admin.post('/graphql', { query: RESET_MUTATION, variables: { id: target.id } });
    expect(viaGraphql.body.errors[0].extensions.code).toBe('FORBIDDEN');

    const [customer] = await signUp(stack.url, 'rstcustomer', 1);
    expect((await customer.client.post(resetPath(target.id))).status).toBe(403);
    expect((await new ApiClient(stack.url).post(resetPath(target.id))).status).toBe(401);
    expect(await factorRows(target.id)).toMatchObject(intact);
  });
});
