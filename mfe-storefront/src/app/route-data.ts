import type { ApolloClient } from '@apollo/client';
import { GetGameCategoriesDocument, GetProductDocument, GetProductsDocument } from '../gql/graphql';
import { parseProductId } from '../features/products/hooks/use-product';
import { rememberProducts } from '../features/products/lib/last-answer';
import { markPrefetched, PREFETCH_KEYS } from '../lib/prefetched';

/**
 * Starts the first query of the page at `pathname` through Apollo's own `client.query`, as the
 * page's code starts loading, so data and code arrive together instead of one after the other.
 * From the network, as the page's `cache-and-network` query would ask (stock is never stale); the
 * page's first query then reads the cache, joining the request while it is in flight (Apollo
 * deduplicates identical queries) instead of asking again (lib/prefetched.ts); the product lists
 * keep their answer out of the cache (features/products/lib/last-answer.ts). Home, legal and 404
 * pages need none.
 */
export function prefetchRouteData(client: ApolloClient, pathname: string): void {
  const started = startRouteQuery(client, pathname);
  if (started) void started.catch(() => undefined);
}

/** The query a page cannot paint its content without, started; null when the page has none. */
export function startRouteQuery(client: ApolloClient, pathname: string): Promise<unknown> | null {
  if (/^\/products(\/|$)/.test(pathname)) {
    // The list asks the same with `no-cache` and joins this request while it is in flight; an
    // answer that came first is remembered for the list to show (features/products/lib/last-answer.ts).
    return client
      .query({ query: GetProductsDocument, fetchPolicy: 'no-cache' })
      .then((result) => result.data && rememberProducts(result.data.products));
  }
  const detail = /^\/product\/([^/]+)\/?$/.exec(pathname);
  if (detail) {
    const id = parseProductId(detail[1]);
    if (id === null) return null;
    markPrefetched(PREFETCH_KEYS.product(id));
    return client.query({ query: GetProductDocument, variables: { id }, fetchPolicy: 'network-only' });
  }
  if (/^\/skins(\/|$)/.test(pathname))
    return client.query({ query: GetGameCategoriesDocument, fetchPolicy: 'cache-first' });
  return null;
}
