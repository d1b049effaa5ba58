import {
  ACCOUNT_TYPES,
  CARD_FEATURE_SLOTS,
  CARD_TEXT_KEYS,
  DEFAULT_SERVER,
  REPLACEMENT_DEFAULT_LIMIT,
  WARRANTY_DEFAULT_DAYS,
  type CardTextKey,
} from '@shop/shared';
import { z } from 'zod';
import type { AdminProductFieldsFragment, ProductInput } from '../../gql/graphql';
import { checkedText, requiredText, wholeNumberText } from '../../lib/schema';
import { messages } from '../../messages';

const m = messages.productDialog;
/** A whole number or blank (blank saves as 0); the message names the field. */
const count = (label: string) => checkedText((value) => (COUNT_PATTERN.test(value) ? null : `${label}: 0, 1, 2...`));
const money = (required: boolean) =>
  checkedText((value) => {
    if (!value.trim()) return required ? m.priceRequired : null;
    return MONEY_PATTERN.test(value.trim()) ? null : m.priceInvalid;
  });

/** The product dialog's values and rules: text inputs keep strings; numbers are parsed on submit (spec §5). */
export const productFormSchema = z.object({
  title: requiredText(m.titleRequired),
  price: money(true),
  stock: count(m.fields.stock),
  warrantyDays: wholeNumberText(0, 3650, m.warrantyDaysInvalid),
  replacementLimit: wholeNumberText(0, 10, m.replacementLimitInvalid),
  description: z.string(),
  gameSlug: z.enum(['lol', 'valorant']),
  server: z.string(),
  rankStatus: z.string(),
  accountType: z.string(),
  subCategory: z.string(),
  accountText: z.string(),
  productCode: z.string(),
  status: z.string(),
  imagePath: z.string(),
  coverImage: z.string(),
  cardBadge: z.string(),
  cardColor: z.string(),
  displayPriority: count(m.fields.displayPriority),
  featured: z.boolean(),
  originalPrice: money(false),
  discountPercentage: count(m.fields.discountPercentage),
  deliveryMethod: z.string(),
  championCount: count(m.fields.championCount),
  skinCount: count(m.fields.skinCount),
  blueEssence: count(m.fields.blueEssence),
  level: count(m.fields.level),
  contactInstructions: z.string(),
  customFeatures: checkedText((value) => (isCustomFeatureList(value) ? null : m.jsonInvalid)),
  showLevel: z.boolean(),
  showBE: z.boolean(),
  showChampions: z.boolean(),
  showSkins: z.boolean(),
  cardTexts: z.record(z.enum(CARD_TEXT_KEYS), z.string()),
  /** The twelve card slots by documented name (card_sasa ...), value and icon. */
  cards: z.record(z.string(), z.object({ value: z.string(), icon: z.string() })),
});

export type ProductFormValues = z.infer<typeof productFormSchema>;

export function subcategoriesOf(accountType: string): readonly string[] {
  return ACCOUNT_TYPES.find((type) => type.id === accountType)?.subcategories ?? [];
}

/** Empty becomes 0; anything else must be a whole number (the caller shows the error). */
export function parseCount(text: string): number {
  const trimmed = text.trim();
  if (!trimmed) return 0;
  const value = Number.parseInt(trimmed, 10);
  return Number.isFinite(value) ? value : 0;
}

const emptyTexts = () => Object.fromEntries(CARD_TEXT_KEYS.map((key) => [key, ''])) as Record<CardTextKey, string>;
const emptyCards = () => Object.fromEntries(CARD_FEATURE_SLOTS.map(({ slot }) => [slot, { value: '', icon: '' }]));

export function emptyProductForm(): ProductFormValues {
  return {
    title: '',
    price: '',
    stock: '0',
    warrantyDays: String(WARRANTY_DEFAULT_DAYS),
    replacementLimit: String(REPLACEMENT_DEFAULT_LIMIT),
    description: '',
    gameSlug: 'lol',
    server: DEFAULT_SERVER,
    rankStatus: 'unranked',
    // Spec §4 defaults, as in the import forms: fresh, 30-40k.
    accountType: 'fresh',
    subCategory: '30-40k',
    accountText: '',
    productCode: '',
    status: 'Available',
    imagePath: '',
    coverImage: '',
    cardBadge: '',
    cardColor: '#0f172a',
    displayPriority: '0',
    featured: false,
    originalPrice: '',
    discountPercentage: '0',
    deliveryMethod: 'automatic',
    championCount: '0',
    skinCount: '0',
    blueEssence: '',
    level: '30',
    contactInstructions: '',
    customFeatures: '[]',
    showLevel: true,
    showBE: true,
    showChampions: true,
    showSkins: true,
    cardTexts: emptyTexts(),
    cards: emptyCards(),
  };
}

export function productToForm(p: AdminProductFieldsFragment): ProductFormValues {
  const texts = emptyTexts();
  for (const key of CARD_TEXT_KEYS) texts[key] = (p.cardTexts as Record<string, string | null | undefined>)[key] ?? '';
  const cards = emptyCards();
  for (const feature of p.cardFeatures) cards[feature.slot] = { value: feature.value, icon: feature.icon ?? '' };
  return {
    title: p.title,
    price: p.price,
    stock: String(p.stock),
    warrantyDays: String(p.warrantyDays),
    replacementLimit: String(p.replacementLimit),
    description: p.description,
    gameSlug: p.gameSlug === 'valorant' ? 'valorant' : 'lol',
    server: p.server,
    rankStatus: p.rankStatus,
    accountType: p.accountType,
    subCategory: p.subCategory,
    accountText: p.accountText,
    productCode: p.productCode ?? '',
    status: p.status,
    imagePath: p.imagePath ?? '',
    coverImage: p.coverImage ?? '',
    cardBadge: p.cardBadge ?? '',
    cardColor: p.cardColor,
    displayPriority: String(p.displayPriority),
    featured: p.featured,
    originalPrice: p.originalPrice ?? '',
    discountPercentage: String(p.discountPercentage),
    deliveryMethod: p.deliveryMethod,
    championCount: String(p.championCount),
    skinCount: String(p.skinCount),
    blueEssence: p.blueEssence === null || p.blueEssence === undefined ? '' : String(p.blueEssence),
    level: String(p.level),
    contactInstructions: p.contactInstructions ?? '',
    customFeatures: JSON.stringify(p.customFeatures.map(({ id, icon, label, value }) => ({ id, icon, label, value }))),
    showLevel: p.displayOptions.showLevel,
    showBE: p.displayOptions.showBE,
    showChampions: p.displayOptions.showChampions,
    showSkins: p.displayOptions.showSkins,
    cardTexts: texts,
    cards,
  };
}

/** Form values to the GraphQL input: every field sent, numbers parsed as whole numbers. */
export function formToInput(values: ProductFormValues): ProductInput {
  return {
    title: values.title.trim(),
    price: values.price.trim(),
    warrantyDays: parseCount(values.warrantyDays),
    replacementLimit: parseCount(values.replacementLimit),
    description: values.description,
    gameSlug: values.gameSlug,
    server: values.server,
    rankStatus: values.rankStatus,
    accountType: values.accountType,
    subCategory: values.subCategory,
    accountText: values.accountText,
    productCode: values.productCode.trim() || null,
    status: values.status,
    imagePath: values.imagePath.trim() || null,
    coverImage: values.coverImage.trim() || null,
    cardBadge: values.cardBadge.trim() || null,
    cardColor: values.cardColor,
    displayPriority: parseCount(values.displayPriority),
    featured: values.featured,
    originalPrice: values.originalPrice.trim() || null,
    discountPercentage: parseCount(values.discountPercentage),
    deliveryMethod: values.deliveryMethod.trim() || 'automatic',
    championCount: parseCount(values.championCount),
    skinCount: parseCount(values.skinCount),
    // Spec §5: an empty count is 0.
    blueEssence: parseCount(values.blueEssence),
    level: parseCount(values.level),
    contactInstructions: values.contactInstructions || null,
    // The dialog checks the text with isCustomFeatureList before it submits.
    customFeatures: JSON.parse(values.customFeatures || '[]') as ProductInput['customFeatures'],
    displayOptions: {
      showLevel: values.showLevel,
      showBE: values.showBE,
      showChampions: values.showChampions,
      showSkins: values.showSkins,
    },
    cardTexts: values.cardTexts,
    cardFeatures: CARD_FEATURE_SLOTS.map(({ slot }) => ({
      slot,
      value: values.cards[slot]?.value ?? '',
      icon: values.cards[slot]?.icon || null,
    })),
  };
}

export const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
export const COUNT_PATTERN = /^\s*\d*\s*$/;

export function isCustomFeatureList(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text || '[]');
    return (
      Array.isArray(value) &&
      value.every(
        (f) =>
          f &&
          typeof f === 'object' &&
          ['id', 'icon', 'label', 'value'].every((k) => typeof (f as Record<string, unknown>)[k] === 'string'),
      )
    );
  } catch {
    return false;
  }
}
