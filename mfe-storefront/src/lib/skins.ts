/**
 * The one place this remote reads skin helpers from: the canonical versions in @shop/shared
 * (rarity table, built-in skin catalogue, the spec's matching rules), plus the parsed-and-sorted
 * form the card's chips need.
 */
import { parseSkin, sortSkinsByRarity as sortSkinStrings } from '@shop/shared';

export {
  RARITIES,
  OFFERED_RARITY_FILTERS,
  hasRarity,
  lookupSkin,
  parseSkin,
  rarityRank,
  skinMatches,
  type Rarity,
} from '@shop/shared';

export type ParsedSkin = ReturnType<typeof parseSkin>;

/** Parsed skins, rarest first; equal rarities by name. */
export function sortSkinsByRarity(skins: readonly string[]): ParsedSkin[] {
  return sortSkinStrings(skins).map(parseSkin);
}
