import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { API_KEY_SCOPES } from '@shop/shared';
import {
  Button,
  CodeCheckboxes,
  Dialog,
  EmptyState,
  ErrorState,
  Field,
  Input,
  Loading,
  ShownOnce,
  formatTimestamp,
  theme,
} from '@shop/ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { listStates } from '../../../components/load-failure';
import { needsStepUp, useStepUp } from '../../../components/step-up-dialog';
import {
  CreateAdminUserApiKeyDocument,
  GetAdminUserApiKeysDocument,
  RevokeAdminUserApiKeyDocument,
  RollAdminUserApiKeyDocument,
  SetAdminApiKeyLimitsDocument,
  type AdminApiKeyFieldsFragment,
} from '../../../gql/graphql';
import { useAdminFeedback } from '../../../hooks/use-admin-feedback';
import { messages } from '../../../messages';

const m = messages.users.apiKeys;
const shownTexts = {
  note: m.shownOnce,
  label: m.newKey,
  copy: m.copy,
  copied: m.copied,
  copyFailed: m.copyFailed,
  done: m.saved,
};
type Key = AdminApiKeyFieldsFragment;

const row = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' } as const;
const muted = { margin: 0, color: theme.colors.textMuted, fontSize: 14 } as const;
const MAX_LIMIT = 100_000;

const limitText = (value: number | null | undefined) =>
  value == null ? m.defaultLimit : value.toLocaleString('tr-TR');

/**
 * 'API Anahtarları' of a user in the panel (issue 37): the user's keys with their scopes, use and
 * limits; create, roll (the old key works 24 hours more) and revoke, each a key action the server
 * asks the admin's step-up for (the dialog opens, then the action runs again); the limits per key.
 */
export function ApiKeysPanel({ userId }: { userId: number }) {
  const { success, failure } = useAdminFeedback();
  const stepUp = useStepUp();
  const query = useQuery(GetAdminUserApiKeysDocument, { variables: { userId }, fetchPolicy: 'network-only' });
  const refetchQueries = [{ query: GetAdminUserApiKeysDocument, variables: { userId } }];
  const options = { refetchQueries, awaitRefetchQueries: true };
  const [create, createState] = useMutation(CreateAdminUserApiKeyDocument, options);
  const [roll, rollState] = useMutation(RollAdminUserApiKeyDocument, options);
  const [revoke, revokeState] = useMutation(RevokeAdminUserApiKeyDocument, options);
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<Key | null>(null);
  const [limiting, setLimiting] = useState<Key | null>(null);
  const busy = createState.loading || rollState.loading || revokeState.loading;

  /** Runs a key action; refused for want of the step-up, it asks for it and runs again. */
  const act = async (run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      if (needsStepUp(error)) stepUp.ask(() => act(run));
      else failure(error);
    }
  };

  const onCreate = (name: string, scopes: string[]) =>
    act(async () => {
      const { data } = await create({ variables: { userId, input: { name, scopes } } });
      if (!data) return;
      setCreating(false);
      setShown(data.adminCreateApiKey.key);
      success(m.created(name));
    });

  const onRoll = (key: Key) =>
    act(async () => {
      const { data } = await roll({ variables: { id: key.id } });
      if (!data) return;
      setShown(data.adminRollApiKey);
      success(m.rolled(key.name));
    });

  const onRevoke = async (key: Key) => {
    await act(async () => {
      await revoke({ variables: { id: key.id } });
      success(m.revoked(key.name));
    });
    setRevoking(null);
  };

  return (
    <div css={{ display: 'grid', gap: 14 }}>
      <p css={muted}>{m.intro}</p>
      {shown && <ShownOnce value={shown} texts={shownTexts} onDone={() => setShown(null)} />}
      <KeyList
        query={query}
        keys={query.data?.adminApiKeys ?? null}
        busy={busy}
        onRoll={(key) => void onRoll(key)}
        onLimits={setLimiting}
        onRevoke={setRevoking}
      />
      {creating ? (
        <CreateForm
          busy={busy}
          onCancel={() => setCreating(false)}
          onSubmit={(name, scopes) => void onCreate(name, scopes)}
        />
      ) : (
        <div>
          <Button variant="outline" onClick={() => setCreating(true)}>
            {m.create}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={m.revokeTitle}
        description={revoking ? m.revokeText(revoking.name) : ''}
        confirmLabel={m.revoke}
        busy={revokeState.loading}
        onConfirm={() => revoking && void onRevoke(revoking)}
        onCancel={() => setRevoking(null)}
      />
      {limiting && <LimitsDialog apiKey={limiting} onClose={() => setLimiting(null)} />}
      {stepUp.dialog}
    </div>
  );
}

/** The keys as a list (a dialog is too narrow for a table of them): each with what staff weigh, and its actions. */
function KeyList(props: {
  query: Parameters<typeof listStates>[0];
  keys: Key[] | null;
  busy: boolean;
  onRoll(key: Key): void;
  onLimits(key: Key): void;
  onRevoke(key: Key): void;
}) {
  const states = listStates(props.query, { loadError: m.loadError, empty: m.empty });
  if (states.loading) return <Loading label={states.loading} />;
  if (states.error) return <ErrorState {...states.error} />;
  if (!props.keys?.length) return <EmptyState title={m.empty} />;
  return (
    <ul aria-label={m.label} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
      {props.keys.map((key) => (
        <li
          key={key.id}
          css={[
            row,
            {
              justifyContent: 'space-between',
              padding: '12px 14px',
              border: `1px solid ${theme.colors.border}`,
              borderRadius: theme.radius,
            },
          ]}
        >
          <div css={{ display: 'grid', gap: 4, minWidth: 0 }}>
            <span>
              <strong>{key.name}</strong> <code>…{key.lastFour}</code>
            </span>
            <p css={muted}>
              {m.columns.scopes}: {key.scopes.join(', ')}
            </p>
            <p css={muted}>
              {m.columns.lastUsed}: {key.lastUsedAt ? formatTimestamp(key.lastUsedAt) : m.never} ·{' '}
              {key.expiresAt ? `${m.columns.expires}: ${formatTimestamp(key.expiresAt)}` : m.noExpiry}
            </p>
            <p css={muted}>
              {m.columns.limits}: {m.limits(limitText(key.requestsPerMinute), limitText(key.ordersPerMinute))}
            </p>
          </div>
          <div css={row}>
            <Button
              variant="outline"
              disabled={props.busy}
              aria-label={m.rollNamed(key.name)}
              onClick={() => props.onRoll(key)}
            >
              {m.roll}
            </Button>
            <Button variant="outline" aria-label={m.editLimitsNamed(key.name)} onClick={() => props.onLimits(key)}>
              {m.editLimits}
            </Button>
            <Button variant="outline" aria-label={m.revokeNamed(key.name)} onClick={() => props.onRevoke(key)}>
              {m.revoke}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function CreateForm(props: { busy: boolean; onCancel(): void; onSubmit(name: string, scopes: string[]): void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['products:read']);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(m.nameMissing);
    if (!scopes.length) return setError(m.scopesMissing);
    setError(undefined);
    props.onSubmit(name.trim(), scopes);
  };
  return (
    <form noValidate onSubmit={submit} css={{ display: 'grid', gap: 12, maxWidth: 480 }}>
      <Field label={m.name} hint={m.nameHint}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            maxLength={64}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      <CodeCheckboxes legend={m.scopes} options={API_KEY_SCOPES} selected={scopes} onChange={setScopes} />
      {error && (
        <p role="alert" css={{ margin: 0, color: theme.colors.danger }}>
          {error}
        </p>
      )}
      <div css={row}>
        <Button type="submit" disabled={props.busy}>
          {m.createSubmit}
        </Button>
        <Button variant="ghost" onClick={props.onCancel}>
          {messages.common.cancel}
        </Button>
      </div>
    </form>
  );
}

/** A limit as typed: empty is the shop's default (null); else a whole number from 1 to 100,000. */
function parseLimit(typed: string): number | null | undefined {
  const given = typed.trim().replace(/[.\s]/g, '');
  if (!given) return null;
  if (!/^\d+$/.test(given)) return undefined;
  const value = Number(given);
  return value >= 1 && value <= MAX_LIMIT ? value : undefined;
}

function LimitsDialog({ apiKey, onClose }: { apiKey: Key; onClose(): void }) {
  const { success, failure } = useAdminFeedback();
  const [requests, setRequests] = useState(apiKey.requestsPerMinute?.toString() ?? '');
  const [orders, setOrders] = useState(apiKey.ordersPerMinute?.toString() ?? '');
  const [error, setError] = useState<string | undefined>();
  const [save, { loading }] = useMutation(SetAdminApiKeyLimitsDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const requestsPerMinute = parseLimit(requests);
    const ordersPerMinute = parseLimit(orders);
    if (requestsPerMinute === undefined || ordersPerMinute === undefined) return setError(m.limitInvalid);
    setError(undefined);
    try {
      await save({ variables: { id: apiKey.id, limits: { requestsPerMinute, ordersPerMinute } } });
      success(m.limitsSaved(apiKey.name));
      onClose();
    } catch (failed) {
      failure(failed);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={m.limitsTitle(apiKey.name)}
      description={m.limitsText}
      closeLabel={messages.dialog.close}
      actions={
        <>
          <Button variant="outline" onClick={onClose}>
            {messages.common.cancel}
          </Button>
          <Button type="submit" form="api-key-limits" disabled={loading}>
            {m.saveLimits}
          </Button>
        </>
      }
    >
      <form id="api-key-limits" noValidate onSubmit={(event) => void submit(event)} css={{ display: 'grid', gap: 12 }}>
        <Field label={m.requestsPerMinute} error={error}>
          {(control) => (
            <Input {...control} inputMode="numeric" value={requests} onChange={(e) => setRequests(e.target.value)} />
          )}
        </Field>
        <Field label={m.ordersPerMinute}>
          {(control) => (
            <Input {...control} inputMode="numeric" value={orders} onChange={(e) => setOrders(e.target.value)} />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
