import { Button, Dialog, DialogRow, theme, type CartItem } from '@shop/ui';
import { formatUsd } from '@shop/shared';
import { messages } from '../../../messages';

export interface CheckoutDialogProps {
  open: boolean;
  items: CartItem[];
  total: string;
  error: string | null;
  processing: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** 'Satın Alma İşlemini Onayla': the items, the total, the error of a failed attempt. */
export function CheckoutDialog({ open, items, total, error, processing, onConfirm, onClose }: CheckoutDialogProps) {
  const m = messages.cart;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={m.confirmTitle}
      description={m.confirmText}
      closeLabel={messages.dialog.close}
      actions={
        <>
          <Button variant="outline" onClick={onClose} disabled={processing}>
            {m.cancel}
          </Button>
          <Button onClick={onConfirm} disabled={processing}>
            {processing ? m.processing : m.confirm}
          </Button>
        </>
      }
    >
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={m.items}>
        {items.map((item) => (
          <li key={item.id}>
            <DialogRow label={item.title || `#${item.id}`}>{formatUsd(item.price)}</DialogRow>
          </li>
        ))}
      </ul>
      <div css={{ display: 'flex', justifyContent: 'space-between', padding: '12px 0 0', fontSize: 18 }}>
        <span>{m.total}</span>
        <strong data-testid="checkout-total">{formatUsd(total)}</strong>
      </div>
      {error && (
        <p
          role="alert"
          css={{
            margin: '14px 0 0',
            padding: '10px 12px',
            borderRadius: 8,
            border: `1px solid ${theme.colors.danger}`,
            background: theme.colors.dangerSurface,
            fontSize: 14,
          }}
        >
          {error}
        </p>
      )}
    </Dialog>
  );
}
