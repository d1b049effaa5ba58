import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, log, notFound, type ProductInput } from '@shop/server-kit';
import {
  ACCOUNT_FORMATS_HELP,
  AccountTextError,
  BASE_PRICE_REQUIRED,
  SERVERS,
  formatAccount,
  isNewFormat,
  isMasked,
  isPublicAccountLine,
  moneyInputMessage,
  moneyInputProblem,
  parseAccountLine,
  redactAccount,
  type ParsedAccount,
} from '@shop/shared';
import { SCHEMA } from '../../mikro-orm.config';
import type { CatalogImportClient, ImportLine } from './catalog-import.client';
import { credentialVault, forUnit } from '../vault/credential-vault';
import { nextIdsSql } from '../vault/row-ids';
import type { WarrantyRules } from '../warranty/warranty-rules';
import type { UnitsArrived } from '../inventory/units-arrived';
import { ImportBatchEntity } from './import-batch.entity';

/** Steps of the import flow where a test may inject a failure (the process "dies" there). */
export type ImportStep = 'afterStage' | 'afterCatalog' | 'afterActivate';
export type ImportFailureHook = (step: ImportStep, batchId: string) => void | Promise<void>;

export interface ImportTemplate {
  title?: string | null;
  description?: string | null;
  basePrice?: string | null;
  gameSlug?: string | null;
  gameId?: number | null;
  rankStatus?: string | null;
  accountType?: string | null;
  subCategory?: string | null;
  server?: string | null;
  warrantyDays?: number | null;
  replacementLimit?: number | null;
  cardFeatures?: Array<{ slot: string; value: string; icon?: string | null }> | null;
}

export interface ImportRequest {
  batchId: string;
  format: 'old' | 'new';
  accounts: string;
  /** 1-based number of the first line of `accounts` in the whole batch (chunked uploads). */
  firstLine?: number | null;
  dryRun?: boolean | null;
  template: ImportTemplate;
}

export interface RejectedLine {
  line: number;
  reason: string;
}

export interface ImportResult {
  batchId: string;
  addedCount: number;
  rejected: RejectedLine[];
  dryRun: boolean;
}

/** The product dialog's save (DESIGN "Writes across subgraphs"): the admin's fields and account lines. */
export interface AccountProductRequest {
  batchId: string;
  /** The product edited; absent to create one. */
  productId?: number | null;
  /** The dialog's fields; `accountText` holds the account lines, one per line. */
  product: ProductInput;
}

/** What a product-dialog batch keeps to finish (or re-finish) its catalog step. */
interface ProductBatchTemplate {
  productId: number | null;
  product: Record<string, unknown>;
}

/** A product batch's stored template, checked as it is read back (a JSON column). */
function productTemplate(template: Record<string, unknown>): ProductBatchTemplate {
  const { productId, product } = template;
  if (
    (productId !== null && typeof productId !== 'number') ||
    typeof product !== 'object' ||
    product === null ||
    Array.isArray(product)
  ) {
    throw new Error('a product import batch without its product template');
  }
  return { productId, product: { ...product } };
}

interface AcceptedLine {
  line: number;
  account: ParsedAccount;
  key: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SERVER_SET = new Set<string>(SERVERS);

/** One account is one unit, whatever batch brings it: server and username, case-insensitive. */
export function credentialKey(account: Pick<ParsedAccount, 'server' | 'username'>): string {
  return credentialVault().dedupeHash(
    `${account.server.trim().toUpperCase()}:${account.username.trim().toLowerCase()}`,
  );
}

/** Parses one line for a bulk upload; the reason is the admin-facing text of a rejected line. */
export function parseImportLine(raw: string, format: 'old' | 'new' | 'any'): ParsedAccount | { reason: string } {
  if (format === 'new' && !isNewFormat(raw))
    return { reason: 'Not in the new format (Server: … Username: … Password: … Blueessences: … Skins: …).' };
  if (format === 'old' && isNewFormat(raw))
    return { reason: 'Not in the old format (server:username:password:blueEssence:…).' };
  try {
    const account = parseAccountLine(raw);
    if (!SERVER_SET.has(account.server)) return { reason: `Unknown server ${account.server}.` };
    return account;
  } catch (error) {
    if (error instanceof AccountTextError)
      return { reason: `${error.message[0].toUpperCase()}${error.message.slice(1)}.` };
    throw error;
  }
}

const BATCH = `"${SCHEMA}"."import_batch"`;
const UNIT = `"${SCHEMA}"."inventory_unit"`;

/** The import's statements (`?` placeholders, run with `em.execute`; checked by test/sql-columns.test.ts). */
export const IMPORT_SQL = {
  takenKeys: `select dedupe_key, batch_id, line from ${UNIT} where dedupe_key = any(?::text[])`,
  insertBatch: `insert into ${BATCH} (id, format, template, created_by) values (?, ?, ?, ?) on conflict (id) do nothing`,
  lockBatch: `select status from ${BATCH} where id = ? for update`,
  batchStaged: `update ${BATCH} set status = 'staged', updated_at = now() where id = ?`,
  storedLines: `select line from ${UNIT} where batch_id = ? and line = any(?::int[])`,
  stagedUnits: `select id, line, credentials from ${UNIT} where batch_id = ? and status = 'staged' order by line`,
  publishBatch: `update ${BATCH} set status = 'active', updated_at = now() where id = ? and status = 'staged' returning id`,
  unsoldPerProduct: `select product_id, count(*)::int as units from ${UNIT}
          where batch_id = ? and status = 'active' and order_id is null group by product_id`,
  productOfBatch: `select product_id from ${UNIT} where batch_id = ? and product_id is not null limit 1`,
  activateProduct: `update ${UNIT} set product_id = ?, status = 'active' where batch_id = ? and status = 'staged' returning id`,
  pendingBatches: `select id from ${BATCH} where status = 'staged' order by created_at`,
  lockUnits: `select id, order_id, status from ${UNIT} where batch_id = ? for update`,
  deleteUnits: `delete from ${UNIT} where batch_id = ?`,
  batchRolledBack: `update ${BATCH} set status = 'rolled_back', updated_at = now() where id = ?`,
  list: `select b.id, b.format, b.status, b.created_at, coalesce(b.template->>'title', b.template->'product'->>'title') as title,
              count(u.id) as unit_count, count(u.order_id) as sold_count
         from ${BATCH} b
         left join ${UNIT} u on u.batch_id = b.id
        group by b.id
        order by b.created_at desc
        limit ?`,
} as const;

/** The import's multi-row statements, for `rows` rows of values. */
export const IMPORT_ROWS_SQL = {
  /** Staged units, 5 values a row (id, line, credentials, dedupe_key, batch_id). */
  stageUnits: (rows: number) => `insert into ${UNIT} (id, line, credentials, dedupe_key, batch_id, status, product_id)
           values ${Array.from({ length: rows }, () => `(?, ?, ?, ?, ?, 'staged', null)`).join(', ')} on conflict do nothing`,
  /** A batch's staged units on sale with their products: (line, product_id) per row, then the batch id. */
  activateLines: (rows: number) => `update ${UNIT} u set product_id = v.product_id, status = 'active'
               from (values ${Array.from({ length: rows }, () => '(?::int, ?::int)').join(', ')}) as v(line, product_id)
              where u.batch_id = ? and u.line = v.line and u.status = 'staged'`,
};

/** `{1,2}` literal of a whole-number list for `= any(?::int[])`. */
const intArray = (values: number[]) => `{${values.join(',')}}`;
const textArray = (values: string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/**
 * Bulk imports (DESIGN "Writes across subgraphs"). Commerce owns the flow: (1) stage the batch and
 * its units in one local transaction, (2) ask catalog for one hidden product per line with an
 * idempotency key (batchId:line), (3) activate the units, (4) ask catalog to publish. Staged units
 * are not stock and hidden products are in no public read, so a batch stopped half way shows
 * nothing; a retry with the same batch id (or commerce's start-up) finishes it without doubling.
 */
export class ImportService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogImportClient,
    /** Waiting warranty claims and restock alerts, when the batch's units go on sale. */
    private readonly unitsArrived: UnitsArrived,
    private readonly warrantyRules: WarrantyRules,
    private readonly failureHook?: ImportFailureHook,
  ) {}

  async importAccounts(userId: number | null, request: ImportRequest): Promise<ImportResult> {
    if (!UUID.test(request.batchId)) throw badInput('batchId must be a UUID generated by the client.');
    if (!request.accounts.trim()) throw badInput('Lütfen hesap bilgilerini giriniz.');
    const basePrice = request.template.basePrice?.trim() ?? '';
    // A preview needs no price yet; an import does.
    if (!basePrice && !request.dryRun) throw badInput(BASE_PRICE_REQUIRED);
    const priceProblem = moneyInputProblem(basePrice);
    if ((basePrice || !request.dryRun) && priceProblem) throw badInput(moneyInputMessage('Base price', priceProblem));
    if (request.template.server && !SERVER_SET.has(request.template.server)) throw badInput('Unknown server.');
    if (request.template.gameSlug && !['lol', 'valorant'].includes(request.template.gameSlug))
      throw badInput('Game must be lol or valorant.');
    if (request.template.rankStatus && !['ranked', 'unranked'].includes(request.template.rankStatus))
      throw badInput('rankStatus must be ranked or unranked.');
    const firstLine = request.firstLine ?? 1;
    if (!Number.isSafeInteger(firstLine) || firstLine < 1)
      throw badInput('firstLine must be a whole number of 1 or more.');

    const { accepted, rejected } = await this.validate(request.batchId, request.accounts, request.format, firstLine);
    if (request.dryRun) return { batchId: request.batchId, addedCount: accepted.length, rejected, dryRun: true };
    // Nothing usable: no batch is recorded (an empty batch would only clutter the list).
    if (accepted.length === 0) return { batchId: request.batchId, addedCount: 0, rejected, dryRun: false };

    // Without a warranty of its own, the batch gets the shop's default (the warranty rules).
    const rules = await this.warrantyRules.read();
    const stored = await this.stage(
      userId,
      request.batchId,
      request.format,
      catalogTemplate({
        ...request.template,
        warrantyDays: request.template.warrantyDays ?? rules.defaultWarrantyDays,
        replacementLimit: request.template.replacementLimit ?? rules.defaultReplacementLimit,
      }),
      accepted,
    );
    for (const line of accepted)
      if (!stored.has(line.line)) rejected.push({ line: line.line, reason: 'This account was already imported.' });
    rejected.sort((a, b) => a.line - b.line);
    await this.failureHook?.('afterStage', request.batchId);
    await this.finish(request.batchId);
    return { batchId: request.batchId, addedCount: stored.size, rejected, dryRun: false };
  }

  /** Every line checked before anything is stored: format, fields, duplicates in the text and in stock. */
  private async validate(batchId: string, text: string, format: 'old' | 'new', firstLine: number) {
    const rejected: RejectedLine[] = [];
    const accepted: AcceptedLine[] = [];
    const seen = new Map<string, number>();
    text.split(/\r?\n/).forEach((raw, index) => {
      const line = firstLine + index;
      if (!raw.trim()) return;
      const parsed = parseImportLine(raw, format);
      if ('reason' in parsed) {
        rejected.push({ line, reason: parsed.reason });
        return;
      }
      const key = credentialKey(parsed);
      const first = seen.get(key);
      if (first !== undefined) {
        rejected.push({ line, reason: `Duplicate of line ${first} in this batch.` });
        return;
      }
      seen.set(key, line);
      accepted.push({ line, account: parsed, key });
    });
    if (accepted.length === 0) return { accepted, rejected };
    // Units of this same batch and line are a retry of this line, not a duplicate.
    const existing = await this.em.execute<{ dedupe_key: string; batch_id: string | null; line: number | null }[]>(
      IMPORT_SQL.takenKeys,
      [textArray(accepted.map((entry) => entry.key))],
    );
    const taken = new Map(existing.map((row) => [row.dedupe_key, row]));
    const fresh = accepted.filter((entry) => {
      const unit = taken.get(entry.key);
      if (!unit || (unit.batch_id === batchId && Number(unit.line) === entry.line)) return true;
      rejected.push({ line: entry.line, reason: 'This account was already imported.' });
      return false;
    });
    rejected.sort((a, b) => a.line - b.line);
    return { accepted: fresh, rejected };
  }

  /** Step 1: the batch and its units, staged, in one transaction; answers the lines this batch holds. */
  private async stage(
    userId: number | null,
    batchId: string,
    format: string,
    template: object,
    accepted: AcceptedLine[],
  ): Promise<Set<number>> {
    await this.em.transactional(async (tx) => {
      await tx.execute(IMPORT_SQL.insertBatch, [batchId, format, JSON.stringify(template), userId]);
      const [batch] = await tx.execute<{ status: string }[]>(IMPORT_SQL.lockBatch, [batchId]);
      if (batch.status === 'rolled_back') throw conflict('This import batch was rolled back; start a new import.');
      // Multi-row inserts (5 values a row, well under PostgreSQL's bind limit per statement).
      for (let start = 0; start < accepted.length; start += 5000) {
        const part = accepted.slice(start, start + 5000);
        const params: unknown[] = [];
        // Each unit's id before it is written: its credentials are sealed for that row alone.
        const ids = await tx.execute<{ id: number }[]>(nextIdsSql('inventory_unit'), [part.length]);
        const vault = credentialVault();
        part.forEach((entry, index) => {
          const id = Number(ids[index].id);
          params.push(id, entry.line, vault.seal(credentialsText(entry.account), forUnit(id)), entry.key, batchId);
        });
        await tx.execute(IMPORT_ROWS_SQL.stageUnits(part.length), params);
      }
      if (accepted.length > 0) await tx.execute(IMPORT_SQL.batchStaged, [batchId]);
    });
    if (accepted.length === 0) return new Set();
    const rows = await this.em.execute<{ line: number }[]>(IMPORT_SQL.storedLines, [
      batchId,
      intArray(accepted.map((entry) => entry.line)),
    ]);
    return new Set(rows.map((row) => Number(row.line)));
  }

  /**
   * Steps 2-4 for whatever of the batch is unfinished; safe to repeat at any point. Catalog's
   * products are created hidden and published only once every unit of the batch is active.
   */
  async finish(batchId: string): Promise<void> {
    const batch = await this.em.findOne(ImportBatchEntity, { id: batchId }, { disableIdentityMap: true });
    if (!batch || batch.status === 'rolled_back') return;
    const staged = await this.em.execute<{ id: number; line: number; credentials: string }[]>(IMPORT_SQL.stagedUnits, [
      batchId,
    ]);
    if (staged.length > 0 && batch.format === 'product') {
      await this.finishProduct(batchId, productTemplate(batch.template), staged);
    } else if (staged.length > 0) {
      const lines: ImportLine[] = staged.map((unit) => {
        const account = parseAccountLine(credentialVault().open(unit.credentials, forUnit(unit.id)));
        return {
          line: Number(unit.line),
          accountText: redactAccount(account),
          server:
            batch.format === 'new'
              ? account.server
              : typeof batch.template.server === 'string'
                ? batch.template.server
                : account.server,
          blueEssence: account.blueEssence,
          skins: account.skins,
        };
      });
      const productIds = await this.catalog.importProducts(batchId, batch.template, lines);
      await this.failureHook?.('afterCatalog', batchId);
      await this.em.transactional(async (tx) => {
        for (let start = 0; start < lines.length; start += 10000) {
          const part = lines.slice(start, start + 10000);
          const params: unknown[] = [];
          for (const line of part) params.push(line.line, productIds.get(line.line));
          await tx.execute(IMPORT_ROWS_SQL.activateLines(part.length), [...params, batchId]);
        }
      });
      await this.failureHook?.('afterActivate', batchId);
    }
    await this.catalog.publishBatch(batchId);
    const published = await this.em.execute<{ id: string }[]>(IMPORT_SQL.publishBatch, [batchId]);
    // Customers are told once per batch, when it goes on sale (a repeat of a finished batch tells nobody).
    if (published.length > 0) {
      const units = await this.em.execute<{ product_id: number; units: number }[]>(IMPORT_SQL.unsoldPerProduct, [
        batchId,
      ]);
      await this.unitsArrived.tell(new Map(units.map((row) => [Number(row.product_id), Number(row.units)])));
    }
  }

  /**
   * The product dialog's save with account lines (create, or edit with new lines): a batch of
   * format 'product' whose units all belong to one product. Every line is checked first; a line
   * the parser cannot read, an unknown server or an account already in stock refuses the whole
   * save with nothing stored in either subgraph. Then the flow of an import: units staged, the
   * product created hidden (or updated) in catalog with the redaction of the first account,
   * units activated, product published. A retry of the same batch id finishes it; a refusal of
   * the fields by catalog undoes the batch.
   */
  async saveAccountProduct(userId: number | null, request: AccountProductRequest): Promise<{ productId: number }> {
    if (!UUID.test(request.batchId)) throw badInput('batchId must be a UUID generated by the client.');
    const productId = request.productId ?? null;
    const { accountText, ...fields } = request.product;
    if (!productId && !fields.title?.trim())
      throw badInput('Title is required.', { fields: { title: 'Title is required.' } });
    if (!productId && !fields.price) throw badInput('Price is required.', { fields: { price: 'Price is required.' } });
    const accepted = await this.productLines(request.batchId, accountText ?? '', productId !== null);
    if (productId !== null && !(await this.catalog.productExists(productId))) throw notFound('Product not found.');

    const stored = await this.stage(
      userId,
      request.batchId,
      'product',
      { productId, product: fields } satisfies ProductBatchTemplate,
      accepted,
    );
    const lost = accepted.find((entry) => !stored.has(entry.line));
    if (lost) {
      // Another save took this account in the meantime: the whole save is undone, as refused.
      await this.rollback(request.batchId);
      throw badInput(`Satır ${lost.line}: this account was already imported.`, { line: lost.line });
    }
    await this.failureHook?.('afterStage', request.batchId);
    try {
      await this.finish(request.batchId);
    } catch (error) {
      const code = (error as { extensions?: { code?: string } }).extensions?.code;
      if (code !== 'BAD_USER_INPUT' && code !== 'NOT_FOUND') throw error;
      // Catalog refused the fields (a product code already used) or the product is gone: nothing of the batch stays.
      await this.rollback(request.batchId);
      throw code === 'NOT_FOUND' ? notFound((error as Error).message) : badInput((error as Error).message);
    }
    const [unit] = await this.em.execute<{ product_id: number }[]>(IMPORT_SQL.productOfBatch, [request.batchId]);
    return { productId: Number(unit.product_id) };
  }

  /**
   * The dialog's account lines as units to store, or a refusal naming the line and the formats.
   * On edit a line that is already public (the shown text sent back) is not an account: skipped.
   */
  private async productLines(batchId: string, text: string, editing: boolean): Promise<AcceptedLine[]> {
    const accepted: AcceptedLine[] = [];
    const seen = new Map<string, number>();
    const refuse = (line: number, reason: string) =>
      badInput(`Satır ${line}: ${reason} Okunan biçimler: ${ACCOUNT_FORMATS_HELP}.`, {
        line,
        fields: { accountText: reason },
      });
    text.split(/\r?\n/).forEach((raw, index) => {
      const line = index + 1;
      if (!raw.trim()) return;
      if (editing && isPublicAccountLine(raw)) return;
      const parsed = parseImportLine(raw, 'any');
      if ('reason' in parsed) throw refuse(line, parsed.reason);
      if (isMasked(parsed.username) || isMasked(parsed.password))
        throw refuse(line, 'Username or password is masked (******): type the real account.');
      const key = credentialKey(parsed);
      const first = seen.get(key);
      if (first !== undefined) throw badInput(`Satır ${line}: duplicate of line ${first}.`, { line });
      seen.set(key, line);
      accepted.push({ line, account: parsed, key });
    });
    if (accepted.length === 0)
      throw badInput('Lütfen hesap bilgilerini giriniz.', {
        fields: { accountText: 'Lütfen hesap bilgilerini giriniz.' },
      });
    const existing = await this.em.execute<{ dedupe_key: string; batch_id: string | null; line: number | null }[]>(
      IMPORT_SQL.takenKeys,
      [textArray(accepted.map((entry) => entry.key))],
    );
    for (const entry of accepted) {
      const unit = existing.find((row) => row.dedupe_key === entry.key);
      // A unit of this same batch and line is a retry of this save, not a duplicate.
      if (unit && !(unit.batch_id === batchId && Number(unit.line) === entry.line)) {
        throw badInput(`Satır ${entry.line}: this account was already imported.`, { line: entry.line });
      }
    }
    return accepted;
  }

  /** Catalog step of a product batch: the product saved with its first account's public text, then every unit activated. */
  private async finishProduct(
    batchId: string,
    template: ProductBatchTemplate,
    staged: Array<{ id: number; line: number; credentials: string }>,
  ): Promise<void> {
    const first = parseAccountLine(credentialVault().open(staged[0].credentials, forUnit(staged[0].id)));
    const server =
      first.format === 'new'
        ? first.server
        : typeof template.product.server === 'string'
          ? template.product.server
          : first.server;
    const line: ImportLine = {
      line: 1,
      accountText: redactAccount(first),
      server,
      blueEssence: first.blueEssence,
      skins: first.skins,
    };
    const productId = await this.catalog.saveProduct(batchId, template.productId, template.product, line);
    await this.failureHook?.('afterCatalog', batchId);
    const reserved = await this.em.transactional(async (tx) => {
      const activated = await tx.execute<{ id: number }[]>(IMPORT_SQL.activateProduct, [productId, batchId]);
      // Waiting warranty claims of the product take the new units first, before any sale can see them.
      return this.unitsArrived.reserve(
        tx,
        productId,
        activated.map((row) => Number(row.id)),
      );
    });
    await this.unitsArrived.deliver(reserved);
    await this.failureHook?.('afterActivate', batchId);
  }

  /** Finishes every batch left staged (start-up); one failing batch does not stop the others. */
  async finishPending(): Promise<number> {
    const pending = await this.em.execute<{ id: string }[]>(IMPORT_SQL.pendingBatches);
    let finished = 0;
    for (const { id } of pending) {
      try {
        await this.finish(id);
        finished += 1;
      } catch (error) {
        log('commerce', 'warn', 'import batch not finished yet', { batchId: id, error: String(error) });
      }
    }
    return finished;
  }

  /**
   * Undoes a batch while none of its units is sold: units removed and products withdrawn from
   * catalog (soft-deleted). Units are locked first, so a purchase in flight either sells its unit
   * before (and the rollback is refused) or finds none to sell.
   */
  async rollback(batchId: string): Promise<{ batchId: string; removedCount: number }> {
    if (!UUID.test(batchId)) throw notFound('Import batch not found.');
    const removedCount = await this.em.transactional(async (tx) => {
      const [batch] = await tx.execute<{ status: string }[]>(IMPORT_SQL.lockBatch, [batchId]);
      if (!batch) throw notFound('Import batch not found.');
      const units = await tx.execute<{ id: number; order_id: number | null; status: string }[]>(IMPORT_SQL.lockUnits, [
        batchId,
      ]);
      // A unit reserved for a waiting warranty claim is as good as sold.
      const sold = units.filter((unit) => unit.order_id !== null || unit.status === 'reserved').length;
      if (sold > 0)
        throw conflict(`This batch cannot be rolled back: ${sold} of its accounts are already sold.`, { sold });
      await tx.execute(IMPORT_SQL.deleteUnits, [batchId]);
      await tx.execute(IMPORT_SQL.batchRolledBack, [batchId]);
      return units.length;
    });
    await this.catalog.withdrawBatch(batchId);
    return { batchId, removedCount };
  }

  async list(limit = 100): Promise<ImportBatchSummary[]> {
    const rows = await this.em.execute<BatchRow[]>(IMPORT_SQL.list, [limit]);
    return rows.map((row) => ({
      id: row.id,
      format: row.format,
      status: row.status,
      title: row.title ?? '',
      createdAt: new Date(row.created_at),
      unitCount: Number(row.unit_count),
      soldCount: Number(row.sold_count),
    }));
  }
}

interface BatchRow {
  id: string;
  format: string;
  status: string;
  created_at: string | Date;
  title: string | null;
  unit_count: string | number;
  sold_count: string | number;
}

export interface ImportBatchSummary {
  id: string;
  format: string;
  status: string;
  title: string;
  createdAt: Date;
  unitCount: number;
  soldCount: number;
}

/** The delivered text of a unit: the line as the buyer gets it, normalised. */
function credentialsText(account: ParsedAccount): string {
  return formatAccount(account);
}

/** Fields of every product of the batch, in catalog's ProductInput shape. */
function catalogTemplate(template: ImportTemplate): Record<string, unknown> {
  const gameSlug = template.gameSlug || (template.gameId === 2 ? 'valorant' : 'lol');
  return {
    title: template.title?.trim() || 'Account',
    description: template.description ?? '',
    price: template.basePrice,
    basePrice: template.basePrice,
    gameSlug,
    server: template.server || 'EUW',
    rankStatus: template.rankStatus || 'unranked',
    accountType: template.accountType ?? '',
    subCategory: template.subCategory ?? '',
    ...(template.warrantyDays !== null && template.warrantyDays !== undefined
      ? { warrantyDays: template.warrantyDays }
      : {}),
    ...(template.replacementLimit !== null && template.replacementLimit !== undefined
      ? { replacementLimit: template.replacementLimit }
      : {}),
    cardFeatures: (template.cardFeatures ?? [])
      .filter((feature) => feature.value?.trim())
      .map((f) => ({ slot: f.slot, value: f.value, icon: f.icon ?? null })),
  };
}
