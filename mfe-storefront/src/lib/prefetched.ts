/**
 * Answers the storefront started fetching ahead of a page (app/route-data.ts), so the page's own
 * query, mounted moments later, reads them from Apollo's cache (joining the request while it is
 * in flight) instead of asking the network a second time and writing the same answer again. A
 * mark is only read during render (React may render a page more than once before showing it), and
 * trusted for a few seconds: a page mounted later asks the network as before.
 */
const FRESH_MS = 5_000;
const marks = new Map<string, number>();

export function markPrefetched(key: string, now = Date.now()): void {
  marks.set(key, now);
}

/** True when the answer of `key` was asked for less than FRESH_MS ago. */
export function prefetchedRecently(key: string, now = Date.now()): boolean {
  const at = marks.get(key);
  return at !== undefined && now - at <= FRESH_MS;
}

/** The fetch policy of a page's first query: the prefetched answer as it is, or cache then network. */
export function firstFetchPolicy(key: string): 'cache-first' | 'cache-and-network' {
  return prefetchedRecently(key) ? 'cache-first' : 'cache-and-network';
}

const serverAnswers = new Set<string>();

/** The answer of `key` came with the server's HTML (Apollo's restored cache): as fresh as the page. */
export function markServerAnswer(key: string): void {
  serverAnswers.add(key);
  markPrefetched(key);
}

/** True once for an answer that came with the HTML: the route's prefetch need not ask for it. */
export function takeServerAnswer(key: string): boolean {
  return serverAnswers.delete(key);
}

export const PREFETCH_KEYS = {
  product: (id: number) => `product:${id}`,
  /** A page of the product list, by productPage's input. */
  productPage: (input: object) => `productPage:${JSON.stringify(input)}`,
} as const;
