import type { GetOrdersQuery } from '../gql/graphql';

type Order = GetOrdersQuery['ordersByUser'][number];
export type OrderClaim = Order['claims'][number];

/** A claim #5 on order #12, as the order shows it; a test says how it stands. */
export const testClaim = (overrides: Partial<OrderClaim> = {}): OrderClaim => ({
  __typename: 'Claim',
  id: 5,
  orderId: 12,
  reason: 'banned',
  status: 'submitted',
  decisionNote: null,
  createdAt: '2026-11-24T09:30:00.000Z',
  decidedAt: null,
  attachment: null,
  ...overrides,
});

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
  // Inside its warranty (a week left) with one replacement.
  warrantyEndsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  replacementLimit: 1,
  claims: [],
  product: testProduct,
  ...overrides,
});
