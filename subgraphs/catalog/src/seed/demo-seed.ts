import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ACCOUNT_TYPES,
  DEFAULT_CARD_STYLES,
  GAMES,
  parseAccountLine,
  redactAccount,
  type CardFeatureMap,
} from '@shop/shared';
import { demoProducts } from '@shop/shared/demo';
import { CardDesignEntity } from '../modules/card-design/card-design.entity';
import { AccountTypeEntity, GameCategoryEntity } from '../modules/game-category/game-category.entity';
import { ProductEntity } from '../modules/product/product.entity';

/** The id sequences moved past the seeded ids (checked by test/sql-columns.test.ts). */
export const SEED_SQL = {
  gameCategoryIds: `select setval(pg_get_serial_sequence('catalog.game_category', 'id'), (select max(id) from catalog.game_category))`,
  productIds: `select setval(pg_get_serial_sequence('catalog.product', 'id'), (select max(id) from catalog.product))`,
} as const;

/** Games and their account types: reference data every installation needs. */
export async function seedReferenceData(em: EntityManager): Promise<void> {
  if ((await em.count(GameCategoryEntity)) > 0) return;
  for (const [index, game] of GAMES.entries()) {
    em.create(GameCategoryEntity, { id: game.id, name: game.name, slug: game.slug, sortOrder: index });
  }
  ACCOUNT_TYPES.forEach((type, index) => {
    em.create(AccountTypeEntity, {
      gameCategoryId: 1,
      slug: type.id,
      name: type.name,
      description:
        type.id === 'fresh' ? 'Unranked level 30 accounts, ready for ranked.' : 'Accounts ready for ranked games.',
      subcategories: [...type.subcategories],
      sortOrder: index,
    });
  });
  await em.flush();
  await em.getConnection().execute(SEED_SQL.gameCategoryIds);
}

/** Card designs: lol's game-wide design in the spec's default colours and a gold one for ranked. */
export async function seedCardDesigns(em: EntityManager): Promise<void> {
  if ((await em.count(CardDesignEntity)) > 0) return;
  em.create(CardDesignEntity, { gameSlug: 'lol', ...DEFAULT_CARD_STYLES });
  em.create(CardDesignEntity, {
    gameSlug: 'lol',
    accountType: 'ranked',
    backgroundColor: '#0e1c2f',
    borderColor: '#2563eb',
    glowColor: '#3b82f6',
    textColor: '#ffffff',
    accentColor: '#f59e0b',
  });
  await em.flush();
}

/** Card feature slots every demo account shares (left column, right column, order info). */
const DEMO_CARD_FEATURES: CardFeatureMap = {
  card_sasa: { value: 'Full Access', icon: '✓' },
  card_asas: { value: 'Unverified E-mail', icon: '✉' },
  card_azaz: { value: 'Honor Level 2', icon: '★' },
  card_wawaawaw: { value: 'Never Ranked', icon: '⚑' },
  card_111: { value: 'Instant Delivery', icon: '⚡' },
};

/** Demo products on an empty catalogue; ids match the units commerce seeds from the same generator. */
export async function seedDemoProducts(em: EntityManager): Promise<number> {
  if ((await em.count(ProductEntity)) > 0) return 0;
  const products = demoProducts();
  for (const demo of products) {
    em.create(ProductEntity, {
      id: demo.id,
      productCode: demo.productCode,
      title: demo.title,
      description: demo.description,
      price: demo.price,
      server: demo.server,
      rankStatus: demo.rankStatus,
      accountType: demo.accountType,
      subCategory: demo.subCategory,
      blueEssence: demo.blueEssence,
      skins: demo.skins,
      // A product without credentials (manual delivery) has no account text to show.
      accountText: demo.units.length > 0 ? redactAccount(parseAccountLine(demo.units[0])) : '',
      deliveryMethod: demo.units.length > 0 ? 'automatic' : 'manual',
      championCount: 20 + (demo.id % 15),
      cardFeatures: DEMO_CARD_FEATURES,
      customFeatures: demo.id % 3 === 0 ? [{ id: 'mmr', icon: '↗', label: 'MMR', value: 'Fresh' }] : [],
      featured: demo.id <= 4,
    });
  }
  await em.flush();
  await em.getConnection().execute(SEED_SQL.productIds);
  return products.length;
}
