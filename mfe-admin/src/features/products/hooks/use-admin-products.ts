import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  GetAdminProductPageDocument,
  GetProductIdsByAccountUsernameDocument,
  type AdminProductFilterInput,
  type AdminProductSort,
} from '../../../gql/graphql';

export interface ProductFilters {
  id: string;
  title: string;
  account: string;
  blueEssence: string;
  minPrice: string;
  maxPrice: string;
}

export const EMPTY_FILTERS: ProductFilters = {
  id: '',
  title: '',
  account: '',
  blueEssence: '',
  minPrice: '',
  maxPrice: '',
};

/** Rows per page of the products table: the server pages, so 5,000 products never reach the browser at once. */
export const PAGE_SIZE = 50;

/** Typing settles this long before the server is asked, so a word is one query, not one per letter. */
const FILTER_DELAY_MS = 250;

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

function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * One page of the admin product list, filtered and sorted by catalog. An account search asks
 * commerce which products hold a matching username (credentials never leave commerce), and
 * catalog matches skin names itself.
 */
export function useAdminProducts(typed: ProductFilters, page: number, sort: AdminProductSort) {
  const filters = useSettled(typed, FILTER_DELAY_MS);
  const account = filters.account.trim();
  const byUsername = useQuery(GetProductIdsByAccountUsernameDocument, {
    variables: { q: account },
    skip: !account,
    fetchPolicy: 'network-only',
  });
  const waitingForIds = Boolean(account) && !byUsername.data;
  const filter = useMemo(
    () => toFilter(filters, byUsername.data?.productIdsByAccountUsername),
    [filters, byUsername.data],
  );
  const { data, previousData, loading, error, refetch } = useQuery(GetAdminProductPageDocument, {
    variables: { filter, offset: page * PAGE_SIZE, limit: PAGE_SIZE, sort },
    skip: waitingForIds,
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const totalCount = shown?.adminProductPage.totalCount ?? 0;
  return {
    products: shown?.adminProductPage.items ?? [],
    totalCount,
    pageCount: Math.max(1, Math.ceil(totalCount / PAGE_SIZE)),
    /** The filters the shown page answers (typing ahead of them does not move the pager yet). */
    filters,
    loading: (loading || waitingForIds) && !shown,
    /** A newer page or filter is on its way while the previous answer stays on screen. */
    refreshing: loading && Boolean(shown),
    error: shown ? undefined : (error ?? byUsername.error),
    refetch,
  };
}
