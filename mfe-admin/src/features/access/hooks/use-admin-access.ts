import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShell } from '@shop/ui';

/** Pass a constant (module-level) object: the effect depends on it. */
export interface Refusal {
  title: string;
  description: string;
}

/** `enrol`: an admin who must set up a second factor first (the server refuses the session's admin calls). */
export type AdminAccess = 'loading' | 'guest' | 'denied' | 'enrol' | 'admin';

/** How long a refused user reads the message before going home. */
export const DENIED_REDIRECT_MS = 1500;

/**
 * Admin-only pages: guests go to /auth; signed-in non-admins get the refusal toast and are sent
 * home after a moment. The server refuses admin operations on its own as well.
 */
export function useAdminAccess(refusal: Refusal): AdminAccess {
  const { session, toast } = useShell();
  const navigate = useNavigate();
  const access: AdminAccess = session.loading
    ? 'loading'
    : !session.user
      ? 'guest'
      : !session.user.isAdmin
        ? 'denied'
        : session.user.secondFactorEnrolmentRequired
          ? 'enrol'
          : 'admin';

  useEffect(() => {
    if (access === 'guest') void navigate('/auth', { replace: true });
    if (access !== 'denied') return;
    toast({ ...refusal, variant: 'destructive' });
    const timer = window.setTimeout(() => navigate('/', { replace: true }), DENIED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [access, navigate, refusal, toast]);

  return access;
}
