import { useCallback, useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  Button,
  Checkbox,
  DataTable,
  Dialog,
  ErrorState,
  Field,
  FieldGrid,
  Input,
  Loading,
  formActions,
  formatCalendarDate,
  formatTimestamp,
  panel,
  theme,
  wrapText,
  type ColumnDef,
} from '@shop/ui';
import { usePasskeyStepUp } from '../../../components/passkey-step-up';
import { ReauthField } from '../../../components/reauth-field';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAdminFeedback } from '../../../hooks/use-admin-feedback';
import { messages } from '../../../messages';
import { DELIVERED_REMOTES, DeliveryError, deliveryApi, reauthenticate, type DeployToken } from '../api/delivery-api';
import { ago } from '../release-format';

const m = messages.releases.tokens;
const remoteNames = messages.releases.remoteNames;

const muted = css`
  color: ${theme.colors.textMuted};
`;

const tokenSchema = z.object({
  name: z.string().trim().min(1, { error: m.nameRequired }).max(100, { error: m.nameTooLong }),
  remotes: z.array(z.enum(DELIVERED_REMOTES)).min(1, { error: m.remotesRequired }),
  expiresAt: z
    .string()
    .refine((value) => !value || new Date(`${value}T23:59:59`).getTime() > Date.now(), { error: m.expiryPast }),
});
type TokenValues = z.infer<typeof tokenSchema>;

const tokenStatus = (token: DeployToken): keyof typeof m.statuses =>
  token.revokedAt
    ? 'revoked'
    : token.expiresAt && new Date(token.expiresAt).getTime() <= Date.now()
      ? 'expired'
      : 'active';

/** Dağıtım anahtarları (issue 31, item 6): the tokens teams publish with, created, listed and revoked here. */
export function DeployTokens() {
  const { success, failure } = useAdminFeedback();
  const [state, setState] = useState<{ tokens?: DeployToken[]; error?: boolean; loading: boolean }>({ loading: true });
  const [reload, setReload] = useState(0);
  const refresh = useCallback(() => setReload((n) => n + 1), []);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<DeployToken | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: false }));
    deliveryApi
      .tokens(controller.signal)
      .then((tokens) => setState({ tokens, loading: false }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ error: true, loading: false });
      });
    return () => controller.abort();
  }, [reload]);

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await deliveryApi.revokeToken(revoking.id);
      success(m.revoked(revoking.name));
      setRevoking(null);
      refresh();
    } catch (error) {
      failure(error);
    } finally {
      setBusy(false);
    }
  };

  const columns: ColumnDef<DeployToken>[] = [
    { header: m.columns.name, accessorKey: 'name' },
    {
      header: m.columns.hint,
      cell: ({ row }) => <span css={{ fontFamily: 'ui-monospace, monospace' }}>{row.original.hint}</span>,
    },
    {
      header: m.columns.remotes,
      // The remotes' own names, as teams pass them to `npm run release`; a long list wraps, so the
      // revoke button stays in view beside the admin menu.
      cell: ({ row }) => <span css={wrapText}>{row.original.remotes.join(', ')}</span>,
    },
    {
      header: m.columns.expiresAt,
      cell: ({ row }) => (row.original.expiresAt ? formatCalendarDate(row.original.expiresAt) : m.noExpiry),
    },
    {
      header: m.columns.lastUsedAt,
      cell: ({ row }) =>
        row.original.lastUsedAt ? (
          <span title={formatTimestamp(row.original.lastUsedAt)}>{ago(row.original.lastUsedAt)}</span>
        ) : (
          messages.common.never
        ),
    },
    { header: m.columns.status, cell: ({ row }) => m.statuses[tokenStatus(row.original)] },
    {
      header: m.columns.actions,
      cell: ({ row }) =>
        tokenStatus(row.original) === 'active' ? (
          <Button
            variant="outline"
            aria-label={m.revokeLabel(row.original.name)}
            onClick={() => setRevoking(row.original)}
          >
            {m.revoke}
          </Button>
        ) : null,
    },
  ];

  const { tokens, error, loading } = state;
  return (
    <section aria-label={m.title} css={[panel, { padding: 16, minWidth: 0 }]}>
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <h3 css={{ margin: 0, fontSize: 18 }}>{m.title}</h3>
        <Button onClick={() => setCreating(true)}>{m.create}</Button>
      </div>
      <p css={[muted, { margin: '6px 0 14px' }]}>{m.intro}</p>
      {loading && !tokens ? (
        <Loading label={messages.common.loading} />
      ) : error && !tokens ? (
        <ErrorState
          message={m.loadError}
          action={
            <Button variant="outline" onClick={refresh}>
              {messages.common.retry}
            </Button>
          }
        />
      ) : tokens?.length ? (
        <DataTable label={m.tableLabel} columns={columns} data={tokens} getRowId={(token) => token.id} />
      ) : (
        <p css={[muted, { margin: 0 }]}>{m.empty}</p>
      )}
      <CreateTokenDialog open={creating} onClose={() => setCreating(false)} onCreated={refresh} />
      <ConfirmDialog
        open={revoking !== null}
        title={m.revokeTitle}
        description={revoking ? m.revokeText(revoking.name) : ''}
        confirmLabel={m.revoke}
        busy={busy}
        onConfirm={() => void revoke()}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}

const passwordSchema = z.object({ password: z.string().min(1) });

/**
 * A new token: its name, remotes and optional expiry; the server asks for the admin's password
 * again (403 REAUTH_REQUIRED), then the token is shown this once with a copy button.
 */
function CreateTokenDialog({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(): void }) {
  const { failure } = useAdminFeedback();
  const [step, setStep] = useState<
    { kind: 'form' } | { kind: 'password'; values: TokenValues; code?: boolean } | { kind: 'shown'; token: string }
  >({
    kind: 'form',
  });
  const [copied, setCopied] = useState(false);
  const passkey = usePasskeyStepUp();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const form = useForm<TokenValues>({
    defaultValues: { name: '', remotes: [], expiresAt: '' },
    resolver: zodResolver(tokenSchema),
  });
  const password = useForm<z.infer<typeof passwordSchema>>({
    defaultValues: { password: '' },
    resolver: zodResolver(passwordSchema),
  });
  useEffect(() => {
    if (open) {
      form.reset({ name: '', remotes: [], expiresAt: '' });
      setStep({ kind: 'form' });
      setCopied(false);
    }
  }, [open, form]);

  const create = async (values: TokenValues) => {
    try {
      const { token } = await deliveryApi.createToken({
        name: values.name.trim(),
        remotes: values.remotes,
        ...(values.expiresAt ? { expiresAt: new Date(`${values.expiresAt}T23:59:59`).toISOString() } : {}),
      });
      setStep({ kind: 'shown', token });
      onCreated();
    } catch (error) {
      if (error instanceof DeliveryError && error.body?.code === 'REAUTH_REQUIRED')
        setStep({ kind: 'password', values });
      else failure(error);
    }
  };

  const confirmPassword = password.handleSubmit(async (answer) => {
    if (step.kind !== 'password') return;
    password.reset({ password: '' });
    try {
      await reauthenticate(step.code ? answer.password.trim() : answer.password, step.code ? 'code' : 'password');
    } catch (error) {
      // An account with an authenticator app: the code, not the password (a passkey alone: the button).
      if (
        error instanceof DeliveryError &&
        error.body?.secondFactorRequired === true &&
        (error.body.methods?.includes('totp') ?? true)
      )
        setStep({ kind: 'password', values: step.values, code: true });
      else failure(error);
      return;
    }
    await create(step.values);
  });

  const confirmWithPasskey = async () => {
    if (step.kind !== 'password') return;
    setPasskeyBusy(true);
    try {
      await passkey.stepUp();
    } catch {
      failure(new Error(messages.stepUp.passkeyFailed));
      return;
    } finally {
      setPasskeyBusy(false);
    }
    await create(step.values);
  };

  // The token lives only in this dialog's state: closing it forgets the token.
  const close = () => {
    setStep({ kind: 'form' });
    onClose();
  };
  const errors = form.formState.errors;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={step.kind === 'shown' ? m.createdTitle : m.createTitle}
      closeLabel={messages.dialog.close}
      wide
    >
      {step.kind === 'shown' ? (
        <div css={{ display: 'grid', gap: 12 }}>
          <p role="status" css={{ margin: 0 }}>
            {m.createdText}
          </p>
          <div css={{ display: 'flex', gap: 8 }}>
            <Input
              readOnly
              aria-label={m.tokenLabel}
              value={step.token}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              variant="outline"
              onClick={() =>
                void navigator.clipboard?.writeText(step.token).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? m.copied : m.copy}
            </Button>
          </div>
          <div css={formActions}>
            <Button onClick={close}>{m.done}</Button>
          </div>
        </div>
      ) : step.kind === 'password' ? (
        <form noValidate onSubmit={(event) => void confirmPassword(event)} css={{ display: 'grid', gap: 8 }}>
          <p css={[muted, { margin: 0, fontSize: 13 }]}>{step.code ? m.codeText : m.reauthText}</p>
          <ReauthField
            code={Boolean(step.code)}
            label={step.code ? m.code : m.password}
            registration={password.register('password')}
            focusPassword
            passkey={passkey.available ? { onUse: () => void confirmWithPasskey(), busy: passkeyBusy } : undefined}
          />
          <div>
            <Button type="submit" disabled={!password.watch('password') || password.formState.isSubmitting}>
              {m.reauthSubmit}
            </Button>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(create)}>
          <FieldGrid columns={1}>
            <Field label={m.name} error={errors.name}>
              {(control) => <Input {...control} maxLength={100} {...form.register('name')} />}
            </Field>
            <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 6 }}>
              <legend css={{ fontWeight: 700, marginBottom: 6 }}>{m.remotes}</legend>
              {DELIVERED_REMOTES.map((name) => (
                <Checkbox key={name} label={remoteNames[name]} value={name} {...form.register('remotes')} />
              ))}
              {errors.remotes && (
                <p role="alert" css={{ margin: 0, color: theme.colors.danger, fontSize: 13 }}>
                  {errors.remotes.message}
                </p>
              )}
            </fieldset>
            <Field label={m.expiresAt} error={errors.expiresAt}>
              {(control) => <Input {...control} type="date" {...form.register('expiresAt')} />}
            </Field>
          </FieldGrid>
          <div css={formActions}>
            <Button variant="outline" onClick={close}>
              {messages.common.cancel}
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? m.creating : m.submit}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
