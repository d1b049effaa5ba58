import type { EntityManager } from '@mikro-orm/postgresql';
import { openOrm } from '@shop/server-kit';
import { migrations } from '../src/migrations';
import { catalogOrmOptions } from '../src/mikro-orm.config';
import { testDatabaseUrl } from '../../../test-support/db';

// Products whose account text the dialog stored as typed before catalog failed closed; then the
// migration runs, as on the first start of the new version.
describe('migration cleaning stored account texts', () => {
  const databaseUrl = testDatabaseUrl('catalog_account_text_migration');
  const cleaning = migrations.findIndex((migration) => migration.name === 'Migration20261125100000');

  it('keeps only the redaction of each parsed line and drops the rest', async () => {
    expect(cleaning).toBeGreaterThan(0);
    const before = await openOrm({ ...catalogOrmOptions(databaseUrl), migrations: migrations.slice(0, cleaning) });
    const sql = (text: string, params: unknown[] = []) => (before.em.fork() as EntityManager).execute(text, params);
    const texts = [
      'EUW:leakuser1:LeakPass1',
      'Username: leakuser2 Password: LeakPass2',
      'leakuser3 / LeakPass3',
      'NA:leakuser4:LeakPass4:35000:1:a@b.c:nick:2000-01-01:2025-01-01:2026-01-01:US:EPIC Arcade Sona',
      'Server: EUNE, Username: leakuser5, Password: LeakPass5, Blueessences: 41000, Skins: EPIC Arcade Sona',
      'Server: TR Username: ****** Password: ****** Blueessences: 1 Skins: ',
      'Server: LeakPass7 Username: leakuser7 Password: x',
      '',
    ];
    for (const text of texts)
      await sql(`insert into catalog.product (title, price, account_text) values ('Old', 1.00, ?)`, [text]);
    await before.close(true);

    const after = await openOrm(catalogOrmOptions(databaseUrl));
    try {
      const rows = await (after.em.fork() as EntityManager).execute(
        `select account_text from catalog.product where title = 'Old' order by id`,
      );
      expect(rows.map((row) => row.account_text)).toEqual([
        '',
        '',
        '',
        'NA : ****** : ****** : 35000 : 1 : ******@****** : ****** : ****** : 2025-01-01 : 2026-01-01 : US : EPIC Arcade Sona',
        'Server: EUNE Username: ****** Password: ****** Blueessences: 41000 Skins: EPIC Arcade Sona',
        'Server: TR Username: ****** Password: ****** Blueessences: 1 Skins:',
        '',
        '',
      ]);
      expect(JSON.stringify(rows)).not.toMatch(/leakuser|LeakPass/);
    } finally {
      await after.close(true);
    }
  });
});
