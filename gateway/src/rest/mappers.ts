import type {
  FacadeOrderFieldsFragment,
  FacadeProductFieldsFragment,
  FacadeUserFieldsFragment,
  GetNotificationsQuery,
  GetTransactionsQuery,
} from '../generated/graphql';

/** REST shapes of the spec (field names as documented), from the GraphQL types. */

export function productToRest(product: FacadeProductFieldsFragment) {
  const { accountText, stock, ...rest } = product;
  const status = product.status === 'Available' && stock <= 0 ? 'Out of Stock' : product.status;
  return {
    ...rest,
    status,
    stock,
    // The documented field carries only the redacted text; credentials stay in commerce.
    accountUsername: accountText,
    accountCodes: '',
    skins: product.skins ?? [],
  };
}

export function userToRest(user: FacadeUserFieldsFragment) {
  return { ...user };
}

export function orderToRest(order: FacadeOrderFieldsFragment) {
  return { ...order, product: order.product ? { ...order.product } : null };
}

export function transactionToRest(transaction: GetTransactionsQuery['transactions'][number]) {
  const { createdAt, ...rest } = transaction;
  return { ...rest, date: createdAt };
}

export function announcementToRest(announcement: GetNotificationsQuery['announcements'][number]) {
  return { ...announcement };
}
