import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * Descriptive product data. Holds no credentials: `accountText` is the redacted public form of
 * the account line (see @shop/shared redactAccount); the real lines are inventory in commerce.
 */
@Entity({ tableName: 'product' })
@Index({ properties: ['gameSlug', 'accountType', 'subCategory', 'server'] })
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

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
