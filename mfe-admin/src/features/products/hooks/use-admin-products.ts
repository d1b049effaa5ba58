import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { GetAdminProductsDocument, GetProductIdsByAccountUsernameDocument, type AdminProductFilterInput } from '../../../gql/graphql';

export interface ProductFilters {
  id: string;
  title: string;
  account: string;
  blueEssence: string;
  minPrice: string;
  maxPrice: string;
}

export const EMPTY_FILTERS: ProductFilters = { id: '', title: '', account: '', blueEssence: '', minPrice: '', maxPrice: '' };

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

function toFilter(filters: ProductFilters, accountProductIds: number[] | undefined): AdminProductFilterInput {
  const filter: AdminProductFilterInput = {};
  if (/^\d{1,9}$/.test(filters.id.trim())) filter.id = Number(filters.id.trim());
  if (filters.title.trim()) filter.title = filters.title.trim();
  if (filters.account.trim()) {
    filter.account = filters.account.trim();
    filter.accountProductIds = accountProductIds ?? [];
  }
  if (/^\d{1,9}$/.test(filters.blueEssence.trim())) filter.blueEssence = Number(filters.blueEssence.trim());
  if (MONEY.test(filters.minPrice.trim())) filter.minPrice = filters.minPrice.trim();
  if (MONEY.test(filters.maxPrice.trim())) filter.maxPrice = filters.maxPrice.trim();
  return filter;
}

/**
 * The admin product list with its filters. An account search asks commerce which products hold a
 * matching username (credentials never leave commerce), and catalog matches skin names itself.
 */
export function useAdminProducts(filters: ProductFilters) {
  const account = filters.account.trim();
  const byUsername = useQuery(GetProductIdsByAccountUsernameDocument, { variables: { q: account }, skip: !account, fetchPolicy: 'network-only' });
  const waitingForIds = Boolean(account) && !byUsername.data;
  const filter = useMemo(() => toFilter(filters, byUsername.data?.productIdsByAccountUsername), [filters, byUsername.data]);
  const { data, previousData, loading, error, refetch } = useQuery(GetAdminProductsDocument, {
    variables: { filter },
    skip: waitingForIds,
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  return {
    products: shown?.adminProducts ?? [],
    loading: (loading || waitingForIds) && !shown,
    error: shown ? undefined : (error ?? byUsername.error),
    refetch,
  };
}
