import type { EntityManager } from '@mikro-orm/postgresql';
import { forbidden, unauthenticated, type Identity } from '@shop/server-kit';
import { SCHEMA } from '../../mikro-orm.config';
import { ACCOUNT_NOT_ACTIVE } from '../user/user.errors';

export const ADMINS_ONLY = 'Admins only.';

interface CallerRow {
  is_admin: boolean;
  status: string;
}

/** The caller's rights, read on every request (checked by test/sql-columns.test.ts). */
export const ACCESS_SQL = {
  caller: `select is_admin, status from "${SCHEMA}"."user" where id = ?`,
} as const;

/**
 * Who the caller is right now. The identity token only says which user signed in; the admin flag
 * and the status are read from the users table on every request (once per request, however many
 * fields ask), so a demotion, suspension or deletion counts on the very next call.
 */
export class AccessService {
  private caller?: Promise<CallerRow | null>;

  constructor(
    private readonly em: EntityManager,
    private readonly identity: Identity,
  ) {}

  private load(): Promise<CallerRow | null> {
    const userId = this.identity.userId;
    if (userId === null) return Promise.resolve(null);
    this.caller ??= this.em.execute<CallerRow[]>(ACCESS_SQL.caller, [userId]).then((rows) => rows[0] ?? null);
    return this.caller;
  }

  /** The signed-in, existing, Active user's id; a deleted user is signed out, an inactive one refused. */
  async requireActiveUser(): Promise<number> {
    const userId = this.identity.userId;
    if (userId === null) throw unauthenticated();
    const row = await this.load();
    if (!row) throw unauthenticated();
    if (row.status !== 'Active') throw forbidden(ACCOUNT_NOT_ACTIVE);
    return userId;
  }

  /** `@Authorized('ADMIN')`: an Active user whose is_admin is true in the table now. Services are never admins. */
  async requireAdmin(): Promise<void> {
    await this.requireActiveUser();
    const row = await this.load();
    if (!row?.is_admin) throw forbidden(ADMINS_ONLY);
  }

  async isAdmin(): Promise<boolean> {
    const row = await this.load();
    return row?.is_admin === true && row.status === 'Active';
  }

  /** Owner-or-admin for per-user reads, decided from the table rather than the token. */
  async requireSelfOrAdmin(userId: number): Promise<void> {
    const self = await this.requireActiveUser();
    if (self === userId) return;
    if (!(await this.isAdmin())) throw forbidden('You can only access your own data.');
  }
}
