import { demoProducts } from '@shop/shared/demo';
import { startShop, type Shop } from '../../test-support/shop';
import { stackTemplate, usesTemplate } from '../../test-support/stack-template';

/**
 * The run's stack template (test-support/stack-template.ts): a default stack copies a database
 * that one default start left, instead of migrating and seeding its own. These tests hold it to
 * what a start on an empty database writes, so a stale or half-built template cannot pass.
 */

/** Every table of the shop's four schemas with its row count. */
async function tableRows(shop: Shop): Promise<Record<string, number>> {
  const tables = await shop.sql(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_schema in ('catalog', 'commerce', 'support', 'gateway') and table_type = 'BASE TABLE' order by 1`,
  );
  const rows: Record<string, number> = {};
  for (const { name } of tables)
    rows[String(name)] = Number((await shop.sql(`select count(*)::int as n from ${String(name)}`))[0].n);
  return rows;
}

const migrationNames = async (shop: Shop, schema: string) =>
  (await shop.sql(`select name from "${schema}".mikro_orm_migrations order by name`)).map((row) => row.name);

describe('the stack template', () => {
  let copied: Shop;
  let fresh: Shop;
  let started: Date;

  beforeAll(async () => {
    started = new Date();
    copied = await startShop();
    // Another server URL (here the same server) is one of the options that start on an empty database.
    fresh = await startShop({ databaseServerUrl: process.env.TEST_DATABASE_SERVER_URL });
  });

  afterAll(async () => {
    await copied?.close();
    await fresh?.close();
  });

  it('is built for this run and copied by a default stack, not migrated again', async () => {
    expect(stackTemplate()).not.toBeNull();
    expect(usesTemplate({})).toBe(true);
    // A copy carries the template's migration times, from before this file started its stacks.
    const executed = async (shop: Shop) =>
      new Date((await shop.sql(`select max(executed_at) as at from commerce.mikro_orm_migrations`))[0].at as string);
    expect((await executed(copied)).getTime()).toBeLessThan(started.getTime());
    expect((await executed(fresh)).getTime()).toBeGreaterThanOrEqual(started.getTime());
  });

  it('holds every migration and every row a start on an empty database writes', async () => {
    for (const schema of ['catalog', 'commerce', 'support', 'gateway'])
      expect(await migrationNames(copied, schema)).toEqual(await migrationNames(fresh, schema));
    const rows = await tableRows(copied);
    expect(rows).toEqual(await tableRows(fresh));
    expect(rows['catalog.product']).toBe(demoProducts().length);
  });

  it("sells a seeded unit whose credentials open with this file's key, to a customer of this file alone", async () => {
    const [buyer] = await copied.fundedCustomers('tplbuyer', 1, '100.00');
    const order = await buyer.client.post('/api/orders', { productId: 1 });
    expect(order.status).toBe(201);
    expect(demoProducts()[0].units.map((line) => line.trim())).toContainEqual(order.body.accountDetails);
    // The other file-like stack never saw that customer or that sale.
    expect(await fresh.sql(`select id from commerce."user" where username = 'tplbuyer0'`)).toEqual([]);
  });

  it('is left alone by stacks whose start writes something else', () => {
    expect(usesTemplate({ databaseRoles: true })).toBe(false);
    expect(usesTemplate({ databaseServerUrl: process.env.TEST_DATABASE_SERVER_URL })).toBe(false);
    expect(usesTemplate({ commerce: { seedDemo: false } })).toBe(false);
    expect(usesTemplate({ commerce: { adminPassword: 'another-password-1' } })).toBe(false);
    expect(usesTemplate({ support: { seedDemo: false } })).toBe(false);
    // Options that act only after the start keep the copy.
    expect(usesTemplate({ commerce: { payments: { provider: 'test' } }, gatewayReplicas: 2 })).toBe(true);
    expect(usesTemplate({ support: { quota: { perCustomerBytes: 1, totalBytes: 2 } }, killable: ['support'] })).toBe(
      true,
    );
  });

  it('is left alone when this file changes the credentials key the template was sealed with', () => {
    const key = process.env.CREDENTIALS_KEY;
    try {
      process.env.CREDENTIALS_KEY = Buffer.alloc(32, 7).toString('base64');
      expect(usesTemplate({})).toBe(false);
    } finally {
      process.env.CREDENTIALS_KEY = key;
    }
  });
});
