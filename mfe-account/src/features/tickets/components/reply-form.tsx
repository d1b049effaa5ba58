import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ticketReplyInput } from '@shop/shared';
import { Button, useShell } from '@shop/ui';
import { TextAreaField } from '../../../components/form-fields';
import { fieldProps, firstErrorMessage } from '../../../lib/form-errors';
import { messages } from '../../../messages';
import { AttachmentField } from '../../../components/attachment-field';

const m = messages.tickets;
const replySchema = ticketReplyInput<File>({
  emptyMessage: m.emptyMessage,
  tooLarge: m.tooLarge,
  wrongType: m.wrongType,
});

interface ReplyValues {
  message: string;
  attachment: File | null;
}

const blank: ReplyValues = { message: '', attachment: null };

/** Text and one optional file, checked by the shared rules; cleared after a successful send. */
export function ReplyForm({
  sending,
  onSend,
}: {
  sending: boolean;
  onSend(message: string, file: File | null): Promise<boolean>;
}) {
  const { toast } = useShell();
  const form = useForm<ReplyValues>({ defaultValues: blank, resolver: zodResolver(replySchema) });

  // The spec's checks answer with the toast 'Hata' and the rule's message.
  const refuse = (invalid: FieldErrors<ReplyValues>) => {
    const description = firstErrorMessage(invalid, ['message', 'attachment']);
    if (description) toast({ title: m.error, description, variant: 'destructive' });
  };
  const submit = form.handleSubmit(async ({ message, attachment }) => {
    if (await onSend(message, attachment)) form.reset(blank);
  }, refuse);
  const busy = sending || form.formState.isSubmitting;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={m.replyForm}
      css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 }}
    >
      <TextAreaField
        label={m.reply}
        placeholder={m.replyPlaceholder}
        maxLength={5000}
        rows={4}
        {...fieldProps(form, 'message')}
      />
      <AttachmentField control={form.control} name="attachment" />
      <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" disabled={busy}>
          {busy ? m.sending : m.send}
        </Button>
      </div>
    </form>
  );
}
