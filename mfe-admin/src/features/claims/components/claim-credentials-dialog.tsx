import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, Dialog, theme } from '@shop/ui';
import { GetAdminUnitCredentialsDocument, type AdminClaimFieldsFragment } from '../../../gql/graphql';
import { RevealForm, useCredentialReveal } from '../../../components/credential-reveal';
import { messages } from '../../../messages';

const m = messages.claims.credentials;

/** One unit's reveal: the reason (and the password when asked) first, then the text. */
function UnitReveal({ unitId }: { unitId: number }) {
  const client = useApolloClient();
  const { state, submit } = useCredentialReveal(async (reason) => {
    const result = await client.query({
      query: GetAdminUnitCredentialsDocument,
      variables: { id: unitId, reason },
      fetchPolicy: 'no-cache',
    });
    return result.data?.unitCredentials.credentials ?? '';
  });
  return (
    <section aria-label={m.revealed(unitId)} css={{ marginTop: 12, display: 'grid', gap: 8 }}>
      {state.step === 'form' && (
        <RevealForm key={String(state.askPassword)} label={m.revealed(unitId)} state={state} onSubmit={submit} />
      )}
      {state.step === 'shown' && (
        <code css={{ display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 13 }}>
          {state.credentials}
        </code>
      )}
    </section>
  );
}

/**
 * 'Hesaplar' of a claim: the queue never carries credentials; the claimed unit's and the
 * replacement's are one unit reveal each (`unitCredentials` with a reason, and the admin's password
 * again when the session is not re-authenticated; audited as credentials.reveal), as the products'
 * units dialog.
 */
export function ClaimCredentialsDialog({
  claim,
  onClose,
}: {
  claim: AdminClaimFieldsFragment | null;
  onClose(): void;
}) {
  const [unitId, setUnitId] = useState<number | null>(null);
  if (!claim) return null;

  const units: Array<{ label: string; unitId: number }> = [];
  if (claim.unitId) units.push({ label: m.claimed, unitId: claim.unitId });
  if (claim.replacementUnitId) units.push({ label: m.replacement, unitId: claim.replacementUnitId });

  return (
    <Dialog
      open
      width={560}
      onOpenChange={(next) => {
        if (!next) {
          setUnitId(null);
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
            <Button variant="outline" aria-label={m.revealLabel(row.label)} onClick={() => setUnitId(row.unitId)}>
              {m.reveal}
            </Button>
          </li>
        ))}
      </ul>
      {unitId !== null && <UnitReveal key={unitId} unitId={unitId} />}
    </Dialog>
  );
}
