import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { createCsrfLink } from './csrf-link';
import type { CsrfTokenSource } from './csrf-token';

/** The id of the data block in which a server-rendered page carries Apollo's cache (src/server). */
export const SERVER_STATE_ID = 'apollo-state';

/** The page's cache, the same on the server (src/server) and in the browser, so one restores the other. */
export function createShellCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // A wallet has no id of its own; one per user.
      Wallet: { keyFields: ['userId'] },
    },
  });
}

/** The cache the server rendered the page from (a JSON data block in the HTML), if the page has one. */
function serverState(): unknown {
  const block = typeof document === 'undefined' ? null : document.getElementById(SERVER_STATE_ID);
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent);
  } catch {
    return undefined;
  }
}

/**
 * The one ApolloClient of the page. Remotes reach it through the shell's <ApolloProvider>:
 * @apollo/client and react are shared singletons, so their hooks read the same context.
 */
export function createApolloClient(tokens: CsrfTokenSource): ApolloClient {
  const cache = createShellCache();
  const state = serverState();
  if (state) cache.restore(state as never);
  return new ApolloClient({
    link: ApolloLink.from([createCsrfLink(tokens), new HttpLink({ uri: '/graphql', credentials: 'include' })]),
    cache,
    // A server-rendered page starts from the server's answers: the first renders' `network-only`
    // and `cache-and-network` queries read them instead of asking again (Apollo's SSR guide).
    ...(state ? { ssrForceFetchDelay: 100 } : {}),
  });
}
