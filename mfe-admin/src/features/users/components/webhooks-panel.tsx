import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Dialog, EmptyState, ErrorState, Field, Input, Loading, formatTimestamp, theme } from '@shop/ui';
import { listStates } from '../../../components/load-failure';
import {
  DisableAdminWebhookEndpointDocument,
  EnableAdminWebhookEndpointDocument,
  GetAdminUserWebhooksDocument,
  GetAdminWebhookDeliveriesDocument,
  RedeliverAdminWebhookDocument,
  type AdminWebhookDeliveryFieldsFragment,
  type AdminWebhookEndpointFieldsFragment,
} from '../../../gql/graphql';
import { useAdminFeedback } from '../../../hooks/use-admin-feedback';
import { messages } from '../../../messages';

const m = messages.users.webhooks;
const MAX_REASON = 200;
type Endpoint = AdminWebhookEndpointFieldsFragment;
type Delivery = AdminWebhookDeliveryFieldsFragment;

const row = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' } as const;
const muted = { margin: 0, color: theme.colors.textMuted, fontSize: 14 } as const;
const list = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 } as const;
const card = {
  padding: '12px 14px',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
} as const;

/** A small status pill: green when all is well, red when not, plain otherwise. */
function Pill({ text, tone }: { text: string; tone: 'good' | 'bad' | 'plain' }) {
  const colours = {
    good: { border: theme.colors.success, background: theme.colors.successSurface },
    bad: { border: theme.colors.danger, background: theme.colors.dangerSurface },
    plain: { border: theme.colors.borderMuted, background: 'transparent' },
  }[tone];
  return (
    <span
      css={{
        padding: '2px 8px',
        borderRadius: 999,
        border: `1px solid ${colours.border}`,
        background: colours.background,
        fontSize: 12,
        fontWeight: 600,
        lineHeight: '18px',
        whiteSpace: 'nowrap',
      }}
    >
      {text}
    </span>
  );
}

/**
 * "Webhook'lar" of a user in the panel (issue 37 item 5): the endpoints the user added through
 * /api/v1 (never their secrets), each with its delivery log on demand and Redeliver per delivery.
 */
export function WebhooksPanel({ userId }: { userId: number }) {
  const query = useQuery(GetAdminUserWebhooksDocument, { variables: { userId }, fetchPolicy: 'network-only' });
  const states = listStates(query, { loadError: m.loadError, empty: m.empty });
  const endpoints = query.data?.adminWebhookEndpoints ?? null;
  return (
    <div css={{ display: 'grid', gap: 14 }}>
      <p css={muted}>{m.intro}</p>
      {states.loading ? (
        <Loading label={states.loading} />
      ) : states.error ? (
        <ErrorState {...states.error} />
      ) : !endpoints?.length ? (
        <EmptyState title={m.empty} />
      ) : (
        <ul aria-label={m.label} css={list}>
          {endpoints.map((endpoint) => (
            <EndpointItem key={endpoint.id} userId={userId} endpoint={endpoint} />
          ))}
        </ul>
      )}
    </div>
  );
}

function EndpointItem({ userId, endpoint }: { userId: number; endpoint: Endpoint }) {
  const { success, failure } = useAdminFeedback();
  const [open, setOpen] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const [enable, enabling] = useMutation(EnableAdminWebhookEndpointDocument, {
    refetchQueries: [{ query: GetAdminUserWebhooksDocument, variables: { userId } }],
    awaitRefetchQueries: true,
  });
  const active = endpoint.status === 'active';
  const onEnable = async () => {
    try {
      await enable({ variables: { id: endpoint.id } });
      success(m.enabled(endpoint.url));
    } catch (error) {
      failure(error);
    }
  };
  return (
    <li css={[card, { display: 'grid', gap: 8 }]}>
      <div css={[row, { justifyContent: 'space-between' }]}>
        <code css={{ wordBreak: 'break-all', minWidth: 0 }}>{endpoint.url}</code>
        <Pill text={m.statuses[endpoint.status] ?? endpoint.status} tone={active ? 'good' : 'bad'} />
      </div>
      {!active && endpoint.disabledReason && (
        <p css={[muted, { color: theme.colors.text, overflowWrap: 'anywhere' }]}>
          {m.disabledReason}: {endpoint.disabledReason}
        </p>
      )}
      <p css={muted}>
        {m.events}: {endpoint.events.join(', ')}
      </p>
      <p css={muted}>
        {m.created}: {formatTimestamp(endpoint.createdAt)}
      </p>
      <div css={row}>
        <Button
          variant="outline"
          aria-expanded={open}
          aria-label={open ? m.hideLog : m.showLogNamed(endpoint.url)}
          onClick={() => setOpen(!open)}
        >
          {open ? m.hideLog : m.showLog}
        </Button>
        {active ? (
          <Button variant="outline" aria-label={m.disableNamed(endpoint.url)} onClick={() => setDisabling(true)}>
            {m.disable}
          </Button>
        ) : (
          <Button
            variant="outline"
            disabled={enabling.loading}
            aria-label={m.enableNamed(endpoint.url)}
            onClick={() => void onEnable()}
          >
            {m.enable}
          </Button>
        )}
      </div>
      {open && <DeliveryLog userId={userId} endpoint={endpoint} />}
      {disabling && <DisableDialog userId={userId} endpoint={endpoint} onClose={() => setDisabling(false)} />}
    </li>
  );
}

/** One endpoint's delivery log, newest first; Redeliver queues a line again and both lists refresh. */
function DeliveryLog({ userId, endpoint }: { userId: number; endpoint: Endpoint }) {
  const { success, failure } = useAdminFeedback();
  const variables = { endpointId: endpoint.id };
  const query = useQuery(GetAdminWebhookDeliveriesDocument, { variables, fetchPolicy: 'network-only' });
  const [redeliver, { loading: busy }] = useMutation(RedeliverAdminWebhookDocument, {
    // A redelivery enables a disabled endpoint again: its status refreshes too.
    refetchQueries: [
      { query: GetAdminWebhookDeliveriesDocument, variables },
      { query: GetAdminUserWebhooksDocument, variables: { userId } },
    ],
    awaitRefetchQueries: true,
  });
  const onRedeliver = async (delivery: Delivery) => {
    try {
      await redeliver({ variables: { endpointId: endpoint.id, deliveryId: delivery.id } });
      success(m.redelivered(delivery.id));
    } catch (error) {
      failure(error);
    }
  };
  const states = listStates(query, { loadError: m.logError, empty: m.logEmpty });
  if (states.loading) return <Loading label={states.loading} />;
  if (states.error) return <ErrorState {...states.error} />;
  const lines = query.data?.adminWebhookDeliveries ?? [];
  if (!lines.length) return <EmptyState title={m.logEmpty} />;
  return (
    <ul aria-label={m.logLabel(endpoint.url)} css={list}>
      {lines.map((delivery) => (
        <li
          key={delivery.id}
          css={[card, row, { justifyContent: 'space-between', borderColor: theme.colors.borderMuted }]}
        >
          <div css={{ display: 'grid', gap: 4, minWidth: 0 }}>
            <span css={row}>
              <strong>#{delivery.id}</strong> <code>{delivery.eventType}</code>
              <Pill
                text={m.deliveryStatuses[delivery.status] ?? delivery.status}
                tone={delivery.status === 'delivered' ? 'good' : delivery.status === 'failed' ? 'bad' : 'plain'}
              />
            </span>
            <p css={muted}>
              {m.attempts}: {delivery.attempts} · {m.response}: {delivery.responseStatus ?? m.noResponse}
            </p>
            {delivery.lastError && (
              <p css={[muted, { overflowWrap: 'anywhere' }]}>
                {m.lastError}: {delivery.lastError}
              </p>
            )}
            <p css={muted}>
              {m.createdAt}: {formatTimestamp(delivery.createdAt)}
              {delivery.nextAttemptAt && ` · ${m.nextAttempt}: ${formatTimestamp(delivery.nextAttemptAt)}`}
              {delivery.deliveredAt && ` · ${m.deliveredAt}: ${formatTimestamp(delivery.deliveredAt)}`}
            </p>
          </div>
          <Button
            variant="outline"
            disabled={busy}
            aria-label={m.redeliverNamed(delivery.id)}
            onClick={() => void onRedeliver(delivery)}
          >
            {m.redeliver}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Stops an endpoint for a reason the user is e-mailed (required, at most 200 characters). */
function DisableDialog({ userId, endpoint, onClose }: { userId: number; endpoint: Endpoint; onClose(): void }) {
  const { success, failure } = useAdminFeedback();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [disable, { loading }] = useMutation(DisableAdminWebhookEndpointDocument, {
    refetchQueries: [{ query: GetAdminUserWebhooksDocument, variables: { userId } }],
    awaitRefetchQueries: true,
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const why = reason.trim();
    if (!why) return setError(m.reasonMissing);
    setError(undefined);
    try {
      await disable({ variables: { id: endpoint.id, reason: why } });
      success(m.disabled(endpoint.url));
      onClose();
    } catch (failed) {
      failure(failed);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={m.disableTitle}
      description={m.disableText(endpoint.url)}
      closeLabel={messages.dialog.close}
      actions={
        <>
          <Button variant="outline" onClick={onClose}>
            {messages.common.cancel}
          </Button>
          <Button type="submit" form={`webhook-disable-${endpoint.id}`} disabled={loading}>
            {m.disable}
          </Button>
        </>
      }
    >
      <form id={`webhook-disable-${endpoint.id}`} noValidate onSubmit={(event) => void submit(event)}>
        <Field label={m.reason} hint={m.reasonHint} error={error}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              maxLength={MAX_REASON}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
