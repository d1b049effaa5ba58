import { defaultWarrantyText, readBlueEssence } from '@shop/shared';
import type { ProductCardFieldsFragment } from '../../../gql/graphql';
import type { Rarity } from '../../../lib/skins';
import type * as messages from '../../../messages';

/** Chip colours per rarity (spec §9). */
export const RARITY_COLORS: Record<Rarity, string> = {
  DEFAULT: '#d6c7a1',
  RARE: '#d6c7a1',
  EPIC: '#22d3ee',
  LEGENDARY: '#ef4444',
  MYTHIC: '#a855f7',
  ULTIMATE: '#f59e0b',
  TRANSCENDENT: '#a5f3fc',
};

/** Stock colour thresholds: ≤0 red, ≤5 orange, ≤50 yellow, otherwise blue (green when flagged). */
export function stockColor(stock: number, highlight = false): string {
  if (highlight) return '#22c55e';
  if (stock <= 0) return '#ef4444';
  if (stock <= 5) return '#f97316';
  if (stock <= 50) return '#eab308';
  return '#3b82f6';
}

// Built on first need: the first Intl formatter of a page loads ICU data (tens of ms on a slow phone).
let grouping: Intl.NumberFormat | undefined;

/** en-US digit grouping ("45,250"); whole numbers by hand, anything else through Intl. */
export function groupThousands(value: number): string {
  if (Number.isSafeInteger(value)) {
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
    return value < 0 ? `-${digits}` : digits;
  }
  return (grouping ??= new Intl.NumberFormat('en-US')).format(value);
}

/** Blue essence with locale grouping, or N/A when unknown (falls back to the packed account text). */
export function blueEssenceText(
  blueEssence: number | null | undefined,
  accountText: string | undefined,
  notAvailable: string,
): string {
  const value = blueEssence ?? (accountText ? readBlueEssence(accountText) : null);
  return value === null || value === undefined || !Number.isFinite(value) ? notAvailable : groupThousands(value);
}

/** "[E]" for EPIC: what replaces a rarity icon that fails to load. */
export function rarityFallback(rarity: string): string {
  return `[${rarity.charAt(0).toUpperCase()}]`;
}

/** The card's label set: English on the shop, Turkish on /skins. */
export type CardLabels = {
  readonly [K in keyof typeof messages.card]: (typeof messages.card)[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : string;
};

export interface FeatureRow {
  label: string;
  value: string;
}

type FeatureSource = Pick<
  ProductCardFieldsFragment,
  | 'server'
  | 'rankStatus'
  | 'level'
  | 'championCount'
  | 'cardTexts'
  | 'customFeatures'
  | 'displayOptions'
  | 'warrantyDays'
>;

/**
 * The warranty row: an admin's custom text as typed; otherwise the default, which names the
 * product's warranty days (catalog fills the English one), in the page's language.
 */
export function warrantyText(warranty: string | null | undefined, warrantyDays: number, m: CardLabels): string {
  const text = warranty?.trim();
  return !text || text === defaultWarrantyText(warrantyDays) ? m.defaultWarranty(warrantyDays) : text;
}

/** The spec caps the card at 600 px: at most this many fact rows (stock is shown beside them). */
export const MAX_FEATURE_ROWS = 7;

/**
 * Fact rows of a card: server, level and champions (unless hidden by the display options, the
 * card's own texts winning over the numbers), rank, warranty, delivery time, then the product's
 * custom features.
 */
export function featureRows(product: FeatureSource, m: CardLabels): FeatureRow[] {
  const texts = product.cardTexts;
  const options = product.displayOptions;
  const rows: FeatureRow[] = [{ label: m.server, value: product.server || m.notAvailable }];
  if (options.showLevel) rows.push({ label: m.level, value: texts.level || String(product.level || m.defaultLevel) });
  rows.push({ label: m.rankStatus, value: product.rankStatus === 'ranked' ? m.ranked : m.unranked });
  if (options.showChampions && (texts.champions || product.championCount > 0)) {
    rows.push({ label: m.champions, value: texts.champions || String(product.championCount) });
  }
  rows.push({ label: m.warranty, value: warrantyText(texts.warranty, product.warrantyDays, m) });
  rows.push({ label: m.deliveryTime, value: texts.deliveryTime || m.defaultDeliveryTime });
  for (const feature of product.customFeatures) {
    if (feature.label.trim() && feature.value.trim()) rows.push({ label: feature.label, value: feature.value });
  }
  return rows.slice(0, MAX_FEATURE_ROWS);
}
