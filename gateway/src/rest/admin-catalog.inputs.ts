import {
  BASE_PRICE_REQUIRED,
  CARD_FEATURE_SLOTS,
  CARD_FEATURE_SLOT_NAMES,
  CARD_TEXT_KEYS,
  moneyInputMessage,
  moneyInputProblem,
} from '@shop/shared';
import type { BulkImportInput, CardDesignInput, GameCategoryInput, ProductInput } from '../generated/graphql';
import { OperationError } from './execute';

/** REST bodies of the admin catalogue routes (documented flat names) to the GraphQL inputs. */

const bad = (message: string) => new OperationError(400, message, 'BAD_USER_INPUT');

function optionalText(source: Record<string, unknown>, field: string): string | null | undefined {
  if (!(field in source)) return undefined;
  const value = source[field];
  if (value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw bad(`${field} must be text.`);
}

/** A whole number of 0 or more; '' and null read as 0 (spec §5), anything else is a 400. */
function optionalCount(source: Record<string, unknown>, field: string): number | undefined {
  if (!(field in source)) return undefined;
  const value = source[field];
  if (value === null || (typeof value === 'string' && !value.trim())) return 0;
  const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || !Number.isInteger(number))
    throw bad(`${field} must be a whole number.`);
  if (number < 0) throw bad(`${field} must not be negative.`);
  if (number > 2_000_000_000) throw bad(`${field} is too large.`);
  return number;
}

/** Money as a decimal string; numbers are accepted as written (no float arithmetic happens here). */
function optionalMoney(source: Record<string, unknown>, field: string): string | null | undefined {
  if (!(field in source)) return undefined;
  const value = source[field];
  if (value === null || value === '') return field === 'price' ? undefined : null;
  const text =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? String(value)
        : ''
      : typeof value === 'string'
        ? value.trim()
        : '';
  const problem = moneyInputProblem(text);
  if (problem) throw bad(moneyInputMessage(field, problem));
  return text;
}

function optionalBoolean(source: Record<string, unknown>, field: string): boolean | undefined {
  if (!(field in source)) return undefined;
  const value = source[field];
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1) return true;
  if (value === 'false' || value === 0 || value === null || value === '') return false;
  throw bad(`${field} must be true or false.`);
}

/** A JSON field the spec sends as text or as an object. */
function jsonField(source: Record<string, unknown>, field: string): unknown {
  const value = source[field];
  if (typeof value !== 'string') return value;
  if (!value.trim()) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw bad(`${field} must be JSON.`);
  }
}

/** A form value as text: strings and numbers as sent, nothing as '', anything else as JSON (not "[object Object]"). */
function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}

const COLUMN_FIELDS = { left: 'leftColumn', right: 'rightColumn', order: 'orderColumn' } as const;

/**
 * The twelve card slots: the flat `card_sasa` / `card_sasa_icon` fields, or the documented
 * `leftColumn` / `rightColumn` / `orderColumn` lists of four (a flat field wins over its column).
 */
function cardFeatures(source: Record<string, unknown>) {
  const features = CARD_FEATURE_SLOT_NAMES.filter((slot) => slot in source || `${slot}_icon` in source).map((slot) => ({
    slot,
    value: asText(source[slot]),
    icon: typeof source[`${slot}_icon`] === 'string' ? (source[`${slot}_icon`] as string) : null,
  }));
  for (const [column, field] of Object.entries(COLUMN_FIELDS)) {
    const values = source[field];
    if (values === undefined) continue;
    if (!Array.isArray(values) || values.length > 4) throw bad(`${field} must be a list of at most four texts.`);
    CARD_FEATURE_SLOTS.filter((entry) => entry.column === column).forEach(({ slot }, index) => {
      if (features.some((feature) => feature.slot === slot)) return;
      features.push({ slot, value: String(values[index] ?? ''), icon: null });
    });
  }
  return features.length ? features : undefined;
}

export function productInputFromRest(source: Record<string, unknown>, creating: boolean): ProductInput {
  const title = optionalText(source, 'title');
  const price = optionalMoney(source, 'price');
  if (creating && !title?.trim()) throw bad('Title is required.');
  if (creating && price === undefined) throw bad('Price is required.');
  const texts =
    source.cardTexts && typeof source.cardTexts === 'object'
      ? (source.cardTexts as Record<string, unknown>)
      : undefined;
  const customFeatures = jsonField(source, 'customFeatures');
  const displayOptions = jsonField(source, 'displayOptions');
  if (customFeatures !== undefined && !Array.isArray(customFeatures)) throw bad('customFeatures must be a list.');
  const input: ProductInput = {
    title: title ?? undefined,
    description: optionalText(source, 'description'),
    price: price ?? undefined,
    basePrice: optionalMoney(source, 'basePrice'),
    originalPrice: optionalMoney(source, 'originalPrice'),
    status: optionalText(source, 'status') || undefined,
    productCode: optionalText(source, 'productCode'),
    gameSlug: optionalText(source, 'gameSlug') || undefined,
    gameId: optionalCount(source, 'gameId') || undefined,
    server: optionalText(source, 'server') || undefined,
    rankStatus: optionalText(source, 'rankStatus') || undefined,
    accountType: optionalText(source, 'accountType'),
    subCategory: optionalText(source, 'subCategory'),
    imagePath: optionalText(source, 'imagePath'),
    coverImage: optionalText(source, 'coverImage'),
    cardBadge: optionalText(source, 'cardBadge'),
    cardColor: optionalText(source, 'cardColor') || undefined,
    displayPriority: optionalCount(source, 'displayPriority'),
    featured: optionalBoolean(source, 'featured'),
    discountPercentage: optionalCount(source, 'discountPercentage'),
    deliveryMethod: optionalText(source, 'deliveryMethod') || undefined,
    championCount: optionalCount(source, 'championCount'),
    skinCount: optionalCount(source, 'skinCount'),
    blueEssence: optionalCount(source, 'blueEssence'),
    level: optionalCount(source, 'level'),
    contactInstructions: optionalText(source, 'contactInstructions'),
    accountText: optionalText(source, 'accountUsername') ?? optionalText(source, 'accountText'),
    cardTexts: texts
      ? Object.fromEntries(
          CARD_TEXT_KEYS.filter((key) => key in texts).map((key) => [
            key,
            texts[key] === null ? null : asText(texts[key]),
          ]),
        )
      : undefined,
    cardFeatures: cardFeatures(source),
    customFeatures: customFeatures as ProductInput['customFeatures'],
    displayOptions: displayOptions as ProductInput['displayOptions'],
  };
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

/** The Stock field of the product dialog (manual counter), when sent. */
export function stockFromRest(source: Record<string, unknown>): number | undefined {
  return optionalCount(source, 'stock');
}

/** `dryRun` of a bulk stock addition: true checks every line and stores nothing. */
export function dryRunFromRest(source: Record<string, unknown>): boolean {
  return optionalBoolean(source, 'dryRun') ?? false;
}

export function bulkImportInputFromRest(
  source: Record<string, unknown>,
  format: 'old' | 'new',
  newId: () => string,
): BulkImportInput {
  const accounts = optionalText(source, 'accounts') ?? '';
  if (!accounts.trim()) throw bad('Lütfen hesap bilgilerini giriniz.');
  const batchId = optionalText(source, 'batchId') || newId();
  const basePrice = optionalMoney(source, 'basePrice') ?? optionalMoney(source, 'price') ?? undefined;
  const dryRun = optionalBoolean(source, 'dryRun');
  // Deliberate (docs/api.md "Admin catalogue"): an import without a price would put products on sale for nothing.
  if ((basePrice === undefined || basePrice === null) && !dryRun) throw bad(BASE_PRICE_REQUIRED);
  const input: BulkImportInput = {
    batchId,
    format,
    accounts,
    firstLine: optionalCount(source, 'firstLine') || undefined,
    dryRun,
    title: optionalText(source, 'title'),
    description: optionalText(source, 'description'),
    basePrice: basePrice ?? undefined,
    gameSlug: optionalText(source, 'gameSlug') || undefined,
    gameId: optionalCount(source, 'gameId') || undefined,
    rankStatus: optionalText(source, 'rankStatus') || undefined,
    accountType: optionalText(source, 'accountType'),
    subCategory: optionalText(source, 'subCategory'),
    server: optionalText(source, 'server') || undefined,
    cardFeatures: cardFeatures(source),
  };
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as BulkImportInput;
}

export function gameCategoryInputFromRest(source: Record<string, unknown>): GameCategoryInput {
  const name = optionalText(source, 'name') ?? '';
  const slug = optionalText(source, 'slug') ?? '';
  if (!name.trim() || !slug.trim()) throw bad('name and slug are required.');
  const parentId =
    source.parentId === null || source.parentId === undefined || source.parentId === ''
      ? null
      : optionalCount(source, 'parentId');
  return { name, slug, icon: optionalText(source, 'icon') ?? null, parentId };
}

export function cardDesignInputFromRest(source: Record<string, unknown>): CardDesignInput {
  const styles = (source.cardStyles && typeof source.cardStyles === 'object' ? source.cardStyles : source) as Record<
    string,
    unknown
  >;
  const color = (field: string) => {
    const value = styles[field];
    if (typeof value !== 'string') throw bad(`cardStyles.${field} is required.`);
    return value;
  };
  const features = Array.isArray(source.features)
    ? source.features.map((f) => {
        const feature = (f ?? {}) as Record<string, unknown>;
        return { icon: asText(feature.icon), label: asText(feature.label), value: asText(feature.value) };
      })
    : undefined;
  return {
    accountType: optionalText(source, 'accountType') ?? null,
    subCategory: optionalText(source, 'subCategory') ?? null,
    cardStyles: {
      backgroundColor: color('backgroundColor'),
      borderColor: color('borderColor'),
      glowColor: color('glowColor'),
      textColor: color('textColor'),
      accentColor: color('accentColor'),
    },
    ...(features ? { features } : {}),
  };
}
