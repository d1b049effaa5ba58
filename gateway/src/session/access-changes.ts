import type { Pool } from 'pg';
import type { AccessChange, UserRights } from '@shop/server-kit';

/**
 * Ends the sessions of a user whose rights changed, on every gateway replica at once: sessions
 * live in PostgreSQL (`gateway.session`, indexed by the `user_id` PostgreSQL derives from each
 * row), so the rows themselves are deleted.
 *
 * This is the quick path, not the safe one: every request compares its session's rights version
 * with commerce's (`freshRights`), so a purge that fails, or a sign-in that stores a session after
 * it ran, still lets no old right through.
 */
export class SessionAccess {
  constructor(private readonly pool: Pool) {}

  /**
   * Reported by commerce with an admin's change: a password change or a status other than Active
   * (both sent as `active: false`) ends every session of the user, a demotion every admin session.
   * A promotion changes no row: the user's next request renews the session under a new id.
   */
  async apply(changes: AccessChange[]): Promise<void> {
    for (const change of changes) {
      const userId = change.userId;
      if (!change.active) {
        await this.pool.query(`delete from gateway.session where user_id = $1`, [userId]);
      } else if (!change.isAdmin) {
        await this.pool.query(`delete from gateway.session where user_id = $1 and (sess->>'isAdmin')::boolean`, [
          userId,
        ]);
      }
    }
  }

  /** Every session of the user granted before `rights.sessionsFrom`; all of them when the user is gone or not Active. */
  async endStale(userId: number, rights: UserRights | null): Promise<void> {
    if (!rights || !rights.active) {
      await this.pool.query(`delete from gateway.session where user_id = $1`, [userId]);
      return;
    }
    await this.pool.query(
      `delete from gateway.session where user_id = $1 and coalesce((sess->>'rightsVersion')::integer, 0) < $2`,
      [userId, rights.sessionsFrom],
    );
  }
}
