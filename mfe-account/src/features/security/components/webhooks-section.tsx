import { useState, type FormEvent } from 'react';
import { WEBHOOK_EVENTS } from '@shop/shared';
import { Button, CodeCheckboxes, formatDateTimeToMinute, panel, ShownOnce, theme } from '@shop/ui';
import { InputField } from '../../../components/form-fields';
import { messages } from '../../../messages';
import { useWebhookActions, useWebhookDeliveries, useWebhookEndpoints } from '../hooks/use-webhooks';

const m = messages.webhooks;
const shownTexts = {
  note: m.secretShownOnce,
  label: m.secret,
  copy: m.copy,
  copied: m.copied,
  copyFailed: m.copyFailed,
  done: m.saved,
};

const muted = { margin: 0, color: theme.colors.textMuted } as const;
const row = { display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' } as const;
const list = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 } as const;

type View = { kind: 'list' } | { kind: 'add' } | { kind: 'secret'; secret: string };

/**
 * 'Webhook’lar' of 'Güvenlik' (issue 37): the reseller's endpoints with their status, adding one
 * (its signing secret shown once), deleting one, and each endpoint's delivery log with 'Yeniden
 * gönder'. The same endpoints as `/api/v1/webhooks`.
 */
export function WebhooksSection() {
  const { endpoints, loading, error } = useWebhookEndpoints();
  const actions = useWebhookActions();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [open, setOpen] = useState<number | null>(null);
  const back = () => setView({ kind: 'list' });

  return (
    <section css={[panel, { padding: 24, display: 'grid', gap: 14 }]} aria-labelledby="security-webhooks">
      <h3 id="security-webhooks" css={{ margin: 0 }}>
        {m.title}
      </h3>
      <p css={muted}>{m.intro}</p>
      {view.kind === 'secret' ? (
        <ShownOnce value={view.secret} texts={shownTexts} onDone={back} />
      ) : view.kind === 'add' ? (
        <AddForm
          busy={actions.busy}
          onCancel={back}
          onSubmit={async (url, events) => {
            const secret = await actions.create(url, events);
            if (secret) setView({ kind: 'secret', secret });
            return Boolean(secret);
          }}
        />
      ) : (
        <>
          {loading && <p css={muted}>{messages.common.loading}</p>}
          {error && <p role="alert">{m.loadFailed}</p>}
          {endpoints && endpoints.length === 0 && <p css={muted}>{m.none}</p>}
          {endpoints && endpoints.length > 0 && (
            <ul aria-label={m.title} css={list}>
              {endpoints.map((endpoint) => (
                <li key={endpoint.id} css={{ display: 'grid', gap: 8 }}>
                  <div css={[row, { justifyContent: 'space-between' }]}>
                    <div css={{ minWidth: 0 }}>
                      <code css={{ overflowWrap: 'anywhere' }}>{endpoint.url}</code>
                      <p css={muted}>{endpoint.events.join(', ')}</p>
                      <p css={muted}>
                        {endpoint.status === 'active'
                          ? m.active
                          : m.disabledBecause(endpoint.disabledReason ?? m.disabled)}{' '}
                        · {m.added(formatDateTimeToMinute(endpoint.createdAt))}
                      </p>
                    </div>
                    <div css={row}>
                      <Button
                        variant="outline"
                        aria-expanded={open === endpoint.id}
                        aria-label={open === endpoint.id ? m.hideDeliveries : m.deliveriesOf(endpoint.url)}
                        onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}
                      >
                        {open === endpoint.id ? m.hideDeliveries : m.deliveries}
                      </Button>
                      <Button
                        variant="outline"
                        disabled={actions.busy}
                        aria-label={m.removeNamed(endpoint.url)}
                        onClick={() => void actions.remove(endpoint.id)}
                      >
                        {m.remove}
                      </Button>
                    </div>
                  </div>
                  {open === endpoint.id && (
                    <Deliveries
                      endpointId={endpoint.id}
                      url={endpoint.url}
                      busy={actions.busy}
                      onRedeliver={(deliveryId) => void actions.redeliver(endpoint.id, deliveryId)}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
          <div>
            <Button variant="outline" onClick={() => setView({ kind: 'add' })}>
              {m.add}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

/** One endpoint's delivery log: each event's status, attempts, answer and error, with 'Yeniden gönder'. */
function Deliveries(props: { endpointId: number; url: string; busy: boolean; onRedeliver: (id: number) => void }) {
  const { deliveries, loading, error } = useWebhookDeliveries(props.endpointId);
  if (loading) return <p css={muted}>{messages.common.loading}</p>;
  if (error) return <p role="alert">{m.deliveriesFailed}</p>;
  if (!deliveries?.length) return <p css={muted}>{m.deliveriesNone}</p>;
  return (
    <ul aria-label={m.deliveriesOf(props.url)} css={[list, { gap: 8, paddingLeft: 12 }]}>
      {deliveries.map((delivery) => {
        const when = formatDateTimeToMinute(delivery.createdAt);
        return (
          <li
            key={delivery.id}
            css={[
              row,
              { justifyContent: 'space-between', borderLeft: `2px solid ${theme.colors.border}`, paddingLeft: 10 },
            ]}
          >
            <div css={{ minWidth: 0 }}>
              <strong>{delivery.eventType}</strong> <span css={muted}>{when}</span>
              <p css={muted}>
                {m.deliveryStatus[delivery.status] ?? delivery.status} · {m.attempts(delivery.attempts)}
                {delivery.responseStatus != null ? ` · ${m.response(delivery.responseStatus)}` : ''}
                {delivery.nextAttemptAt ? ` · ${m.nextAttempt(formatDateTimeToMinute(delivery.nextAttemptAt))}` : ''}
                {delivery.deliveredAt ? ` · ${m.deliveredAt(formatDateTimeToMinute(delivery.deliveredAt))}` : ''}
              </p>
              {delivery.lastError && <p css={[muted, { overflowWrap: 'anywhere' }]}>{delivery.lastError}</p>}
            </div>
            <Button
              variant="outline"
              disabled={props.busy}
              aria-label={m.redeliverNamed(delivery.eventType, when)}
              onClick={() => props.onRedeliver(delivery.id)}
            >
              {m.redeliver}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function AddForm(props: {
  busy: boolean;
  onCancel: () => void;
  onSubmit: (url: string, events: string[]) => Promise<boolean>;
}) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['order.delivered']);
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^https?:\/\/\S+$/i.test(url.trim())) return setError(m.urlMissing);
    if (!events.length) return setError(m.eventsMissing);
    setError(undefined);
    await props.onSubmit(url.trim(), events);
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} css={{ display: 'grid', gap: 12, maxWidth: 520 }}>
      <InputField
        label={m.url}
        hint={m.urlHint}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <CodeCheckboxes legend={m.events} options={WEBHOOK_EVENTS} selected={events} onChange={setEvents} />
      {error && (
        <p role="alert" css={{ margin: 0, color: theme.colors.danger }}>
          {error}
        </p>
      )}
      <div css={row}>
        <Button type="submit" disabled={props.busy}>
          {m.addSubmit}
        </Button>
        <Button variant="ghost" onClick={props.onCancel}>
          {messages.security.cancel}
        </Button>
      </div>
    </form>
  );
}
