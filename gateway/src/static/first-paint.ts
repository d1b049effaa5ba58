import fs from 'node:fs';
import path from 'node:path';
import { match } from 'path-to-regexp';
import type { OrdersPaintParts } from '@shop/shared';

/** One line of a remote's dist/first-paint/pages.json (packages/mfe-build/first-paint.mjs writes it). */
interface ListedPage {
  path: string;
  file: string | null;
  signedIn?: boolean;
  data?: string;
  orders?: unknown;
}

/**
 * The data a first paint shows, filled in by the gateway: `orders` = the signed-in user's first
 * orders in the list markup the page lists (`orders`). (The product page's title was one; the
 * product page is rendered on the server since, decision 0068.)
 */
export type FirstPaintData = 'orders';

interface Route {
  match: (pathname: string) => Record<string, string> | null;
  file: string | null;
  signedIn: boolean;
  data: FirstPaintData | null;
  orders: OrdersPaintParts | null;
}

/** A URL's first paint: the file, the data it needs and the URL's parameters. */
export interface FirstPaintMatch {
  file: string;
  data: FirstPaintData | null;
  params: Record<string, string>;
  /** For `orders`: the list's markup to fill. */
  orders: OrdersPaintParts | null;
}

const isTexts = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((text) => typeof text === 'string');

/** The list's markup as a remote's pages.json gives it, or null when it is not of that shape. */
function ordersPartsOf(value: unknown): OrdersPaintParts | null {
  if (typeof value !== 'object' || value === null) return null;
  const parts = value as Record<string, unknown>;
  const markup = ['list', 'row', 'code', 'claim', 'empty', 'untitled'].every((key) => typeof parts[key] === 'string');
  return markup && isTexts(parts.statuses) && isTexts(parts.claimStatuses)
    ? (parts as unknown as OrdersPaintParts)
    : null;
}

function readRoutes(list: string): Route[] {
  try {
    const pages = JSON.parse(fs.readFileSync(list, 'utf8')) as ListedPage[];
    return pages.map((page) => {
      const matcher = match<Record<string, string>>(page.path);
      const orders = page.data === 'orders' ? ordersPartsOf(page.orders) : null;
      const data = orders ? 'orders' : null;
      return {
        match: (pathname) => {
          try {
            const found = matcher(pathname);
            return found ? found.params : null;
          } catch {
            return null; // a malformed escape (%E0): no first paint, the page still loads
          }
        },
        // A name inside first-paint/, never a path out of it; a page asking for data the gateway
        // cannot fill (a newer remote's) paints nothing.
        file: page.file && (!page.data || data) ? path.join(path.dirname(list), path.basename(page.file)) : null,
        signedIn: page.signedIn === true,
        data,
        orders,
      };
    });
  } catch {
    return []; // no list (an older build, or a remote hosted elsewhere): pages without first paint
  }
}

/**
 * The first-paint file a remote's build lists for a URL (first match wins), or undefined; a page
 * listed `signedIn` only for a request that carries a session (a guest's is sent to /auth). The
 * remote owns the list, so a redeploy of it can add or change pages without the gateway; the list
 * is read again when a deploy replaces it.
 */
export function firstPaintFinder(dist: string): (pathname: string, signedIn: boolean) => FirstPaintMatch | undefined {
  const list = path.join(dist, 'first-paint', 'pages.json');
  let cached: { stamp: number; routes: Route[] } | undefined;
  return (pathname, signedIn) => {
    const stamp = fs.statSync(list, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (cached?.stamp !== stamp) cached = { stamp, routes: stamp ? readRoutes(list) : [] };
    for (const route of cached.routes) {
      const params = route.match(pathname);
      if (!params) continue;
      if (!route.file || (route.signedIn && !signedIn)) return undefined;
      return { file: route.file, data: route.data, params, orders: route.orders };
    }
    return undefined;
  };
}
