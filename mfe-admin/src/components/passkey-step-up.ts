import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { AdminOwnPasskeysDocument, ReauthPasskeyOptionsDocument, ReauthenticateAdminDocument } from '../gql/graphql';

/** The browser's passkey prompt; its library loads on first use, not with the panel. */
async function passkeyAssertion(optionsJSON: PublicKeyCredentialRequestOptionsJSON) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON });
}

/**
 * The step-up with one of the admin's own passkeys (decision 0067): `available` once the admin is
 * known to have one; `stepUp()` asks the browser for it and re-authenticates the session (5
 * minutes), so the sensitive action that follows needs no password or code.
 */
export function usePasskeyStepUp(): { available: boolean; stepUp(): Promise<void> } {
  const { data } = useQuery(AdminOwnPasskeysDocument, { fetchPolicy: 'network-only' });
  const [options] = useMutation(ReauthPasskeyOptionsDocument);
  const [reauthenticate] = useMutation(ReauthenticateAdminDocument);
  const stepUp = useCallback(async () => {
    const { data: answer } = await options();
    if (!answer) throw new Error('No passkey options.');
    const optionsJSON = JSON.parse(answer.reauthPasskeyOptions) as PublicKeyCredentialRequestOptionsJSON;
    const response = await passkeyAssertion(optionsJSON);
    await reauthenticate({ variables: { passkeyResponse: JSON.stringify(response) } });
  }, [options, reauthenticate]);
  return { available: (data?.accountSecurity.passkeys.length ?? 0) > 0, stepUp };
}
