import { formatUsd } from '@shop/shared';
import { Button, Dialog, DialogRow, theme } from '@shop/ui';
import * as messages from '../../../messages';
import type { PurchaseFlow } from '../hooks/use-purchase';

export interface PurchaseDialogsProps {
  /** What usePurchase gives the page. */
  flow: Pick<PurchaseFlow, 'step' | 'processing' | 'confirm' | 'close' | 'goToOrders'>;
}

/** Confirm Purchase, Insufficient Balance and Purchase Successful, driven by usePurchase. */
export function PurchaseDialogs({ flow }: PurchaseDialogsProps) {
  const { step, processing, close: onClose, goToOrders: onGoToOrders } = flow;
  const onConfirm = () => void flow.confirm();
  const m = messages.purchase;
  return (
    <>
      <Dialog
        open={step.name === 'confirm'}
        onOpenChange={(open) => !open && !processing && onClose()}
        title={m.confirmTitle}
        description={m.confirmText}
        actions={
          <>
            <Button variant="outline" onClick={onClose} disabled={processing}>
              {m.cancel}
            </Button>
            <Button onClick={onConfirm} disabled={processing} aria-busy={processing}>
              {processing ? m.processing : m.confirm}
            </Button>
          </>
        }
      >
        {step.name === 'confirm' && (
          <div>
            <DialogRow label={m.product}>{step.product.title}</DialogRow>
            <DialogRow label={m.price}>{formatUsd(step.product.price)}</DialogRow>
            <DialogRow label={m.balance}>{formatUsd(step.balance)}</DialogRow>
          </div>
        )}
      </Dialog>

      <Dialog
        open={step.name === 'insufficient'}
        onOpenChange={(open) => !open && onClose()}
        title={m.insufficientTitle}
        description={m.insufficientText}
        actions={<Button onClick={onClose}>{m.ok}</Button>}
      >
        {step.name === 'insufficient' && (
          <div>
            <DialogRow label={m.price}>{formatUsd(step.product.price)}</DialogRow>
            <DialogRow label={m.balance}>{formatUsd(step.balance)}</DialogRow>
          </div>
        )}
      </Dialog>

      <Dialog
        open={step.name === 'success'}
        onOpenChange={(open) => !open && onClose()}
        title={m.successTitle}
        description={m.successText}
        actions={<Button onClick={onGoToOrders}>{m.goToOrders}</Button>}
      >
        {step.name === 'success' && (
          <div>
            <DialogRow label={m.orderNumber}>#{step.orderNumber}</DialogRow>
            <DialogRow label={m.product}>{step.product.title}</DialogRow>
            <DialogRow label={m.price}>{formatUsd(step.product.price)}</DialogRow>
            <DialogRow label={m.status}>
              <span css={{ color: theme.colors.success }}>{m.statusCompleted}</span>
            </DialogRow>
            <p css={{ margin: '16px 0 6px', color: theme.colors.textMuted }}>{m.emailNote}</p>
            <p css={{ margin: 0, color: theme.colors.textMuted }}>{m.trackNote}</p>
          </div>
        )}
      </Dialog>
    </>
  );
}
