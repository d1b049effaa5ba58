import {
  OFFERED_RARITY_FILTERS,
  RARITIES,
  SKIN_CATALOGUE,
  hasRarity,
  lookupSkin,
  normaliseSkin,
  normaliseSkins,
  parseSkin,
  rarityRank,
  skinMatches,
  sortSkinsByRarity,
} from './skins';

describe('rarities', () => {
  it('ranks DEFAULT 1 … TRANSCENDENT 7, unknown as 1', () => {
    expect(RARITIES.map(rarityRank)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rarityRank('epic')).toBe(3);
    expect(rarityRank('SHINY')).toBe(1);
    expect(rarityRank('')).toBe(1);
  });

  it('offers every rarity but RARE and TRANSCENDENT in the filter', () => {
    expect(OFFERED_RARITY_FILTERS).toEqual(['DEFAULT', 'EPIC', 'LEGENDARY', 'MYTHIC', 'ULTIMATE']);
  });
});

describe('lookupSkin', () => {
  it('finds skins case-insensitively and ignores extra spaces', () => {
    expect(lookupSkin('Arcade Sona')).toEqual({ rarity: 'EPIC', champion: 'Sona' });
    expect(lookupSkin('  arcade   SONA ')).toEqual({ rarity: 'EPIC', champion: 'Sona' });
    expect(lookupSkin('Elementalist Lux')).toEqual({ rarity: 'ULTIMATE', champion: 'Lux' });
    expect(lookupSkin('DJ Sona')?.rarity).toBe('ULTIMATE');
    expect(lookupSkin('Spirit Guard Udyr')?.rarity).toBe('ULTIMATE');
    expect(lookupSkin('Pulsefire Ezreal')?.rarity).toBe('ULTIMATE');
    expect(lookupSkin('Gun Goddess Miss Fortune')?.rarity).toBe('ULTIMATE');
    expect(lookupSkin('PROJECT: Yi')).toEqual({ rarity: 'EPIC', champion: 'Master Yi' });
  });

  it('finds Prestige and (2022) editions', () => {
    expect(lookupSkin("Prestige K/DA Kai'Sa")).toEqual({ rarity: 'MYTHIC', champion: "Kai'Sa" });
    expect(lookupSkin("prestige k/da kai'sa (2022)")).toEqual({ rarity: 'MYTHIC', champion: "Kai'Sa" });
    expect(lookupSkin('Prestige K/DA Evelynn (2022)')).toEqual({ rarity: 'MYTHIC', champion: 'Evelynn' });
  });

  it('returns null for unknown names', () => {
    expect(lookupSkin('Totally Made Up Skin')).toBeNull();
    expect(lookupSkin('')).toBeNull();
  });
});

describe('parseSkin / normaliseSkin', () => {
  it('takes a leading rarity word, in any case', () => {
    expect(parseSkin('LEGENDARY Pulsefire Ezreal')).toEqual({ rarity: 'LEGENDARY', name: 'Pulsefire Ezreal' });
    expect(parseSkin('mythic   Made Up Skin')).toEqual({ rarity: 'MYTHIC', name: 'Made Up Skin' });
    expect(normaliseSkin('epic arcade sona')).toBe('EPIC Arcade Sona');
  });

  it('falls back to the catalogue, then to DEFAULT', () => {
    expect(normaliseSkin('arcade sona')).toBe('EPIC Arcade Sona');
    expect(normaliseSkin('prestige k/da evelynn (2022)')).toBe('MYTHIC Prestige K/DA Evelynn (2022)');
    expect(normaliseSkin('Homemade Teemo')).toBe('DEFAULT Homemade Teemo');
    expect(normaliseSkin('Classic Annie')).toBe('DEFAULT Classic Annie');
  });

  it('turns blank and garbage into DEFAULT Unknown Skin', () => {
    for (const junk of ['', '   ', '\t', '---', '???', ',.;:', 'EPIC', 'legendary  ***']) {
      expect(normaliseSkin(junk)).toBe('DEFAULT Unknown Skin');
    }
    expect(normaliseSkin(undefined as unknown as string)).toBe('DEFAULT Unknown Skin');
  });

  it('is idempotent and maps lists', () => {
    const list = ['arcade sona', 'EPIC Odyssey Jinx', '', 'Homemade Teemo'];
    const once = normaliseSkins(list);
    expect(once).toEqual(['EPIC Arcade Sona', 'EPIC Odyssey Jinx', 'DEFAULT Unknown Skin', 'DEFAULT Homemade Teemo']);
    expect(normaliseSkins(once)).toEqual(once);
  });
});

describe('sortSkinsByRarity', () => {
  it('puts the highest rarity first, then sorts by name, keeping ties stable', () => {
    const skins = [
      'DEFAULT Classic Annie',
      'EPIC Odyssey Jinx',
      'ULTIMATE DJ Sona',
      'EPIC Arcade Sona',
      "MYTHIC Prestige K/DA Kai'Sa",
      'RARE Safari Caitlyn',
      'TRANSCENDENT Immortalized Legend Ahri',
    ];
    expect(sortSkinsByRarity(skins)).toEqual([
      'TRANSCENDENT Immortalized Legend Ahri',
      'ULTIMATE DJ Sona',
      "MYTHIC Prestige K/DA Kai'Sa",
      'EPIC Arcade Sona',
      'EPIC Odyssey Jinx',
      'RARE Safari Caitlyn',
      'DEFAULT Classic Annie',
    ]);
    expect(sortSkinsByRarity(['EPIC Arcade Sona', 'epic arcade sona'])).toEqual([
      'EPIC Arcade Sona',
      'epic arcade sona',
    ]);
    expect(sortSkinsByRarity([])).toEqual([]);
    expect(skins[0]).toBe('DEFAULT Classic Annie'); // input untouched
  });

  it('ranks unprefixed skins by catalogue rarity', () => {
    expect(sortSkinsByRarity(['Homemade Teemo', 'Elementalist Lux', 'Arcade Sona'])).toEqual([
      'Elementalist Lux',
      'Arcade Sona',
      'Homemade Teemo',
    ]);
  });
});

describe('filters', () => {
  it('skinMatches: whole string, name without rarity, or last word, case-insensitive', () => {
    expect(skinMatches('EPIC Arcade Sona', 'epic arc')).toBe(true);
    expect(skinMatches('EPIC Arcade Sona', 'arcade sona')).toBe(true);
    expect(skinMatches('EPIC Arcade Sona', 'SON')).toBe(true);
    expect(skinMatches('EPIC Arcade Sona', 'lux')).toBe(false);
    expect(skinMatches('EPIC Arcade Sona', '   ')).toBe(true);
    expect(skinMatches("MYTHIC Prestige K/DA Kai'Sa", "kai'sa")).toBe(true);
  });

  it('hasRarity: the first word of any skin equals the rarity', () => {
    const skins = ['EPIC Arcade Sona', 'ULTIMATE DJ Sona'];
    expect(hasRarity(skins, 'ULTIMATE')).toBe(true);
    expect(hasRarity(skins, 'epic')).toBe(true);
    expect(hasRarity(skins, 'MYTHIC')).toBe(false);
    expect(hasRarity(['Arcade EPIC Sona'], 'EPIC')).toBe(false);
    expect(hasRarity([], 'EPIC')).toBe(false);
    expect(hasRarity(skins, '')).toBe(false);
  });
});

describe('skin catalogue integrity', () => {
  it('has at least 1,000 rows and 160 champions', () => {
    expect(SKIN_CATALOGUE.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(SKIN_CATALOGUE.map((row) => row[2])).size).toBeGreaterThanOrEqual(160);
  });

  it('uses valid rarities and non-empty trimmed names', () => {
    for (const [rarity, name, champion] of SKIN_CATALOGUE) {
      expect(RARITIES).toContain(rarity);
      expect(name).toBe(name.trim().replace(/\s+/g, ' '));
      expect(champion).toBe(champion.trim());
      expect(name.length).toBeGreaterThan(0);
    }
  });

  it('has no duplicate (skin, champion) and no name shared by two champions', () => {
    const pairs = new Set(
      SKIN_CATALOGUE.map(([, name, champion]) => `${name.toLowerCase()}|${champion.toLowerCase()}`),
    );
    expect(pairs.size).toBe(SKIN_CATALOGUE.length);
    const names = new Set(SKIN_CATALOGUE.map(([, name]) => name.toLowerCase()));
    expect(names.size).toBe(SKIN_CATALOGUE.length);
  });

  it('is alphabetical by champion (case-insensitive)', () => {
    const champions = SKIN_CATALOGUE.map((row) => row[2].toLowerCase());
    for (let i = 1; i < champions.length; i += 1) {
      expect(champions[i - 1] <= champions[i] ? '' : `${champions[i - 1]} > ${champions[i]}`).toBe('');
    }
  });
});
