import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ACCOUNT_TYPES, GAMES } from '@shop/shared';
import {
  Button,
  Dialog,
  EmptyState,
  ErrorState,
  Loading,
  errorMessage,
  formatDateTimeToMinute,
  panel,
  theme,
  useShell,
} from '@shop/ui';
import { Badge } from '../../../components/badge';
import { messages } from '../../../messages';
import { useAlertProductTitle, useCancelAlert, useRestockAlerts, type RestockAlert } from '../hooks/use-restock-alerts';

const m = messages.alerts;
const STATUS_COLOURS: Record<string, string> = {
  waiting: '#f59e0b',
  notified: '#22c55e',
  cancelled: '#94a3b8',
  expired: '#94a3b8',
};

/** A saved filter in words: game › server › account type › subcategory, skins, minimum blue essence. */
export function filterSummary(filter: NonNullable<RestockAlert['filter']>): string {
  const game = GAMES.find((g) => g.slug === filter.gameSlug)?.name ?? filter.gameSlug;
  const type = ACCOUNT_TYPES.find((t) => t.id === filter.accountType)?.name ?? filter.accountType;
  const path = [game, filter.server, type, filter.subCategory].filter(Boolean).join(' › ');
  const parts = [
    path,
    filter.skins?.length ? m.skins(filter.skins.join(', ')) : '',
    filter.minBlueEssence ? m.minBlueEssence(filter.minBlueEssence.toLocaleString('en-US')) : '',
  ].filter(Boolean);
  return parts.join(' · ') || m.anything;
}

/** What the alert waits for: its product (a link, by title once known) or its filter. */
function useAlertSubject(alert: RestockAlert): string {
  const title = useAlertProductTitle(alert.productId);
  if (alert.productId) return title ?? m.product(alert.productId);
  return alert.filter ? `${m.filter}: ${filterSummary(alert.filter)}` : m.anything;
}

function AlertRow({ alert, onCancel }: { alert: RestockAlert; onCancel(alert: RestockAlert): void }) {
  const subject = useAlertSubject(alert);
  const status = m.statuses[alert.status] ?? alert.status;
  return (
    <li
      css={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        alignItems: 'center',
        gap: 10,
        padding: '12px 14px',
        borderRadius: 8,
        border: `1px solid ${theme.colors.borderMuted}`,
        background: theme.colors.background,
        [theme.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
      }}
    >
      <div css={{ minWidth: 0 }}>
        {alert.productId ? (
          <Link
            to={`/product/${alert.productId}`}
            css={{ fontWeight: 700, color: theme.colors.text, overflowWrap: 'anywhere' }}
          >
            {subject}
          </Link>
        ) : (
          <span css={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{subject}</span>
        )}
        <span css={{ display: 'block', marginTop: 4, fontSize: 13, color: theme.colors.textMuted }}>
          {m.created(formatDateTimeToMinute(alert.createdAt))}
          {alert.notifiedAt && ` · ${m.notified(formatDateTimeToMinute(alert.notifiedAt))}`}
          {alert.status === 'waiting' && ` · ${m.expires(formatDateTimeToMinute(alert.expiresAt))}`}
        </span>
      </div>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'flex-end' }}>
        <Badge text={status} colour={STATUS_COLOURS[alert.status] ?? theme.colors.textMuted} label={m.statusLabel} />
        {alert.status === 'waiting' && (
          <Button
            variant="outline"
            aria-label={m.cancelLabel(alert.id)}
            css={{ minHeight: 34, padding: '4px 14px' }}
            onClick={() => onCancel(alert)}
          >
            {m.cancel}
          </Button>
        )}
      </div>
    </li>
  );
}

function ConfirmCancel({ alert, onClose }: { alert: RestockAlert; onClose(): void }) {
  const { cancel, cancelling } = useCancelAlert();
  const subject = useAlertSubject(alert);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !cancelling && onClose()}
      title={m.confirmTitle}
      description={m.confirmText(subject)}
      closeLabel={messages.dialog.close}
      actions={
        <>
          <Button variant="outline" onClick={onClose} disabled={cancelling}>
            {m.keep}
          </Button>
          <Button disabled={cancelling} onClick={() => void cancel(alert.id).then((done) => done && onClose())}>
            {cancelling ? m.cancelling : m.confirm}
          </Button>
        </>
      }
    >
      {null}
    </Dialog>
  );
}

/**
 * /account/alerts: the customer's restock alerts with Cancel. `?cancel=ID` (the link of the
 * alert's e-mail) asks to confirm cancelling that alert.
 */
export function AlertsPage() {
  const { toast } = useShell();
  const { alerts, loading, error, refetch } = useRestockAlerts();
  const [params, setParams] = useSearchParams();
  const [confirming, setConfirming] = useState<RestockAlert | null>(null);
  const asked = params.get('cancel');

  useEffect(() => {
    if (asked === null || loading || error) return;
    const alert = alerts.find((a) => String(a.id) === asked && a.status === 'waiting');
    if (alert) setConfirming(alert);
    else toast({ title: m.failed, description: m.notFound, variant: 'destructive' });
    setParams({}, { replace: true });
  }, [asked, alerts, loading, error, setParams, toast]);

  return (
    <section css={[panel, { padding: 20 }]}>
      <h2 css={{ margin: '0 0 6px', fontSize: 22 }}>{m.title}</h2>
      <p css={{ margin: '0 0 16px', color: theme.colors.textMuted }}>{m.intro}</p>
      {loading ? (
        <Loading label={messages.common.loading} />
      ) : error ? (
        <ErrorState
          message={messages.common.loadFailed(errorMessage(error, m.failedDefault))}
          action={
            <Button variant="outline" onClick={() => void refetch().catch(() => undefined)}>
              {messages.common.retry}
            </Button>
          }
        />
      ) : alerts.length === 0 ? (
        <EmptyState title={m.empty} hint={m.emptyHint} action={<Link to="/products">{m.browse}</Link>} />
      ) : (
        <ul aria-label={m.listLabel} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
          {alerts.map((alert) => (
            <AlertRow key={alert.id} alert={alert} onCancel={setConfirming} />
          ))}
        </ul>
      )}
      {confirming && <ConfirmCancel alert={confirming} onClose={() => setConfirming(null)} />}
    </section>
  );
}
