import { ReferenceKind, type FilterQuery } from '@mikro-orm/core';
import { withConnection } from '@shop/server-kit';
import { SCHEMA } from '../../mikro-orm.config';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CARD_FEATURE_SLOTS, cardColumn, withCardTextDefaults, withDisplayDefaults } from '@shop/shared';
import DataLoader from 'dataloader';
import { ProductEntity } from './product.entity';
import type { CardTextsType } from './product-card.type';
import type { ProductFilterInput } from './product.input';
import type { ProductType } from './product.type';

export function toProductType(entity: ProductRow): ProductType {
  return {
    id: entity.id,
    productCode: entity.productCode ?? null,
    title: entity.title,
    description: entity.description,
    price: entity.price,
    status: entity.status,
    gameSlug: entity.gameSlug,
    gameId: entity.gameId,
    rankStatus: entity.rankStatus,
    accountType: entity.accountType,
    subCategory: entity.subCategory,
    server: entity.server,
    accountText: entity.accountText,
    blueEssence: entity.blueEssence ?? null,
    skins: entity.skins ?? [],
    deliveryMethod: entity.deliveryMethod,
    createdAt: entity.createdAt,
    basePrice: entity.basePrice ?? null,
    hidden: entity.hidden === true,
    deletedAt: entity.deletedAt ?? null,
    skinCount: entity.skinCount ?? (entity.skins ?? []).length,
    level: entity.level,
    championCount: entity.championCount,
    imagePath: entity.imagePath ?? null,
    coverImage: entity.coverImage ?? null,
    cardBadge: entity.cardBadge ?? null,
    cardColor: entity.cardColor,
    displayPriority: entity.displayPriority,
    warrantyDays: entity.warrantyDays,
    replacementLimit: entity.replacementLimit,
    featured: entity.featured,
    originalPrice: entity.originalPrice ?? null,
    discountPercentage: entity.discountPercentage,
    contactInstructions: entity.contactInstructions ?? null,
    cardTexts: withCardTextDefaults(entity.cardTexts, entity.warrantyDays) as CardTextsType,
    cardFeatures: CARD_FEATURE_SLOTS.flatMap(({ slot, column }) => {
      const feature = entity.cardFeatures?.[slot];
      return feature?.value?.trim() ? [{ slot, column, value: feature.value, icon: feature.icon ?? null }] : [];
    }),
    leftColumn: cardColumn(entity.cardFeatures ?? {}, 'left'),
    rightColumn: cardColumn(entity.cardFeatures ?? {}, 'right'),
    orderColumn: cardColumn(entity.cardFeatures ?? {}, 'order'),
    customFeatures: entity.customFeatures ?? [],
    displayOptions: withDisplayDefaults(entity.displayOptions),
  };
}

let byIdQuery: { sql: string; dates: string[] } | undefined;

/**
 * Every product column under its property name, so a row reads as the entity's plain data; the
 * datetime columns come as text (MikroORM's driver leaves the parsing to its hydration) and are
 * made Dates here.
 */
export function productsByIdQuery(em: EntityManager): { sql: string; dates: string[] } {
  if (byIdQuery) return byIdQuery;
  const meta = em.getMetadata().get(ProductEntity.name);
  const props = meta.props.filter(
    (prop) => prop.kind === ReferenceKind.SCALAR && prop.persist !== false && prop.fieldNames?.length === 1,
  );
  byIdQuery = {
    sql: `select ${props.map((prop) => `"${prop.fieldNames[0]}" as "${prop.name}"`).join(', ')} from "${SCHEMA}"."${meta.tableName}" where id = any($1::int[])`,
    dates: props.filter((prop) => prop.runtimeType === 'Date').map((prop) => prop.name),
  };
  return byIdQuery;
}

/** A product's columns under the entity's property names, as plain data (no managed entity). */
export type ProductRow = { [K in keyof ProductEntity]: ProductEntity[K] };

async function productsById(em: EntityManager, ids: readonly number[]): Promise<ProductRow[]> {
  const { sql, dates } = productsByIdQuery(em);
  const rows = await withConnection(em, (run) => run(sql, [ids]));
  for (const row of rows) for (const name of dates) if (typeof row[name] === 'string') row[name] = new Date(row[name]);
  // The statement selects every persisted scalar of the entity's metadata under its property name (productsByIdQuery).
  return rows as ProductRow[];
}

export class ProductService {
  /** Batches reference lookups from the gateway (an order list resolves many products at once). */
  readonly byId: DataLoader<number, ProductType | null>;

  constructor(private readonly em: EntityManager) {
    this.byId = new DataLoader(async (ids) => {
      // Plain rows from one prepared statement (server-kit's withConnection): commerce reads the
      // product of every purchase, and building the query (MikroORM and knex) and hydrating a
      // managed entity were most of such a request's cost in catalog.
      const rows = await productsById(this.em, ids);
      const found = new Map(rows.map((row) => [row.id, toProductType(row)]));
      return ids.map((id) => found.get(id) ?? null);
    });
  }

  /** Public products (not sold out for good, not deleted, not hidden), oldest first; the filter's fields must match exactly. */
  async list(filter: ProductFilterInput = {}): Promise<ProductType[]> {
    const where: FilterQuery<ProductEntity> = { status: { $ne: 'Sold' }, deletedAt: null, hidden: false };
    if (filter.game) {
      const game = filter.game.trim();
      where.$or = /^\d+$/.test(game) ? [{ gameSlug: game }, { gameId: Number(game) }] : [{ gameSlug: game }];
    }
    if (filter.accountType) where.accountType = filter.accountType;
    if (filter.subCategory) where.subCategory = filter.subCategory;
    if (filter.server) where.server = filter.server;
    // Read-only rows, not managed entities: hydrating thousands of entities into the identity map
    // was a large share of a full-catalogue list (scripts/bench-storefront.mjs).
    const rows = await this.em
      .createQueryBuilder(ProductEntity)
      .select('*')
      .where(where)
      .orderBy({ id: 'asc' })
      .execute('all', true);
    return rows.map(toProductType);
  }

  /** A public product: null when it does not exist, was deleted or is not published yet. */
  async get(id: number): Promise<ProductType | null> {
    const product = await this.byId.load(id);
    return product && !product.deletedAt && !product.hidden ? product : null;
  }

  /** Any product, deleted ones included: orders and stock of other subgraphs still refer to it. */
  async reference(id: number): Promise<ProductType | null> {
    return this.byId.load(id);
  }
}
