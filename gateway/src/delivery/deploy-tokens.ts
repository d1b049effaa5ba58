import type { Pool } from 'pg';
import type { DeliveryActor, DeliveryAudit } from './delivery-audit';
import { hashToken, isWellFormedToken, newDeployToken } from './deploy-token';

export interface DeployToken {
  id: string;
  name: string;
  /** The token's first characters, to recognise it (never the secret). */
  hint: string;
  remotes: string[];
  expiresAt: string | null;
  revokedAt: string | null;
  createdBy: number | null;
  createdAt: string;
  lastUsedAt: string | null;
}

interface TokenRow {
  id: string;
  name: string;
  hint: string;
  remotes: string[];
  expires_at: Date | null;
  revoked_at: Date | null;
  created_by: number | null;
  created_at: Date;
  last_used_at: Date | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function tokenOf(row: TokenRow): DeployToken {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    remotes: row.remotes,
    expiresAt: iso(row.expires_at),
    revokedAt: iso(row.revoked_at),
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: iso(row.last_used_at),
  };
}

/** Why a presented token is refused (the holder of a token may know which). */
export type TokenRefusal = 'malformed' | 'unknown' | 'revoked' | 'expired';

/** Deploy tokens (gateway.delivery_token): created by an admin, limited to named remotes, stored as a hash. */
export class DeployTokens {
  constructor(
    private readonly pool: Pool,
    private readonly audit: DeliveryAudit,
  ) {}

  /** Creates a token; the answer is the only place its text ever appears. */
  async create(
    input: { name: string; remotes: string[]; expiresAt: Date | null },
    actor: DeliveryActor,
  ): Promise<{ id: string; token: string }> {
    const made = newDeployToken();
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `insert into gateway.delivery_token (id, name, token_hash, hint, remotes, expires_at, created_by)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [made.id, input.name, made.hash, made.hint, input.remotes, input.expiresAt, actor.userId],
      );
      await this.audit.append(client, {
        action: 'token.create',
        actor,
        after: { id: made.id, name: input.name, remotes: input.remotes, expiresAt: iso(input.expiresAt) },
      });
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    return { id: made.id, token: made.token };
  }

  async list(): Promise<DeployToken[]> {
    const rows = await this.pool.query<TokenRow>(
      'select id, name, hint, remotes, expires_at, revoked_at, created_by, created_at, last_used_at from gateway.delivery_token order by created_at desc',
    );
    return rows.rows.map(tokenOf);
  }

  /** Revokes a token; false when there is no such token. Revoking twice changes nothing. */
  async revoke(id: string, actor: DeliveryActor): Promise<DeployToken | null> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const row = await client.query<TokenRow>(
        `update gateway.delivery_token set revoked_at = coalesce(revoked_at, now()) where id = $1
         returning id, name, hint, remotes, expires_at, revoked_at, created_by, created_at, last_used_at`,
        [id],
      );
      if (!row.rows[0]) {
        await client.query('rollback');
        return null;
      }
      await this.audit.append(client, {
        action: 'token.revoke',
        actor,
        before: { id, name: row.rows[0].name, remotes: row.rows[0].remotes },
        after: { revokedAt: iso(row.rows[0].revoked_at) },
      });
      await client.query('commit');
      return tokenOf(row.rows[0]);
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** The token a request presents, or why it is refused. */
  async authenticate(text: string): Promise<{ token: DeployToken } | { refused: TokenRefusal }> {
    if (!isWellFormedToken(text)) return { refused: 'malformed' };
    const row = await this.pool.query<TokenRow>(
      `update gateway.delivery_token set last_used_at = now() where token_hash = $1
       returning id, name, hint, remotes, expires_at, revoked_at, created_by, created_at, last_used_at`,
      [hashToken(text)],
    );
    const found = row.rows[0];
    if (!found) return { refused: 'unknown' };
    if (found.revoked_at) return { refused: 'revoked' };
    if (found.expires_at && found.expires_at.getTime() <= Date.now()) return { refused: 'expired' };
    return { token: tokenOf(found) };
  }
}
