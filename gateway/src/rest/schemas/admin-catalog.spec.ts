import { OperationError } from '../execute';
import { ROUTES } from '../registry';
import { parseRequest, type AnyRouteSpec } from '../route-spec';
import type { Request } from 'express';

/** The route's parsed body, or `400 <message>` as the facade would answer. */
function parse(route: AnyRouteSpec, body: unknown): unknown {
  try {
    const params = { id: '1', gameSlug: 'lol' };
    return parseRequest(route, { params, query: {}, body } as unknown as Request).body;
  } catch (error) {
    return error instanceof OperationError ? `${error.status} ${error.message}` : String(error);
  }
}
const create = (body: unknown) => parse(ROUTES.createProduct, body);
const update = (body: unknown) => parse(ROUTES.updateProduct, body);
const bulkImport = (body: unknown) => parse(ROUTES.bulkImport, body);

describe('admin catalogue REST bodies', () => {
  it('maps the documented flat product fields, card slots and JSON text fields', () => {
    expect(
      create({
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
        isAdmin: true,
      }),
    ).toEqual({
      input: {
        title: 'A',
        price: '12.5',
        level: 31,
        championCount: 0,
        accountText: 'EUW:u:p:1',
        cardFeatures: [{ slot: 'card_sasa', value: 'Full access', icon: 'shield' }],
        customFeatures: [{ id: '1', icon: 'i', label: 'l', value: 'v' }],
        displayOptions: { showBE: false },
        cardTexts: { warranty: '30 days' },
      },
      stock: undefined,
      batchId: undefined,
    });
  });

  it('takes the card slots from leftColumn / rightColumn / orderColumn too, flat fields first', () => {
    const input = bulkImport({
      accounts: 'x',
      basePrice: 1,
      leftColumn: ['A', 'B'],
      card_asas: 'flat',
      orderColumn: [],
    });
    expect((input as { cardFeatures: unknown }).cardFeatures).toEqual([
      { slot: 'card_asas', value: 'flat', icon: null },
      { slot: 'card_sasa', value: 'A', icon: null },
      { slot: 'card_zaza', value: '', icon: null },
      { slot: 'card_qaqa', value: '', icon: null },
      { slot: 'card_111', value: '', icon: null },
      { slot: 'card_2222', value: '', icon: null },
      { slot: 'card_333', value: '', icon: null },
      { slot: 'card_444', value: '', icon: null },
    ]);
    expect(update({ rightColumn: 'x' })).toBe('400 rightColumn must be a list of at most four texts.');
  });

  it('refuses negative, fractional and non-finite numbers with a 400 and a message', () => {
    expect(update({ level: -1 })).toBe('400 level must not be negative.');
    expect(update({ championCount: 2.5 })).toBe('400 championCount must be a whole number.');
    expect(update({ price: Number.POSITIVE_INFINITY })).toBe(
      '400 price must be a number of 0 or more with at most two decimals.',
    );
    expect(update({ price: '-1' })).toBe('400 price must be a number of 0 or more with at most two decimals.');
    expect(update({ stock: 'many' })).toBe('400 stock must be a whole number.');
    expect(update({ title: ['x'] })).toBe('400 title must be text.');
    expect(update({ customFeatures: '{' })).toBe('400 customFeatures must be JSON.');
    expect(update({ customFeatures: '{}' })).toBe('400 customFeatures must be a list.');
    expect(update({ featured: 'maybe' })).toBe('400 featured must be true or false.');
    expect(create({ price: 1 })).toBe('400 Title is required.');
    expect(create({})).toBe('400 Title is required.');
    expect(create({ title: 'x' })).toBe('400 Price is required.');
    expect(update({})).toEqual({ input: {}, stock: undefined, batchId: undefined });
    expect(update({ stock: '', batchId: 'b' })).toMatchObject({ stock: 0, batchId: 'b' });
  });

  it('bulk import: the spec payload, empty text refused, price optional only for a dry run', () => {
    expect(bulkImport({ accounts: 'x', basePrice: 5, gameSlug: 'lol', card_111: 'Instant' })).toEqual({
      accounts: 'x',
      basePrice: '5',
      gameSlug: 'lol',
      cardFeatures: [{ slot: 'card_111', value: 'Instant', icon: null }],
    });
    expect(bulkImport({ accounts: '  ' })).toBe('400 Lütfen hesap bilgilerini giriniz.');
    expect(bulkImport({})).toBe('400 Lütfen hesap bilgilerini giriniz.');
    expect(bulkImport(undefined)).toBe('400 Lütfen hesap bilgilerini giriniz.');
    expect(bulkImport({ accounts: 7, basePrice: 'free' })).toBe(
      '400 basePrice must be a number of 0 or more with at most two decimals.',
    );
    expect(bulkImport({ accounts: { lines: 1 } })).toBe('400 accounts must be text.');
    expect(bulkImport({ accounts: 'x' })).toBe('400 Lütfen taban fiyatı giriniz: fiyatı olmayan ürün satışa çıkamaz.');
    expect(bulkImport({ accounts: 'x', dryRun: true })).toMatchObject({ dryRun: true });
    expect(bulkImport({ accounts: 'x', price: '2.50', batchId: 'batch-1' })).toMatchObject({
      basePrice: '2.50',
      batchId: 'batch-1',
    });
  });

  it('bulk delete, categories and card designs keep their messages', () => {
    expect(parse(ROUTES.bulkDeleteProducts, { productIds: [] })).toBe('400 Silmek için ürün seçin.');
    expect(parse(ROUTES.bulkDeleteProducts, { productIds: 'all' })).toBe('400 Silmek için ürün seçin.');
    expect(parse(ROUTES.bulkDeleteProducts, { productIds: [1, 'x'] })).toBe('400 productIds must be product ids.');
    expect(parse(ROUTES.bulkDeleteProducts, { productIds: [1, '2'] })).toEqual({ productIds: [1, 2] });
    expect(parse(ROUTES.createGameCategory, { name: 'Valorant' })).toBe('400 name and slug are required.');
    expect(parse(ROUTES.createGameCategory, {})).toBe('400 name and slug are required.');
    expect(parse(ROUTES.upsertCardDesign, {})).toBe('400 cardStyles.backgroundColor is required.');
    expect(parse(ROUTES.createGameCategory, { name: 'V', slug: 'v', parentId: '' })).toEqual({
      name: 'V',
      slug: 'v',
      icon: null,
      parentId: null,
    });
    expect(parse(ROUTES.upsertCardDesign, { cardStyles: { backgroundColor: '#000' } })).toBe(
      '400 cardStyles.borderColor is required.',
    );
    const colours = { backgroundColor: 'a', borderColor: 'b', glowColor: 'c', textColor: 'd', accentColor: 'e' };
    expect(parse(ROUTES.upsertCardDesign, { ...colours, features: [{ icon: 'i', label: 'l', value: 3 }] })).toEqual({
      accountType: null,
      subCategory: null,
      cardStyles: colours,
      features: [{ icon: 'i', label: 'l', value: '3' }],
    });
  });
});
