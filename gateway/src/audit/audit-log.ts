import type { Pool } from 'pg';

/**
 * The audit log of the shop (schema `gateway`): every mutation run by an admin (written before it
 * runs, `pending`, then settled `ok` or `error`: a write whose row cannot be written is refused),
 * every read or export of credentials a subgraph reports, and every admin operation or route
 * refused to a signed-in user who is not an admin (`refused`). The gateway is the one place that
 * knows who asked (the session), from which address, and what came back, for all three subgraphs.
 */
export interface AuditRecord {
  userId: number | null;
  action: string;
  target: string;
  details?: string;
  ip: string;
  outcome: AuditOutcome;
}

/** `pending`: written before an admin write ran, its end not recorded (the gateway stopped, say). */
export type AuditOutcome = 'ok' | 'error' | 'pending' | 'refused';

export interface AuditEntry extends AuditRecord {
  id: number;
  at: string;
}

/** A row of gateway.audit_entry as pg returns it (bigint id as text). */
interface AuditRow {
  id: string;
  at: Date;
  user_id: number | null;
  action: string;
  target: string;
  details: string | null;
  ip: string;
  outcome: AuditOutcome;
}

// `deliveryNotes`: what an admin writes to the buyer beside the credentials, often a recovery code.
const SECRET_KEYS =
  /pass(word)?|secret|token|^accounts?$|accounttext|accountusername|accountdetails|credentials?|rawaccountdata|deliverynotes/i;
const MAX_DETAILS = 2000;

/** Variables as stored in the log: secrets and credential text replaced, long text cut. */
export function redactVariables(value: unknown, key = ''): unknown {
  if (key && SECRET_KEYS.test(key) && value !== null && value !== undefined) return '[redacted]';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redactVariables(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, redactVariables(inner, name)]));
  }
  if (typeof value === 'string' && value.length > 200) return `${value.slice(0, 200)}…`;
  return value;
}

export class AuditLog {
  constructor(private readonly pool: Pool) {}

  /** Records entries at once; a refused write is recorded too, whatever its arguments held. */
  async record(records: AuditRecord[]): Promise<void> {
    await this.insert(records);
  }

  /** Writes entries before the work they describe (outcome `pending`); answers their ids, in order. */
  begin(records: Omit<AuditRecord, 'outcome'>[]): Promise<number[]> {
    return this.insert(records.map((record) => ({ ...record, outcome: 'pending' as const })));
  }

  /** The outcome of entries written by `begin`. */
  async settle(outcomes: { id: number; outcome: 'ok' | 'error' }[]): Promise<void> {
    if (!outcomes.length) return;
    await this.pool.query(
      `update gateway.audit_entry as entry set outcome = settled.outcome
         from unnest($1::bigint[], $2::text[]) as settled(id, outcome) where entry.id = settled.id`,
      [outcomes.map((entry) => entry.id), outcomes.map((entry) => entry.outcome)],
    );
  }

  private async insert(records: AuditRecord[]): Promise<number[]> {
    if (!records.length) return [];
    const values: unknown[] = [];
    const rows = records.map((record, index) => {
      values.push(
        record.userId,
        record.action,
        storable(record.target),
        storable(record.details?.slice(0, MAX_DETAILS)) ?? null,
        record.ip,
        record.outcome,
      );
      const base = index * 6;
      return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}, $${base + 6})`;
    });
    const { rows: ids } = await this.pool.query<{ id: string }>(
      `insert into gateway.audit_entry (user_id, action, target, details, ip, outcome) values ${rows.join(', ')} returning id`,
      values,
    );
    return ids.map((row) => Number(row.id));
  }

  async list(limit: number, offset: number): Promise<{ entries: AuditEntry[]; total: number }> {
    const [page, count] = await Promise.all([
      this.pool.query<AuditRow>(
        `select id, at, user_id, action, target, details, ip, outcome from gateway.audit_entry order by at desc, id desc limit $1 offset $2`,
        [limit, offset],
      ),
      this.pool.query<{ total: number }>(`select count(*)::int as total from gateway.audit_entry`),
    ]);
    return {
      entries: page.rows.map((row) => ({
        id: Number(row.id),
        at: new Date(row.at).toISOString(),
        userId: row.user_id,
        action: row.action,
        target: row.target,
        details: row.details ?? undefined,
        ip: row.ip,
        outcome: row.outcome,
      })),
      total: count.rows[0].total,
    };
  }
}

/**
 * PostgreSQL text cannot hold NUL: an argument carrying one (a refused write, say) would make the
 * whole insert fail and the attempt go unrecorded, so NUL is stored as U+FFFD.
 */
function storable(text: string | undefined): string | undefined {
  return text?.replace(/\0/g, '\uFFFD');
}
