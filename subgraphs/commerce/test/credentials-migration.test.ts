import type { EntityManager } from '@mikro-orm/postgresql';
import { openOrm } from '@shop/server-kit';
import { migrations } from '../src/migrations';
import { commerceOrmOptions } from '../src/mikro-orm.config';
import { credentialKey } from '../src/modules/import/import.service';
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { credentialVault, forClaimMessage, forEmail, forOrder, forUnit } from '../src/modules/vault/credential-vault';
import { testDatabaseUrl } from '../../../test-support/db';

// The shop before credentials were sealed, with clear rows in every place they were kept; then
// the migration runs, as on the first start of the new version.
describe('migration sealing stored credentials', () => {
  const databaseUrl = testDatabaseUrl('commerce_seal_migration');
  const sealing = migrations.findIndex((migration) => migration.name === 'Migration20261124100000');
  const line = 'EUW : oldclearuser : OldClearPass-1 : 1000 : 3 : old@mail.test';
  const sold = 'TR : soldclearuser : SoldClearPass-2 : 2000 : 4';

  it('seals units, staged lines, delivered orders and queued e-mails, and hashes the dedupe keys', async () => {
    const before = await openOrm({ ...commerceOrmOptions(databaseUrl), migrations: migrations.slice(0, sealing) });
    const sql = (text: string, params: unknown[] = []) => (before.em.fork() as EntityManager).execute(text, params);
    const [user] = await sql(
      `insert into commerce."user" (username, email, password_hash) values ('old', 'old@shop.test', 'x') returning id`,
    );
    const [order] = await sql(
      `insert into commerce."order" (user_id, product_id, product_title, total_price, status, delivery_status, account_delivered, account_details)
       values (?, 1, 'Old', 1.00, 'completed', 'delivered', true, ?) returning id`,
      [user.id, sold],
    );
    await sql(
      `insert into commerce.inventory_unit (product_id, credentials, dedupe_key, status) values (1, ?, 'EUW:oldclearuser', 'active')`,
      [line],
    );
    await sql(
      `insert into commerce.inventory_unit (product_id, credentials, dedupe_key, status, batch_id, line) values (null, ?, 'EUW:stageduser', 'staged', gen_random_uuid(), 1)`,
      ['EUW : stageduser : StagedPass-3 : 10'],
    );
    await sql(
      `insert into commerce.inventory_unit (product_id, credentials, dedupe_key, order_id, status) values (1, ?, 'TR:soldclearuser', ?, 'active')`,
      [sold, order.id],
    );
    await sql(
      `insert into commerce.email_outbox (to_address, subject, body, order_id) values ('old@shop.test', 'Your order', ?, ?)`,
      [`Hello\n${sold}\n`, order.id],
    );
    await before.close(true);

    const after = await openOrm(commerceOrmOptions(databaseUrl));
    const read = (text: string) => (after.em.fork() as EntityManager).execute(text);
    try {
      const vault = credentialVault();
      const units = await read('select id, credentials, dedupe_key from commerce.inventory_unit order by id');
      expect(units.map((unit) => vault.open(unit.credentials, forUnit(unit.id)))).toEqual([
        line,
        'EUW : stageduser : StagedPass-3 : 10',
        sold,
      ]);
      expect(units.map((unit) => unit.dedupe_key)).toEqual([
        credentialKey({ server: 'EUW', username: 'oldclearuser' }),
        credentialKey({ server: 'EUW', username: 'stageduser' }),
        credentialKey({ server: 'TR', username: 'soldclearuser' }),
      ]);
      const [stored] = await read('select id, account_details from commerce."order"');
      expect(vault.open(stored.account_details, forOrder(stored.id))).toBe(sold);
      const [mail] = await read('select id, body, secret from commerce.email_outbox');
      expect(mail.body).toBe('[[account details]]');
      expect(vault.open(mail.secret, forEmail(mail.id))).toBe(`Hello\n${sold}\n`);
      const clear = await read(
        `select count(*)::int as n from commerce.inventory_unit u full join commerce."order" o on false full join commerce.email_outbox m on false
          where concat(u.credentials, u.dedupe_key, o.account_details, m.body, m.secret) ~* '(clearuser|ClearPass|stageduser|StagedPass)'`,
      );
      expect(clear[0].n).toBe(0);
    } finally {
      await after.close(true);
    }
  });

  it('binds values sealed in the first format (enc1, bound to nothing) to their row; a copy onto another row no longer opens', async () => {
    const url = testDatabaseUrl('commerce_bind_migration');
    const binding = migrations.findIndex((migration) => migration.name === 'Migration20261125170000');
    const before = await openOrm({ ...commerceOrmOptions(url), migrations: migrations.slice(0, binding) });
    const sql = (text: string, params: unknown[] = []) => (before.em.fork() as EntityManager).execute(text, params);
    // The first format, as the shop wrote it before: the same data key wrapping, no row in the AAD.
    const wrapKey = Buffer.from(
      hkdfSync(
        'sha256',
        Buffer.from(
          process.env.CREDENTIALS_KEY!,
          /^[0-9a-f]{64}$/i.test(process.env.CREDENTIALS_KEY!) ? 'hex' : 'base64',
        ),
        Buffer.alloc(0),
        'shop credentials: wrap data keys',
        32,
      ),
    );
    const gcm = (key: Buffer, plain: Buffer, aad: string) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(aad));
      return Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    };
    const sealV1 = (plain: string) => {
      const dataKey = randomBytes(32);
      return [
        'enc1',
        credentialVault().keyId,
        gcm(wrapKey, dataKey, 'data-key').toString('base64url'),
        gcm(dataKey, Buffer.from(plain), 'credentials').toString('base64url'),
      ].join('.');
    };
    const [user] = await sql(
      `insert into commerce."user" (username, email, password_hash) values ('v1', 'v1@shop.test', 'x') returning id`,
    );
    const [order] = await sql(
      `insert into commerce."order" (user_id, product_id, product_title, total_price, status, delivery_status, account_delivered, account_details)
       values (?, 1, 'Old', 1.00, 'completed', 'delivered', true, ?) returning id`,
      [user.id, sealV1(sold)],
    );
    await sql(
      `insert into commerce.inventory_unit (product_id, credentials, dedupe_key, status) values (1, ?, 'a', 'active'), (2, ?, 'b', 'active')`,
      [sealV1(line), sealV1(sold)],
    );
    await sql(
      `insert into commerce.email_outbox (to_address, subject, body, secret, order_id) values ('v1@shop.test', 'Your order', '[[account details]]', ?, ?)`,
      [sealV1(sold), order.id],
    );
    await before.close(true);

    const after = await openOrm(commerceOrmOptions(url));
    const read = (text: string) => (after.em.fork() as EntityManager).execute(text);
    try {
      const vault = credentialVault();
      const units = await read('select id, credentials from commerce.inventory_unit order by id');
      expect(units.map((unit) => unit.credentials.slice(0, 5))).toEqual(['enc2.', 'enc2.']);
      expect(units.map((unit) => vault.open(unit.credentials, forUnit(unit.id)))).toEqual([line, sold]);
      expect(() => vault.open(units[0].credentials, forUnit(units[1].id))).toThrow(
        /does not belong to inventory_unit:/,
      );
      const [stored] = await read('select id, account_details from commerce."order"');
      expect(vault.open(stored.account_details, forOrder(stored.id))).toBe(sold);
      expect(() => vault.open(units[1].credentials, forOrder(stored.id))).toThrow();
      const [mail] = await read('select id, secret from commerce.email_outbox');
      expect(vault.open(mail.secret, forEmail(mail.id))).toBe(sold);
    } finally {
      await after.close(true);
    }
  });

  it("seals the warranty claims' messages stored in clear (buyers paste passwords there), each for its claim", async () => {
    const url = testDatabaseUrl('commerce_claim_message_migration');
    const sealing = migrations.findIndex((migration) => migration.name === 'Migration20261128100100');
    const before = await openOrm({ ...commerceOrmOptions(url), migrations: migrations.slice(0, sealing) });
    const sql = (text: string, params: unknown[] = []) => (before.em.fork() as EntityManager).execute(text, params);
    const [user] = await sql(
      `insert into commerce."user" (username, email, password_hash) values ('claimer', 'claimer@shop.test', 'x') returning id`,
    );
    const [order] = await sql(
      `insert into commerce."order" (user_id, product_id, product_title, total_price, status, delivery_status, account_delivered)
       values (?, 1, 'Old', 1.00, 'delivered', 'delivered', true) returning id`,
      [user.id],
    );
    const messages = ['My password ClaimPass-1 stopped working.', 'Banned, login claimuser2.'];
    for (const message of messages)
      await sql(
        `insert into commerce.warranty_claim (order_id, user_id, product_id, reason, message) values (?, ?, 1, 'banned', ?)`,
        [order.id, user.id, message],
      );
    await before.close(true);

    const after = await openOrm(commerceOrmOptions(url));
    try {
      const rows = await (after.em.fork() as EntityManager).execute(
        'select id, message from commerce.warranty_claim order by id',
      );
      expect(rows.map((row) => row.message as string).filter((text) => /ClaimPass|claimuser/.test(text))).toEqual([]);
      const vault = credentialVault();
      expect(rows.map((row) => vault.open(row.message, forClaimMessage(row.id)))).toEqual(messages);
      // Bound to its claim: one claim's sealed message does not open as another's.
      expect(() => vault.open(rows[0].message, forClaimMessage(rows[1].id))).toThrow();
    } finally {
      await after.close(true);
    }
  });
});
