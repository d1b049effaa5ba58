import { rememberProducts, rememberedProducts, sameOrRemembered, type ProductsAnswer } from './last-answer';

const answer = (stock: number) => [{ id: 1, stock, title: 'EUW Fresh' }] as unknown as ProductsAnswer;

describe('the last products answer', () => {
  it('is what a list mounted later shows first', () => {
    const first = answer(3);
    rememberProducts(first);
    expect(rememberedProducts()).toBe(first);
  });

  it('keeps the objects already drawn when the network sends the same again, and takes a changed answer', () => {
    const shown = answer(3);
    rememberProducts(shown);
    expect(sameOrRemembered(answer(3))).toBe(shown);
    const changed = answer(2);
    expect(sameOrRemembered(changed)).toBe(changed);
  });
});
