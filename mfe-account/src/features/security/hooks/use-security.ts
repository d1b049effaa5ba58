import { useMutation, useQuery } from '@apollo/client/react';
import { useShell } from '@shop/ui';
import {
  ConfirmTotpDocument,
  DisableTotpDocument,
  GetAccountSecurityDocument,
  RegenerateRecoveryCodesDocument,
  StartTotpEnrolmentDocument,
} from '../../../gql/graphql';
import { messages } from '../../../messages';
import { useAttempt } from './use-attempt';

const m = messages.security;

/** A fresh second factor as typed: 6 digits (spaces allowed) is the app's code, anything else a recovery code. */
export function freshFactor(typed: string): { code: string | null; recoveryCode: string | null } {
  const given = typed.trim();
  return /^[\d\s]+$/.test(given)
    ? { code: given.replace(/\s/g, ''), recoveryCode: null }
    : { code: null, recoveryCode: given };
}

/** The signed-in user's second factors, fresh on every visit. */
export function useAccountSecurity() {
  const { data, loading, error, refetch } = useQuery(GetAccountSecurityDocument, { fetchPolicy: 'cache-and-network' });
  return {
    security: data?.accountSecurity ?? null,
    loading: loading && !data,
    error: data ? undefined : error,
    refetch,
  };
}

/**
 * The changes of the section. Each returns its answer, or null when refused (the toast says why);
 * the status is read again after every change.
 */
export function useSecurityActions() {
  const { toast } = useShell();
  const refetchQueries = [{ query: GetAccountSecurityDocument }];
  const [start, startState] = useMutation(StartTotpEnrolmentDocument);
  const [confirm, confirmState] = useMutation(ConfirmTotpDocument, { refetchQueries, awaitRefetchQueries: true });
  const [disable, disableState] = useMutation(DisableTotpDocument, { refetchQueries, awaitRefetchQueries: true });
  const [regenerate, regenerateState] = useMutation(RegenerateRecoveryCodesDocument, {
    refetchQueries,
    awaitRefetchQueries: true,
  });

  const attempt = useAttempt(m);

  return {
    busy: startState.loading || confirmState.loading || disableState.loading || regenerateState.loading,
    start: (password: string) =>
      attempt(async () => (await start({ variables: { password } })).data?.startTotpEnrolment ?? null),
    confirm: (code: string) =>
      attempt(async () => {
        const codes = (await confirm({ variables: { code: code.trim() } })).data?.confirmTotp ?? null;
        toast({ title: m.enabled, description: m.enabledText, variant: 'success' });
        return codes;
      }),
    disable: (typed: string) =>
      attempt(async () => {
        await disable({ variables: freshFactor(typed) });
        toast({ title: m.disabled, description: m.disabledText, variant: 'success' });
        return true;
      }),
    regenerate: (typed: string) =>
      attempt(async () => {
        const codes = (await regenerate({ variables: freshFactor(typed) })).data?.regenerateRecoveryCodes ?? null;
        toast({ title: m.regenerated, description: m.recoveryShownOnce, variant: 'success' });
        return codes;
      }),
  };
}
