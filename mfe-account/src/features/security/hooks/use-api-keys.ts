import { useMutation, useQuery } from '@apollo/client/react';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useShell } from '@shop/ui';
import {
  AccountApiKeysDocument,
  CreateAccountApiKeyDocument,
  PasskeyConfirmOptionsDocument,
  RevokeAccountApiKeyDocument,
  RollAccountApiKeyDocument,
} from '../../../gql/graphql';
import { messages } from '../../../messages';
import { useAttempt } from './use-attempt';
import { freshFactor } from './use-security';

const m = messages.apiKeys;

/** The signed-in user's API keys (never the keys themselves), fresh on every visit. */
export function useApiKeys() {
  const { data, loading, error, refetch } = useQuery(AccountApiKeysDocument, { fetchPolicy: 'cache-and-network' });
  return { keys: data?.apiKeys ?? null, loading: loading && !data, error: data ? undefined : error, refetch };
}

/**
 * The fresh second factor a create or roll carries: the typed app or recovery code, one of the
 * account's passkeys (the browser's dialog, at submit), or none (an account without a factor).
 */
export type KeyProof = { kind: 'typed'; value: string } | { kind: 'passkey' } | { kind: 'none' };

/** Thrown when the browser's passkey dialog fails or is closed: its own toast, not the shop's. */
class PasskeyDialogFailed extends Error {}

/**
 * Create, roll (24 hours of overlap, the server's default) and revoke. Each answers the new key,
 * or null when refused (the toast says why).
 */
export function useApiKeyActions() {
  const { toast } = useShell();
  const refetchQueries = [{ query: AccountApiKeysDocument }];
  const options = { refetchQueries, awaitRefetchQueries: true };
  const [create, createState] = useMutation(CreateAccountApiKeyDocument, options);
  const [roll, rollState] = useMutation(RollAccountApiKeyDocument, options);
  const [revoke, revokeState] = useMutation(RevokeAccountApiKeyDocument, options);
  const [confirmOptions, confirmState] = useMutation(PasskeyConfirmOptionsDocument);

  const attempt = useAttempt(m);
  /** The proof as the mutation's variables; a passkey answers the browser's dialog first. */
  const factor = async (proof: KeyProof) => {
    const none = { code: null, recoveryCode: null, passkeyResponse: null };
    if (proof.kind === 'typed') return { ...none, ...freshFactor(proof.value) };
    if (proof.kind === 'none') return none;
    const { data } = await confirmOptions();
    if (!data) throw new Error(m.failedDefault);
    const optionsJSON = JSON.parse(data.passkeySignInOptions) as PublicKeyCredentialRequestOptionsJSON;
    try {
      return { ...none, passkeyResponse: JSON.stringify(await startAuthentication({ optionsJSON })) };
    } catch {
      throw new PasskeyDialogFailed();
    }
  };
  /** `attempt`, with the browser's passkey failure told as such. */
  const run = async <T>(work: () => Promise<T | null>): Promise<T | null> =>
    attempt(async () => {
      try {
        return await work();
      } catch (failure) {
        if (!(failure instanceof PasskeyDialogFailed)) throw failure;
        toast({ title: m.failed, description: messages.security.passkeyBrowserFailed, variant: 'destructive' });
        return null;
      }
    });

  return {
    busy: createState.loading || rollState.loading || revokeState.loading || confirmState.loading,
    create: (name: string, scopes: string[], proof: KeyProof) =>
      run(async () => {
        const { data } = await create({ variables: { input: { name, scopes }, ...(await factor(proof)) } });
        return data?.createApiKey.key ?? null;
      }),
    roll: (id: number, proof: KeyProof) =>
      run(async () => {
        const { data } = await roll({ variables: { id, ...(await factor(proof)) } });
        if (data) toast({ title: m.rolled, description: m.rolledText, variant: 'success' });
        return data?.rollApiKey ?? null;
      }),
    revoke: (id: number) =>
      attempt(async () => {
        await revoke({ variables: { id } });
        toast({ title: m.revoked, description: m.revokedText, variant: 'success' });
        return true;
      }),
  };
}
