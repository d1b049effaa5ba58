import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound, requireServiceScope, type Identity } from '@shop/server-kit';
import {
  ACCOUNT_FORMATS_HELP,
  AccountTextError,
  CARD_TEXT_KEYS,
  isCardFeatureSlot,
  normaliseDecimal,
  publicAccountText,
  readSkins,
  type CardFeatureMap,
  type CardTexts,
} from '@shop/shared';
import { SCHEMA } from '../../mikro-orm.config';
import { ProductEntity } from './product.entity';
import { toProductType } from './product.service';
import {
  AdminProductSort,
  type AdminProductFilterInput,
  type ImportProductsInput,
  type ProductInput,
  type SaveImportedProductInput,
} from './product-admin.input';
import type { ProductType } from './product.type';

/** The most rows one page of the admin list may ask for. */
export const ADMIN_PAGE_MAX = 200;

const ADMIN_SORTS: Record<AdminProductSort, Record<string, 'asc' | 'desc'>> = {
  [AdminProductSort.NEWEST]: { id: 'desc' },
  [AdminProductSort.OLDEST]: { id: 'asc' },
  [AdminProductSort.TITLE_ASC]: { title: 'asc', id: 'desc' },
  [AdminProductSort.TITLE_DESC]: { title: 'desc', id: 'desc' },
  [AdminProductSort.PRICE_ASC]: { price: 'asc', id: 'desc' },
  [AdminProductSort.PRICE_DESC]: { price: 'desc', id: 'desc' },
};

export interface AdminProductPage {
  items: ProductType[];
  totalCount: number;
  offset: number;
  limit: number;
}

const GAME_IDS: Record<string, number> = { lol: 1, valorant: 2 };
const GAME_SLUGS: Record<number, string> = { 1: 'lol', 2: 'valorant' };

/**
 * The only account text catalog stores: each line redacted. Fails closed: a line the parser does
 * not read (which could hold a password in any shape) is refused, never stored as typed.
 */
export function redactAccountText(text: string): string {
  try {
    return publicAccountText(text);
  } catch (error) {
    if (!(error instanceof AccountTextError)) throw error;
    const message = `Hesap bilgisi okunamadı (${error.message}). Okunan biçimler: ${ACCOUNT_FORMATS_HELP}.`;
    throw badInput(message, { fields: { accountText: message } });
  }
}

function mergeCardTexts(stored: CardTexts, input: ProductInput['cardTexts']): CardTexts {
  if (!input) return stored;
  const next: CardTexts = { ...stored };
  for (const key of CARD_TEXT_KEYS) {
    const value = input[key];
    if (value === undefined) continue;
    if (value === null || !value.trim()) delete next[key];
    else next[key] = value;
  }
  return next;
}

function mergeCardFeatures(stored: CardFeatureMap, input: ProductInput['cardFeatures']): CardFeatureMap {
  if (!input) return stored;
  const next: CardFeatureMap = { ...stored };
  for (const feature of input) {
    if (!isCardFeatureSlot(feature.slot)) continue;
    if (!feature.value.trim()) delete next[feature.slot];
    else next[feature.slot] = { value: feature.value, icon: feature.icon?.trim() || null };
  }
  return next;
}

/** Copies the fields sent in `input` onto the product (update semantics: absent means unchanged). */
function applyInput(product: ProductEntity, input: ProductInput): void {
  const text = (value: string | null | undefined) => (value === undefined ? undefined : (value ?? '').trim());
  if (input.title !== undefined && input.title !== null) product.title = input.title.trim();
  if (input.description !== undefined) product.description = input.description ?? '';
  if (input.price !== undefined && input.price !== null) product.price = normaliseDecimal(input.price);
  if (input.basePrice !== undefined) product.basePrice = input.basePrice ? normaliseDecimal(input.basePrice) : null;
  if (input.originalPrice !== undefined)
    product.originalPrice = input.originalPrice ? normaliseDecimal(input.originalPrice) : null;
  if (input.status) product.status = input.status;
  if (input.productCode !== undefined) product.productCode = text(input.productCode) || null;
  if (input.gameSlug) {
    product.gameSlug = input.gameSlug;
    product.gameId = GAME_IDS[input.gameSlug];
  } else if (input.gameId) {
    product.gameId = input.gameId;
    product.gameSlug = GAME_SLUGS[input.gameId];
  }
  if (input.server) product.server = input.server;
  if (input.rankStatus) product.rankStatus = input.rankStatus;
  if (input.accountType !== undefined) product.accountType = text(input.accountType) ?? '';
  if (input.subCategory !== undefined) product.subCategory = text(input.subCategory) ?? '';
  if (input.imagePath !== undefined) product.imagePath = text(input.imagePath) || null;
  if (input.coverImage !== undefined) product.coverImage = text(input.coverImage) || null;
  if (input.cardBadge !== undefined) product.cardBadge = text(input.cardBadge) || null;
  if (input.cardColor) product.cardColor = input.cardColor;
  if (input.displayPriority !== undefined && input.displayPriority !== null)
    product.displayPriority = input.displayPriority;
  if (input.featured !== undefined && input.featured !== null) product.featured = input.featured;
  if (input.warrantyDays !== undefined && input.warrantyDays !== null) product.warrantyDays = input.warrantyDays;
  if (input.replacementLimit !== undefined && input.replacementLimit !== null)
    product.replacementLimit = input.replacementLimit;
  if (input.discountPercentage !== undefined && input.discountPercentage !== null)
    product.discountPercentage = input.discountPercentage;
  if (input.deliveryMethod) product.deliveryMethod = input.deliveryMethod;
  if (input.championCount !== undefined && input.championCount !== null) product.championCount = input.championCount;
  if (input.level !== undefined && input.level !== null) product.level = input.level;
  if (input.contactInstructions !== undefined) product.contactInstructions = input.contactInstructions || null;
  if (input.accountText !== undefined) {
    const text = redactAccountText(input.accountText ?? '');
    // Skins follow the text only when it changed: an unchanged text keeps what is stored.
    if (text !== product.accountText) product.skins = readSkins(text);
    product.accountText = text;
  }
  // A skin count equal to the skins listed is no override: it keeps following the list.
  if (input.skinCount !== undefined)
    product.skinCount =
      input.skinCount === null || input.skinCount === (product.skins ?? []).length ? null : input.skinCount;
  // Spec §5: an empty count is 0 (the dialog's empty blue essence arrives as null).
  if (input.blueEssence !== undefined) product.blueEssence = input.blueEssence ?? 0;
  product.cardTexts = mergeCardTexts(product.cardTexts ?? {}, input.cardTexts);
  product.cardFeatures = mergeCardFeatures(product.cardFeatures ?? {}, input.cardFeatures);
  if (input.customFeatures)
    product.customFeatures = input.customFeatures.map((f) => ({
      id: f.id,
      icon: f.icon,
      label: f.label,
      value: f.value,
    }));
  if (input.displayOptions) {
    const options = { ...(product.displayOptions ?? {}) };
    for (const key of ['showLevel', 'showBE', 'showChampions', 'showSkins'] as const) {
      const value = input.displayOptions[key];
      if (typeof value === 'boolean') options[key] = value;
    }
    product.displayOptions = options;
  }
}

export interface ImportedProduct {
  line: number;
  productId: number;
}

/** Admin writes of the catalogue and the import steps commerce drives (DESIGN "Writes across subgraphs"). */
/** The admin's and the import's statements (`?` placeholders; checked by test/sql-columns.test.ts). */
export const PRODUCT_ADMIN_SQL = {
  /** Products whose skins (a JSON list, as text) match a LIKE pattern. */
  skinsLike: `select id from "${SCHEMA}"."product" where deleted_at is null and skins::text ilike ?`,
  importedIds: `select id, import_key from "${SCHEMA}"."product" where import_key = any(?::text[])`,
} as const;

/** The import's multi-row insert: `rows` rows of `columns` (a retry of a line inserts nothing). */
export const PRODUCT_ROWS_SQL = {
  insertImported: (columns: string[], rows: number) =>
    `insert into "${SCHEMA}"."product" (${columns.map((c) => `"${c}"`).join(', ')}) values ${Array.from(
      { length: rows },
      () => `(${columns.map(() => '?').join(', ')})`,
    ).join(', ')} on conflict (import_key) do nothing`,
};

/** The hidden products of an import batch as rows (column: value), one per line, keyed "batchId:line". */
export function importedProductRows(input: ImportProductsInput) {
  const template = new ProductEntity();
  template.title = input.template.title?.trim() || 'Account';
  template.price = normaliseDecimal(input.template.price ?? input.template.basePrice ?? '0');
  applyInput(template, { ...input.template, accountText: undefined });
  return input.lines.map((line) => ({
    ...templateColumns(template),
    server: line.server || template.server,
    account_text: redactAccountText(line.accountText),
    blue_essence: line.blueEssence ?? null,
    skins: JSON.stringify(line.skins),
    hidden: true,
    import_batch_id: input.batchId,
    import_key: `${input.batchId}:${line.line}`,
  }));
}

export class ProductAdminService {
  constructor(private readonly em: EntityManager) {}

  /** Every product not deleted, sold and hidden ones included, newest first. */
  async list(filter: AdminProductFilterInput = {}): Promise<ProductType[]> {
    const rows = await this.em.find(
      ProductEntity,
      { $and: await this.adminWhere(filter) },
      { orderBy: { id: 'desc' } },
    );
    return rows.map(toProductType);
  }

  /** One page of the admin list, filtered and sorted by the database, with the count of every match. */
  async page(
    filter: AdminProductFilterInput,
    offset: number,
    limit: number,
    sort: AdminProductSort,
  ): Promise<AdminProductPage> {
    if (!Number.isInteger(offset) || offset < 0)
      throw badInput('offset must be a whole number of at least 0.', {
        fields: { offset: 'offset must be a whole number of at least 0.' },
      });
    if (!Number.isInteger(limit) || limit < 1 || limit > ADMIN_PAGE_MAX) {
      throw badInput(`limit must be a whole number from 1 to ${ADMIN_PAGE_MAX}.`, {
        fields: { limit: `limit must be a whole number from 1 to ${ADMIN_PAGE_MAX}.` },
      });
    }
    const [rows, totalCount] = await this.em.findAndCount(
      ProductEntity,
      { $and: await this.adminWhere(filter) },
      { orderBy: ADMIN_SORTS[sort], offset, limit },
    );
    return { items: rows.map(toProductType), totalCount, offset, limit };
  }

  private async adminWhere(filter: AdminProductFilterInput): Promise<FilterQuery<ProductEntity>[]> {
    const where: FilterQuery<ProductEntity>[] = [{ deletedAt: null }];
    if (filter.id) where.push({ id: filter.id });
    if (filter.title?.trim()) where.push({ title: { $ilike: `%${escapeLike(filter.title.trim())}%` } });
    if (filter.blueEssence !== undefined && filter.blueEssence !== null)
      where.push({ blueEssence: { $gte: filter.blueEssence } });
    if (filter.minPrice) where.push({ price: { $gte: filter.minPrice } });
    if (filter.maxPrice) where.push({ price: { $lte: filter.maxPrice } });
    const account = filter.account?.trim();
    if (account) {
      // Skins are stored as a JSON list; its text form is searched case-insensitively.
      const skinIds = await this.em.execute<{ id: number }[]>(PRODUCT_ADMIN_SQL.skinsLike, [
        `%${escapeLike(account)}%`,
      ]);
      where.push({ id: { $in: [...skinIds.map((row) => row.id), ...(filter.accountProductIds ?? [])] } });
    }
    return where;
  }

  async create(input: ProductInput): Promise<ProductType> {
    if (!input.title?.trim()) throw badInput('Title is required.', { fields: { title: 'Title is required.' } });
    if (!input.price) throw badInput('Price is required.', { fields: { price: 'Price is required.' } });
    const product = this.em.create(ProductEntity, { title: input.title.trim(), price: normaliseDecimal(input.price) });
    applyInput(product, input);
    await this.flushUnique();
    return toProductType(product);
  }

  async update(id: number, input: ProductInput): Promise<ProductType> {
    const product = await this.em.findOne(ProductEntity, { id, deletedAt: null });
    if (!product) throw notFound('Product not found.');
    if (input.title !== undefined && !input.title?.trim())
      throw badInput('Title is required.', { fields: { title: 'Title is required.' } });
    if (input.price === null) throw badInput('Price is required.', { fields: { price: 'Price is required.' } });
    applyInput(product, input);
    await this.flushUnique();
    return toProductType(product);
  }

  /** Soft delete: orders keep their title snapshot; the product leaves every public read. */
  async remove(ids: number[]): Promise<number> {
    if (ids.length === 0) throw badInput('Silmek için ürün seçin.');
    const valid = ids.filter((id) => Number.isSafeInteger(id) && id > 0);
    const deleted = await this.em.nativeUpdate(
      ProductEntity,
      { id: { $in: valid }, deletedAt: null },
      { deletedAt: new Date() },
    );
    return deleted;
  }

  /**
   * Creates the hidden products of an import batch, one per line, keyed by "batchId:line": a retry
   * of the same lines returns the same product ids and creates nothing new. One multi-row insert.
   */
  async importLines(identity: Identity, input: ImportProductsInput): Promise<ImportedProduct[]> {
    requireCommerce(identity);
    if (input.lines.length === 0) return [];
    const rows = importedProductRows(input);
    const columns = Object.keys(rows[0]);
    const values: unknown[] = [];
    for (const row of rows) {
      for (const column of columns) values.push((row as Record<string, unknown>)[column]);
    }
    // Chunked so a 10,000-line batch stays under PostgreSQL's 65,535 bind parameters.
    const perChunk = Math.max(1, Math.floor(60000 / columns.length));
    await this.em.transactional(async (tx) => {
      for (let start = 0; start < rows.length; start += perChunk) {
        const count = Math.min(perChunk, rows.length - start);
        const params = values.slice(start * columns.length, (start + count) * columns.length);
        await tx.execute(PRODUCT_ROWS_SQL.insertImported(columns, count), params);
      }
    });
    const keys = input.lines.map((line) => `${input.batchId}:${line.line}`);
    const found = await this.em.execute<{ id: number; import_key: string }[]>(PRODUCT_ADMIN_SQL.importedIds, [
      `{${keys.map((key) => `"${key.replace(/"/g, '')}"`).join(',')}}`,
    ]);
    const byKey = new Map(found.map((row) => [row.import_key, Number(row.id)]));
    return input.lines.map((line) => ({ line: line.line, productId: byKey.get(`${input.batchId}:${line.line}`)! }));
  }

  /**
   * The product of a product-dialog batch: on create, one hidden product keyed "batchId:line" (a
   * retry finds it again); on update, the product named. The admin's fields apply as in create and
   * update; the account text, server, blue essence and skins come from the batch's first account.
   */
  async saveImported(identity: Identity, input: SaveImportedProductInput): Promise<number> {
    requireCommerce(identity);
    const { line } = input;
    const fields: ProductInput = { ...input.template, accountText: undefined };
    let product: ProductEntity | null;
    if (input.productId) {
      product = await this.em.findOne(ProductEntity, { id: input.productId, deletedAt: null });
      if (!product) throw notFound('Product not found.');
    } else {
      const importKey = `${input.batchId}:${line.line}`;
      product = await this.em.findOne(ProductEntity, { importKey });
      if (product) return product.id;
      if (!fields.title?.trim()) throw badInput('Title is required.', { fields: { title: 'Title is required.' } });
      if (!fields.price) throw badInput('Price is required.', { fields: { price: 'Price is required.' } });
      product = this.em.create(ProductEntity, {
        title: fields.title.trim(),
        price: normaliseDecimal(fields.price),
        hidden: true,
        importBatchId: input.batchId,
        importKey,
      });
    }
    applyInput(product, fields);
    product.accountText = redactAccountText(line.accountText);
    product.skins = readSkins(product.accountText);
    product.server = line.server || product.server;
    product.blueEssence = line.blueEssence ?? product.blueEssence ?? 0;
    await this.flushUnique();
    return product.id;
  }

  /** Makes the batch's products public (commerce has activated their units). */
  async publishBatch(identity: Identity, batchId: string): Promise<number> {
    requireCommerce(identity);
    return this.em.nativeUpdate(
      ProductEntity,
      { importBatchId: batchId, deletedAt: null, hidden: true },
      { hidden: false },
    );
  }

  /** Rollback of a batch: its products are soft-deleted and hidden. Repeatable. */
  async withdrawBatch(identity: Identity, batchId: string): Promise<number> {
    requireCommerce(identity);
    return this.em.nativeUpdate(
      ProductEntity,
      { importBatchId: batchId, deletedAt: null },
      { deletedAt: new Date(), hidden: true },
    );
  }

  private async flushUnique(): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      if ((error as { code?: string }).code === '23505' || /unique/i.test(String((error as Error).message))) {
        throw badInput('Product code is already used by another product.', {
          fields: { productCode: 'Already used.' },
        });
      }
      throw error;
    }
  }
}

/** The import steps: commerce's service token with the import scope, never a person (not even an admin). */
function requireCommerce(identity: Identity): void {
  requireServiceScope(identity, 'catalog:import-products');
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Column values shared by every product of an import batch. */
function templateColumns(p: ProductEntity) {
  return {
    title: p.title,
    description: p.description ?? '',
    price: p.price,
    base_price: p.basePrice ?? p.price,
    status: p.status ?? 'Available',
    game_slug: p.gameSlug,
    game_id: p.gameId,
    rank_status: p.rankStatus,
    account_type: p.accountType,
    sub_category: p.subCategory,
    delivery_method: p.deliveryMethod ?? 'automatic',
    level: p.level ?? 30,
    champion_count: p.championCount ?? 0,
    warranty_days: p.warrantyDays ?? 14,
    replacement_limit: p.replacementLimit ?? 1,
    card_color: p.cardColor ?? '#0f172a',
    card_texts: JSON.stringify(p.cardTexts ?? {}),
    card_features: JSON.stringify(p.cardFeatures ?? {}),
    custom_features: JSON.stringify(p.customFeatures ?? []),
    display_options: JSON.stringify(p.displayOptions ?? {}),
  };
}
