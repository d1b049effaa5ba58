import { CARD_FEATURE_SLOT_NAMES, CARD_TEXT_KEYS } from '@shop/shared';
import { z } from 'zod';
import { idParam, pathText, queryText } from './fields';

/** Requests and answers of the storefront's product reads (docs/api.md "Storefront"). */

export const ProductIdParams = z.object({ id: idParam('product id') });

export const GameSlugParams = z.object({
  gameSlug: pathText(33).meta({ description: 'A game slug (lol) or id (1).' }),
});

export const ProductFilterQuery = z.object({
  accountType: queryText('accountType', 32),
  subCategory: queryText('subCategory', 32),
  server: queryText('server', 8),
});

const nullableString = z.string().nullable();

export const CardTexts = z
  .object({
    warranty: z.string(),
    deliveryTime: z.string(),
    ...Object.fromEntries(
      CARD_TEXT_KEYS.filter((key) => key !== 'warranty' && key !== 'deliveryTime').map((key) => [key, nullableString]),
    ),
  })
  .meta({ id: 'CardTexts' });

/** The flat `card_sasa` / `card_sasa_icon` fields of the twelve card slots ('' when empty). */
const cardSlotFields = Object.fromEntries(
  CARD_FEATURE_SLOT_NAMES.flatMap((slot) => [
    [slot, z.string()],
    [`${slot}_icon`, z.string()],
  ]),
) as Record<string, z.ZodString>;

/** The documented product (mappers.ts `productToRest`); the account field carries only the redacted text. */
export const Product = z
  .object({
    id: z.number().int(),
    productCode: nullableString,
    title: z.string(),
    description: z.string(),
    price: z.string().meta({ description: 'Money as a decimal string.' }),
    status: z.string(),
    stock: z.number().int(),
    hasAccountData: z.boolean(),
    gameSlug: z.string(),
    gameId: z.number().int(),
    rankStatus: z.string(),
    accountType: z.string(),
    subCategory: z.string(),
    server: z.string(),
    accountUsername: z.string().meta({ description: 'The redacted account text; credentials never leave commerce.' }),
    accountCodes: z.string(),
    blueEssence: z.number().int().nullable(),
    skins: z.array(z.string()),
    skinCount: z.number().int(),
    deliveryMethod: z.string(),
    level: z.number().int(),
    championCount: z.number().int(),
    imagePath: nullableString,
    coverImage: nullableString,
    cardBadge: nullableString,
    cardColor: z.string(),
    displayPriority: z.number().int(),
    featured: z.boolean(),
    originalPrice: nullableString,
    discountPercentage: z.number().int(),
    warrantyDays: z.number().int(),
    replacementLimit: z.number().int(),
    contactInstructions: nullableString,
    cardTexts: CardTexts,
    leftColumn: z.array(z.string()),
    rightColumn: z.array(z.string()),
    orderColumn: z.array(z.string()),
    customFeatures: z.string().meta({ description: 'JSON text: a list of { id, icon, label, value }.' }),
    displayOptions: z.string().meta({ description: 'JSON text: { showLevel, showBE, showChampions, showSkins }.' }),
    ...cardSlotFields,
    createdAt: z.string(),
  })
  .meta({ id: 'Product' });

export const ProductList = z.array(Product);
