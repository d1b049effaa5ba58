import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '@shop/server-kit';
import { formatAccount } from '@shop/shared';
import { SCHEMA } from '../../mikro-orm.config';
import type { CatalogImportClient } from '../import/catalog-import.client';
import { credentialKey, parseImportLine } from '../import/import.service';
import { credentialVault } from '../vault/credential-vault';

/**
 * The statuses of a credential unit: `staged` (its import batch is not finished: not stock),
 * `active` (stock while unsold, i.e. no order; sold once an order holds it) and `withdrawn`
 * (taken off sale by an admin: never stock, never sold, kept for the record and its duplicate key).
 */
export type UnitStatus = 'staged' | 'active' | 'withdrawn';

/** A unit as the admin list shows it: never its credentials. A sold unit is `active` with an order id. */
export interface UnitSummary {
  id: number;
  status: UnitStatus;
  batchId: string | null;
  line: number | null;
  orderId: number | null;
  createdAt: Date;
}

interface UnitRow {
  id: number;
  product_id: number | null;
  status: UnitStatus;
  batch_id: string | null;
  line: number | null;
  order_id: number | null;
  created_at: string | Date;
}

const LIST_LIMIT = 5000;
const summary = (row: UnitRow): UnitSummary => ({
  id: Number(row.id),
  status: row.status,
  batchId: row.batch_id,
  line: row.line === null ? null : Number(row.line),
  orderId: row.order_id === null ? null : Number(row.order_id),
  createdAt: new Date(row.created_at),
});

/**
 * An admin's work on one product's units: the list, one unit's credentials (a secret read), a
 * typo fixed in an unsold unit, an unsold unit withdrawn. Edits and withdrawals lock the unit
 * (`FOR UPDATE`), so a purchase in flight either sold it first (409 here) or skips it.
 */
export class UnitAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogImportClient,
  ) {}

  async list(productId: number): Promise<UnitSummary[]> {
    if (!Number.isSafeInteger(productId) || productId <= 0) throw badInput('Invalid product id.');
    if (!(await this.catalog.productExists(productId))) throw notFound('Product not found.');
    const rows = await this.em.execute<UnitRow[]>(
      `select id, product_id, status, batch_id, line, order_id, created_at
         from "${SCHEMA}"."inventory_unit" where product_id = ? order by id limit ?`,
      [productId, LIST_LIMIT],
    );
    return rows.map(summary);
  }

  /** The clear credentials of one unit, sold or not (the caller checks re-authentication and audits). */
  async credentials(id: number): Promise<{ unit: UnitSummary; productId: number | null; credentials: string }> {
    const [row] = await this.em.execute<(UnitRow & { credentials: string })[]>(
      `select id, product_id, status, batch_id, line, order_id, created_at, credentials from "${SCHEMA}"."inventory_unit" where id = ?`,
      [this.checkId(id)],
    );
    if (!row) throw notFound('Account unit not found.');
    return { unit: summary(row), productId: row.product_id === null ? null : Number(row.product_id), credentials: credentialVault().open(row.credentials) };
  }

  /**
   * Replaces the credentials of an unsold unit (a typo in the password, e-mail, codes...). The
   * line must parse as an account (the import's parser) on the unit's own server; it is stored
   * normalised and sealed, and its duplicate key follows a changed username.
   */
  async update(id: number, text: string): Promise<{ unit: UnitSummary; productId: number | null }> {
    this.checkId(id);
    if (!text.trim()) throw badInput("Enter the account's credentials (one account line).");
    if (/[\r\n]/.test(text.trim())) throw badInput('Enter one account line.');
    const parsed = parseImportLine(text.trim(), 'any');
    if ('reason' in parsed) throw badInput(parsed.reason);
    const sealed = credentialVault().seal(formatAccount(parsed));
    const key = credentialKey(parsed);
    const taken = () => conflict('Another unit already holds this account.');
    return this.em.transactional(async (tx) => {
      const row = await this.lockUnsold(tx, id, 'edited');
      const current = parseImportLine(credentialVault().open(row.credentials), 'any');
      if (!('reason' in current) && current.server !== parsed.server) {
        throw badInput(`The server cannot change (this account is on ${current.server}).`);
      }
      const [holder] = await tx.execute<{ id: number }[]>(`select id from "${SCHEMA}"."inventory_unit" where dedupe_key = ? and id <> ?`, [key, id]);
      if (holder) throw taken();
      const [updated] = await tx.execute<UnitRow[]>(
        `update "${SCHEMA}"."inventory_unit" set credentials = ?, dedupe_key = ? where id = ?
         returning id, product_id, status, batch_id, line, order_id, created_at`,
        [sealed, key, id],
      );
      return { unit: summary(updated), productId: updated.product_id === null ? null : Number(updated.product_id) };
    }).catch((error: unknown) => {
      // Two edits (or an import) racing to the same account: the unique key decides, as a 409.
      throw error instanceof UniqueConstraintViolationException ? taken() : error;
    });
  }

  /** Takes an unsold unit off sale for good: the product's stock drops at once. */
  async withdraw(id: number): Promise<{ unit: UnitSummary; productId: number | null }> {
    this.checkId(id);
    return this.em.transactional(async (tx) => {
      await this.lockUnsold(tx, id, 'withdrawn');
      const [updated] = await tx.execute<UnitRow[]>(
        `update "${SCHEMA}"."inventory_unit" set status = 'withdrawn' where id = ?
         returning id, product_id, status, batch_id, line, order_id, created_at`,
        [id],
      );
      return { unit: summary(updated), productId: updated.product_id === null ? null : Number(updated.product_id) };
    });
  }

  private checkId(id: number): number {
    if (!Number.isSafeInteger(id) || id <= 0) throw badInput('Invalid unit id.');
    return id;
  }

  /** The unit, locked, when it is on sale; a sold, withdrawn or staged unit is a 409 with the reason. */
  private async lockUnsold(tx: EntityManager, id: number, verb: 'edited' | 'withdrawn'): Promise<UnitRow & { credentials: string }> {
    const [row] = await tx.execute<(UnitRow & { credentials: string })[]>(
      `select id, product_id, status, batch_id, line, order_id, created_at, credentials from "${SCHEMA}"."inventory_unit" where id = ? for update`,
      [id],
    );
    if (!row) throw notFound('Account unit not found.');
    if (row.order_id !== null) throw conflict(`This account is already sold (order #${row.order_id}): it cannot be ${verb}.`, { orderId: Number(row.order_id) });
    if (row.status === 'withdrawn') throw conflict(`This account was withdrawn: it cannot be ${verb}.`);
    if (row.status !== 'active') throw conflict(`This account's import is not finished yet: it cannot be ${verb}.`);
    return row;
  }
}
