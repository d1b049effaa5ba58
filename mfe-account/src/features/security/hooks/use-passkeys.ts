import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { CombinedGraphQLErrors } from '@apollo/client';
import { errorMessage, useShell } from '@shop/ui';
import {
  AddPasskeyDocument,
  GetAccountSecurityDocument,
  PasskeyConfirmOptionsDocument,
  PasskeyRegistrationOptionsDocument,
  RemovePasskeyDocument,
} from '../../../gql/graphql';
import { messages } from '../../../messages';

const m = messages.security;

/**
 * Adding a passkey (the password, then the browser's dialog) and removing one (confirmed with one
 * of the user's passkeys in the browser's dialog). Each returns true when done; a refusal is a toast.
 */
export function usePasskeyActions() {
  const { toast } = useShell();
  const refetchQueries = [{ query: GetAccountSecurityDocument }];
  const [options, optionsState] = useMutation(PasskeyRegistrationOptionsDocument);
  const [add, addState] = useMutation(AddPasskeyDocument, { refetchQueries, awaitRefetchQueries: true });
  const [confirmOptions, confirmState] = useMutation(PasskeyConfirmOptionsDocument);
  const [remove, removeState] = useMutation(RemovePasskeyDocument, { refetchQueries, awaitRefetchQueries: true });

  const attempt = useCallback(
    async (run: () => Promise<void>, done: string): Promise<boolean> => {
      try {
        await run();
      } catch (failure) {
        // The browser's own errors (the dialog closed, no passkey) are not the shop's to show.
        const description = CombinedGraphQLErrors.is(failure)
          ? errorMessage(failure, m.failedDefault)
          : m.passkeyBrowserFailed;
        toast({ title: m.failed, description, variant: 'destructive' });
        return false;
      }
      toast({ title: done, variant: 'success' });
      return true;
    },
    [toast],
  );

  return {
    busy: optionsState.loading || addState.loading || confirmState.loading || removeState.loading,
    add: (name: string, password: string) =>
      attempt(async () => {
        const { data } = await options({ variables: { password } });
        if (!data) throw new Error(m.failedDefault);
        const optionsJSON = JSON.parse(data.passkeyRegistrationOptions) as PublicKeyCredentialCreationOptionsJSON;
        const response = await startRegistration({ optionsJSON });
        await add({ variables: { name: name.trim(), response: JSON.stringify(response) } });
      }, m.passkeyAdded),
    remove: (id: string) =>
      attempt(async () => {
        const { data } = await confirmOptions();
        if (!data) throw new Error(m.failedDefault);
        const optionsJSON = JSON.parse(data.passkeySignInOptions) as PublicKeyCredentialRequestOptionsJSON;
        const response = await startAuthentication({ optionsJSON });
        await remove({ variables: { id, passkeyResponse: JSON.stringify(response) } });
      }, m.passkeyRemoved),
  };
}
