import { Entity, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';

/**
 * Card colours and features for a game, optionally narrowed to an account type and subcategory
 * (empty strings mean "any"). The most specific design wins when a list is shown.
 */
@Entity({ tableName: 'card_design' })
@Unique({ properties: ['gameSlug', 'accountType', 'subCategory'] })
export class CardDesignEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 32 })
  gameSlug!: string;

  @Property({ type: 'string', length: 32, default: '' })
  accountType: string & Opt = '';

  @Property({ type: 'string', length: 32, default: '' })
  subCategory: string & Opt = '';

  @Property({ type: 'string', length: 32 })
  backgroundColor!: string;

  @Property({ type: 'string', length: 32 })
  borderColor!: string;

  @Property({ type: 'string', length: 32 })
  glowColor!: string;

  @Property({ type: 'string', length: 32 })
  textColor!: string;

  @Property({ type: 'string', length: 32 })
  accentColor!: string;

  @Property({ type: 'json', default: '[]' })
  features: { icon: string; label: string; value: string }[] & Opt = [];
}
