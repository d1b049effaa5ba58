import { Migration } from '@mikro-orm/migrations';
import { credentialVault, forEmail, forOrder, forUnit } from '../modules/vault/credential-vault';

const SECRET_PLACEHOLDER = '[[account details]]';
const CHUNK = 1000;

/**
 * Credentials at rest: seals the credentials of inventory units (staged import lines included)
 * and delivered orders, replaces the clear `SERVER:username` dedupe keys by their keyed hash, and
 * moves the text of e-mails still queued into a sealed `secret` column. Needs `CREDENTIALS_KEY`;
 * rows already sealed are left alone. (Sealed values are bound to their row since
 * Migration20261125170000; this one seals in that format too.) Not reversible: the hashes cannot be turned back.
 */
export class Migration20261124100000 extends Migration {
  override async up(): Promise<void> {
    const vault = credentialVault();
    await this.execute(`alter table "commerce"."email_outbox" add column "secret" text null;`);

    const units = await this.execute(
      `select id, credentials, dedupe_key from "commerce"."inventory_unit" where credentials !~ '^enc[12]\\.'`,
    );
    await this.updateRows(
      'inventory_unit',
      ['credentials', 'dedupe_key'],
      units.map((row) => [
        row.id as number,
        vault.seal(row.credentials as string, forUnit(row.id as number)),
        row.dedupe_key === null ? null : vault.dedupeHash(row.dedupe_key as string),
      ]),
    );

    const orders = await this.execute(
      `select id, account_details from "commerce"."order" where account_details is not null and account_details !~ '^enc[12]\\.'`,
    );
    await this.updateRows(
      'order',
      ['account_details'],
      orders.map((row) => [row.id as number, vault.seal(row.account_details as string, forOrder(row.id as number))]),
    );

    const mails = await this.execute(
      `select id, body from "commerce"."email_outbox" where status = 'pending' and body <> ''`,
    );
    await this.updateRows(
      'email_outbox',
      ['secret', 'body'],
      mails.map((row) => [
        row.id as number,
        vault.seal(row.body as string, forEmail(row.id as number)),
        SECRET_PLACEHOLDER,
      ]),
    );
  }

  private async updateRows(
    table: string,
    columns: string[],
    rows: Array<Array<string | number | null>>,
  ): Promise<void> {
    for (let start = 0; start < rows.length; start += CHUNK) {
      const part = rows.slice(start, start + CHUNK);
      const tuple = `(?::int, ${columns.map(() => '?::text').join(', ')})`;
      await this.execute(
        `update "commerce"."${table}" t set ${columns.map((column) => `"${column}" = v."${column}"`).join(', ')}
           from (values ${part.map(() => tuple).join(', ')}) as v(id, ${columns.map((column) => `"${column}"`).join(', ')})
          where t.id = v.id`,
        part.flat(),
      );
    }
  }
}
