/** The trust page's windows, in days (docs/api.md#trust-figures). */
export const TRUST_WINDOWS = [30, 90] as const;

/**
 * Below this many orders (tickets, for the tickets' figure) behind a figure, the figure is not
 * published: the page says "not enough data yet" (eBay's defect rate has a count floor too).
 */
export const TRUST_MIN_BASIS = 100;

/** How long a replica keeps the figures it computed: they move slowly, and each page view would otherwise scan 90 days. */
export const TRUST_CACHE_MS = 60_000;
