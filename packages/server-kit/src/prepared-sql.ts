import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Client } from 'pg';

/** Runs one statement (`$1`, `$2` placeholders) and answers its rows. */
export type Sql = <Row = Record<string, unknown>>(text: string, values?: readonly unknown[]) => Promise<Row[]>;

/** A pg connection as knex's pool hands it out; knex drops one marked disposed instead of reusing it. */
type PooledConnection = Client & { __knex__disposed?: unknown };

interface KnexClient {
  acquireConnection(): Promise<PooledConnection>;
  releaseConnection(connection: PooledConnection): Promise<void>;
}

const names = new Map<string, string>();

/** A stable name per statement text: the same text is the same prepared statement on every connection. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `shop_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

function sqlOn(connection: PooledConnection): Sql {
  return async <Row>(text: string, values: readonly unknown[] = []) => {
    const result = await connection.query({ name: statementName(text), text, values: [...values] });
    return result.rows as Row[];
  };
}

/** `work` on one connection of the subgraph's MikroORM pool (knex's), given back when it settles. */
async function borrowed<T>(em: EntityManager, work: (connection: PooledConnection) => Promise<T>): Promise<T> {
  const client = em.getConnection().getKnex().client as unknown as KnexClient;
  const connection = await client.acquireConnection();
  try {
    return await work(connection);
  } finally {
    await client.releaseConnection(connection);
  }
}

/**
 * Statements on one connection of the subgraph's MikroORM pool, sent as named prepared statements
 * through the pg driver itself: PostgreSQL parses and plans each text once per connection, and no
 * query builder or unit of work runs on the way. For the few hot paths whose SQL is written out
 * (a purchase); everything else goes through MikroORM. Planning alone was about a fifth of the
 * database time of a purchase when each statement arrived with its values inlined.
 */
export function withConnection<T>(em: EntityManager, work: (sql: Sql) => Promise<T>): Promise<T> {
  return borrowed(em, (connection) => work(sqlOn(connection)));
}

/**
 * `work` in one transaction (READ COMMITTED, as MikroORM's): committed when it resolves, rolled
 * back when it or the commit throws. A connection whose rollback fails is not reused (knex's pg
 * dialect already marks one that errored or ended).
 */
export function inTransaction<T>(em: EntityManager, work: (sql: Sql) => Promise<T>): Promise<T> {
  return borrowed(em, async (connection) => {
    await connection.query('begin');
    try {
      const result = await work(sqlOn(connection));
      await connection.query('commit');
      return result;
    } catch (error) {
      await connection.query('rollback').catch((rollbackError: unknown) => {
        connection.__knex__disposed = rollbackError;
      });
      throw error;
    }
  });
}

/** Collects a statement's values and answers each one's placeholder ($1, $2, ...) in order. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
