import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  DataTable,
  Dialog,
  EmptyState,
  ErrorState,
  Field,
  Loading,
  TextArea,
  errorMessage,
  formatTimestamp,
  theme,
  type ColumnDef,
} from '@shop/ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RevealForm, useCredentialReveal } from '../../../components/credential-reveal';
import {
  GetAdminProductUnitsDocument,
  GetAdminUnitCredentialsDocument,
  UpdateAdminUnitCredentialsDocument,
  WithdrawAdminUnitDocument,
  type AdminInventoryUnitFieldsFragment,
  type AdminProductFieldsFragment,
} from '../../../gql/graphql';
import { useAdminFeedback } from '../../../hooks/use-admin-feedback';
import { UnitLife } from '../../../components/unit-life';
import { messages } from '../../../messages';

type Unit = AdminInventoryUnitFieldsFragment;
const m = messages.products.units;

/** Sold (an order holds it), else the stored status. */
/** A sold unit reads 'sold' unless the warranty burned it; burned, reserved, withdrawn and staged as they are. */
const statusKey = (unit: Unit) =>
  unit.status === 'active' && unit.orderId !== null && unit.orderId !== undefined ? 'sold' : unit.status;
const editable = (unit: Unit) => statusKey(unit) === 'active';

/** What the panel under the table shows: one unit's credentials, or its edit form. */
type Panel = { unitId: number; mode: 'reveal' | 'edit' };

/**
 * 'Hesaplar' of one product row: its credential units (status, batch, line, order), never their
 * credentials in the list. 'Göster' reads one unit's credentials for a reason (asks the admin's
 * password again when the session is not re-authenticated, as the export does; audited), 'Düzenle'
 * does the same and then corrects an unsold unit, 'Geri Çek' withdraws one after a confirmation.
 */
export function UnitsDialog({
  product,
  onOpenChange,
}: {
  product: Pick<AdminProductFieldsFragment, 'id' | 'title'> | null;
  onOpenChange(open: boolean): void;
}) {
  if (!product) return null;
  return <UnitsDialogBody key={product.id} product={product} onOpenChange={onOpenChange} />;
}

function UnitsDialogBody({
  product,
  onOpenChange,
}: {
  product: Pick<AdminProductFieldsFragment, 'id' | 'title'>;
  onOpenChange(open: boolean): void;
}) {
  const client = useApolloClient();
  const { success, failure } = useAdminFeedback();
  const { data, loading, error, refetch } = useQuery(GetAdminProductUnitsDocument, {
    variables: { productId: product.id },
    fetchPolicy: 'network-only',
  });
  const [panel, setPanel] = useState<Panel | null>(null);
  const [confirming, setConfirming] = useState<Unit | null>(null);
  const [lifeOf, setLifeOf] = useState<number | null>(null);
  const [withdraw, withdrawState] = useMutation(WithdrawAdminUnitDocument);
  const units = data?.productUnits ?? [];

  const open = (unitId: number, mode: Panel['mode']) => setPanel({ unitId, mode });

  const refresh = async () => {
    await Promise.all([refetch(), client.refetchQueries({ include: ['GetAdminProductPage'] })]).catch(() => undefined);
  };

  const confirmWithdraw = async () => {
    if (!confirming) return;
    try {
      await withdraw({ variables: { id: confirming.id } });
      success(m.withdrawn);
      if (panel?.unitId === confirming.id) setPanel(null);
      await refresh();
    } catch (failed) {
      failure(failed);
    } finally {
      setConfirming(null);
    }
  };

  const columns: ColumnDef<Unit>[] = [
    { header: m.columns.id, accessorKey: 'id' },
    { header: m.columns.status, cell: ({ row }) => m.status[statusKey(row.original)] ?? row.original.status },
    {
      header: m.columns.batch,
      cell: ({ row }) =>
        row.original.batchId ? (
          <span title={row.original.batchId} css={{ fontFamily: 'ui-monospace, monospace', fontSize: 12 }}>
            {row.original.batchId.slice(0, 8)}
          </span>
        ) : (
          <span css={{ color: theme.colors.textMuted }}>{m.noBatch}</span>
        ),
    },
    { header: m.columns.line, cell: ({ row }) => row.original.line ?? '—' },
    { header: m.columns.order, cell: ({ row }) => (row.original.orderId ? m.order(row.original.orderId) : '—') },
    { header: m.columns.createdAt, cell: ({ row }) => formatTimestamp(row.original.createdAt) },
    {
      header: m.columns.actions,
      cell: ({ row: { original: unit } }) => (
        <div css={{ display: 'flex', gap: 4 }}>
          <Button
            variant="ghost"
            css={compact}
            aria-label={m.revealLabel(unit.id)}
            onClick={() => open(unit.id, 'reveal')}
          >
            {m.reveal}
          </Button>
          <Button
            variant="ghost"
            css={compact}
            aria-label={m.historyLabel(unit.id)}
            aria-pressed={lifeOf === unit.id}
            onClick={() => setLifeOf(lifeOf === unit.id ? null : unit.id)}
          >
            {m.history}
          </Button>
          {editable(unit) && (
            <>
              <Button
                variant="ghost"
                css={compact}
                aria-label={m.editLabel(unit.id)}
                onClick={() => open(unit.id, 'edit')}
              >
                {m.edit}
              </Button>
              <Button
                variant="ghost"
                css={compact}
                aria-label={m.withdrawLabel(unit.id)}
                onClick={() => setConfirming(unit)}
              >
                {m.withdraw}
              </Button>
            </>
          )}
        </div>
      ),
    },
  ];

  return (
    <Dialog
      open
      width={880}
      onOpenChange={onOpenChange}
      title={m.title(product.title)}
      description={m.description}
      closeLabel={messages.dialog.close}
    >
      {loading && !data ? (
        <Loading label={messages.common.loading} />
      ) : error && !data ? (
        <ErrorState
          message={m.loadFailed(errorMessage(error, error.message))}
          action={
            <Button variant="outline" onClick={() => void refetch().catch(() => undefined)}>
              {messages.common.retry}
            </Button>
          }
        />
      ) : units.length === 0 ? (
        <EmptyState title={m.empty} />
      ) : (
        <div css={{ maxHeight: 320, overflowY: 'auto', 'th, td': { padding: '8px 10px' }, td: { fontSize: 14 } }}>
          <DataTable label={m.table} columns={columns} data={units} getRowId={(unit) => String(unit.id)} />
        </div>
      )}

      {lifeOf !== null && (
        <div css={panelCss}>
          <UnitLife unitId={lifeOf} />
        </div>
      )}

      {panel && (
        <UnitPanel
          key={`${panel.unitId}-${panel.mode}`}
          panel={panel}
          onClose={() => setPanel(null)}
          onSaved={async () => {
            success(m.saved);
            setPanel(null);
            await refresh();
          }}
        />
      )}

      <ConfirmDialog
        open={confirming !== null}
        title={m.confirmWithdrawTitle}
        description={confirming ? m.confirmWithdraw(confirming.id) : ''}
        confirmLabel={m.withdraw}
        busy={withdrawState.loading}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setConfirming(null)}
      />
    </Dialog>
  );
}

/** One unit's credentials under the table: the reveal form first (reason, password when asked), then the text or the edit form. */
function UnitPanel({ panel, onClose, onSaved }: { panel: Panel; onClose(): void; onSaved(): Promise<void> }) {
  const client = useApolloClient();
  const [update, updateState] = useMutation(UpdateAdminUnitCredentialsDocument);
  const [saveError, setSaveError] = useState<string | undefined>();
  const { state, submit } = useCredentialReveal(async (reason) => {
    const result = await client.query({
      query: GetAdminUnitCredentialsDocument,
      variables: { id: panel.unitId, reason },
      fetchPolicy: 'no-cache',
    });
    return result.data?.unitCredentials.credentials ?? '';
  });
  const title = panel.mode === 'edit' ? m.editTitle(panel.unitId) : m.credentialsOf(panel.unitId);
  const save = async (credentials: string) => {
    try {
      await update({ variables: { id: panel.unitId, credentials } });
      await onSaved();
    } catch (failed) {
      setSaveError(errorMessage(failed, String((failed as Error).message)));
    }
  };
  return (
    <section aria-label={title} css={panelCss}>
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <strong>{title}</strong>
        <Button variant="ghost" css={compact} onClick={onClose}>
          {m.hide}
        </Button>
      </div>
      {state.step === 'form' && (
        <RevealForm key={String(state.askPassword)} label={title} state={state} onSubmit={submit} />
      )}
      {state.step === 'shown' && panel.mode === 'reveal' && (
        <code css={{ display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 13 }}>
          {state.credentials}
        </code>
      )}
      {state.step === 'shown' && panel.mode === 'edit' && (
        <CredentialsForm
          credentials={state.credentials}
          busy={updateState.loading}
          onEdit={() => saveError && setSaveError(undefined)}
          onSave={(credentials) => save(credentials)}
        />
      )}
      {saveError && (
        <p role="alert" css={{ margin: 0, color: theme.colors.danger, overflowWrap: 'anywhere' }}>
          {saveError}
        </p>
      )}
    </section>
  );
}

/** Corrected credentials of an unsold unit: saved only when not blank and changed. */
function CredentialsForm({
  credentials,
  busy,
  onEdit,
  onSave,
}: {
  credentials: string;
  busy: boolean;
  onEdit(): void;
  onSave(credentials: string): Promise<void>;
}) {
  const schema = z.object({ draft: z.string().refine((value) => value.trim() !== '' && value !== credentials) });
  const { register, handleSubmit, watch } = useForm<z.infer<typeof schema>>({
    defaultValues: { draft: credentials },
    resolver: zodResolver(schema),
  });
  const draft = watch('draft');
  return (
    <form
      onSubmit={(event) => void handleSubmit(({ draft }) => onSave(draft))(event)}
      noValidate
      css={{ display: 'grid', gap: 8 }}
    >
      <Field label={m.credentials} hint={m.editHint}>
        {(control) => (
          <TextArea
            {...control}
            css={{ minHeight: 90, fontFamily: 'ui-monospace, monospace', fontSize: 13 }}
            {...register('draft', { onChange: onEdit })}
          />
        )}
      </Field>
      <div>
        <Button type="submit" disabled={busy || !draft.trim() || draft === credentials}>
          {busy ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}

const compact = { minHeight: 32, padding: '4px 10px', fontSize: 13 };

const panelCss = {
  display: 'grid',
  gap: 10,
  marginTop: 14,
  padding: 12,
  border: `1px solid ${theme.colors.borderMuted}`,
  borderRadius: theme.radius,
};
