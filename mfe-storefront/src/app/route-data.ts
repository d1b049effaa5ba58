import type { ApolloClient } from '@apollo/client';
import { GetGameCategoriesDocument, GetProductDocument, GetProductPageDocument } from '../gql/graphql';
import { parseProductId } from '../features/products/hooks/use-product';
import { productPageInput } from '../features/products/lib/page-input';
import { productPath } from '../features/products/hooks/use-products-by-path';
import { markPrefetched, markServerAnswer, PREFETCH_KEYS, takeServerAnswer } from '../lib/prefetched';

/** The first page of a products path's list (`/products/{game}/…`), as productPage's input; null elsewhere. */
function listInput(pathname: string) {
  const list = /^\/products(?:\/(.*))?$/.exec(pathname);
  if (!list) return null;
  let splat = list[1] ?? '';
  try {
    // The router hands the list its splat decoded.
    splat = decodeURIComponent(splat);
  } catch {
    // A malformed escape stays as it is, as the router leaves it.
  }
  return productPageInput(productPath(splat));
}

// The page the browser loaded was rendered on the server: its list's first page came with the
// HTML, in the cache the shell restored, as fresh as the page. Marked when the storefront's code
// loads, before the list hydrates, so the list reads it instead of asking again.
if (typeof document !== 'undefined' && document.getElementById('root')?.dataset.rendered === 'server') {
  const input = listInput(window.location.pathname);
  if (input) markServerAnswer(PREFETCH_KEYS.productPage(input));
}

/**
 * Starts the first query of the page at `pathname` through Apollo's own `client.query`, as the
 * page's code starts loading, so data and code arrive together instead of one after the other.
 * From the network, as the page's `cache-and-network` query would ask (stock is never stale); the
 * page's first query then reads the cache, joining the request while it is in flight (Apollo
 * deduplicates identical queries) instead of asking again (lib/prefetched.ts); the product lists
 * ask their first page (features/products/hooks/use-product-page.ts). Home, legal and 404
 * pages need none.
 */
export function prefetchRouteData(client: ApolloClient, pathname: string): void {
  const started = startRouteQuery(client, pathname);
  if (started) void started.catch(() => undefined);
}

/** The query a page cannot paint its content without, started; null when the page has none. */
export function startRouteQuery(client: ApolloClient, pathname: string): Promise<unknown> | null {
  const input = listInput(pathname);
  if (input) {
    const key = PREFETCH_KEYS.productPage(input);
    markPrefetched(key);
    // The server's HTML held it (the page the browser loaded): the list reads that. Any later
    // visit asks again, stock changes.
    if (takeServerAnswer(key)) return null;
    return client.query({ query: GetProductPageDocument, variables: { input }, fetchPolicy: 'network-only' });
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
