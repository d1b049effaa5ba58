import { centsToDecimal, parseCents } from '@shop/shared';
import { CANNOT_DELETE_SELF, CANNOT_DEMOTE_SELF, CANNOT_DEACTIVATE_SELF } from '../src/modules/user/user-admin.service';
import { EMAIL_TAKEN, USERNAME_TAKEN } from '../src/modules/user/user.errors';
import { SESSION_EXTENSION, verifySessionChange } from '@shop/server-kit';
import { accountLine, startCommerce, type Harness } from './harness';

const USER_FIELDS = 'id username email status isAdmin balance totalSpent';
const CREATE = `mutation($input: AdminUserInput!){ createUser(input:$input){ ${USER_FIELDS} } }`;
const UPDATE = `mutation($id:Int!,$input: AdminUserInput!){ updateUser(id:$id,input:$input){ ${USER_FIELDS} } }`;
const STATUS = `mutation($id:Int!,$status: UserStatus!){ setUserStatus(id:$id,status:$status){ ${USER_FIELDS} } }`;
const ADMIN = 'mutation($id:Int!,$isAdmin:Boolean!){ setUserAdmin(id:$id,isAdmin:$isAdmin){ id isAdmin username } }';
const DELETE = 'mutation($id:Int!){ deleteUser(id:$id){ id deleted deactivated } }';
const LIST = `query($filter: UserListInput){ adminUsers(filter:$filter){ total items { ${USER_FIELDS} } } }`;

describe('commerce admin users', () => {
  let h: Harness;
  let adminId: number;
  // Re-authenticated within 5 minutes: rights, password and e-mail changes need it (security/rights-step-up.test.ts).
  const asAdmin = () => ({ userId: adminId, isAdmin: true, reauthenticated: true });

  beforeAll(async () => {
    h = await startCommerce();
    adminId = await h.adminId();
  });

  afterAll(async () => {
    await h.close();
  });

  it('creates a user with one adjustment entry for the starting balance, and refuses duplicates with 409 messages', async () => {
    const created = await h.gql(
      CREATE,
      {
        input: {
          username: 'ayse',
          email: 'Ayse@Example.test',
          password: 'secret-1',
          balance: '125.50',
          status: 'Active',
        },
      },
      asAdmin(),
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.createUser).toMatchObject({
      username: 'ayse',
      email: 'ayse@example.test',
      balance: '125.50',
      isAdmin: false,
      totalSpent: '0.00',
    });
    const id = created.data.createUser.id;
    const entries = await h.sql(
      'select type, amount, description, actor_id from commerce.wallet_transaction where user_id = ?',
      [id],
    );
    expect(entries).toEqual([
      { type: 'adjustment', amount: '125.50', description: 'Admin balance adjustment', actor_id: adminId },
    ]);

    const sameName = await h.gql(
      CREATE,
      { input: { username: 'AYSE', email: 'other@example.test', password: 'secret-1' } },
      asAdmin(),
    );
    expect(sameName.errors![0]).toMatchObject({ message: USERNAME_TAKEN, extensions: { code: 'CONFLICT' } });
    const sameMail = await h.gql(
      CREATE,
      { input: { username: 'other', email: 'ayse@example.test', password: 'secret-1' } },
      asAdmin(),
    );
    expect(sameMail.errors![0]).toMatchObject({ message: EMAIL_TAKEN, extensions: { code: 'CONFLICT' } });
    const noPassword = await h.gql(CREATE, { input: { username: 'nopass', email: 'nopass@example.test' } }, asAdmin());
    expect(noPassword.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const shortName = await h.gql(
      CREATE,
      { input: { username: 'ab', email: 'ab@example.test', password: 'secret-1' } },
      asAdmin(),
    );
    expect(shortName.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const badMail = await h.gql(
      CREATE,
      { input: { username: 'badmail', email: 'not-an-address', password: 'secret-1' } },
      asAdmin(),
    );
    expect(badMail.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('edits a user: blank password leaves it, a new balance is ONE adjustment for the difference, the invariant holds', async () => {
    const id = await h.register('mehmet');
    await h.deposit(id, '40.00');
    const lowered = await h.gql(
      UPDATE,
      {
        id,
        input: {
          username: 'mehmet2',
          email: 'mehmet@example.test',
          password: '',
          balance: '15.25',
          balanceReason: 'Refund correction',
        },
      },
      asAdmin(),
    );
    expect(lowered.errors).toBeUndefined();
    expect(lowered.data.updateUser).toMatchObject({ username: 'mehmet2', balance: '15.25' });
    const raised = await h.gql(
      UPDATE,
      { id, input: { username: 'mehmet2', email: 'mehmet@example.test', balance: '100' } },
      asAdmin(),
    );
    expect(raised.data.updateUser.balance).toBe('100.00');
    const unchanged = await h.gql(
      UPDATE,
      { id, input: { username: 'mehmet2', email: 'mehmet@example.test', balance: '100.00' } },
      asAdmin(),
    );
    expect(unchanged.data.updateUser.balance).toBe('100.00');
    const entries = await h.sql(
      'select type, amount, description from commerce.wallet_transaction where user_id = ? order by id',
      [id],
    );
    expect(entries).toEqual([
      { type: 'deposit', amount: '40.00', description: 'Deposit via credit card' },
      { type: 'adjustment', amount: '-24.75', description: 'Refund correction' },
      { type: 'adjustment', amount: '84.75', description: 'Admin balance adjustment' },
    ]);
    // The old password still signs in: a blank password on edit leaves it.
    const login = await h.gql('mutation($input: LoginInput!){ login(input:$input){ id } }', {
      input: { email: 'mehmet@example.test', password: 'secret-pass-1' },
    });
    expect(login.data.login.id).toBe(id);
    const negative = await h.gql(
      UPDATE,
      { id, input: { username: 'mehmet2', email: 'mehmet@example.test', balance: '-1' } },
      asAdmin(),
    );
    expect(negative.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const activity = await h.gql(
      'query($userId:Int!){ userActivity(userId:$userId){ action details metadata } }',
      { userId: id },
      asAdmin(),
    );
    const actions = activity.data.userActivity.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['register', 'deposit', 'balance_adjustment', 'profile_update', 'login']),
    );
    expect(await h.ledgerMismatches()).toEqual([]);
  });

  it('keeps balance == sum of ledger under 30 sequential and 20 concurrent adjustments racing purchases', async () => {
    const id = await h.register('racer');
    await h.deposit(id, '500.00');
    for (let i = 0; i < 30; i += 1) {
      const target = centsToDecimal(10_000 + ((i * 7919) % 50_000));
      const result = await h.gql(
        UPDATE,
        { id, input: { username: 'racer', email: 'racer@example.test', balance: target } },
        asAdmin(),
      );
      expect(result.data.updateUser.balance).toBe(target);
    }
    const productIds = [2, 3, 4, 5, 6];
    for (const productId of productIds) await h.inventory().addUnits(productId, [accountLine(), accountLine()]);
    const targets = Array.from({ length: 20 }, (_, i) => centsToDecimal(30_000 + i * 111));
    const work = [
      ...targets.map((balance) =>
        h.gql(UPDATE, { id, input: { username: 'racer', email: 'racer@example.test', balance } }, asAdmin()),
      ),
      ...productIds.flatMap((productId) => [h.placeOrder(id, { productId }), h.placeOrder(id, { productId })]),
    ];
    const results = await Promise.all(work);
    const adjustments = results.slice(0, targets.length);
    expect(adjustments.every((r) => !r.errors)).toBe(true);
    expect(await h.ledgerMismatches()).toEqual([]);
    // totalSpent is the exact sum of the purchases.
    const [spent] = await h.sql<{ sum: string | null }>(
      "select sum(-amount) as sum from commerce.wallet_transaction where user_id = ? and type = 'purchase'",
      [id],
    );
    const page = await h.gql(LIST, { filter: { search: 'racer' } }, asAdmin());
    const listed = page.data.adminUsers.items.find((u: { id: number }) => u.id === id);
    expect(listed.totalSpent).toBe(centsToDecimal(parseCents(spent.sum ?? '0')!));
    expect(listed.balance).toBe(await h.balance(id));
  });

  it('lists with search, status filter and pages', async () => {
    for (const name of ['page-a', 'page-b', 'page-c']) await h.register(name);
    await h.gql(
      STATUS,
      {
        id: (await h.sql<{ id: number }>("select id from commerce.user where username = 'page-b'"))[0].id,
        status: 'Banned',
      },
      asAdmin(),
    );
    const all = await h.gql(LIST, { filter: { search: 'PAGE-' } }, asAdmin());
    expect(all.data.adminUsers.total).toBe(3);
    const banned = await h.gql(LIST, { filter: { search: 'page-', status: 'Banned' } }, asAdmin());
    expect(banned.data.adminUsers.items.map((u: { username: string }) => u.username)).toEqual(['page-b']);
    const second = await h.gql(LIST, { filter: { search: 'page-', page: 2, pageSize: 2 } }, asAdmin());
    expect(second.data.adminUsers).toMatchObject({ total: 3, items: [{ username: 'page-c' }] });
  });

  it('deletes a user without history and deactivates one with orders', async () => {
    const fresh = await h.register('nohistory');
    const erased = await h.gql(DELETE, { id: fresh }, asAdmin());
    expect(erased.data.deleteUser).toEqual({ id: fresh, deleted: true, deactivated: false });
    expect(await h.sql('select id from commerce.user where id = ?', [fresh])).toEqual([]);

    const buyer = await h.register('withorders');
    await h.deposit(buyer, '100.00');
    await h.inventory().addUnits(7, [accountLine()]);
    expect((await h.placeOrder(buyer, { productId: 7 })).data.placeOrder.__typename).toBe('Order');
    const kept = await h.gql(DELETE, { id: buyer }, asAdmin());
    expect(kept.data.deleteUser).toEqual({ id: buyer, deleted: false, deactivated: true });
    const [row] = await h.sql('select status from commerce.user where id = ?', [buyer]);
    expect(row.status).toBe('Inactive');
    // The deactivated buyer's stale session is refused on the next request.
    const refused = await h.gql(
      'query($userId:Int!){ ordersByUser(userId:$userId){ id } }',
      { userId: buyer },
      { userId: buyer },
    );
    expect(refused.errors![0].extensions!.code).toBe('FORBIDDEN');
    const missing = await h.gql(DELETE, { id: 999999 }, asAdmin());
    expect(missing.errors![0].extensions!.code).toBe('NOT_FOUND');
  });

  it('refuses a suspended user on the next per-user call, and an admin demoted in the table on the next admin call', async () => {
    const id = await h.register('suspendme');
    await h.deposit(id, '10.00');
    const suspended = await h.gql(STATUS, { id, status: 'Suspended' }, asAdmin());
    expect(suspended.data.setUserStatus.status).toBe('Suspended');
    for (const query of [
      'query($userId:Int!){ wallet(userId:$userId){ balance } }',
      'query($userId:Int!){ transactions(userId:$userId){ id } }',
    ]) {
      const result = await h.gql(query, { userId: id }, { userId: id });
      expect(result.errors![0].extensions!.code).toBe('FORBIDDEN');
    }
    expect((await h.deposit(id, '5.00')).errors![0].extensions!.code).toBe('FORBIDDEN');

    const other = await h.register('otheradmin');
    expect((await h.gql(ADMIN, { id: other, isAdmin: true }, asAdmin())).data.setUserAdmin).toEqual({
      id: other,
      isAdmin: true,
      username: 'otheradmin',
    });
    // The token still says admin, but the table is what counts.
    expect((await h.gql(LIST, {}, { userId: other, isAdmin: true })).errors).toBeUndefined();
    await h.gql(ADMIN, { id: other, isAdmin: false }, asAdmin());
    const demoted = await h.gql(LIST, {}, { userId: other, isAdmin: true });
    expect(demoted.errors![0]).toMatchObject({ message: 'Admins only.', extensions: { code: 'FORBIDDEN' } });
    const guest = await h.gql(LIST, {}, {});
    expect(guest.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an admin demoting, suspending or deleting themselves', async () => {
    expect((await h.gql(ADMIN, { id: adminId, isAdmin: false }, asAdmin())).errors![0]).toMatchObject({
      message: CANNOT_DEMOTE_SELF,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await h.gql(STATUS, { id: adminId, status: 'Suspended' }, asAdmin())).errors![0].message).toBe(
      CANNOT_DEACTIVATE_SELF,
    );
    expect((await h.gql(DELETE, { id: adminId }, asAdmin())).errors![0].message).toBe(CANNOT_DELETE_SELF);
    const [row] = await h.sql('select is_admin, status from commerce.user where id = ?', [adminId]);
    expect(row).toEqual({ is_admin: true, status: 'Active' });
  });

  it('bumps the rights version with every change of admin flag, status or password (and only then), and answers it on GET /rights', async () => {
    const id = await h.register('versioned', 'versioned-pass-1');
    const rightsUrl = h.commerceUrl.replace(/\/graphql$/, '/rights');
    const rights = async () => {
      const response = await fetch(rightsUrl, { headers: h.identity({ userId: id }) });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const row = async () =>
      (await h.sql('select rights_version, sessions_from from commerce.user where id = ?', [id]))[0];
    expect(await rights()).toEqual({
      status: 200,
      body: { userId: id, isAdmin: false, active: true, version: 1, sessionsFrom: 0, secondFactor: false },
    });

    const profile = { username: 'versioned', email: 'versioned@example.test' };
    await h.gql(UPDATE, { id, input: { ...profile, username: 'versioned2' } }, asAdmin());
    expect(await row()).toEqual({ rights_version: 1, sessions_from: 0 });
    await h.gql(ADMIN, { id, isAdmin: true }, asAdmin());
    expect(await row()).toEqual({ rights_version: 2, sessions_from: 0 });
    await h.gql(ADMIN, { id, isAdmin: false }, asAdmin());
    expect(await row()).toEqual({ rights_version: 3, sessions_from: 3 });
    await h.gql(STATUS, { id, status: 'Suspended' }, asAdmin());
    await h.gql(STATUS, { id, status: 'Active' }, asAdmin());
    expect(await row()).toEqual({ rights_version: 5, sessions_from: 4 });
    await h.gql(UPDATE, { id, input: { ...profile, password: 'versioned-pass-2' } }, asAdmin());
    expect(await row()).toEqual({ rights_version: 6, sessions_from: 6 });
    // A sign-in's grant carries the version it checked the password under.
    const login = await h.gql('mutation($input: LoginInput!){ login(input:$input){ id } }', {
      input: { email: 'versioned@example.test', password: 'versioned-pass-2' },
    });
    expect(verifySessionChange(login.extensions?.[SESSION_EXTENSION], 'commerce')).toMatchObject({
      userId: id,
      rightsVersion: 6,
    });
    expect(await rights()).toEqual({
      status: 200,
      body: { userId: id, isAdmin: false, active: true, version: 6, sessionsFrom: 6, secondFactor: false },
    });

    // Only a token of the gateway with a user gets an answer.
    expect((await fetch(rightsUrl)).status).toBe(401);
    expect((await fetch(rightsUrl, { headers: h.identity({}) })).status).toBe(401);
    expect((await fetch(rightsUrl, { headers: h.identity({ userId: 999_999 }) })).status).toBe(404);
  });
});
