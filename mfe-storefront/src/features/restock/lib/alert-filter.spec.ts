import { alertFilter } from './alert-filter';

describe("the saved filter of 'Notify me of new stock'", () => {
  it("is the list's category path with its skin filter, as the alert names them", () => {
    expect(
      alertFilter({ game: 'lol', server: 'EUW', accountType: 'fresh', subcategory: '40-50k' }, 'Arcade Sona'),
    ).toEqual({ gameSlug: 'lol', server: 'EUW', accountType: 'fresh', subCategory: '40-50k', skins: ['Arcade Sona'] });
  });

  it('leaves out what the list does not narrow, and a game or server the shop does not know', () => {
    expect(alertFilter({ game: '99', server: 'XX', accountType: null, subcategory: ' ' }, null)).toEqual({});
    expect(alertFilter({ game: '2', server: 'na', accountType: null, subcategory: null }, '')).toEqual({
      gameSlug: 'valorant',
      server: 'NA',
    });
  });
});
