import { ApiClient, startStack, type Stack } from '../test-support/stack';
import { ADMIN, PASSWORD, database, signInAdmin, signUp } from '../test-support/shop';

// Issue 34: a change of rights, a password or an e-mail asks the acting admin for a fresh step-up
// (POST /api/admin/reauth within 5 minutes), on the REST facade and GraphQL alike, so a stolen
// admin session alone cannot make another admin or take over an account. A plain edit does not.
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

const rowOf = async (id: number) =>
  (await db.sql('select email, is_admin from commerce."user" where id = ?', [id]))[0] as {
    email: string;
    is_admin: boolean;
  };

async function refusedForStepUp(answer: { status: number; body: any }) {
  expect(answer.status).toBe(401);
  expect(answer.body).toMatchObject({ reauthenticate: true });
}

describe('without a fresh step-up', () => {
  it('PATCH /api/users/{id}/admin and setUserAdmin are refused, and the user stays a customer', async () => {
    const admin = await signInAdmin(stack.url);
    const [customer] = await signUp(stack.url, 'stepuprights', 1);
    await refusedForStepUp(await admin.request('PATCH', `/api/users/${customer.id}/admin`, { isAdmin: true }));
    const viaGraphql = await admin.post('/graphql', {
      query: `mutation { setUserAdmin(id: ${customer.id}, isAdmin: true) { id isAdmin } }`,
    });
    expect(viaGraphql.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reauthenticate: true });
    expect((await rowOf(customer.id)).is_admin).toBe(false);
    expect((await customer.client.get('/api/users')).status).toBe(403);
  });

  it('PUT /api/users/{id} with a new password, a new e-mail or admin rights is refused and changes nothing; a plain edit goes through', async () => {
    const admin = await signInAdmin(stack.url);
    const [customer] = await signUp(stack.url, 'stepupedit', 1);
    const base = { username: 'stepupedit-renamed', email: customer.email };
    await refusedForStepUp(
      await admin.request('PUT', `/api/users/${customer.id}`, { ...base, password: 'taken-over-pass' }),
    );
    await refusedForStepUp(
      await admin.request('PUT', `/api/users/${customer.id}`, { ...base, email: 'thief@evil.test' }),
    );
    await refusedForStepUp(await admin.request('PUT', `/api/users/${customer.id}`, { ...base, isAdmin: true }));
    const viaGraphql = await admin.post('/graphql', {
      query: 'mutation ($id: Int!, $input: AdminUserInput!) { updateUser(id: $id, input: $input) { id } }',
      variables: { id: customer.id, input: { ...base, password: 'taken-over-pass' } },
    });
    expect(viaGraphql.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reauthenticate: true });

    expect(await rowOf(customer.id)).toEqual({ email: customer.email, is_admin: false });
    // The old password still signs in; the customer's session goes on.
    expect(
      (await new ApiClient(stack.url).post('/api/login', { email: customer.email, password: PASSWORD })).status,
    ).toBe(200);
    expect((await customer.client.get('/api/user')).status).toBe(200);

    // Same e-mail (any case), no password, rights as they are: no step-up needed.
    const plain = await admin.request('PUT', `/api/users/${customer.id}`, {
      ...base,
      email: customer.email.toUpperCase(),
      isAdmin: false,
      balance: '3.00',
    });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ username: 'stepupedit-renamed', balance: '3.00' });
  });

  it('POST /api/users with admin rights is refused and creates no one; a customer account is created', async () => {
    const admin = await signInAdmin(stack.url);
    const user = (name: string, isAdmin: boolean) => ({
      username: name,
      email: `${name}@stepup.test`,
      password: 'secret-pass-1',
      isAdmin,
    });
    await refusedForStepUp(await admin.post('/api/users', user('stepupnewadmin', true)));
    expect(await db.sql('select id from commerce."user" where email = ?', ['stepupnewadmin@stepup.test'])).toEqual([]);
    expect((await admin.post('/api/users', user('stepupnewcustomer', false))).status).toBe(201);
  });
});

describe('after a fresh step-up', () => {
  it('promotes, changes the e-mail and password, and creates an admin, on REST and GraphQL', async () => {
    const admin = await signInAdmin(stack.url);
    const [customer, other] = await signUp(stack.url, 'stepupdone', 2);
    expect((await admin.post('/api/admin/reauth', { password: ADMIN.password })).status).toBe(200);

    expect((await admin.request('PATCH', `/api/users/${customer.id}/admin`, { isAdmin: true })).status).toBe(200);
    const viaGraphql = await admin.post('/graphql', {
      query: `mutation { setUserAdmin(id: ${other.id}, isAdmin: true) { id isAdmin } }`,
    });
    expect(viaGraphql.body.data.setUserAdmin).toEqual({ id: other.id, isAdmin: true });

    const edited = await admin.request('PUT', `/api/users/${customer.id}`, {
      username: 'stepupdone-moved',
      email: 'stepupdone-moved@stepup.test',
      password: 'brand-new-pass-1',
    });
    expect(edited.status).toBe(200);
    expect(
      (
        await new ApiClient(stack.url).post('/api/login', {
          email: 'stepupdone-moved@stepup.test',
          password: 'brand-new-pass-1',
        })
      ).status,
    ).toBe(200);

    const created = await admin.post('/api/users', {
      username: 'stepupmadeadmin',
      email: 'stepupmadeadmin@stepup.test',
      password: 'secret-pass-1',
      isAdmin: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.isAdmin).toBe(true);
  });

  it('a step-up older than 5 minutes no longer counts', async () => {
    const admin = await signInAdmin(stack.url);
    const [customer] = await signUp(stack.url, 'stepupstale', 1);
    expect((await admin.post('/api/admin/reauth', { password: ADMIN.password })).status).toBe(200);
    await db.sql(
      `update gateway.session set sess = jsonb_set(sess::jsonb, '{reauthUntil}', to_jsonb(?::bigint))::json
        where (sess::jsonb ->> 'reauthUntil') is not null`,
      [Date.now() - 1],
    );
    await refusedForStepUp(await admin.request('PATCH', `/api/users/${customer.id}/admin`, { isAdmin: true }));
  });
});
