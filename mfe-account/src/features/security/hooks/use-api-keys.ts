import { useMutation, useQuery } from '@apollo/client/react';
import { useShell } from '@shop/ui';
import {
  AccountApiKeysDocument,
  CreateAccountApiKeyDocument,
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
 * Create, roll (24 hours of overlap, the server's default) and revoke. Each answers the new key,
 * or null when refused (the toast says why); `typed` is the fresh second factor of an account with one.
 */
export function useApiKeyActions() {
  const { toast } = useShell();
  const refetchQueries = [{ query: AccountApiKeysDocument }];
  const options = { refetchQueries, awaitRefetchQueries: true };
  const [create, createState] = useMutation(CreateAccountApiKeyDocument, options);
  const [roll, rollState] = useMutation(RollAccountApiKeyDocument, options);
  const [revoke, revokeState] = useMutation(RevokeAccountApiKeyDocument, options);

  const attempt = useAttempt(m);
  const factor = (typed: string) => (typed.trim() ? freshFactor(typed) : { code: null, recoveryCode: null });

  return {
    busy: createState.loading || rollState.loading || revokeState.loading,
    create: (name: string, scopes: string[], typed: string) =>
      attempt(async () => {
        const { data } = await create({ variables: { input: { name, scopes }, ...factor(typed) } });
        return data?.createApiKey.key ?? null;
      }),
    roll: (id: number, typed: string) =>
      attempt(async () => {
        const { data } = await roll({ variables: { id, ...factor(typed) } });
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
