import { useState, type ReactNode } from 'react';
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
export function AppProviders({ children }: { children: ReactNode }) {
  const [tokens] = useState(createCsrfTokenSource);
  const [client] = useState(() => createApolloClient(tokens));
  return (
    <CsrfTokensContext.Provider value={tokens}>
      <ApolloProvider client={client}>
        <BrowserRouter>
          <ToastProvider>
            <GlobalStyles />
            {children}
          </ToastProvider>
        </BrowserRouter>
      </ApolloProvider>
    </CsrfTokensContext.Provider>
  );
}
