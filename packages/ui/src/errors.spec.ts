import { refusalMessage } from './errors';

describe('refusalMessage', () => {
  it("gives a refusal's message, and null for the success or no answer", () => {
    expect(refusalMessage({ __typename: 'OutOfStockError', message: 'Out of stock', productId: 3 })).toBe(
      'Out of stock',
    );
    expect(refusalMessage({ __typename: 'Order', id: 12 })).toBeNull();
    expect(refusalMessage(undefined)).toBeNull();
    expect(refusalMessage(null)).toBeNull();
  });
});
