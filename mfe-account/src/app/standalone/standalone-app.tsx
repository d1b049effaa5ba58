import { useCallback, useMemo, useState } from 'react';
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { Global, css } from '@emotion/react';
import App from '../../exposes/app';
import { GetSessionUserDocument } from '../../gql/graphql';
import type { ShellSession, ToastOptions } from '../../lib/shell';
import { theme } from '@shop/ui';

/*
 * Dev-only page (`npm run dev`, port of this remote): renders the exposed App the way the shell
 * does (router, ApolloProvider, session and toast props) so this remote can be worked on alone.
 * Production pages always come from the shell.
 */

function csrfCookie(): string | null {
  const match = /(?:^|;\s*)csrf-token=([^;]+)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]) : null;
}

async function freshCsrfToken(): Promise<string> {
  const response = await fetch('/api/csrf-token', { credentials: 'include' });
  const body = (await response.json()) as { token?: string };
  return body.token ?? '';
}

const client = new ApolloClient({
  link: ApolloLink.from([
    new SetContextLink(async ({ headers }) => ({
      headers: { ...headers, 'x-csrf-token': csrfCookie() ?? (await freshCsrfToken()) },
    })),
    new HttpLink({ uri: '/graphql', credentials: 'include' }),
  ]),
  cache: new InMemoryCache({ typePolicies: { Wallet: { keyFields: ['userId'] } } }),
});

const globalStyles = css`
  body {
    margin: 0;
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font-family: ${theme.font};
  }
  * {
    box-sizing: border-box;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
  }
`;

function Harness() {
  const { data, loading, refetch } = useQuery(GetSessionUserDocument, { errorPolicy: 'all' });
  const [toast, setToast] = useState<ToastOptions | null>(null);
  const refetchSession = useCallback(async () => {
    await freshCsrfToken().catch(() => undefined);
    await refetch().catch(() => undefined);
  }, [refetch]);
  const session = useMemo<ShellSession>(
    () => ({ user: data?.me ?? null, loading: loading && !data, refetch: refetchSession }),
    [data, loading, refetchSession],
  );
  return (
    <>
      <Global styles={globalStyles} />
      <App session={session} toast={setToast} />
      {toast && (
        <div
          role="status"
          css={{ position: 'fixed', right: 16, bottom: 16, padding: 12, background: theme.colors.surfaceRaised, border: `1px solid ${theme.colors.border}`, borderRadius: 8 }}
        >
          <strong>{toast.title}</strong> {toast.description}
        </div>
      )}
    </>
  );
}

export function StandaloneApp() {
  return (
    <ApolloProvider client={client}>
      <BrowserRouter>
        <Harness />
      </BrowserRouter>
    </ApolloProvider>
  );
}
