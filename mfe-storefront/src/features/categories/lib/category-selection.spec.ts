import {
  EMPTY_SELECTION,
  matchesSelection,
  selectAccountType,
  selectGame,
  selectServer,
  selectSubcategory,
  selectionFromLocation,
  withFallback,
} from './category-selection';

describe('category selection', () => {
  const full = selectSubcategory(selectAccountType(selectGame(EMPTY_SELECTION, 'lol'), 'fresh'), '30-40k');

  it('defaults the server to EUW and resets lower levels on change', () => {
    expect(full).toEqual({ game: 'lol', server: 'EUW', accountType: 'fresh', subcategory: '30-40k' });
    expect(selectServer(full, 'NA')).toEqual({ game: 'lol', server: 'NA', accountType: null, subcategory: null });
    expect(selectServer(full, 'EUW').server).toBeNull();
    expect(selectAccountType(full, 'ranked').subcategory).toBeNull();
    expect(selectGame(full, 'lol').game).toBeNull();
  });

  it('matches products with trimmed, case-insensitive comparison', () => {
    expect(
      matchesSelection({ server: ' euw ', accountType: 'FRESH ', subCategory: ' 30-40K', gameSlug: 'lol' }, full),
    ).toBe(true);
    expect(matchesSelection({ server: 'NA', accountType: 'fresh', subCategory: '30-40k' }, full)).toBe(false);
    expect(
      matchesSelection({ server: 'EUW', accountType: 'fresh', subCategory: '30-40k' }, { ...full, subcategory: null }),
    ).toBe(false);
  });

  it('falls back to the built-in categories and names fresh BOTTED FRESH SMURF', () => {
    const fallback = withFallback([]);
    expect(fallback.map((g) => g.slug)).toEqual(['lol', 'valorant']);
    expect(fallback[0].accountTypes.map((t) => t.name)).toEqual(['BOTTED FRESH SMURF', 'RANKED READY ACCOUNT']);
    expect(fallback[1].accountTypes).toEqual([]);
    const server = withFallback([
      {
        id: 1,
        name: 'LoL',
        slug: 'lol',
        accountTypes: [{ id: 'fresh', name: 'Fresh', description: '', subcategories: [] }],
      },
    ]);
    expect(server[0].accountTypes[0].name).toBe('BOTTED FRESH SMURF');
  });

  it('reads game and account type from the path, or the game from the hash', () => {
    expect(selectionFromLocation('/skins/lol/fresh', '')).toEqual({ game: 'lol', accountType: 'fresh' });
    expect(selectionFromLocation('/skins', '#valorant')).toEqual({ game: 'valorant', accountType: null });
  });
});
