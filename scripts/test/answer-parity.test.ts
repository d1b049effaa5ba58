// The bench's parity check (scripts/lib/answer-parity.cjs): the bench fails, naming the field,
// when the shop's product answer and the raw baseline's differ.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, shared with scripts/bench-shop.mjs
const { answerDifferences, expectSameAnswer } = require('../lib/answer-parity.cjs') as {
  answerDifferences(raw: unknown, shop: unknown): string[];
  expectSameAnswer(what: string, raw: unknown, shop: unknown): void;
};

const product = { id: 7, price: '10.00', cardTexts: { warranty: '14 days', level: null }, skins: ['a'] };

describe('the bench parity check', () => {
  it('passes the same answer, whatever the key order', () => {
    const reordered = { skins: ['a'], cardTexts: { level: null, warranty: '14 days' }, price: '10.00', id: 7 };
    expect(answerDifferences([product], [reordered])).toEqual([]);
    expect(() => expectSameAnswer('GET /api/products/all', [product], [reordered])).not.toThrow();
  });

  it('names a field the shop gained and the baseline lacks, and one only the baseline has', () => {
    const shop = { ...product, warrantyDays: 14 };
    expect(answerDifferences(product, shop)).toEqual(['.warrantyDays: the shop serves it, the raw baseline lacks it']);
    const { price: _price, ...withoutPrice } = product;
    expect(answerDifferences(product, withoutPrice)).toEqual(['.price: the raw baseline serves it, the shop does not']);
    expect(() => expectSameAnswer('GET /api/products/detail/7', product, shop)).toThrow(
      /GET \/api\/products\/detail\/7: .*\n {2}\.warrantyDays: the shop serves it/,
    );
  });

  it('names a nested value that differs, and a list of another length', () => {
    const shop = { ...product, cardTexts: { warranty: '30 days', level: null } };
    expect(answerDifferences([product], [shop])).toEqual(['[0].cardTexts.warranty: raw "14 days", shop "30 days"']);
    expect(answerDifferences([product], [])).toEqual(['the answer: 1 items raw, 0 from the shop']);
  });
});
