import { Client } from 'pg';
import { ApiClient, type Stack } from '../test-support/stack';
import { startShop, type Shop } from '../test-support/shop';
import { figure } from './figure';

// Battery (issue 22 item 12): each subgraph and the gateway connect with their own database role
// that reaches only their own schema (deploy/postgres/init-roles.sql, the script docker-compose
// runs). The whole shop runs on those roles here (migrations, seeds, the gateway's tables); then
// each role tries the other services' tables and must be refused by PostgreSQL itself.
jest.setTimeout(120_000);

let shop: Shop;

let stack: Stack;

function roleUrl(service: string): string {
  const url = stack.databaseRoleUrls?.[service as 'catalog'];
  if (!url) throw new Error('the stack runs without database roles');
  return url;
}

async function as<T>(service: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: roleUrl(service) });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The error code PostgreSQL answers `statement` with as `service` (null when it succeeds). */
async function refusal(service: string, statement: string): Promise<string | null> {
  return as(service, async (client) => {
    try {
      await client.query(statement);
      return null;
    } catch (error) {
      return (error as { code?: string }).code ?? 'error';
    }
  });
}

beforeAll(async () => {
  shop = await startShop({ databaseRoles: true });
  stack = shop.stack;
});

afterAll(async () => {
  await shop?.close();
});

describe('one database role per service', () => {
  it('the shop runs on its roles: each schema is owned by its service, migrations included', async () => {
    const owner = new Client({ connectionString: stack.databaseUrl });
    await owner.connect();
    try {
      const { rows } = await owner.query<{ nspname: string; owner: string; tables: number; foreign: number }>(
        `select n.nspname, pg_get_userbyid(n.nspowner) as owner,
                (select count(*)::int from pg_class c where c.relnamespace = n.oid and c.relkind = 'r') as tables,
                (select count(*)::int from pg_class c where c.relnamespace = n.oid and c.relkind = 'r' and c.relowner <> n.nspowner) as foreign
           from pg_namespace n where n.nspname in ('catalog', 'commerce', 'support', 'gateway') order by n.nspname`,
      );
      expect(rows).toEqual(
        ['catalog', 'commerce', 'gateway', 'support'].map((name) => ({
          nspname: name,
          owner: `shop_${name}`,
          tables: expect.any(Number),
          foreign: 0,
        })),
      );
      for (const row of rows) expect(row.tables).toBeGreaterThan(0);
    } finally {
      await owner.end();
    }
    // A customer's path through all four: sign-up (commerce), products (catalog), a ticket (support), the session (gateway).
    const client = new ApiClient(stack.url);
    expect(
      (
        await client.post('/api/register', {
          username: 'roleuser',
          email: 'roleuser@roles.test',
          password: 'role-pass-1',
        })
      ).status,
    ).toBe(201);
    expect((await client.get('/api/products')).status).toBe(200);
    expect(
      (await client.post('/api/tickets', { subject: 'Roles', message: 'Does support run on its role?' })).status,
    ).toBe(201);
    expect((await client.get('/api/user')).body).toMatchObject({ email: 'roleuser@roles.test' });
  });

  it("the catalog role is refused on commerce's tables, and every role on the others' schemas", async () => {
    // Control: each role does reach its own tables.
    expect(await refusal('catalog', 'select count(*) from catalog.product')).toBeNull();
    expect(await refusal('commerce', 'select count(*) from commerce."user"')).toBeNull();

    const attempts: Array<[string, string]> = [
      ['catalog', 'select * from commerce."user" limit 1'],
      ['catalog', 'select credentials from commerce.inventory_unit limit 1'],
      ['catalog', `update commerce.wallet set balance = balance + 1000`],
      ['catalog', 'select * from gateway.session limit 1'],
      ['support', 'select account_details from commerce."order" limit 1'],
      ['support', 'delete from catalog.product'],
      ['gateway', 'select password_hash from commerce."user" limit 1'],
      ['commerce', 'select * from gateway.session limit 1'],
      ['commerce', 'select * from support.ticket limit 1'],
      ['catalog', 'create table public.smuggled (id int)'],
    ];
    const codes = [];
    for (const [service, statement] of attempts)
      codes.push({ service, statement, code: await refusal(service, statement) });
    const refused = codes.filter((attempt) => attempt.code === '42501');
    figure(
      "database roles: statements on another service's schema (or public) refused with 42501",
      `${refused.length} of ${attempts.length}`,
    );
    expect(codes).toEqual(attempts.map(([service, statement]) => ({ service, statement, code: '42501' })));
  });
});
