import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { CardFeatureMap, CardTexts, CustomFeature, DisplayOptions } from '@shop/shared';

/** The listing rule's part catalog knows, word for word as productPage's WHERE has it (a partial index needs the same text). */
const LISTED = `deleted_at is null and not hidden and lower(btrim(status)) <> 'sold'`;

/**
 * productPage's indexes (product-page.service.ts): the listed products' ids (its count) and one per
 * sort, in the sort's order with the id tie-break, so a page reads its rows in order and stops.
 */
export const LISTED_PRODUCT_INDEXES = [
  ['product_listed_index', '"id"'],
  ['product_listed_price_desc_index', '"price" desc, "id"'],
  ['product_listed_price_asc_index', '"price", "id"'],
  ['product_listed_blue_essence_desc_index', '"blue_essence" desc nulls last, "id"'],
  ['product_listed_blue_essence_asc_index', '"blue_essence" asc nulls last, "id"'],
  ['product_listed_skin_count_desc_index', 'jsonb_array_length("skins") desc, "id"'],
  ['product_listed_skin_count_asc_index', 'jsonb_array_length("skins"), "id"'],
].map(([name, columns]) => ({
  name,
  expression: `create index "${name}" on "catalog"."product" (${columns}) where ${LISTED}`,
}));

/**
 * Descriptive product data. Holds no credentials: `accountText` is the redacted public form of
 * the account line (see @shop/shared redactAccount); the real lines are inventory in commerce.
 */
@Entity({ tableName: 'product' })
@Index({ properties: ['gameSlug', 'accountType', 'subCategory', 'server'] })
@Index(LISTED_PRODUCT_INDEXES[0])
@Index(LISTED_PRODUCT_INDEXES[1])
@Index(LISTED_PRODUCT_INDEXES[2])
@Index(LISTED_PRODUCT_INDEXES[3])
@Index(LISTED_PRODUCT_INDEXES[4])
@Index(LISTED_PRODUCT_INDEXES[5])
@Index(LISTED_PRODUCT_INDEXES[6])
export class ProductEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 64, nullable: true, unique: true })
  productCode?: string | null;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text', default: '' })
  description: string & Opt = '';

  /** numeric(12,2), read and written as a decimal string. */
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  price!: string;

  @Property({ type: 'string', length: 32, default: 'Available' })
  status: string & Opt = 'Available';

  @Property({ type: 'string', length: 32, default: 'lol' })
  gameSlug: string & Opt = 'lol';

  @Property({ type: 'integer', default: 1 })
  gameId: number & Opt = 1;

  @Property({ type: 'string', length: 16, default: 'unranked' })
  rankStatus: string & Opt = 'unranked';

  @Property({ type: 'string', length: 32, default: 'fresh' })
  accountType: string & Opt = 'fresh';

  @Property({ type: 'string', length: 32, default: '' })
  subCategory: string & Opt = '';

  @Property({ type: 'string', length: 8, default: 'EUW' })
  server: string & Opt = 'EUW';

  @Property({ type: 'text', default: '' })
  accountText: string & Opt = '';

  @Property({ type: 'integer', nullable: true })
  blueEssence?: number | null;

  @Property({ type: 'json', default: '[]' })
  skins: string[] & Opt = [];

  @Property({ type: 'string', length: 32, default: 'automatic' })
  deliveryMethod: string & Opt = 'automatic';

  @Property({ type: 'integer', default: 30 })
  level: number & Opt = 30;

  @Property({ type: 'integer', default: 0 })
  championCount: number & Opt = 0;

  @Property({ type: 'string', length: 500, nullable: true })
  imagePath?: string | null;

  @Property({ type: 'string', length: 500, nullable: true })
  coverImage?: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  cardBadge?: string | null;

  @Property({ type: 'string', length: 32, default: '#0f172a' })
  cardColor: string & Opt = '#0f172a';

  /** Higher first in curated lists. */
  @Property({ type: 'integer', default: 0 })
  displayPriority: number & Opt = 0;

  @Property({ type: 'boolean', default: false })
  featured: boolean & Opt = false;

  /** Price before a discount, numeric(12,2) as a decimal string. */
  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  originalPrice?: string | null;

  @Property({ type: 'integer', default: 0 })
  discountPercentage: number & Opt = 0;

  /** Days after a purchase in which a warranty claim is accepted; the card's warranty text follows it. */
  @Property({ type: 'integer', default: 14 })
  warrantyDays: number & Opt = 14;

  /** Replacements a warranty gives one order. */
  @Property({ type: 'integer', default: 1 })
  replacementLimit: number & Opt = 1;

  @Property({ type: 'text', nullable: true })
  contactInstructions?: string | null;

  /** Card texts (warranty, delivery time, ...); defaults are applied when read. */
  @Property({ type: 'json', default: '{}' })
  cardTexts: CardTexts & Opt = {};

  /** The twelve fixed feature slots (value and icon), only filled ones stored. */
  @Property({ type: 'json', default: '{}' })
  cardFeatures: CardFeatureMap & Opt = {};

  @Property({ type: 'json', default: '[]' })
  customFeatures: CustomFeature[] & Opt = [];

  /** Flags showLevel, showBE, showChampions, showSkins; missing flags read as true. */
  @Property({ type: 'json', default: '{}' })
  displayOptions: Partial<DisplayOptions> & Opt = {};

  /** Price an import batch was created with (spec: basePrice, import only). */
  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  basePrice?: string | null;

  /** Set by an admin; null means the count of `skins`. */
  @Property({ type: 'integer', nullable: true })
  skinCount?: number | null;

  /** Soft delete: a deleted product leaves every public read and cannot be bought. */
  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date | null;

  /** Not public yet: products of an import batch stay hidden until commerce activates its units. */
  @Property({ type: 'boolean', default: false })
  hidden: boolean & Opt = false;

  /** Import batch (commerce's batch id) that created the product. */
  @Property({ type: 'string', length: 64, nullable: true, index: true })
  importBatchId?: string | null;

  /** Idempotency key of an imported line ("batchId:line"): a retried import returns the same product. */
  @Property({ type: 'string', length: 80, nullable: true, unique: true })
  importKey?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
