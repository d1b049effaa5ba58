import type { Pool } from 'pg';
import type { AccessChange } from '@shop/server-kit';

/**
 * Makes a change of a user's password, admin flag or status visible on that user's very next
 * request, in every session they hold and on every gateway replica: sessions live in PostgreSQL
 * (`gateway.session`, indexed by the `user_id` PostgreSQL derives from each row), so the rows
 * themselves are deleted or rewritten. A password change or a status other than Active (commerce
 * sends both as `active: false`) and a demotion end every session of the user; a promotion
 * rewrites the admin flag of the sessions the user keeps.
 */
export class SessionAccess {
  constructor(private readonly pool: Pool) {}

  async apply(changes: AccessChange[]): Promise<void> {
    for (const change of changes) {
      const userId = change.userId;
      if (!change.active) {
        await this.pool.query(`delete from gateway.session where user_id = $1`, [userId]);
      } else if (!change.isAdmin) {
        await this.pool.query(`delete from gateway.session where user_id = $1 and (sess->>'isAdmin')::boolean`, [userId]);
      } else {
        await this.pool.query(
          `update gateway.session set sess = jsonb_set(sess::jsonb, '{isAdmin}', 'true'::jsonb)::json where user_id = $1`,
          [userId],
        );
      }
    }
  }
}
