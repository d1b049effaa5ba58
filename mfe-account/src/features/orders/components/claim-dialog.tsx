import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CLAIM_MESSAGE_MAX, CLAIM_REASONS, claimInput, type ClaimReason } from '@shop/shared';
import { Button, Dialog, formActions, theme } from '@shop/ui';
import { AttachmentField } from '../../../components/attachment-field';
import { SelectField, TextAreaField } from '../../../components/form-fields';
import { messages } from '../../../messages';
import { useSubmitClaim } from '../hooks/use-submit-claim';

const m = messages.warranty;
const max = CLAIM_MESSAGE_MAX.toLocaleString('en-US');
const schema = claimInput<File>({
  messageRequired: m.messageRequired,
  messageTooLong: m.messageTooLong(max),
  tooLarge: m.fileTooLarge,
  wrongType: m.fileWrongType,
});
const reasonOptions = CLAIM_REASONS.map((value) => ({ value, label: m.reasons[value] }));

interface ClaimValues {
  reason: ClaimReason;
  message: string;
  attachment: File | null;
}
const blank: ClaimValues = { reason: 'banned', message: '', attachment: null };

export interface ClaimDialogProps {
  orderId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The warranty claim form of a delivered order (its own chunk: the orders list loads it when the
 * buyer opens it). A claim closes the form (the order shows it); a refusal stays in the form. An
 * optional file (a screenshot of the ban, say) goes first, by the ticket rules.
 */
export default function ClaimDialog({ orderId, open, onOpenChange }: ClaimDialogProps) {
  const { submit, loading } = useSubmitClaim();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ClaimValues>({ defaultValues: blank, resolver: zodResolver(schema) });
  const busy = loading || form.formState.isSubmitting;
  const { errors } = form.formState;

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      form.reset(blank);
      setRefusal(null);
    }
    onOpenChange(next);
  };
  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const outcome = await submit(orderId, values.reason, values.message, values.attachment);
    if (!outcome.ok) return setRefusal(outcome.message);
    form.reset(blank);
    onOpenChange(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={m.formTitle(orderId)}
      description={m.formText}
      closeLabel={messages.dialog.close}
    >
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 14 }}
      >
        <SelectField label={m.reason} options={reasonOptions} disabled={busy} {...form.register('reason')} />
        <TextAreaField
          label={m.message}
          hint={m.messageHint(max)}
          error={errors.message?.message}
          rows={5}
          required
          autoFocus
          readOnly={busy}
          {...form.register('message')}
        />
        <AttachmentField control={form.control} name="attachment" texts={m.file} showError />
        {refusal && (
          <p
            role="alert"
            css={{
              margin: 0,
              padding: '10px 12px',
              borderRadius: 8,
              border: `1px solid ${theme.colors.danger}`,
              background: theme.colors.dangerSurface,
            }}
          >
            {refusal}
          </p>
        )}
        <div css={formActions}>
          <Button variant="outline" onClick={() => close(false)} disabled={busy}>
            {m.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? m.sending : m.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
