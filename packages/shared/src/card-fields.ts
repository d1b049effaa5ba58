/**
 * Card-related product fields of the spec, shared by catalog (storage, defaults), the REST facade
 * (the documented flat `card_*` names) and the microfrontends.
 */

import { WARRANTY_DEFAULT_DAYS } from './warranty';

export type CardColumn = 'left' | 'right' | 'order';

/**
 * The twelve fixed feature slots in three groups of four (left column, right column, order info),
 * named as the documented API names them. Each also has an `<slot>_icon` variant.
 */
export const CARD_FEATURE_SLOTS = [
  { slot: 'card_sasa', column: 'left' },
  { slot: 'card_asas', column: 'left' },
  { slot: 'card_zaza', column: 'left' },
  { slot: 'card_qaqa', column: 'left' },
  { slot: 'card_azaz', column: 'right' },
  { slot: 'card_wawaawaw', column: 'right' },
  { slot: 'card_aqaq', column: 'right' },
  { slot: 'card_yytt', column: 'right' },
  { slot: 'card_111', column: 'order' },
  { slot: 'card_2222', column: 'order' },
  { slot: 'card_333', column: 'order' },
  { slot: 'card_444', column: 'order' },
] as const satisfies readonly { slot: string; column: CardColumn }[];

export type CardFeatureSlot = (typeof CARD_FEATURE_SLOTS)[number]['slot'];

export interface CardFeatureValue {
  value: string;
  icon: string | null;
}

/** Stored shape: only filled slots are kept. */
export type CardFeatureMap = Partial<Record<CardFeatureSlot, CardFeatureValue>>;

export const CARD_FEATURE_SLOT_NAMES: readonly CardFeatureSlot[] = CARD_FEATURE_SLOTS.map((entry) => entry.slot);

export function isCardFeatureSlot(name: string): name is CardFeatureSlot {
  return (CARD_FEATURE_SLOT_NAMES as readonly string[]).includes(name);
}

/** The four values of one column in slot order, blanks for empty slots. */
export function cardColumn(features: CardFeatureMap, column: CardColumn): string[] {
  return CARD_FEATURE_SLOTS.filter((entry) => entry.column === column).map(
    (entry) => features[entry.slot]?.value ?? '',
  );
}

/** Card text fields of a product (warranty, delivery time, ...), with the spec's defaults. */
export const CARD_TEXT_KEYS = [
  'warranty',
  'level',
  'email',
  'ranked',
  'champions',
  'skins',
  'honor',
  'access',
  'deliveryType',
  'deliveryTime',
  'support',
  'paymentMethods',
  'paymentInfo',
  'extra1',
  'extra2',
  'extra3',
] as const;

export type CardTextKey = (typeof CARD_TEXT_KEYS)[number];
export type CardTexts = Partial<Record<CardTextKey, string>>;

/** The warranty text of a product without a custom one: it follows the product's warranty days. */
export function defaultWarrantyText(warrantyDays: number): string {
  return `${warrantyDays} Day Warranty`;
}

export const CARD_TEXT_DEFAULTS: Readonly<CardTexts> = {
  warranty: defaultWarrantyText(WARRANTY_DEFAULT_DAYS),
  deliveryTime: '5-15 minutes',
};

/**
 * A warranty text of the default's form ('14 Day Warranty'): the admin's product dialog shows the
 * default and saves it back as the product's own, so such a text is read as the default again.
 */
export function isDefaultWarrantyText(text: string): boolean {
  return /^\s*\d+ Day Warranty\s*$/.test(text);
}

/**
 * Stored texts over the defaults; blank stored texts fall back to the default as well. The
 * default warranty text names the product's warranty days, also over a stored text of its form.
 */
export function withCardTextDefaults(
  texts: CardTexts | null | undefined,
  warrantyDays: number = WARRANTY_DEFAULT_DAYS,
): CardTexts {
  const result: CardTexts = { ...CARD_TEXT_DEFAULTS, warranty: defaultWarrantyText(warrantyDays) };
  for (const key of CARD_TEXT_KEYS) {
    const value = texts?.[key];
    if (typeof value !== 'string' || !value.trim()) continue;
    if (key === 'warranty' && isDefaultWarrantyText(value)) continue;
    result[key] = value;
  }
  return result;
}

export interface DisplayOptions {
  showLevel: boolean;
  showBE: boolean;
  showChampions: boolean;
  showSkins: boolean;
}

export const DEFAULT_DISPLAY_OPTIONS: Readonly<DisplayOptions> = {
  showLevel: true,
  showBE: true,
  showChampions: true,
  showSkins: true,
};

/** Missing or non-boolean flags take their default (true). */
export function withDisplayDefaults(
  options: Partial<Record<keyof DisplayOptions, unknown>> | null | undefined,
): DisplayOptions {
  const result = { ...DEFAULT_DISPLAY_OPTIONS };
  for (const key of Object.keys(DEFAULT_DISPLAY_OPTIONS) as (keyof DisplayOptions)[]) {
    if (typeof options?.[key] === 'boolean') result[key] = options[key];
  }
  return result;
}

export interface CustomFeature {
  id: string;
  icon: string;
  label: string;
  value: string;
}

export interface CardStyles {
  backgroundColor: string;
  borderColor: string;
  glowColor: string;
  textColor: string;
  accentColor: string;
}

/** The spec's default card design colours. */
export const DEFAULT_CARD_STYLES: Readonly<CardStyles> = {
  backgroundColor: '#0a1a29',
  borderColor: '#2563eb',
  glowColor: '#2563eb',
  textColor: '#ffffff',
  accentColor: '#3b82f6',
};

export const DEFAULT_CARD_COLOR = '#0f172a';
export const DEFAULT_LEVEL = 30;
