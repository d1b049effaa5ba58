import fs from 'node:fs';
import path from 'node:path';
import { match } from 'path-to-regexp';

/** One line of a remote's dist/first-paint/pages.json (packages/mfe-build/first-paint.mjs writes it). */
interface ListedPage {
  path: string;
  file: string | null;
  signedIn?: boolean;
}

interface Route {
  matches: (pathname: string) => boolean;
  file: string | null;
  signedIn: boolean;
}

function readRoutes(list: string): Route[] {
  try {
    const pages = JSON.parse(fs.readFileSync(list, 'utf8')) as ListedPage[];
    return pages.map((page) => {
      const matcher = match(page.path);
      return {
        matches: (pathname) => {
          try {
            return Boolean(matcher(pathname));
          } catch {
            return false; // a malformed escape (%E0): no first paint, the page still loads
          }
        },
        // A name inside first-paint/, never a path out of it.
        file: page.file ? path.join(path.dirname(list), path.basename(page.file)) : null,
        signedIn: page.signedIn === true,
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
export function firstPaintFinder(dist: string): (pathname: string, signedIn: boolean) => string | undefined {
  const list = path.join(dist, 'first-paint', 'pages.json');
  let cached: { stamp: number; routes: Route[] } | undefined;
  return (pathname, signedIn) => {
    const stamp = fs.statSync(list, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (cached?.stamp !== stamp) cached = { stamp, routes: stamp ? readRoutes(list) : [] };
    const route = cached.routes.find((candidate) => candidate.matches(pathname));
    return route?.file && (signedIn || !route.signedIn) ? route.file : undefined;
  };
}
