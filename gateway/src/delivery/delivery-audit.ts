import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';

/** Who did it: an admin's session (user id) or a deploy token (its id and name). */
export interface DeliveryActor {
  userId: number | null;
  tokenId: string | null;
  tokenName: string | null;
}

export type DeliveryAction =
  | 'build.publish'
  | 'build.refused'
  | 'remote.activate'
  | 'remote.rollback'
  | 'remote.refused'
  | 'build.remove'
  | 'build.pin'
  | 'build.unpin'
  | 'canary.set'
  | 'canary.clear'
  | 'canary.promote'
  | 'canary.auto-abort'
  | 'preview.create'
  | 'token.create'
  | 'token.revoke';

export interface DeliveryEvent {
  action: DeliveryAction;
  actor: DeliveryActor;
  remote?: string | null;
  buildId?: string | null;
  gitCommit?: string | null;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
  details?: unknown;
}

export interface AuditedEvent extends DeliveryEvent {
  seq: number;
  at: string;
  hash: string;
  previousHash: string;
}

/** The chain's check: the first row whose hash or link does not hold, if any. */
export interface ChainCheck {
  ok: boolean;
  checked: number;
  brokenAt?: number;
  problem?: string;
}

const GENESIS = '0'.repeat(64);
/** One appender at a time across every replica: each row links to the hash of the one before. */
const CHAIN_LOCK = 0x64656c76; // 'delv'

/** JSON with every object's keys sorted, so PostgreSQL's jsonb (which reorders keys) hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

export function chainHash(previousHash: string, at: string, event: unknown): string {
  return createHash('sha256')
    .update(`${previousHash}\n${at}\n${canonicalJson(event)}`, 'utf8')
    .digest('hex');
}

interface AuditRow {
  seq: string;
  at: string;
  event: DeliveryEvent;
  previous_hash: string;
  hash: string;
}

/**
 * The delivery audit (gateway.delivery_audit): every publish, switch, refusal by a gate and token
 * change, append-only (a trigger refuses UPDATE, DELETE and TRUNCATE) and hash-chained: each row's
 * hash covers its content and the hash of the row before, so a row changed or removed behind the
 * trigger's back (by a superuser) breaks the chain at that row (`verify`).
 */
export class DeliveryAudit {
  constructor(private readonly pool: Pool) {}

  /** Appends inside the caller's transaction: the event is kept exactly when the change it records is. */
  async append(client: PoolClient, event: DeliveryEvent): Promise<void> {
    await client.query('select pg_advisory_xact_lock($1)', [CHAIN_LOCK]);
    const last = await client.query<{ hash: string }>(
      'select hash from gateway.delivery_audit order by seq desc limit 1',
    );
    const previousHash = last.rows[0]?.hash ?? GENESIS;
    const at = new Date().toISOString();
    const stored = JSON.parse(JSON.stringify(event)) as DeliveryEvent;
    await client.query('insert into gateway.delivery_audit (at, event, previous_hash, hash) values ($1, $2, $3, $4)', [
      at,
      JSON.stringify(stored),
      previousHash,
      chainHash(previousHash, at, stored),
    ]);
  }

  /** Appends in a transaction of its own (a refusal, which changes nothing else). */
  async appendAlone(event: DeliveryEvent): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      await this.append(client, event);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** The newest events first. */
  async list(limit: number, remote?: string): Promise<AuditedEvent[]> {
    const rows = await this.pool.query<AuditRow>(
      `select seq, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, event, previous_hash, hash
         from gateway.delivery_audit where $2::text is null or event->>'remote' = $2
         order by seq desc limit $1`,
      [limit, remote ?? null],
    );
    return rows.rows.map((row) => ({
      ...row.event,
      seq: Number(row.seq),
      at: row.at,
      hash: row.hash,
      previousHash: row.previous_hash,
    }));
  }

  /** Recomputes the whole chain from the first row. */
  async verify(): Promise<ChainCheck> {
    const rows = await this.pool.query<AuditRow>(
      `select seq, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, event, previous_hash, hash
         from gateway.delivery_audit order by seq`,
    );
    let previous = GENESIS;
    let checked = 0;
    for (const row of rows.rows) {
      const seq = Number(row.seq);
      if (row.previous_hash !== previous)
        return { ok: false, checked, brokenAt: seq, problem: `row ${seq} does not follow the row before it` };
      if (chainHash(row.previous_hash, row.at, row.event) !== row.hash)
        return { ok: false, checked, brokenAt: seq, problem: `row ${seq} was changed after it was written` };
      previous = row.hash;
      checked += 1;
    }
    return { ok: true, checked };
  }
}
