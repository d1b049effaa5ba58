/**
 * Skin strings (storefront spec §3): a rarity word followed by the skin name, e.g. 'EPIC Arcade Sona'.
 * A skin written without a rarity takes it from the built-in catalogue (skin-catalogue.json, rows of
 * [rarity, skin name, champion]), resolved locally; otherwise DEFAULT. Blank or garbage entries
 * become 'DEFAULT Unknown Skin'. Filters follow spec §5.
 */
import catalogue from './skin-catalogue.json';

export const RARITIES = ['DEFAULT', 'RARE', 'EPIC', 'LEGENDARY', 'MYTHIC', 'ULTIMATE', 'TRANSCENDENT'] as const;
export type Rarity = (typeof RARITIES)[number];

/** Rarities offered by the storefront's rarity filter (RARE and TRANSCENDENT are recognised, not offered). */
export const OFFERED_RARITY_FILTERS = [
  'DEFAULT',
  'EPIC',
  'LEGENDARY',
  'MYTHIC',
  'ULTIMATE',
] as const satisfies readonly Rarity[];

export const UNKNOWN_SKIN = 'Unknown Skin';

export type SkinCatalogueRow = readonly [rarity: Rarity, skinName: string, champion: string];

/** The built-in catalogue, alphabetical by champion. */
// Cast kept: a JSON import types each row as string[]; skins.spec.ts checks every row's rarity and names.
export const SKIN_CATALOGUE = catalogue as unknown as readonly SkinCatalogueRow[];

const RANK = new Map<string, number>(RARITIES.map((rarity, index) => [rarity, index + 1]));

/** DEFAULT 1 … TRANSCENDENT 7; anything else counts as DEFAULT (1). */
export function rarityRank(rarity: string): number {
  return RANK.get(rarity.trim().toUpperCase()) ?? 1;
}

export function isRarity(word: string): word is Rarity {
  return RANK.has(word);
}

function key(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

function collapse(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

let index: Map<string, { rarity: Rarity; champion: string; name: string }> | null = null;

function catalogueIndex(): Map<string, { rarity: Rarity; champion: string; name: string }> {
  if (!index) {
    index = new Map();
    for (const [rarity, name, champion] of SKIN_CATALOGUE) {
      // The catalogue's names are stored trimmed with single spaces (skins.spec.ts): lower case is their key.
      const k = name.toLowerCase();
      if (!index.has(k)) index.set(k, { rarity, champion, name });
    }
  }
  return index;
}

/** Catalogue entry for a skin name (case-insensitive, extra spaces ignored), or null. */
export function lookupSkin(name: string): { rarity: Rarity; champion: string } | null {
  const hit = catalogueIndex().get(key(name));
  return hit ? { rarity: hit.rarity, champion: hit.champion } : null;
}

/** The catalogue's own spelling of a skin name, or null when it is not in the catalogue. */
export function canonicalSkinName(name: string): string | null {
  return catalogueIndex().get(key(name))?.name ?? null;
}

/** A usable name has at least one letter or digit. */
const MEANINGFUL = /[\p{L}\p{N}]/u;

/**
 * Reads a skin string: a leading rarity word (any case) is taken as the rarity; otherwise the
 * rarity comes from the catalogue, otherwise DEFAULT. Blank or garbage → DEFAULT 'Unknown Skin'.
 */
export function parseSkin(text: string): { rarity: Rarity; name: string } {
  const cleaned = collapse(typeof text === 'string' ? text : '');
  const space = cleaned.indexOf(' ');
  const first = (space === -1 ? cleaned : cleaned.slice(0, space)).toUpperCase();
  if (isRarity(first)) {
    const rest = space === -1 ? '' : cleaned.slice(space + 1);
    if (!MEANINGFUL.test(rest)) return { rarity: 'DEFAULT', name: UNKNOWN_SKIN };
    return { rarity: first, name: canonicalSkinName(rest) ?? rest };
  }
  if (!MEANINGFUL.test(cleaned)) return { rarity: 'DEFAULT', name: UNKNOWN_SKIN };
  const hit = catalogueIndex().get(key(cleaned));
  return hit ? { rarity: hit.rarity, name: hit.name } : { rarity: 'DEFAULT', name: cleaned };
}

/** 'arcade sona' → 'EPIC Arcade Sona'. */
export function normaliseSkin(text: string): string {
  const { rarity, name } = parseSkin(text);
  return `${rarity} ${name}`;
}

export function normaliseSkins(list: readonly string[]): string[] {
  return list.map(normaliseSkin);
}

/** Highest rarity first, then by name (case-insensitive); equal entries keep their order. */
export function sortSkinsByRarity(skins: readonly string[]): string[] {
  const keyed = skins.map((skin) => {
    const { rarity, name } = parseSkin(skin);
    return { skin, rank: rarityRank(rarity), name: name.toLowerCase() };
  });
  keyed.sort((a, b) => b.rank - a.rank || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return keyed.map((entry) => entry.skin);
}

function withoutRarity(skin: string): string {
  const cleaned = collapse(skin);
  const space = cleaned.indexOf(' ');
  if (space !== -1 && isRarity(cleaned.slice(0, space).toUpperCase())) return cleaned.slice(space + 1);
  return cleaned;
}

/**
 * Skin filter (spec §5): case-insensitive substring match on the whole skin string, on the name
 * without its rarity, or on the last word of the name. A blank query matches everything.
 */
export function skinMatches(skin: string, query: string): boolean {
  const q = collapse(query).toLowerCase();
  if (!q) return true;
  const whole = collapse(skin).toLowerCase();
  if (whole.includes(q)) return true;
  const name = withoutRarity(skin).toLowerCase();
  if (name.includes(q)) return true;
  const words = name.split(' ');
  return words[words.length - 1].includes(q);
}

/** Rarity filter (spec §5): the first word of any skin equals the rarity (case-insensitive). */
export function hasRarity(skins: readonly string[], rarity: string): boolean {
  const wanted = rarity.trim().toUpperCase();
  if (!wanted) return false;
  return skins.some((skin) => collapse(skin).split(' ')[0].toUpperCase() === wanted);
}
