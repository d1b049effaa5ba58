import type { ReactNode } from 'react';
import { useShell, type SessionUser } from '@shop/ui';
import { Loading } from '@shop/ui';
import { messages } from '../messages';
import { Redirect } from './redirect';

/**
 * Guests are sent to /auth (on the server: the response is that redirect); children get the
 * signed-in user. While the session loads (a page rendered in the browser), `pending`: the page's
 * frame without the user's data.
 */
export function RequireUser({
  children,
  pending,
}: {
  children: (user: SessionUser) => ReactNode;
  pending?: ReactNode;
}) {
  const { session } = useShell();
  if (session.loading) return pending ?? <Loading label={messages.common.loading} />;
  if (!session.user) return <Redirect to="/auth" />;
  return <>{children(session.user)}</>;
}
