import { Migration } from '@mikro-orm/migrations';
import { credentialVault, forClaimMessage } from '../modules/vault/credential-vault';

const CHUNK = 1000;

/**
 * The buyers' claim messages sealed at rest like credentials (buyers paste passwords there), each
 * bound to its claim. Needs `CREDENTIALS_KEY`. Not reversible (the shop opens only sealed messages).
 */
export class Migration20261128100100 extends Migration {
  override async up(): Promise<void> {
    const rows = await this.execute(
      `select id, message from "commerce"."warranty_claim" where message not like 'enc2.%' order by id`,
    );
    if (rows.length === 0) return;
    const vault = credentialVault();
    for (let start = 0; start < rows.length; start += CHUNK) {
      const part = rows.slice(start, start + CHUNK);
      const values = part.flatMap((row) => [
        row.id as number,
        vault.seal(row.message as string, forClaimMessage(row.id as number)),
      ]);
      await this.execute(
        `update "commerce"."warranty_claim" t set message = v.sealed
           from (values ${part.map(() => '(?::int, ?::text)').join(', ')}) as v(id, sealed)
          where t.id = v.id`,
        values,
      );
    }
  }
}
