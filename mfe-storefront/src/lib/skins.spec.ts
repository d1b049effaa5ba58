import { sortSkinsByRarity } from './skins';

describe('sortSkinsByRarity (card chips)', () => {
  it('gives parsed skins, rarest first, then by name', () => {
    expect(
      sortSkinsByRarity(['DEFAULT Zed Classic', 'ULTIMATE Elementalist Lux', 'EPIC Arcade Sona', 'EPIC Arcade Ahri']),
    ).toEqual([
      { rarity: 'ULTIMATE', name: 'Elementalist Lux' },
      { rarity: 'EPIC', name: 'Arcade Ahri' },
      { rarity: 'EPIC', name: 'Arcade Sona' },
      { rarity: 'DEFAULT', name: 'Zed Classic' },
    ]);
  });
  it('turns blank entries into DEFAULT Unknown Skin', () => {
    expect(sortSkinsByRarity(['  '])).toEqual([{ rarity: 'DEFAULT', name: 'Unknown Skin' }]);
  });
});
