import { useCallback, useContext, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { GetMeDocument } from '../../../gql/graphql';
import type { ShellSession } from '@shop/ui';
import { useCsrfTokens } from '../../../lib/apollo/csrf-context';
import { SessionRendered } from '../session-rendered';

/**
 * The signed-in user from `me`, fetched once and kept in the cache. A failed request (gateway
 * down) counts as a guest: the shop stays browsable.
 */
export function useSession(): ShellSession {
  const tokens = useCsrfTokens();
  // On the server for a signed-in page (rendered as the request's session, never kept) and for a
  // request without a session cookie (a guest for sure; that page is kept for such requests only).
  // A public page asked with a session cookie holds no `me`: the browser asks (decision 0068).
  const ssr = useContext(SessionRendered);
  const { data, loading, refetch } = useQuery(GetMeDocument, { errorPolicy: 'all', ssr });
  const user = data?.me ?? null;

  const refetchSession = useCallback(async () => {
    // The gateway issues a new session id on login, registration and logout: new token first.
    await tokens.refresh().catch(() => undefined);
    await refetch().catch(() => undefined);
  }, [tokens, refetch]);

  return useMemo(
    () => ({
      user: user && {
        id: user.id,
        username: user.username,
        email: user.email,
        isAdmin: user.isAdmin,
        balance: user.balance,
        secondFactorEnrolmentRequired: user.secondFactorEnrolmentRequired,
      },
      loading: loading && !data,
      refetch: refetchSession,
    }),
    [user, loading, data, refetchSession],
  );
}
