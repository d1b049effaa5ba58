import { BASE_PRICE_REQUIRED, CARD_FEATURE_SLOTS, CARD_FEATURE_SLOT_NAMES, CARD_TEXT_KEYS } from '@shop/shared';
import { z } from 'zod';
import type { BulkImportInput, CardDesignInput, GameCategoryInput, ProductInput } from '../../generated/graphql';
import {
  asText,
  count,
  idParam,
  jsonBody,
  jsonValue,
  lenientBoolean,
  money,
  nullableText,
  pathText,
  text,
} from './fields';

/**
 * Bodies of the admin catalogue routes (documented flat names) and their GraphQL inputs: each
 * schema parses the REST body and answers the operation's input.
 */

const withoutUndefined = <T extends object>(input: T): T =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as T;

const COLUMN_FIELDS = { left: 'leftColumn', right: 'rightColumn', order: 'orderColumn' } as const;

const columnList = (field: string) => {
  const message = `${field} must be a list of at most four texts.`;
  return z
    .array(z.unknown(), { error: message })
    .max(4, { error: message })
    .optional()
    .meta({ description: 'The four card slots of this column, in order.' });
};

/**
 * The twelve card slots: the flat `card_sasa` / `card_sasa_icon` fields, or the documented
 * `leftColumn` / `rightColumn` / `orderColumn` lists of four (a flat field wins over its column).
 */
const cardSlotFields = {
  // Typed as no keys: the slot names are data (CARD_FEATURE_SLOT_NAMES); cardFeatures reads them.
  ...(Object.fromEntries(
    CARD_FEATURE_SLOT_NAMES.flatMap((slot) => [
      [slot, z.preprocess((value) => (value === undefined ? undefined : asText(value)), z.string().optional())],
      [
        `${slot}_icon`,
        z.preprocess(
          (value) => (value === undefined ? undefined : typeof value === 'string' ? value : null),
          z.string().nullable().optional(),
        ),
      ],
    ]),
  ) as Record<never, never>),
  leftColumn: columnList('leftColumn'),
  rightColumn: columnList('rightColumn'),
  orderColumn: columnList('orderColumn'),
};

type CardSlotValues = Record<string, unknown>;

function cardFeatures(source: CardSlotValues) {
  const features = CARD_FEATURE_SLOT_NAMES.filter(
    (slot) => source[slot] !== undefined || source[`${slot}_icon`] !== undefined,
  ).map((slot) => ({
    slot,
    value: (source[slot] as string | undefined) ?? '',
    icon: (source[`${slot}_icon`] as string | null | undefined) ?? null,
  }));
  for (const [column, field] of Object.entries(COLUMN_FIELDS)) {
    const values = source[field] as unknown[] | undefined;
    if (values === undefined) continue;
    CARD_FEATURE_SLOTS.filter((entry) => entry.column === column).forEach(({ slot }, index) => {
      if (features.some((feature) => feature.slot === slot)) return;
      features.push({ slot, value: asText(values[index]), icon: null });
    });
  }
  return features.length ? features : undefined;
}

const cardTexts = z
  .unknown()
  .transform((value) => {
    if (!value || typeof value !== 'object') return undefined;
    const texts = value as Record<string, unknown>;
    return Object.fromEntries(
      CARD_TEXT_KEYS.filter((key) => key in texts).map((key) => [key, texts[key] === null ? null : asText(texts[key])]),
    );
  })
  .optional()
  .meta({ description: `The card's texts by key (${CARD_TEXT_KEYS.join(', ')}); null clears one.` });

const productFields = {
  stock: count('stock').meta({ description: 'The manual stock counter (products without credential units).' }),
  title: nullableText('title'),
  price: money('price'),
  customFeatures: jsonValue('customFeatures').refine((value) => value === undefined || Array.isArray(value), {
    error: 'customFeatures must be a list.',
  }),
  displayOptions: jsonValue('displayOptions'),
  description: nullableText('description'),
  basePrice: money('basePrice'),
  originalPrice: money('originalPrice'),
  status: nullableText('status'),
  productCode: nullableText('productCode'),
  gameSlug: nullableText('gameSlug'),
  gameId: count('gameId'),
  server: nullableText('server'),
  rankStatus: nullableText('rankStatus'),
  accountType: nullableText('accountType'),
  subCategory: nullableText('subCategory'),
  imagePath: nullableText('imagePath'),
  coverImage: nullableText('coverImage'),
  cardBadge: nullableText('cardBadge'),
  cardColor: nullableText('cardColor'),
  displayPriority: count('displayPriority'),
  featured: lenientBoolean('featured'),
  discountPercentage: count('discountPercentage'),
  warrantyDays: count('warrantyDays').meta({
    description: 'Days after a purchase in which a warranty claim is accepted.',
  }),
  replacementLimit: count('replacementLimit').meta({ description: 'Warranty replacements per order.' }),
  deliveryMethod: nullableText('deliveryMethod'),
  championCount: count('championCount'),
  skinCount: count('skinCount'),
  blueEssence: count('blueEssence'),
  level: count('level'),
  contactInstructions: nullableText('contactInstructions'),
  accountUsername: nullableText('accountUsername').meta({
    description: 'Account lines (one credential unit each) or the shown redacted text.',
  }),
  accountText: nullableText('accountText'),
  batchId: z
    .unknown()
    .transform((value) => (typeof value === 'string' && value ? value.slice(0, 64) : undefined))
    .optional(),
  cardTexts,
  ...cardSlotFields,
};

type ProductFields = z.output<z.ZodObject<typeof productFields>>;

/** A product save: the GraphQL input, the manual stock when sent, and the batch id of account lines. */
export interface ProductSave {
  input: ProductInput;
  stock: number | undefined;
  batchId: string | undefined;
}

function productSave(fields: ProductFields): ProductSave {
  const input: ProductInput = {
    title: fields.title ?? undefined,
    description: fields.description,
    price: fields.price ?? undefined,
    basePrice: fields.basePrice,
    originalPrice: fields.originalPrice,
    status: fields.status || undefined,
    productCode: fields.productCode,
    gameSlug: fields.gameSlug || undefined,
    gameId: fields.gameId || undefined,
    server: fields.server || undefined,
    rankStatus: fields.rankStatus || undefined,
    accountType: fields.accountType,
    subCategory: fields.subCategory,
    imagePath: fields.imagePath,
    coverImage: fields.coverImage,
    cardBadge: fields.cardBadge,
    cardColor: fields.cardColor || undefined,
    displayPriority: fields.displayPriority,
    featured: fields.featured,
    discountPercentage: fields.discountPercentage,
    warrantyDays: fields.warrantyDays,
    replacementLimit: fields.replacementLimit,
    deliveryMethod: fields.deliveryMethod || undefined,
    championCount: fields.championCount,
    skinCount: fields.skinCount,
    blueEssence: fields.blueEssence,
    level: fields.level,
    contactInstructions: fields.contactInstructions,
    accountText: fields.accountUsername ?? fields.accountText,
    cardTexts: fields.cardTexts,
    cardFeatures: cardFeatures(fields),
    customFeatures: fields.customFeatures as ProductInput['customFeatures'],
    displayOptions: fields.displayOptions as ProductInput['displayOptions'],
  };
  return { input: withoutUndefined(input), stock: fields.stock, batchId: fields.batchId };
}

/** `POST /products`: title and price are required. */
export const CreateProductBody = jsonBody(productFields)
  .superRefine((fields, ctx) => {
    if (!fields.title?.trim()) ctx.addIssue({ code: 'custom', message: 'Title is required.' });
    else if (fields.price === undefined || fields.price === null)
      ctx.addIssue({ code: 'custom', message: 'Price is required.' });
  })
  .transform(productSave);

/** `PUT /products/{id}`: only the fields sent change. */
export const UpdateProductBody = jsonBody(productFields).transform(productSave);

export const BulkDeleteBody = jsonBody({
  productIds: z
    .array(z.unknown(), { error: 'Silmek için ürün seçin.' })
    .min(1, { error: 'Silmek için ürün seçin.' })
    .transform((ids, ctx) => {
      const productIds = ids.map(Number);
      if (productIds.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
        ctx.addIssue({ code: 'custom', message: 'productIds must be product ids.' });
        return z.NEVER;
      }
      return productIds;
    })
    .meta({ description: 'Product ids (numbers or their text).' }),
});

const importFields = {
  accounts: z
    .preprocess(
      (value) =>
        value === undefined || value === null
          ? ''
          : typeof value === 'number' && Number.isFinite(value)
            ? String(value)
            : value,
      z.string({ error: 'accounts must be text.' }).refine((value) => Boolean(value.trim()), {
        error: 'Lütfen hesap bilgilerini giriniz.',
      }),
    )
    .meta({ description: 'The account lines, one per line.' }),
  batchId: nullableText('batchId'),
  basePrice: money('basePrice'),
  price: money('price'),
  dryRun: lenientBoolean('dryRun'),
  firstLine: count('firstLine'),
  title: nullableText('title'),
  description: nullableText('description'),
  gameSlug: nullableText('gameSlug'),
  gameId: count('gameId'),
  rankStatus: nullableText('rankStatus'),
  accountType: nullableText('accountType'),
  subCategory: nullableText('subCategory'),
  server: nullableText('server'),
  warrantyDays: count('warrantyDays').meta({ description: 'Warranty days of every product of the batch.' }),
  replacementLimit: count('replacementLimit').meta({ description: 'Warranty replacements per order.' }),
  ...cardSlotFields,
};

/** A bulk import without its format and batch id (the route adds them): a price unless it is a dry run. */
export type BulkImportRequest = Omit<BulkImportInput, 'format' | 'batchId'> & { batchId: string | undefined };

export const BulkImportBody = jsonBody(importFields)
  .superRefine((fields, ctx) => {
    // Deliberate (docs/api.md "Admin catalogue"): an import without a price would put products on sale for nothing.
    if ((fields.basePrice ?? fields.price ?? null) === null && !fields.dryRun)
      ctx.addIssue({ code: 'custom', message: BASE_PRICE_REQUIRED });
  })
  .transform((fields): BulkImportRequest =>
    withoutUndefined({
      batchId: fields.batchId || undefined,
      accounts: fields.accounts,
      firstLine: fields.firstLine || undefined,
      dryRun: fields.dryRun,
      title: fields.title,
      description: fields.description,
      basePrice: fields.basePrice ?? fields.price ?? undefined,
      gameSlug: fields.gameSlug || undefined,
      gameId: fields.gameId || undefined,
      rankStatus: fields.rankStatus || undefined,
      accountType: fields.accountType,
      subCategory: fields.subCategory,
      server: fields.server || undefined,
      warrantyDays: fields.warrantyDays,
      replacementLimit: fields.replacementLimit,
      cardFeatures: cardFeatures(fields as CardSlotValues),
    }),
  );

export const BulkStockBody = jsonBody({
  accounts: text().meta({ description: 'The account lines, one per line.' }),
  dryRun: lenientBoolean('dryRun').transform((value) => value ?? false),
});

export const BatchIdParams = z.object({ batchId: pathText(64) });

export const CategoryIdParams = z.object({ id: idParam('category id') });

export const GameCategoryBody = jsonBody({
  name: nullableText('name').transform((value) => value ?? ''),
  slug: nullableText('slug').transform((value) => value ?? ''),
  icon: nullableText('icon').transform((value) => value ?? null),
  parentId: z
    .preprocess((value) => (value === '' ? null : value), count('parentId').nullable())
    .transform((value) => value ?? null),
})
  .superRefine((fields, ctx) => {
    if (!fields.name.trim() || !fields.slug.trim())
      ctx.addIssue({ code: 'custom', message: 'name and slug are required.' });
  })
  .transform((fields): GameCategoryInput => fields);

const color = (field: string) => z.string({ error: `cardStyles.${field} is required.` });

/** The colours in `cardStyles` (or flat at the top level), with optional features. */
export const CardDesignBody = z
  .preprocess(
    (value) => {
      const source = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<
        string,
        unknown
      >;
      const styles = source.cardStyles && typeof source.cardStyles === 'object' ? source.cardStyles : source;
      return { ...source, cardStyles: styles };
    },
    z.object({
      accountType: nullableText('accountType').transform((value) => value ?? null),
      subCategory: nullableText('subCategory').transform((value) => value ?? null),
      cardStyles: z.object({
        backgroundColor: color('backgroundColor'),
        borderColor: color('borderColor'),
        glowColor: color('glowColor'),
        textColor: color('textColor'),
        accentColor: color('accentColor'),
      }),
      features: z
        .unknown()
        .transform((features) =>
          Array.isArray(features)
            ? features.map((f) => {
                const feature = (f ?? {}) as Record<string, unknown>;
                return { icon: asText(feature.icon), label: asText(feature.label), value: asText(feature.value) };
              })
            : undefined,
        )
        .optional()
        .meta({ description: 'A list of { icon, label, value }.' }),
    }),
  )
  .transform((fields): CardDesignInput => withoutUndefined(fields));

export const DeleteProductsAnswer = z.object({ message: z.string(), deletedCount: z.number().int() });

export const BulkImportAnswer = z
  .object({
    batchId: z.string(),
    addedCount: z.number().int(),
    dryRun: z.boolean(),
    rejected: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  })
  .meta({ id: 'BulkImportResult' });

export const BulkStockAnswer = z
  .object({ addedCount: z.number().int(), stockTotal: z.number().int(), dryRun: z.boolean() })
  .meta({ id: 'BulkStockResult' });

export const ImportBatch = z
  .object({
    id: z.string(),
    format: z.string(),
    status: z.string(),
    title: z.string(),
    createdAt: z.string(),
    unitCount: z.number().int(),
    soldCount: z.number().int(),
  })
  .meta({ id: 'ImportBatch' });

export const RollbackAnswer = z.object({ batchId: z.string(), removedCount: z.number().int() });
