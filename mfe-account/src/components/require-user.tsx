import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useShell, type SessionUser } from '@shop/ui';
import { Loading } from '@shop/ui';
import { messages } from '../messages';

/** Guests are sent to /auth; children get the signed-in user. */
export function RequireUser({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { session } = useShell();
  if (session.loading) return <Loading label={messages.common.loading} />;
  if (!session.user) return <Navigate to="/auth" replace />;
  return <>{children(session.user)}</>;
}
