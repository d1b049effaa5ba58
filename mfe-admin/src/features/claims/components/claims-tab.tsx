import { useEffect, useMemo, useState } from 'react';
import { css } from '@emotion/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { CLAIM_REASONS, CLAIM_STATUSES } from '@shop/shared';
import {
  Button,
  DataTable,
  Input,
  Select,
  formatTimestamp,
  tableToolbar,
  theme,
  wideText,
  wrapText,
  type ColumnDef,
} from '@shop/ui';
import { DecideAdminClaimDocument, GetAdminClaimsDocument, type AdminClaimFieldsFragment } from '../../../gql/graphql';
import { useAdminFeedback } from '../../../hooks/use-admin-feedback';
import { useDebounced } from '../../../hooks/use-debounced';
import { listStates } from '../../../components/load-failure';
import { messages } from '../../../messages';
import { CreditClaimDialog, RefuseClaimDialog } from './claim-dialogs';
import { ClaimCredentialsDialog } from './claim-credentials-dialog';
import { WarrantyRulesForm } from './warranty-rules-form';

type Claim = AdminClaimFieldsFragment;
const m = messages.claims;
/** Claims an admin can still decide: waiting for an admin, or for stock (credit or refuse it). */
const OPEN = ['submitted', 'waiting_stock'];

/** The row's buttons one under another: the queue's columns share a narrow panel. */
const actionStack = css`
  display: flex;
  flex-direction: column;
  gap: 6px;
  button {
    min-height: 30px;
    padding: 4px 10px;
    font-size: 13px;
  }
  ${theme.mobile} {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: flex-end;
  }
`;

const muted = { display: 'block', color: theme.colors.textMuted, fontSize: 12 } as const;

/** What staff weigh: timing, the customer's history, the batch; and why the rules left it to staff. */
function ClaimSignals({ claim }: { claim: Claim }) {
  const s = claim.signals;
  const sm = m.signals;
  return (
    <span css={[wideText(150), wrapText]} aria-label={sm.label(claim.id)}>
      {claim.reviewReason && (
        <span css={{ display: 'block', fontWeight: 600, fontSize: 12 }}>
          {m.reviewReason(m.reviewReasons[claim.reviewReason] ?? claim.reviewReason)}
        </span>
      )}
      {s && (
        <>
          <span css={muted}>{sm.minutes(s.minutesFromDelivery)}</span>
          <span css={muted}>
            {sm.customer(s.customerClaims, s.customerDeliveredOrders, s.customerClaimRatio ?? null)}
          </span>
          {claim.batchId ? (
            <>
              <span css={muted}>{sm.batch(s.batchConfirmedClaims, s.batchOpenClaims)}</span>
              <span css={muted}>{sm.others(s.batchOtherCustomerClaims)}</span>
              {s.batchBanned && <span css={[muted, { color: theme.colors.danger }]}>{sm.banned}</span>}
            </>
          ) : (
            <span css={muted}>{sm.noBatch}</span>
          )}
        </>
      )}
    </span>
  );
}

/** A whole product id, or null for no filter (anything else filters nothing rather than erroring). */
function productIdFilter(text: string): number | null {
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** 'Garanti Talepleri': the warranty rules, then the claims queue filtered by the server. */
export function ClaimsTab() {
  const [status, setStatus] = useState('submitted');
  const [reason, setReason] = useState('');
  const [productText, setProductText] = useState('');
  const [batchText, setBatchText] = useState('');
  const productId = productIdFilter(useDebounced(productText.trim()));
  const batchId = useDebounced(batchText.trim()) || null;
  const [crediting, setCrediting] = useState<Claim | null>(null);
  const [refusing, setRefusing] = useState<Claim | null>(null);
  const [revealing, setRevealing] = useState<Claim | null>(null);
  const { success, failure, watchLoad } = useAdminFeedback();
  const { data, previousData, loading, error, refetch } = useQuery(GetAdminClaimsDocument, {
    variables: { status: status || null, reason: reason || null, productId, batchId },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) watchLoad(error);
  }, [error, watchLoad]);
  const [decideClaim, deciding] = useMutation(DecideAdminClaimDocument, {
    refetchQueries: ['GetAdminClaims'],
    awaitRefetchQueries: true,
  });
  const current = data ?? previousData;
  const claims = current?.adminClaims ?? [];

  const decide = async (claim: Claim, action: 'replace' | 'credit' | 'refuse', note?: string): Promise<boolean> => {
    try {
      const result = await decideClaim({ variables: { id: claim.id, input: { action, note: note ?? null } } });
      const decided = result.data?.decideClaim;
      if (action === 'replace')
        success(decided?.status === 'waiting_stock' ? m.waitingStock(claim.id) : m.replaced(claim.id));
      else success(action === 'credit' ? m.credited(claim.id) : m.refused(claim.id));
      return true;
    } catch (caught) {
      failure(caught);
      return false;
    }
  };

  const columns = useMemo<ColumnDef<Claim>[]>(
    () => [
      { header: m.columns.id, cell: ({ row }) => `#${row.original.id}` },
      { header: m.columns.order, cell: ({ row }) => `#${row.original.orderId}` },
      {
        header: m.columns.product,
        cell: ({ row }) => (
          <span css={wideText(110)}>
            {row.original.productTitle}{' '}
            <span css={{ color: theme.colors.textMuted, fontSize: 12 }}>#{row.original.productId}</span>
          </span>
        ),
      },
      {
        header: m.columns.reason,
        cell: ({ row }) => <span css={wideText(70)}>{m.reasons[row.original.reason] ?? row.original.reason}</span>,
      },
      {
        header: m.columns.message,
        cell: ({ row }) => (
          <span css={[wideText(130), wrapText]}>
            {row.original.message}
            {row.original.attachment && (
              <a
                href={`/api/claims/attachments/${row.original.attachment.id}`}
                css={{ display: 'block', marginTop: 4, color: theme.colors.accent, fontSize: 12 }}
              >
                {m.attachment(row.original.attachment.fileName)}
              </a>
            )}
            {row.original.decisionNote && (
              <span css={{ display: 'block', color: theme.colors.textMuted, fontSize: 12 }}>
                {m.note(row.original.decisionNote)}
              </span>
            )}
          </span>
        ),
      },
      {
        header: m.columns.status,
        cell: ({ row }) => (
          <span css={wideText(70)}>
            {m.statuses[row.original.status] ?? row.original.status}
            {row.original.automatic && (
              <span css={{ display: 'block', color: theme.colors.textMuted, fontSize: 12 }}>{m.automatic}</span>
            )}
          </span>
        ),
      },
      { header: m.columns.signals, cell: ({ row }) => <ClaimSignals claim={row.original} /> },
      {
        header: m.columns.date,
        cell: ({ row }) => (
          <span css={{ display: 'inline-block', whiteSpace: 'normal', minWidth: 84 }}>
            {formatTimestamp(row.original.createdAt)}
          </span>
        ),
      },
      {
        header: m.columns.actions,
        cell: ({ row }) => {
          const claim = row.original;
          const credentials = (claim.unitId || claim.replacementUnitId) && (
            <Button variant="ghost" aria-label={m.credentials.openLabel(claim.id)} onClick={() => setRevealing(claim)}>
              {m.credentials.open}
            </Button>
          );
          if (!OPEN.includes(claim.status))
            return (
              <div css={actionStack}>
                <span css={{ color: theme.colors.textMuted }}>{m.closed}</span>
                {credentials}
              </div>
            );
          return (
            <div css={actionStack}>
              {claim.status === 'submitted' && (
                <Button
                  variant="outline"
                  disabled={deciding.loading}
                  aria-label={m.actionLabel(m.replace, claim.id)}
                  onClick={() => void decide(claim, 'replace')}
                >
                  {m.replace}
                </Button>
              )}
              <Button
                variant="outline"
                disabled={deciding.loading}
                aria-label={m.actionLabel(m.credit, claim.id)}
                onClick={() => setCrediting(claim)}
              >
                {m.credit}
              </Button>
              <Button
                variant="outline"
                disabled={deciding.loading}
                aria-label={m.actionLabel(m.refuse, claim.id)}
                onClick={() => setRefusing(claim)}
              >
                {m.refuse}
              </Button>
              {credentials}
            </div>
          );
        },
      },
    ],
    // decide reads the latest mutation; the columns change only with its busy flag.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [deciding.loading],
  );

  const filtered = status !== 'submitted' || reason || productText || batchText;

  return (
    <div>
      <WarrantyRulesForm />
      <section aria-label={m.tableLabel}>
        <div css={tableToolbar} role="group" aria-label={m.filters}>
          <Select
            aria-label={m.statusFilter}
            value={status}
            onChange={(event) => setStatus(event.target.value)}
            blank={messages.common.allStatuses}
            options={CLAIM_STATUSES.map((value) => ({ value, label: m.statuses[value] }))}
          />
          <Select
            aria-label={m.reasonFilter}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            blank={m.allReasons}
            options={CLAIM_REASONS.map((value) => ({ value, label: m.reasons[value] }))}
          />
          <Input
            aria-label={m.productFilter}
            placeholder={m.productFilter}
            inputMode="numeric"
            value={productText}
            onChange={(event) => setProductText(event.target.value.replace(/\D/g, ''))}
            css={{ flex: '0 1 120px !important' }}
          />
          <Input
            aria-label={m.batchFilter}
            placeholder={m.batchFilter}
            value={batchText}
            onChange={(event) => setBatchText(event.target.value)}
          />
          {filtered && (
            <Button
              variant="ghost"
              onClick={() => {
                setStatus('submitted');
                setReason('');
                setProductText('');
                setBatchText('');
              }}
            >
              {m.clearFilters}
            </Button>
          )}
        </div>
        <DataTable
          label={m.tableLabel}
          columns={columns}
          data={claims}
          getRowId={(claim) => String(claim.id)}
          {...listStates({ loading, error, data: current, refetch }, { loadError: m.loadError, empty: m.empty })}
        />
      </section>
      <CreditClaimDialog
        claim={crediting}
        busy={deciding.loading}
        onCancel={() => setCrediting(null)}
        onConfirm={() => {
          const claim = crediting;
          if (!claim) return;
          void decide(claim, 'credit').then((done) => done && setCrediting(null));
        }}
      />
      <ClaimCredentialsDialog claim={revealing} onClose={() => setRevealing(null)} />
      <RefuseClaimDialog
        claim={refusing}
        onCancel={() => setRefusing(null)}
        onSubmit={async (note) => {
          if (!refusing) return false;
          const done = await decide(refusing, 'refuse', note);
          if (done) setRefusing(null);
          return done;
        }}
      />
    </div>
  );
}
