import fs from 'node:fs';
import path from 'node:path';
import { match } from 'path-to-regexp';

/** One line of a remote's dist/first-paint/pages.json (packages/mfe-build/first-paint.mjs writes it). */
interface ListedPage {
  path: string;
  file: string | null;
  signedIn?: boolean;
  data?: string;
}

/** The data a first paint shows, filled in by the gateway: `product` = the title of `:productId`. */
export type FirstPaintData = 'product';

interface Route {
  match: (pathname: string) => Record<string, string> | null;
  file: string | null;
  signedIn: boolean;
  data: FirstPaintData | null;
}

/** A URL's first paint: the file, the data it needs and the URL's parameters. */
export interface FirstPaintMatch {
  file: string;
  data: FirstPaintData | null;
  params: Record<string, string>;
}

function readRoutes(list: string): Route[] {
  try {
    const pages = JSON.parse(fs.readFileSync(list, 'utf8')) as ListedPage[];
    return pages.map((page) => {
      const matcher = match<Record<string, string>>(page.path);
      const data = page.data === 'product' ? 'product' : null;
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
      return { file: route.file, data: route.data, params };
    }
    return undefined;
  };
}
