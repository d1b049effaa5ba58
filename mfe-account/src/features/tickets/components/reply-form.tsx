import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ticketReplyInput } from '@shop/shared';
import { Button, Field, TextArea, useShell } from '@shop/ui';
import { firstErrorMessage } from '../../../lib/form-errors';
import { messages } from '../../../messages';
import { AttachmentField } from './attachment-field';

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
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReplyValues>({ defaultValues: blank, resolver: zodResolver(replySchema) });

  // The spec's checks answer with the toast 'Hata' and the rule's message.
  const refuse = (invalid: FieldErrors<ReplyValues>) => {
    const description = firstErrorMessage(invalid, ['message', 'attachment']);
    if (description) toast({ title: m.error, description, variant: 'destructive' });
  };
  const submit = handleSubmit(async ({ message, attachment }) => {
    if (await onSend(message, attachment)) reset(blank);
  }, refuse);
  const busy = sending || isSubmitting;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={m.replyForm}
      css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 }}
    >
      <Field label={m.reply}>
        {(control) => (
          <TextArea
            {...control}
            aria-invalid={Boolean(errors.message)}
            placeholder={m.replyPlaceholder}
            maxLength={5000}
            rows={4}
            {...register('message')}
          />
        )}
      </Field>
      <Controller
        control={control}
        name="attachment"
        render={({ field }) => (
          <AttachmentField
            label={m.attachment}
            file={field.value}
            onChange={field.onChange}
            invalid={Boolean(errors.attachment)}
          />
        )}
      />
      <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" disabled={busy}>
          {busy ? m.sending : m.send}
        </Button>
      </div>
    </form>
  );
}
