import { useQuery } from '@apollo/client/react';
import { GetOrderDeliveryDocument, GetOrdersDocument, type GetOrdersQuery } from '../../../gql/graphql';

export type ListedOrder = GetOrdersQuery['ordersByUser'][number];

/**
 * An order as its dialog shows it: the list's fields and, once read on demand, the delivered
 * credentials and the delivery notes (undefined while they load).
 */
export type Order = ListedOrder & { accountDetails?: string | null; deliveryNotes?: string | null };

export function useOrders(userId: number) {
  const { data, loading, error, refetch } = useQuery(GetOrdersDocument, {
    variables: { userId },
    fetchPolicy: 'cache-and-network',
  });
  return { orders: data?.ordersByUser ?? [], loading: loading && !data, error: data ? undefined : error, refetch };
}

/**
 * The delivered credentials and delivery notes of `order` (the open dialog's), read when it opens:
 * never on the server (`ssr: false`), so no page's HTML or Apollo state carries them.
 */
export function useOrderDelivery(userId: number, order: ListedOrder | null): Order | null {
  const { data } = useQuery(GetOrderDeliveryDocument, {
    variables: { userId },
    skip: order === null,
    ssr: false,
    fetchPolicy: 'cache-and-network',
  });
  if (!order) return null;
  const delivery = data?.ordersByUser.find((candidate) => candidate.id === order.id);
  return delivery
    ? { ...order, accountDetails: delivery.accountDetails, deliveryNotes: delivery.deliveryNotes }
    : order;
}
