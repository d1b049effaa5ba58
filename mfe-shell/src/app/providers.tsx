import { useState, type ComponentType, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo/create-apollo-client';
import { createCsrfTokenSource } from '../lib/apollo/csrf-token';
import { CsrfTokensContext } from '../lib/apollo/csrf-context';
import { GlobalStyles } from '../components/global-styles';
import { ToastProvider } from '../features/toast/components/toast-provider';

/**
 * Page-wide providers. Remotes render inside them: @apollo/client, react, react-router-dom and
 * @emotion/react are shared singletons, so a remote's useQuery finds this ApolloProvider and its
 * <Routes> nest under this router.
 */
export function AppProviders({
  children,
  Router = BrowserRouter,
  serverClient,
}: {
  children: ReactNode;
  /** The server's StaticRouter at the request's URL (src/server); the browser's by default. */
  Router?: ComponentType<{ children: ReactNode }>;
  /** The server render's Apollo Client (one per request, never on the network). */
  serverClient?: ApolloClient;
}) {
  const [tokens] = useState(createCsrfTokenSource);
  const [client] = useState(() => serverClient ?? createApolloClient(tokens));
  return (
    <CsrfTokensContext.Provider value={tokens}>
      <ApolloProvider client={client}>
        <Router>
          <ToastProvider>
            <GlobalStyles />
            {children}
          </ToastProvider>
        </Router>
      </ApolloProvider>
    </CsrfTokensContext.Provider>
  );
}
