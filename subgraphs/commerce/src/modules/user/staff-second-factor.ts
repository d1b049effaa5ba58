import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { SCHEMA } from '../../mikro-orm.config';

/** Checked by test/sql-columns.test.ts. */
export const STAFF_SQL = {
  /** One statement: parallel sign-ins each get their own count, so only `grace` of them pass. */
  /** What the users tab shows per user, for a page of users at once. */
  factors: `select "id", "is_admin", "is_owner", "totp_confirmed_at" is not null as "totp", "passkey_count", "factorless_admin_sign_ins"
    from "${SCHEMA}"."user" where "id" = any(?::int[])`,
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
export interface UserFactors {
  totp: boolean;
  passkeys: number;
  overdue: boolean;
  isOwner: boolean;
}

interface FactorsRow {
  id: number;
  is_admin: boolean;
  is_owner: boolean;
  totp: boolean;
  passkey_count: number;
  factorless_admin_sign_ins: number;
}

export class StaffSecondFactor {
  private readonly factorsById: DataLoader<number, UserFactors | null>;

  constructor(
    private readonly em: EntityManager,
    private readonly grace: number,
  ) {
    this.factorsById = new DataLoader((ids) => this.loadFactors(ids));
  }

  /** A user's factors as the users tab shows them (one query per page of users); null for no such user. */
  factorsOf(userId: number): Promise<UserFactors | null> {
    return this.factorsById.load(userId);
  }

  private async loadFactors(ids: readonly number[]): Promise<Array<UserFactors | null>> {
    const rows = await this.em.execute<FactorsRow[]>(STAFF_SQL.factors, [
      `{${ids.filter((id) => Number.isSafeInteger(id)).join(',')}}`,
    ]);
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row) return null;
      const totp = row.totp === true;
      const passkeys = Number(row.passkey_count);
      const overdue = this.isOverdue({
        isAdmin: row.is_admin,
        secondFactor: totp || passkeys > 0,
        factorlessAdminSignIns: Number(row.factorless_admin_sign_ins),
      });
      return { totp, passkeys, overdue, isOwner: row.is_owner };
    });
  }

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
