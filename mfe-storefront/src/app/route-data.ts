import type { ApolloClient } from '@apollo/client';
import { GetGameCategoriesDocument, GetProductDocument, GetProductsDocument } from '../gql/graphql';
import { parseProductId } from '../features/products/hooks/use-product';

/**
 * Starts the first query of the page at `pathname` through Apollo's own `client.query`, so its
 * answer is in Apollo's cache (or in flight, which the page's `useQuery` joins: Apollo
 * deduplicates identical queries) by the time the page's lazily loaded code renders: data and
 * code arrive together instead of one after the other. Home, legal and 404 pages need none.
 */
export function prefetchRouteData(client: ApolloClient, pathname: string): void {
  const started = startRouteQuery(client, pathname);
  if (started) void started.catch(() => undefined);
}

/** The query a page cannot paint its content without, started; null when the page has none. */
export function startRouteQuery(client: ApolloClient, pathname: string): Promise<unknown> | null {
  if (/^\/products(\/|$)/.test(pathname)) return client.query({ query: GetProductsDocument, fetchPolicy: 'cache-first' });
  const detail = /^\/product\/([^/]+)\/?$/.exec(pathname);
  if (detail) {
    const id = parseProductId(detail[1]);
    return id === null ? null : client.query({ query: GetProductDocument, variables: { id }, fetchPolicy: 'cache-first' });
  }
  if (/^\/skins(\/|$)/.test(pathname)) return client.query({ query: GetGameCategoriesDocument, fetchPolicy: 'cache-first' });
  return null;
}
