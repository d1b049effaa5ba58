import type { Pool } from 'pg';
import type { AccessChange } from '@shop/server-kit';

/**
 * Makes a change of a user's admin flag or status visible on that user's very next request, in
 * every session they hold and on every gateway replica: sessions live in PostgreSQL
 * (`gateway.session`, written by connect-pg-simple), so the rows themselves are rewritten. An
 * inactive user loses every session; otherwise each session takes the new admin flag (and a
 * demoted admin loses any re-authentication).
 */
export class SessionAccess {
  constructor(private readonly pool: Pool) {}

  async apply(changes: AccessChange[]): Promise<void> {
    for (const change of changes) {
      if (!change.active) {
        await this.pool.query(`delete from gateway.session where sess->>'userId' = $1`, [String(change.userId)]);
        continue;
      }
      await this.pool.query(
        `update gateway.session
            set sess = (jsonb_set(sess::jsonb, '{isAdmin}', to_jsonb($2::boolean)) - case when $2 then '' else 'reauthUntil' end)::json
          where sess->>'userId' = $1`,
        [String(change.userId), change.isAdmin],
      );
    }
  }
}
