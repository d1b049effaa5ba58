import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../../mikro-orm.config';

/** Checked by test/sql-columns.test.ts. */
export const STAFF_SQL = {
  /** One statement: parallel sign-ins each get their own count, so only `grace` of them pass. */
  countFactorlessSignIn: `update "${SCHEMA}"."user" set "factorless_admin_sign_ins" = "factorless_admin_sign_ins" + 1 where "id" = ? and "is_admin" returning "factorless_admin_sign_ins"`,
};

/** `STAFF_SECOND_FACTOR_GRACE`'s default: one sign-in without a factor, then the panel is refused. */
export const DEFAULT_STAFF_SECOND_FACTOR_GRACE = 1;

/**
 * A second factor is required for staff (issue 34): an admin's password sign-in without a
 * confirmed factor is counted; past the grace the sign-in still succeeds (so they can set one up)
 * but its grant says `secondFactorDue`, and the gateway refuses that session admin rights until
 * the user has a factor (decision 0067). Customers are never counted.
 */
export class StaffSecondFactor {
  constructor(
    private readonly em: EntityManager,
    private readonly grace: number,
  ) {}

  /** Counts a factorless sign-in of an admin; true when it is past the grace. Call only for accounts without a factor. */
  async countFactorlessSignIn(userId: number): Promise<boolean> {
    const rows = await this.em.execute<Array<{ factorless_admin_sign_ins: number }>>(STAFF_SQL.countFactorlessSignIn, [
      userId,
    ]);
    return rows.length > 0 && Number(rows[0].factorless_admin_sign_ins) > this.grace;
  }

  /** An admin who has used up the grace and has no factor yet (the users tab's "overdue"). */
  isOverdue(user: { isAdmin: boolean; factorlessAdminSignIns: number; secondFactor: boolean }): boolean {
    return user.isAdmin && !user.secondFactor && user.factorlessAdminSignIns >= this.grace;
  }
}
