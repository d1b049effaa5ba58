import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, Dialog, theme } from '@shop/ui';
import {
  GetAdminClaimCredentialsDocument,
  GetAdminUnitCredentialsDocument,
  type AdminClaimFieldsFragment,
} from '../../../gql/graphql';
import { RevealForm, useCredentialReveal } from '../../../components/credential-reveal';
import { messages } from '../../../messages';

const m = messages.claims.credentials;

/** One reveal: the reason (and the password when asked) first, then the text. */
function Reveal({ label, load }: { label: string; load(reason: string): Promise<string> }) {
  const { state, submit } = useCredentialReveal(load);
  return (
    <section aria-label={label} css={{ marginTop: 12, display: 'grid', gap: 8 }}>
      {state.step === 'form' && (
        <RevealForm key={String(state.askPassword)} label={label} state={state} onSubmit={submit} />
      )}
      {state.step === 'shown' && (
        <code css={{ display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 13 }}>
          {state.credentials}
        </code>
      )}
    </section>
  );
}

interface RevealRow {
  key: string;
  label: string;
  text: string;
  /** The heading of its reveal form. */
  revealed: string;
  load(reason: string): Promise<string>;
}

/**
 * 'Hesaplar' of a claim: the queue never carries credentials; the claimed unit's and the
 * replacement's are one unit reveal each (`unitCredentials` with a reason, and the admin's password
 * again when the session is not re-authenticated; audited as credentials.reveal), as the products'
 * units dialog; the order's credentials from before a replacement (the only copy for a
 * hand-delivered order) are the claim's own reveal, `claimCredentials`.
 */
export function ClaimCredentialsDialog({
  claim,
  onClose,
}: {
  claim: AdminClaimFieldsFragment | null;
  onClose(): void;
}) {
  const client = useApolloClient();
  const [open, setOpen] = useState<string | null>(null);
  if (!claim) return null;

  const unitRow = (key: string, label: string, unitId: number): RevealRow => ({
    key,
    label,
    text: m.unit(label, unitId),
    revealed: m.revealed(unitId),
    load: async (reason) => {
      const result = await client.query({
        query: GetAdminUnitCredentialsDocument,
        variables: { id: unitId, reason },
        fetchPolicy: 'no-cache',
      });
      return result.data?.unitCredentials.credentials ?? '';
    },
  });
  const rows: RevealRow[] = [];
  if (claim.unitId) rows.push(unitRow(`unit-${claim.unitId}`, m.claimed, claim.unitId));
  if (claim.replacementUnitId)
    rows.push(unitRow(`unit-${claim.replacementUnitId}`, m.replacement, claim.replacementUnitId));
  if (claim.hasPreviousDetails)
    rows.push({
      key: 'previous',
      label: m.previous,
      text: m.previous,
      revealed: m.previousRevealed(claim.id),
      load: async (reason) => {
        const result = await client.query({
          query: GetAdminClaimCredentialsDocument,
          variables: { id: claim.id, reason },
          fetchPolicy: 'no-cache',
        });
        return result.data?.claimCredentials.credentials ?? '';
      },
    });
  const shown = rows.find((row) => row.key === open);

  return (
    <Dialog
      open
      width={560}
      onOpenChange={(next) => {
        if (!next) {
          setOpen(null);
          onClose();
        }
      }}
      title={m.title(claim.id)}
      description={m.description}
      closeLabel={messages.dialog.close}
    >
      {rows.length === 0 && <p css={{ color: theme.colors.textMuted }}>{m.none}</p>}
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {rows.map((row) => (
          <li key={row.key} css={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
            <span>{row.text}</span>
            <Button variant="outline" aria-label={m.revealLabel(row.label)} onClick={() => setOpen(row.key)}>
              {m.reveal}
            </Button>
          </li>
        ))}
      </ul>
      {shown && <Reveal key={shown.key} label={shown.revealed} load={shown.load} />}
    </Dialog>
  );
}
