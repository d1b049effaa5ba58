import { Migration } from '@mikro-orm/migrations';
import { AccountTextError, publicAccountLine } from '@shop/shared';

const CHUNK = 1000;

/** A stored line as it may stay public: its redaction, or nothing when the parser cannot read it (or its server is unknown). */
function publicLine(line: string): string {
  try {
    return publicAccountLine(line);
  } catch (error) {
    if (error instanceof AccountTextError) return '';
    throw error;
  }
}

/**
 * Account texts stored before catalog failed closed: the product dialog stored a line the parser
 * did not read as typed (`EUW:user:pass`, `user / pass`), and public reads served it. Each stored
 * line becomes its redaction, or is dropped when it cannot be parsed; a text already redacted is
 * left as it is. Not reversible: what was dropped may have been a password.
 */
export class Migration20261125100000 extends Migration {
  override async up(): Promise<void> {
    const rows = await this.execute(`select id, account_text from "catalog"."product" where account_text <> ''`);
    const changed: Array<[number, string]> = [];
    for (const row of rows) {
      const stored = row.account_text as string;
      const cleaned = stored
        .split(/\r?\n/)
        .map(publicLine)
        .filter((line) => line.length > 0)
        .join('\n');
      if (cleaned !== stored) changed.push([row.id as number, cleaned]);
    }
    for (let start = 0; start < changed.length; start += CHUNK) {
      const part = changed.slice(start, start + CHUNK);
      await this.execute(
        `update "catalog"."product" p set account_text = v.account_text
           from (values ${part.map(() => '(?::int, ?::text)').join(', ')}) as v(id, account_text)
          where p.id = v.id`,
        part.flat(),
      );
    }
  }
}
