import { ApiClient, type Stack } from '../test-support/stack';
import { startShop, stepUp, type Shop } from '../test-support/shop';
import { figure } from './figure';

// Battery (issue 22 item 8): the audit log records the operation that ran, not the text the client
// sent. Admin writes hidden behind a root fragment, an alias, variables, an innocent operation
// name and an @include must be logged with their real field and their real argument values, and
// a password argument never in clear.
jest.setTimeout(120_000);

let shop: Shop;

let stack: Stack;
let admin: ApiClient;

interface Entry {
  action: string;
  target: string;
  details?: string;
  outcome: string;
}

async function register(name: string): Promise<number> {
  const response = await new ApiClient(stack.url).post('/api/register', {
    username: name,
    email: `${name}@audit.test`,
    password: 'secret-pass-1',
  });
  expect(response.status).toBe(201);
  return (response.body as { id: number }).id;
}

/** The audit entries written since `since` (the newest first). */
async function entriesSince(since: number): Promise<Entry[]> {
  const listed = await admin.get('/api/admin/audit?limit=50');
  expect(listed.status).toBe(200);
  return (listed.body.entries as Array<Entry & { id: number }>).filter((entry) => entry.id > since);
}

async function lastId(): Promise<number> {
  const listed = await admin.get('/api/admin/audit?limit=1');
  return (listed.body.entries as Array<{ id: number }>)[0]?.id ?? 0;
}

beforeAll(async () => {
  shop = await startShop();
  stack = shop.stack;
  admin = shop.admin;
});

afterAll(async () => {
  await shop?.close();
});

describe('the audit log records the operation that ran', () => {
  it('admin writes through a root fragment, aliases and variables are logged with their real field and arguments', async () => {
    const banned = await register('auditbanned');
    const renamed = await register('auditrenamed');
    const since = await lastId();

    // One request, an innocent name, nothing but fragments at the root: a ban by alias and
    // variables, and a password change by literal arguments inside an @include'd inline fragment.
    const query = `
      mutation LookAtProducts($who: Int!, $what: UserStatus!, $yes: Boolean!) { ...Harmless }
      fragment Harmless on Mutation {
        products: setUserStatus(id: $who, status: $what) { id }
        ... on Mutation @include(if: $yes) { catalog: updateUser(id: ${renamed}, input: { username: "auditrenamed2", email: "auditrenamed2@audit.test", password: "new-secret-pass-9" }) { id } }
      }`;
    await stepUp(admin); // the password change needs it
    const response = await admin.post('/graphql', {
      query,
      operationName: 'LookAtProducts',
      variables: { who: banned, what: 'Banned', yes: true },
    });
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();

    const entries = await entriesSince(since);
    const ban = entries.find((entry) => entry.action === 'mutation setUserStatus');
    const update = entries.find((entry) => entry.action === 'mutation updateUser');
    const logged = [
      ban !== undefined &&
        ban.outcome === 'ok' &&
        ban.target === `id:${banned}` &&
        JSON.parse(ban.details ?? '{}').status === 'Banned' &&
        JSON.parse(ban.details ?? '{}').id === banned,
      update !== undefined &&
        update.outcome === 'ok' &&
        update.target === `id:${renamed}` &&
        JSON.parse(update.details ?? '{}').input?.username === 'auditrenamed2',
    ];
    figure(
      'audit: admin writes behind a root fragment, aliases and variables logged with their real field and arguments',
      `${logged.filter(Boolean).length} of ${logged.length}`,
    );
    expect(ban).toMatchObject({ outcome: 'ok', target: `id:${banned}` });
    expect(JSON.parse(ban!.details!)).toEqual({ id: banned, status: 'Banned' });
    expect(update).toMatchObject({ outcome: 'ok', target: `id:${renamed}` });
    expect(JSON.parse(update!.details!)).toEqual({
      id: renamed,
      input: { username: 'auditrenamed2', email: 'auditrenamed2@audit.test', password: '[redacted]' },
    });
    expect(logged).toEqual([true, true]);
    // Neither the alias, nor the operation's name, nor the password names the action.
    expect(JSON.stringify(entries)).not.toMatch(/LookAtProducts|Harmless|new-secret-pass-9/);
  });

  it('a field skipped by @include(if: false) is not logged as run; a failed write is logged as an error', async () => {
    const target = await register('auditskipped');
    const since = await lastId();
    const response = await admin.post('/graphql', {
      query: `mutation { ...F } fragment F on Mutation { a: setUserStatus(id: ${target}, status: Suspended) @include(if: false) { id } b: setUserStatus(id: 999999, status: Banned) { id } }`,
    });
    expect(response.status).toBe(200);
    const entries = await entriesSince(since);
    expect(entries.filter((entry) => entry.action === 'mutation setUserStatus')).toEqual([
      expect.objectContaining({ target: 'id:999999', outcome: 'error' }),
    ]);
  });
});
