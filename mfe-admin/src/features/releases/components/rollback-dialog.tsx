import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Dialog, Field, TextArea, formActions, theme } from '@shop/ui';
import { useAdminFeedback } from '../../../hooks/use-admin-feedback';
import { messages } from '../../../messages';
import { DeliveryError, deliveryApi, type DeliveredRemote, type GateResult } from '../api/delivery-api';
import { shortBuild } from '../release-format';

const m = messages.releases;

const rollbackSchema = z.object({
  reason: z.string().trim().min(1, { error: m.reasonRequired }).max(500, { error: m.reasonTooLong }),
});
type RollbackValues = z.infer<typeof rollbackSchema>;

/** Why the server did not switch: a refusal by the gates (422) or another switch first (409). */
type Refusal = { kind: 'gates'; gates: GateResult[] } | { kind: 'stale'; currentRevision?: number };

/**
 * 'Geri al': rolls a remote back to one of its kept builds (`POST /api/delivery/remotes/{name}/rollback`)
 * with a reason for the audit. The gates' problems (422) and a switch that came first (409) stay
 * in the dialog; the tab reloads after any answer that may have changed the board.
 */
export function RollbackDialog({
  remote,
  buildId,
  onClose,
  onChanged,
}: {
  remote: DeliveredRemote;
  buildId: string | null;
  onClose(): void;
  onChanged(): void;
}) {
  const { success, failure } = useAdminFeedback();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RollbackValues>({ defaultValues: { reason: '' }, resolver: zodResolver(rollbackSchema) });
  useEffect(() => {
    if (buildId) {
      reset({ reason: '' });
      setRefusal(null);
    }
  }, [buildId, reset]);

  const onSubmit = async ({ reason }: RollbackValues) => {
    if (!buildId) return;
    setRefusal(null);
    try {
      const { revision } = await deliveryApi.rollback(remote, buildId, reason);
      success(m.rolledBack(shortBuild(buildId), revision));
      onChanged();
      onClose();
    } catch (error) {
      if (error instanceof DeliveryError && error.status === 422) {
        setRefusal({ kind: 'gates', gates: (error.body?.gates ?? []).filter((gate) => gate.problems.length) });
      } else if (error instanceof DeliveryError && error.status === 409) {
        setRefusal({ kind: 'stale', currentRevision: error.body?.currentRevision });
        onChanged();
      } else failure(error);
    }
  };

  return (
    <Dialog
      open={buildId !== null}
      onOpenChange={(next) => !next && onClose()}
      title={m.rollbackTitle(m.remoteNames[remote])}
      description={buildId ? m.rollbackText(shortBuild(buildId)) : undefined}
      closeLabel={messages.dialog.close}
      wide
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <Field label={m.reason} error={errors.reason}>
          {(control) => <TextArea {...control} maxLength={500} {...register('reason')} />}
        </Field>
        {refusal && (
          <div
            role="alert"
            css={{
              marginTop: 14,
              padding: '10px 12px',
              borderRadius: 8,
              border: `1px solid ${theme.colors.danger}`,
              background: theme.colors.dangerSurface,
            }}
          >
            {refusal.kind === 'stale' ? (
              <p css={{ margin: 0 }}>{m.stale(refusal.currentRevision)}</p>
            ) : (
              <>
                <p css={{ margin: '0 0 6px', fontWeight: 700 }}>{m.refused}</p>
                <ul css={{ margin: 0, paddingLeft: 18 }}>
                  {refusal.gates.map((gate) => (
                    <li key={gate.gate}>
                      <strong>{m.gateNames[gate.gate] ?? gate.gate}</strong>
                      <ul css={{ margin: '2px 0 6px', paddingLeft: 18 }}>
                        {gate.problems.map((problem) => (
                          <li key={problem} css={{ overflowWrap: 'anywhere' }}>
                            {problem}
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
        <div css={formActions}>
          <Button variant="outline" onClick={onClose}>
            {messages.common.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? m.rollingBack : m.rollback}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
