import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { SCHEMA } from '../../mikro-orm.config';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '@shop/server-kit';
import { formatAccount } from '@shop/shared';
import type { CatalogImportClient } from '../import/catalog-import.client';
import { credentialKey, parseImportLine } from '../import/import.service';
import { credentialVault, forUnit } from '../vault/credential-vault';
import { UnitRepository, type UnitRow, type UnitStatus } from './unit.repository';

export type { UnitStatus } from './unit.repository';

/** A unit as the admin list shows it: never its credentials. A sold unit is `active` with an order id. */
export interface UnitSummary {
  id: number;
  status: UnitStatus;
  batchId: string | null;
  line: number | null;
  orderId: number | null;
  createdAt: Date;
}

/** The result of a change: the unit as listed and its product (for the audit entry). */
export interface UnitChange {
  unit: UnitSummary;
  productId: number | null;
}

/** The unit's life records its withdrawal (`?` placeholders; checked by test/sql-columns.test.ts). */
export const UNIT_ADMIN_SQL = {
  withdrawnEvent: `insert into "${SCHEMA}"."unit_event" (unit_id, kind, actor_id) values (?, 'withdrawn', ?)`,
} as const;

const LIST_LIMIT = 5000;
const summary = (row: UnitRow): UnitSummary => ({
  id: Number(row.id),
  status: row.status,
  batchId: row.batch_id,
  line: row.line === null ? null : Number(row.line),
  orderId: row.order_id === null ? null : Number(row.order_id),
  createdAt: new Date(row.created_at),
});
const change = (row: UnitRow): UnitChange => ({
  unit: summary(row),
  productId: row.product_id === null ? null : Number(row.product_id),
});
const taken = () => conflict('Another unit already holds this account.');

/**
 * An admin's work on one product's units: the list, one unit's credentials (a secret read), a
 * typo fixed in an unsold unit, an unsold unit withdrawn. Edits and withdrawals lock the unit
 * (`FOR UPDATE`), so a purchase in flight either sold it first (409 here) or skips it.
 */
export class UnitAdminService {
  private readonly units: UnitRepository;

  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogImportClient,
  ) {
    this.units = new UnitRepository(em);
  }

  async list(productId: number): Promise<UnitSummary[]> {
    if (!Number.isSafeInteger(productId) || productId <= 0) throw badInput('Invalid product id.');
    if (!(await this.catalog.productExists(productId))) throw notFound('Product not found.');
    return (await this.units.listByProduct(productId, LIST_LIMIT)).map(summary);
  }

  /** The clear credentials of one unit, sold or not (the caller checks re-authentication and audits). */
  async credentials(id: number): Promise<UnitChange & { credentials: string }> {
    const row = await this.units.findSealed(checkId(id));
    if (!row) throw notFound('Account unit not found.');
    return { ...change(row), credentials: credentialVault().open(row.credentials, forUnit(row.id)) };
  }

  /**
   * Replaces the credentials of an unsold unit (a typo in the password, e-mail, codes...). The
   * line must parse as an account (the import's parser) on the unit's own server; it is stored
   * normalised and sealed, and its duplicate key follows a changed username.
   */
  async update(id: number, text: string): Promise<UnitChange> {
    checkId(id);
    const line = text.trim();
    if (!line) throw badInput("Enter the account's credentials (one account line).");
    if (/[\r\n]/.test(line)) throw badInput('Enter one account line.');
    const parsed = parseImportLine(line, 'any');
    if ('reason' in parsed) throw badInput(parsed.reason);
    const sealed = credentialVault().seal(formatAccount(parsed), forUnit(id));
    const key = credentialKey(parsed);
    try {
      return await this.em.transactional(async (tx) => {
        const row = await this.lockUnsold(tx, id, 'edited');
        const current = parseImportLine(credentialVault().open(row.credentials, forUnit(row.id)), 'any');
        if (!('reason' in current) && current.server !== parsed.server) {
          throw badInput(`The server cannot change (this account is on ${current.server}).`);
        }
        if (await this.units.keyHeldByAnother(key, id, tx)) throw taken();
        return change(await this.units.setCredentials(id, sealed, key, tx));
      });
    } catch (error) {
      // Two edits (or an import) racing to the same account: the unique key decides, as a 409.
      throw error instanceof UniqueConstraintViolationException ? taken() : error;
    }
  }

  /** Takes an unsold unit off sale for good: the product's stock drops at once. */
  async withdraw(id: number, actorId: number | null = null): Promise<UnitChange> {
    checkId(id);
    return this.em.transactional(async (tx) => {
      await this.lockUnsold(tx, id, 'withdrawn');
      const withdrawn = change(await this.units.setWithdrawn(id, tx));
      // The unit's life (warranty/unit-life.ts) shows who took it off sale and when.
      await tx.execute(UNIT_ADMIN_SQL.withdrawnEvent, [id, actorId]);
      return withdrawn;
    });
  }

  /** The unit, locked, when it is on sale; a sold, withdrawn or staged unit is a 409 with the reason. */
  private async lockUnsold(
    tx: EntityManager,
    id: number,
    verb: 'edited' | 'withdrawn',
  ): Promise<UnitRow & { credentials: string }> {
    const row = await this.units.findSealed(id, true, tx);
    if (!row) throw notFound('Account unit not found.');
    if (row.order_id !== null)
      throw conflict(`This account is already sold (order #${row.order_id}): it cannot be ${verb}.`, {
        orderId: Number(row.order_id),
      });
    if (row.status === 'withdrawn') throw conflict(`This account was withdrawn: it cannot be ${verb}.`);
    if (row.status === 'reserved')
      throw conflict(`This account is reserved for a warranty replacement: it cannot be ${verb}.`);
    if (row.status !== 'active') throw conflict(`This account's import is not finished yet: it cannot be ${verb}.`);
    return row;
  }
}

function checkId(id: number): number {
  if (!Number.isSafeInteger(id) || id <= 0) throw badInput('Invalid unit id.');
  return id;
}
