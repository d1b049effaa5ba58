import { Migration } from '@mikro-orm/migrations';
import { credentialVault, forEmail, forOrder, forUnit, type SealBinding } from '../modules/vault/credential-vault';

const CHUNK = 1000;

/**
 * Sealed credentials bound to their row: every value still in the first, unbound format (`enc1.`)
 * is opened and sealed again with its row (table and id) as additional authenticated data, so a
 * sealed value copied onto another unit, order or e-mail no longer opens. Needs `CREDENTIALS_KEY`.
 * Not reversible (the bound format is the only one the shop opens).
 */
export class Migration20261125170000 extends Migration {
  override async up(): Promise<void> {
    const vault = credentialVault();
    const reseal = async (table: string, column: string, bind: (id: number) => SealBinding) => {
      const rows = await this.execute(
        `select id, "${column}" as sealed from "commerce"."${table}" where "${column}" like 'enc1.%' order by id`,
      );
      for (let start = 0; start < rows.length; start += CHUNK) {
        const part = rows.slice(start, start + CHUNK);
        const values = part.flatMap((row) => [
          row.id as number,
          vault.seal(vault.openUnbound(row.sealed as string), bind(row.id as number)),
        ]);
        await this.execute(
          `update "commerce"."${table}" t set "${column}" = v.sealed
             from (values ${part.map(() => '(?::int, ?::text)').join(', ')}) as v(id, sealed)
            where t.id = v.id`,
          values,
        );
      }
    };
    await reseal('inventory_unit', 'credentials', forUnit);
    await reseal('order', 'account_details', forOrder);
    await reseal('email_outbox', 'secret', forEmail);
  }
}
