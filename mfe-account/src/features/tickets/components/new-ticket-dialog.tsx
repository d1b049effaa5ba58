import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TICKET_PRIORITY_CHOICES, newTicketInput } from '@shop/shared';
import { Button, Dialog, formActions, useShell } from '@shop/ui';
import { InputField, SelectField, TextAreaField } from '../../../components/form-fields';
import { GetOrderChoicesDocument } from '../../../gql/graphql';
import { fieldProps, firstErrorMessage } from '../../../lib/form-errors';
import { messages } from '../../../messages';
import { useCreateTicket } from '../hooks/use-create-ticket';
import { AttachmentField } from '../../../components/attachment-field';

const m = messages.tickets;
const ticketSchema = newTicketInput<File>({
  missingSubject: m.missingSubject,
  emptyMessage: m.emptyMessage,
  tooLarge: m.tooLarge,
  wrongType: m.wrongType,
});

const priorityOptions = TICKET_PRIORITY_CHOICES.map((value) => ({ value, label: m.priorities[value] }));

interface TicketValues {
  subject: string;
  message: string;
  priority: (typeof TICKET_PRIORITY_CHOICES)[number];
  /** '' for no order. */
  orderId: string;
  attachment: File | null;
}

const blankTicket = (orderId: number | null): TicketValues => ({
  subject: '',
  message: '',
  priority: 'Medium',
  orderId: orderId === null ? '' : String(orderId),
  attachment: null,
});

export interface NewTicketDialogProps {
  userId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Pre-selects an order ("Report a problem" in the order dialog). */
  initialOrderId?: number | null;
}

/** The new-ticket form; on success it opens the ticket's page. */
export function NewTicketDialog({ userId, open, onOpenChange, initialOrderId = null }: NewTicketDialogProps) {
  const navigate = useNavigate();
  const { toast } = useShell();
  const { create, loading } = useCreateTicket();
  const orders = useQuery(GetOrderChoicesDocument, { variables: { userId }, skip: !open });
  const form = useForm<TicketValues>({
    defaultValues: blankTicket(initialOrderId),
    resolver: zodResolver(ticketSchema),
  });
  const busy = loading || form.formState.isSubmitting;
  const { setValue } = form;

  useEffect(() => {
    if (open) setValue('orderId', initialOrderId === null ? '' : String(initialOrderId));
  }, [open, initialOrderId, setValue]);

  // The spec's checks answer with the toast 'Hata' and the rule's message.
  const refuse = (invalid: FieldErrors<TicketValues>) => {
    const description = firstErrorMessage(invalid, ['subject', 'message', 'attachment']);
    if (description) toast({ title: m.error, description, variant: 'destructive' });
  };
  const submit = form.handleSubmit(async (values) => {
    const id = await create({
      subject: values.subject,
      message: values.message,
      priority: values.priority,
      orderId: values.orderId ? Number(values.orderId) : null,
      file: values.attachment,
    });
    if (id === null) return;
    onOpenChange(false);
    form.reset(blankTicket(null));
    void navigate(`/support/tickets/${id}`);
  }, refuse);

  const choices = orders.data?.ordersByUser ?? [];
  const orderOptions = [
    ...(initialOrderId !== null && !choices.some((o) => o.id === initialOrderId)
      ? [{ value: String(initialOrderId), label: m.orderRef(initialOrderId) }]
      : []),
    ...choices.map((order) => ({ value: String(order.id), label: m.orderOption(order.id, order.product.title) })),
  ];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={m.newTicket}
      description={m.newTicketText}
      wide
      closeLabel={messages.dialog.close}
    >
      {/* noValidate: empty fields get the spec's own messages (toasts) */}
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 14 }}
      >
        <InputField label={m.subject} maxLength={200} required autoFocus {...fieldProps(form, 'subject')} />
        <TextAreaField label={m.message} maxLength={5000} rows={5} required {...fieldProps(form, 'message')} />
        <div css={{ display: 'grid', gap: 14, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
          <SelectField label={m.priority} options={priorityOptions} {...fieldProps(form, 'priority')} />
          <SelectField label={m.order} blank={m.noOrder} options={orderOptions} {...fieldProps(form, 'orderId')} />
        </div>
        <AttachmentField control={form.control} name="attachment" />
        <div css={formActions}>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {m.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? m.creating : m.create}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
