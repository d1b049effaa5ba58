import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { LogoutDocument } from '../../../gql/graphql';
import { useCsrfTokens } from '../../../lib/apollo/csrf-context';
import { useCommittedNavigate } from '../../../lib/navigation/use-committed-navigate';
import type { ToastOptions } from '@shop/ui';
import { messages } from '../../../messages';

/** Ends the session, takes the new session's token and drops everything cached for the user. */
export function useLogout(toast: (options: ToastOptions) => void) {
  const client = useApolloClient();
  const tokens = useCsrfTokens();
  const navigateShown = useCommittedNavigate();
  const [logout, { loading }] = useMutation(LogoutDocument);

  const run = useCallback(async () => {
    // Home first, and shown: a page that needs a session redirects to /auth as soon as the user
    // is gone, and while the home page's remote loads that page is still mounted (seen in e2e
    // from /account on a slowed machine).
    await navigateShown('/');
    try {
      await logout();
      await tokens.refresh().catch(() => undefined);
      // resetStore refetches every active query and rejects if any of them fails or is aborted
      // (a page unmounting as the user disappears, a widget whose query fails): the session is
      // already over by then, so that is not a failed logout.
      await client.resetStore().catch(() => undefined);
      toast({ title: messages.session.loggedOut, description: messages.session.loggedOutDescription });
    } catch (error) {
      toast({
        title: messages.session.logoutFailed,
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    }
  }, [client, logout, navigateShown, toast, tokens]);

  return { logout: run, loading };
}
