import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { createCsrfLink } from './csrf-link';
import type { CsrfTokenSource } from './csrf-token';

/**
 * The one ApolloClient of the page. Remotes reach it through the shell's <ApolloProvider>:
 * @apollo/client and react are shared singletons, so their hooks read the same context.
 */
export function createApolloClient(tokens: CsrfTokenSource): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([createCsrfLink(tokens), new HttpLink({ uri: '/graphql', credentials: 'include' })]),
    cache: new InMemoryCache({
      typePolicies: {
        // A wallet has no id of its own; one per user.
        Wallet: { keyFields: ['userId'] },
      },
    }),
  });
}
