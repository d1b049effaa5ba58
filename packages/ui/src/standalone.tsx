import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { Global, css } from '@emotion/react';
import type { SessionUser, ShellProps, ShellSession, ToastOptions } from './shell';
import { theme } from './theme';

/*
 * Dev-only page of a remote (`npm run dev -w mfe-<name>`): renders its exposed App the way the
 * shell does (router, ApolloProvider, session and toast props) so a remote can be worked on alone.
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

function createClient() {
  return new ApolloClient({
    link: ApolloLink.from([
      new SetContextLink(async ({ headers }) => ({
        headers: { ...(headers as Record<string, string>), 'x-csrf-token': csrfCookie() ?? (await freshCsrfToken()) },
      })),
      new HttpLink({ uri: '/graphql', credentials: 'include' }),
    ]),
    cache: new InMemoryCache({ typePolicies: { Wallet: { keyFields: ['userId'] } } }),
  });
}

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

type SessionQuery = TypedDocumentNode<{ me?: SessionUser | null }, Record<string, never>>;

function Harness({ App, sessionQuery }: { App: ComponentType<ShellProps>; sessionQuery: SessionQuery }) {
  const { data, loading, refetch } = useQuery(sessionQuery, { errorPolicy: 'all' });
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
          css={{
            position: 'fixed',
            right: 16,
            bottom: 16,
            padding: 12,
            background: theme.colors.surfaceRaised,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: 8,
          }}
        >
          <strong>{toast.title}</strong> {toast.description}
        </div>
      )}
    </>
  );
}

export function StandaloneApp({ App, sessionQuery }: { App: ComponentType<ShellProps>; sessionQuery: SessionQuery }) {
  const client = useMemo(() => createClient(), []);
  return (
    <ApolloProvider client={client}>
      <BrowserRouter>
        <Harness App={App} sessionQuery={sessionQuery} />
      </BrowserRouter>
    </ApolloProvider>
  );
}
