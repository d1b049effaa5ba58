import { SCHEMA } from '../../mikro-orm.config';

/** Tables whose rows hold sealed values bound to their id (see `CredentialVault`). */
export type SealedTable = 'inventory_unit' | 'order' | 'email_outbox' | 'warranty_claim';

/**
 * The id a new row of `table` will have, taken from its sequence before the row is written, so
 * its sealed value can be bound to it. One parameter: how many ids (`?` for MikroORM's execute).
 */
export function nextIdsSql(table: SealedTable, placeholder = '?'): string {
  return `select nextval('"${SCHEMA}"."${table}_id_seq"')::int as id from generate_series(1, ${placeholder}::int)`;
}

/** The sequence's next value as an SQL expression (for a statement that takes one id per row). */
export function nextIdExpression(table: SealedTable): string {
  return `nextval('"${SCHEMA}"."${table}_id_seq"')::int`;
}
