import { OperationError } from './execute';
import { bulkImportInputFromRest, productInputFromRest, stockFromRest } from './admin-catalog.inputs';

const status = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof OperationError ? `${error.status} ${error.message}` : String(error);
  }
  return 'ok';
};

describe('admin catalogue REST bodies', () => {
  it('maps the documented flat product fields, card slots and JSON text fields', () => {
    const input = productInputFromRest(
      {
        title: 'A',
        price: 12.5,
        level: '31',
        championCount: '',
        accountUsername: 'EUW:u:p:1',
        card_sasa: 'Full access',
        card_sasa_icon: 'shield',
        customFeatures: '[{"id":"1","icon":"i","label":"l","value":"v"}]',
        displayOptions: '{"showBE":false}',
        cardTexts: { warranty: '30 days' },
      },
      true,
    );
    expect(input).toEqual({
      title: 'A',
      price: '12.5',
      level: 31,
      championCount: 0,
      accountText: 'EUW:u:p:1',
      cardFeatures: [{ slot: 'card_sasa', value: 'Full access', icon: 'shield' }],
      customFeatures: [{ id: '1', icon: 'i', label: 'l', value: 'v' }],
      displayOptions: { showBE: false },
      cardTexts: { warranty: '30 days' },
    });
  });

  it('takes the card slots from leftColumn / rightColumn / orderColumn too, flat fields first', () => {
    const input = bulkImportInputFromRest(
      { accounts: 'x', basePrice: 1, leftColumn: ['A', 'B'], card_asas: 'flat', orderColumn: [] },
      'old',
      () => 'id',
    );
    expect(input.cardFeatures).toEqual([
      { slot: 'card_asas', value: 'flat', icon: null },
      { slot: 'card_sasa', value: 'A', icon: null },
      { slot: 'card_zaza', value: '', icon: null },
      { slot: 'card_qaqa', value: '', icon: null },
      { slot: 'card_111', value: '', icon: null },
      { slot: 'card_2222', value: '', icon: null },
      { slot: 'card_333', value: '', icon: null },
      { slot: 'card_444', value: '', icon: null },
    ]);
    expect(status(() => productInputFromRest({ rightColumn: 'x' }, false))).toBe(
      '400 rightColumn must be a list of at most four texts.',
    );
  });

  it('refuses negative, fractional and non-finite numbers with a 400 and a message', () => {
    expect(status(() => productInputFromRest({ level: -1 }, false))).toBe('400 level must not be negative.');
    expect(status(() => productInputFromRest({ championCount: 2.5 }, false))).toBe(
      '400 championCount must be a whole number.',
    );
    expect(status(() => productInputFromRest({ price: Number.POSITIVE_INFINITY }, false))).toBe(
      '400 price must be a number of 0 or more with at most two decimals.',
    );
    expect(status(() => productInputFromRest({ price: '-1' }, false))).toBe(
      '400 price must be a number of 0 or more with at most two decimals.',
    );
    expect(status(() => stockFromRest({ stock: 'many' }))).toBe('400 stock must be a whole number.');
    expect(status(() => productInputFromRest({ price: 1 }, true))).toBe('400 Title is required.');
    expect(status(() => productInputFromRest({ title: 'x' }, true))).toBe('400 Price is required.');
    expect(stockFromRest({})).toBeUndefined();
  });

  it('bulk import: the spec payload, a generated batch id, empty text refused, price optional only for a dry run', () => {
    const input = bulkImportInputFromRest(
      { accounts: 'x', basePrice: 5, gameSlug: 'lol', card_111: 'Instant' },
      'old',
      () => 'generated-id',
    );
    expect(input).toEqual({
      batchId: 'generated-id',
      format: 'old',
      accounts: 'x',
      basePrice: '5',
      gameSlug: 'lol',
      cardFeatures: [{ slot: 'card_111', value: 'Instant', icon: null }],
    });
    expect(status(() => bulkImportInputFromRest({ accounts: '  ' }, 'new', () => 'id'))).toBe(
      '400 Lütfen hesap bilgilerini giriniz.',
    );
    expect(status(() => bulkImportInputFromRest({ accounts: 'x' }, 'new', () => 'id'))).toBe(
      '400 Lütfen taban fiyatı giriniz: fiyatı olmayan ürün satışa çıkamaz.',
    );
    expect(bulkImportInputFromRest({ accounts: 'x', dryRun: true }, 'new', () => 'id')).toMatchObject({ dryRun: true });
  });
});
