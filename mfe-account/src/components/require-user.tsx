import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useShell, type SessionUser } from '@shop/ui';
import { Loading } from '@shop/ui';
import { messages } from '../messages';

/**
 * Guests are sent to /auth; children get the signed-in user. While the session loads, `pending`
 * (the page's frame without the user's data: what its HTML painted, so nothing flashes away).
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
  if (!session.user) return <Navigate to="/auth" replace />;
  return <>{children(session.user)}</>;
}
