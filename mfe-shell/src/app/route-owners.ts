import { matchPath } from 'react-router-dom';
import type { RemoteName } from '../features/remotes/remote-registry';

/**
 * Which remote owns a URL. First match wins; the storefront owns everything else (home, product
 * lists and detail, /skins*, legal pages and the 404 page).
 *
 * The shell picks the owner here instead of mounting `<Route path="/account/*">` elements: a
 * remote's descendant `<Routes>` would then match relative to that mount path, and a remote
 * mounted at several unrelated paths (account: /auth, /account/*, /cart, ...) could not declare
 * its own URLs. This way every remote's `<Routes>` use the site's absolute paths.
 */
export const ROUTE_OWNERS: ReadonlyArray<{ path: string; remote: RemoteName }> = [
  { path: '/auth', remote: 'account' },
  { path: '/account/*', remote: 'account' },
  { path: '/cart', remote: 'account' },
  { path: '/support', remote: 'account' },
  { path: '/support/tickets/:id', remote: 'account' },
  { path: '/panel', remote: 'admin' },
  { path: '/panel/tickets', remote: 'admin' },
  { path: '*', remote: 'storefront' },
];

export function routeOwner(pathname: string): RemoteName {
  return ROUTE_OWNERS.find(({ path }) => matchPath(path, pathname))?.remote ?? 'storefront';
}
