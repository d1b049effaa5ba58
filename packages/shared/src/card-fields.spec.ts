import { CARD_FEATURE_SLOTS, cardColumn, withCardTextDefaults, withDisplayDefaults } from './card-fields';

describe('card fields', () => {
  it('has twelve slots, four per column', () => {
    expect(CARD_FEATURE_SLOTS).toHaveLength(12);
    for (const column of ['left', 'right', 'order'] as const) {
      expect(CARD_FEATURE_SLOTS.filter((slot) => slot.column === column)).toHaveLength(4);
    }
  });

  it('builds a column in slot order with blanks for empty slots', () => {
    expect(
      cardColumn(
        { card_asas: { value: 'Full access', icon: null }, card_qaqa: { value: 'Level 30', icon: '⭐' } },
        'left',
      ),
    ).toEqual(['', 'Full access', '', 'Level 30']);
    expect(cardColumn({}, 'order')).toEqual(['', '', '', '']);
  });

  it('fills the warranty and delivery time defaults, also over blank stored texts', () => {
    expect(withCardTextDefaults(null)).toEqual({ warranty: '14 Day Warranty', deliveryTime: '5-15 minutes' });
    expect(withCardTextDefaults({ warranty: '  ', honor: 'Level 2', deliveryTime: 'Instant' })).toEqual({
      warranty: '14 Day Warranty',
      honor: 'Level 2',
      deliveryTime: 'Instant',
    });
  });

  it("names the product's warranty days in the default warranty text, keeping a custom text as typed", () => {
    expect(withCardTextDefaults(null, 30).warranty).toBe('30 Day Warranty');
    expect(withCardTextDefaults({ warranty: ' ' }, 7).warranty).toBe('7 Day Warranty');
    expect(withCardTextDefaults({ warranty: 'Lifetime warranty' }, 30).warranty).toBe('Lifetime warranty');
    expect(withCardTextDefaults({ warranty: '30 days, one replacement' }, 14).warranty).toBe(
      '30 days, one replacement',
    );
  });

  it('reads a stored text of the default form as the default: the product dialog saves back what it was shown', () => {
    expect(withCardTextDefaults({ warranty: '14 Day Warranty' }, 30).warranty).toBe('30 Day Warranty');
  });

  it('defaults every display flag to true and keeps only real booleans', () => {
    expect(withDisplayDefaults(undefined)).toEqual({
      showLevel: true,
      showBE: true,
      showChampions: true,
      showSkins: true,
    });
    expect(withDisplayDefaults({ showBE: false, showSkins: 'no' })).toEqual({
      showLevel: true,
      showBE: false,
      showChampions: true,
      showSkins: true,
    });
  });
});
