import { useCallback } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { errorMessage, useShell } from '@shop/ui';
import { messages } from '../messages';

/** True when the server says the caller is no longer a signed-in admin. */
export function lostAdminAccess(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => ['FORBIDDEN', 'UNAUTHENTICATED'].includes(String(e.extensions?.code)))
  );
}

/**
 * Toasts for the panel's actions: success, or a destructive toast with the server's message. A
 * refusal re-reads the session, so the panel's guard acts at once: an admin demoted or suspended
 * meanwhile (which ends every session of theirs) goes to sign in, one who lost rights otherwise
 * sees 'Yetkisiz Erişim'.
 */
export function useAdminFeedback() {
  const { toast, session } = useShell();
  const success = useCallback(
    (description: string) => toast({ title: messages.common.success, description, variant: 'success' }),
    [toast],
  );
  const failure = useCallback(
    (error: unknown) => {
      toast({
        title: messages.common.error,
        description: errorMessage(error, error instanceof Error ? error.message : String(error)),
        variant: 'destructive',
      });
      if (lostAdminAccess(error)) void session.refetch().catch(() => undefined);
    },
    [toast, session],
  );
  const watchLoad = useCallback(
    (error: unknown) => {
      if (lostAdminAccess(error)) void session.refetch().catch(() => undefined);
    },
    [session],
  );
  return { success, failure, watchLoad };
}
