import { theme } from '@shop/ui';
import { Button } from '@shop/ui';
import { Dialog, DialogRow } from '@shop/ui';
import { formatDate, formatUsd } from '../../../lib/format';
import { useShell } from '@shop/ui';
import { messages } from '../../../messages';
import type { Order } from '../hooks/use-orders';
import { AccountDetails } from './account-details';
import { orderStatus } from './order-status';
import { ReportProblemButton } from './report-problem-button';

export function OrderDetailDialog({ order, onClose }: { order: Order | null; onClose(): void }) {
  const { toast } = useShell();
  const m = messages.orders;

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
      onOpenChange={(open) => !open && onClose()}
      title={order ? m.detailTitle(order.id) : ''}
      description={m.detailText}
      wide
      actions={
        <>
          {order && <ReportProblemButton orderId={order.id} />}
          <Button variant="outline" onClick={onClose}>
            {m.close}
          </Button>
        </>
      }
    >
      {order && (
        <>
          <DialogRow label={m.product}>{order.product.title}</DialogRow>
          <DialogRow label={m.date}>{formatDate(order.orderDate)}</DialogRow>
          <DialogRow label={m.price}>{formatUsd(order.totalPrice)}</DialogRow>
          <DialogRow label={m.status}>{orderStatus(order.status)}</DialogRow>
          <h3 css={{ margin: '20px 0 10px', fontSize: 17 }}>{m.accountInfo}</h3>
          {!order.accountDelivered ? (
            <p css={{ color: theme.colors.textMuted }}>{m.waiting}</p>
          ) : order.accountDetails ? (
            <>
              <AccountDetails text={order.accountDetails} />
              <p
                role="note"
                css={{
                  margin: '12px 0',
                  padding: '10px 12px',
                  borderRadius: 8,
                  border: '1px solid #b45309',
                  background: 'rgba(180, 83, 9, 0.15)',
                  fontSize: 14,
                }}
              >
                {m.securityNote}
              </p>
              <Button onClick={() => void copyAll(order.accountDetails ?? '')}>{m.copyAll}</Button>
            </>
          ) : (
            <p css={{ color: theme.colors.textMuted }}>{m.noAccountInfo}</p>
          )}
        </>
      )}
    </Dialog>
  );
}
