import { readBlueEssence } from '@shop/shared';
import type { Rarity } from '../../../lib/skins';

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

const grouping = new Intl.NumberFormat('en-US');

/** Blue essence with locale grouping, or N/A when unknown (falls back to the packed account text). */
export function blueEssenceText(blueEssence: number | null | undefined, accountText: string | undefined, notAvailable: string): string {
  const value = blueEssence ?? (accountText ? readBlueEssence(accountText) : null);
  return value === null || value === undefined || !Number.isFinite(value) ? notAvailable : grouping.format(value);
}

/** "[E]" for EPIC: what replaces a rarity icon that fails to load. */
export function rarityFallback(rarity: string): string {
  return `[${rarity.charAt(0).toUpperCase()}]`;
}
