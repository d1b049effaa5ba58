import type { EntityManager } from '@mikro-orm/postgresql';
import type { Sql } from '@shop/server-kit';

/** A value as MikroORM's query formatting takes it: a JS array of numbers as a PostgreSQL array literal. */
function bound(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  if (!value.every((item) => typeof item === 'number' && Number.isFinite(item)))
    throw new Error('only arrays of numbers can be bound to a statement');
  return `{${value.join(',')}}`;
}

/**
 * A `$1`-style statement (as the repositories write them) in MikroORM's `?` form, with its values in
 * the order their placeholders appear (a placeholder may repeat or come out of order).
 */
export function positional(text: string, values: readonly unknown[]): { text: string; values: unknown[] } {
  if (text.includes('?')) throw new Error('a statement with $n placeholders must not contain "?"');
  const ordered: unknown[] = [];
  const converted = text.replace(/\$(\d+)/g, (_match, index: string) => {
    ordered.push(bound(values[Number(index) - 1]));
    return '?';
  });
  return { text: converted, values: ordered };
}

/**
 * The repositories' `Sql` on the entity manager's own connection: inside `em.transactional`, the
 * transaction's (docs/decisions/0065-data-access-in-commerce.md: no second pool off the purchase).
 * Timestamps come back as text, as from every `em.execute`.
 */
export function emSql(em: EntityManager): Sql {
  return async <Row>(text: string, values: readonly unknown[] = []) => {
    const statement = positional(text, values);
    return em.getConnection().execute<Row[]>(statement.text, statement.values, 'all', em.getTransactionContext());
  };
}

/** `work` in one MikroORM transaction (READ COMMITTED), its statements on that transaction's connection. */
export function inEmTransaction<T>(em: EntityManager, work: (sql: Sql, tx: EntityManager) => Promise<T>): Promise<T> {
  return em.transactional((tx) => work(emSql(tx), tx));
}

/** `work` with statements on the entity manager's connection (no transaction of its own). */
export function withEmSql<T>(em: EntityManager, work: (sql: Sql) => Promise<T>): Promise<T> {
  return work(emSql(em));
}
