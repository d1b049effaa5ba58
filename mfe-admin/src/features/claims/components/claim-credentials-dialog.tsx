import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Dialog, Loading, errorMessage, theme } from '@shop/ui';
import {
  GetAdminUnitCredentialsDocument,
  ReauthenticateAdminDocument,
  type AdminClaimFieldsFragment,
} from '../../../gql/graphql';
import { ReauthForm, needsReauthentication } from '../../../components/reauth-form';
import { messages } from '../../../messages';

const m = messages.claims.credentials;

type Reveal = { unitId: number; state: 'loading' | 'password' | 'ready'; credentials?: string; error?: string };

/**
 * 'Hesaplar' of a claim: the queue never carries credentials; the claimed unit's and the
 * replacement's are one unit reveal each (`unitCredentials`: the admin's password again when the
 * session is not re-authenticated; audited as credentials.reveal), as the products' units dialog.
 */
export function ClaimCredentialsDialog({
  claim,
  onClose,
}: {
  claim: AdminClaimFieldsFragment | null;
  onClose(): void;
}) {
  const client = useApolloClient();
  const [reveal, setReveal] = useState<Reveal | null>(null);
  const [reauthenticate, reauthState] = useMutation(ReauthenticateAdminDocument);
  if (!claim) return null;

  const open = async (unitId: number) => {
    setReveal({ unitId, state: 'loading' });
    try {
      const result = await client.query({
        query: GetAdminUnitCredentialsDocument,
        variables: { id: unitId },
        fetchPolicy: 'no-cache',
      });
      setReveal({ unitId, state: 'ready', credentials: result.data?.unitCredentials.credentials ?? '' });
    } catch (failed) {
      if (needsReauthentication(failed)) setReveal({ unitId, state: 'password' });
      else setReveal({ unitId, state: 'ready', error: errorMessage(failed, String((failed as Error).message)) });
    }
  };

  const submitPassword = async (password: string) => {
    if (!reveal) return;
    try {
      await reauthenticate({ variables: { password } });
      await open(reveal.unitId);
    } catch (failed) {
      setReveal({ ...reveal, error: errorMessage(failed, String((failed as Error).message)) });
    }
  };

  const units: Array<{ label: string; unitId: number }> = [];
  if (claim.unitId) units.push({ label: m.claimed, unitId: claim.unitId });
  if (claim.replacementUnitId) units.push({ label: m.replacement, unitId: claim.replacementUnitId });

  return (
    <Dialog
      open
      width={560}
      onOpenChange={(next) => {
        if (!next) {
          setReveal(null);
          onClose();
        }
      }}
      title={m.title(claim.id)}
      description={m.description}
      closeLabel={messages.dialog.close}
    >
      {units.length === 0 && <p css={{ color: theme.colors.textMuted }}>{m.none}</p>}
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {units.map((row) => (
          <li key={row.unitId} css={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
            <span>{m.unit(row.label, row.unitId)}</span>
            <Button variant="outline" aria-label={m.revealLabel(row.label)} onClick={() => void open(row.unitId)}>
              {m.reveal}
            </Button>
          </li>
        ))}
      </ul>
      {reveal && (
        <section aria-label={m.revealed(reveal.unitId)} css={{ marginTop: 12, display: 'grid', gap: 8 }}>
          {reveal.state === 'loading' && <Loading label={messages.common.loading} />}
          {reveal.state === 'password' && (
            <ReauthForm busy={reauthState.loading} onSubmit={(password) => submitPassword(password)} />
          )}
          {reveal.state === 'ready' && reveal.credentials !== undefined && (
            <code css={{ display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 13 }}>
              {reveal.credentials}
            </code>
          )}
          {reveal.error && (
            <p role="alert" css={{ margin: 0, color: theme.colors.danger, overflowWrap: 'anywhere' }}>
              {reveal.error}
            </p>
          )}
        </section>
      )}
    </Dialog>
  );
}
