import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

@Entity({ tableName: 'game_category' })
export class GameCategoryEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 50, unique: true })
  slug!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  icon?: string | null;

  @Property({ type: 'integer', default: 0 })
  sortOrder: number & Opt = 0;

  /** A category inside another (spec: parentId); null for a game. */
  @Property({ type: 'integer', nullable: true })
  parentId?: number | null;
}

/** An account type of a game (fresh, ranked) with its subcategories. */
@Entity({ tableName: 'account_type' })
export class AccountTypeEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer', index: true })
  gameCategoryId!: number;

  @Property({ type: 'string', length: 32 })
  slug!: string;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'text', default: '' })
  description: string & Opt = '';

  @Property({ type: 'json', default: '[]' })
  subcategories: string[] & Opt = [];

  @Property({ type: 'integer', default: 0 })
  sortOrder: number & Opt = 0;
}
