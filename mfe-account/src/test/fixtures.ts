import type { GetOrdersQuery } from '../gql/graphql';

type Order = GetOrdersQuery['ordersByUser'][number];

/** A League of Legends account as the account's orders show it. */
export const testProduct: Order['product'] = {
  __typename: 'Product',
  id: 3,
  title: 'EUW BOTTED FRESH SMURF 30-40k',
  productCode: 'LOL-EUW-0003',
  gameSlug: 'lol',
  server: 'EUW',
  rankStatus: 'unranked',
  accountType: 'fresh',
  subCategory: '30-40k',
};

/** A delivered order #12 of `testProduct` for $12.50; a test changes what it is about. */
export const testOrder = (overrides: Partial<Order> = {}): Order => ({
  __typename: 'Order',
  id: 12,
  orderDate: '2026-11-23T10:00:00.000Z',
  totalPrice: '12.50',
  status: 'delivered',
  deliveryStatus: 'delivered',
  deliveryMethod: 'automatic',
  accountDelivered: true,
  accountDetails: null,
  deliveryNotes: null,
  cancelReason: null,
  product: testProduct,
  ...overrides,
});
