import { Button, Dialog } from '@shop/ui';
import { messages } from '../messages';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a consequential action (admin flag, delete). */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = messages.common.confirm,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={title}
      description={description}
      closeLabel={messages.dialog.close}
      actions={
        <>
          <Button variant="outline" onClick={onCancel}>
            {messages.common.cancel}
          </Button>
          <Button onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {null}
    </Dialog>
  );
}
