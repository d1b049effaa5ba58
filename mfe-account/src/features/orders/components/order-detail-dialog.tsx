import { lazy, Suspense, useState } from 'react';
import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { formatUsd } from '@shop/shared';
import { Button, Dialog, DialogRow, formatDateTimeToMinute, Loading, theme, useShell } from '@shop/ui';
import { messages } from '../../../messages';
import type { Order } from '../hooks/use-orders';
import { AccountDetails } from './account-details';
import { ReportProblemButton } from './report-problem-button';
import { orderStatus } from './order-status';
import { categoryPath, deliveryMethod, orderTitle } from './order-text';
import { ReplacementHistory, OrderClaims, warrantyText } from './order-claims';
import { claimable } from './warranty';

// The claim form (react-hook-form, zod) is a chunk of its own, loaded when the buyer opens it.
const ClaimDialog = lazy(() => import('./claim-dialog'));

/** Spec: the delivery progress of an order not yet delivered is fixed at 33 percent. */
export const WAITING_PROGRESS = 33;

const note = css`
  margin: 12px 0;
  padding: 10px 12px;
  border-radius: 8px;
  font-size: 14px;
  line-height: 1.45;
`;

const helpNote = css`
  ${note};
  border: 1px solid ${theme.colors.borderMuted};
  background: rgba(37, 99, 235, 0.1);
  a {
    color: ${theme.colors.accent};
    font-weight: 700;
  }
`;

const securityNote = css`
  ${note};
  border: 1px solid #b45309;
  background: rgba(180, 83, 9, 0.15);
`;

function WaitingPanel() {
  const m = messages.orders;
  return (
    <section
      aria-label={m.waitingTitle}
      css={{
        padding: 16,
        borderRadius: 10,
        border: `1px solid ${theme.colors.border}`,
        background: theme.colors.surfaceRaised,
      }}
    >
      <h4 css={{ margin: '0 0 6px', fontSize: 16 }}>{m.waitingTitle}</h4>
      <p css={{ margin: '0 0 12px', color: theme.colors.textMuted, fontSize: 14 }}>{m.waitingText}</p>
      <div
        role="progressbar"
        aria-label={m.waitingProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={WAITING_PROGRESS}
        css={{ height: 10, borderRadius: 999, background: theme.colors.background, overflow: 'hidden' }}
      >
        <div
          css={{
            width: `${WAITING_PROGRESS}%`,
            height: '100%',
            borderRadius: 999,
            background: theme.colors.glow,
            boxShadow: `0 0 10px ${theme.colors.glow}`,
          }}
        />
      </div>
      <p css={{ margin: '6px 0 0', textAlign: 'right', fontSize: 12, color: theme.colors.textMuted }}>
        {WAITING_PROGRESS}%
      </p>
    </section>
  );
}

function CancelledPanel({ order }: { order: Order }) {
  const m = messages.orders;
  const charged = Number(order.totalPrice) > 0;
  return (
    <section
      aria-label={m.cancelledTitle}
      css={{
        padding: 16,
        borderRadius: 10,
        border: `1px solid ${theme.colors.border}`,
        background: theme.colors.surfaceRaised,
      }}
    >
      <h4 css={{ margin: '0 0 6px', fontSize: 16 }}>{m.cancelledTitle}</h4>
      <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: 14 }}>
        {charged ? m.cancelledText(formatUsd(order.totalPrice)) : m.cancelledFree}
      </p>
      {order.cancelReason && (
        <p css={{ margin: '8px 0 0', fontSize: 14 }}>
          <strong>{m.cancelReason}:</strong> {order.cancelReason}
        </p>
      )}
    </section>
  );
}

export function OrderDetailDialog({ order, onClose }: { order: Order | null; onClose(): void }) {
  const { toast } = useShell();
  const m = messages.orders;
  const [claiming, setClaiming] = useState(false);
  const canClaim = order !== null && claimable(order);
  const close = () => {
    setClaiming(false);
    onClose();
  };

  const copyAll = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: m.copied, variant: 'success' });
    } catch {
      toast({ title: m.copyFailed, description: m.copyFailedText, variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => !open && close()}
      title={order ? m.detailTitle(order.id) : ''}
      description={m.detailText}
      closeLabel={m.close}
      wide
      actions={
        <>
          {order && canClaim && (
            <Button aria-label={messages.warranty.claimLabel(order.id)} onClick={() => setClaiming(true)}>
              {messages.warranty.claim}
            </Button>
          )}
          {order && <ReportProblemButton orderId={order.id} />}
          <Button variant="outline" onClick={close}>
            {m.close}
          </Button>
        </>
      }
    >
      {order && (
        <>
          <DialogRow label={m.status}>{orderStatus(order.status)}</DialogRow>
          <DialogRow label={m.amount}>{formatUsd(order.totalPrice)}</DialogRow>
          <DialogRow label={m.product}>
            {orderTitle(order)}
            {order.product.productCode && (
              <span css={{ display: 'block', fontSize: 12, fontWeight: 400, color: theme.colors.textMuted }}>
                {order.product.productCode}
              </span>
            )}
          </DialogRow>
          <DialogRow label={m.categoryPath}>{categoryPath(order.product)}</DialogRow>
          <DialogRow label={m.deliveryMethod}>{deliveryMethod(order.deliveryMethod)}</DialogRow>
          <DialogRow label={m.date}>{formatDateTimeToMinute(order.orderDate)}</DialogRow>
          {order.status === 'delivered' && order.accountDelivered && (
            <DialogRow label={messages.warranty.warranty}>{warrantyText(order)}</DialogRow>
          )}
          <p role="note" css={helpNote}>
            {m.helpNote} <Link to="/account/support">{m.helpLink}</Link>
          </p>
          {order.status === 'refunded' && (
            <p role="note" css={helpNote}>
              {m.refundedText}
            </p>
          )}
          {order.deliveryNotes && (
            <section aria-label={m.deliveryNotes}>
              <h3 css={{ margin: '20px 0 8px', fontSize: 17 }}>{m.deliveryNotes}</h3>
              <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 14, lineHeight: 1.5 }}>
                {order.deliveryNotes}
              </p>
            </section>
          )}
          <h3 css={{ margin: '20px 0 10px', fontSize: 17 }}>{m.accountInfo}</h3>
          {order.status === 'cancelled' ? (
            <CancelledPanel order={order} />
          ) : !order.accountDelivered ? (
            <WaitingPanel />
          ) : order.accountDetails === undefined ? (
            // Read when the dialog opens (useOrderDelivery), never with the list.
            <Loading label={messages.common.loading} />
          ) : order.accountDetails ? (
            <>
              <AccountDetails text={order.accountDetails} />
              <p role="note" css={securityNote}>
                {m.securityNote}
              </p>
              <Button onClick={() => void copyAll(order.accountDetails ?? '')}>{m.copyAll}</Button>
              <ReplacementHistory claims={order.claims} />
            </>
          ) : (
            <p css={{ color: theme.colors.textMuted }}>{m.noAccountInfo}</p>
          )}
          <OrderClaims claims={order.claims} />
          {claiming && (
            <Suspense fallback={null}>
              <ClaimDialog orderId={order.id} open={claiming} onOpenChange={setClaiming} />
            </Suspense>
          )}
        </>
      )}
    </Dialog>
  );
}
