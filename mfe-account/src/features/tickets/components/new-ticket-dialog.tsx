import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { Button, Dialog } from '@shop/ui';
import { Field, SelectField } from '../../../components/field';
import { GetOrderChoicesDocument } from '../../../gql/graphql';
import { messages } from '../../../messages';
import { useCreateTicket } from '../hooks/use-create-ticket';
import { FileInput } from './file-input';
import { TextAreaField } from './text-area-field';

const PRIORITIES = ['High', 'Medium', 'Low'] as const;

export interface NewTicketDialogProps {
  userId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Pre-selects an order ("Report a problem" in the order dialog). */
  initialOrderId?: number | null;
}

/** The new-ticket form; on success it opens the ticket's page. */
export function NewTicketDialog({ userId, open, onOpenChange, initialOrderId = null }: NewTicketDialogProps) {
  const m = messages.tickets;
  const navigate = useNavigate();
  const { create, loading } = useCreateTicket();
  const orders = useQuery(GetOrderChoicesDocument, { variables: { userId }, skip: !open });
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [priority, setPriority] = useState<string>('Medium');
  const [orderId, setOrderId] = useState<number | null>(initialOrderId);
  const [file, setFile] = useState<File | null>(null);

  useEffect(() => {
    if (open) setOrderId(initialOrderId);
  }, [open, initialOrderId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = await create({ subject, message, priority, orderId, file });
    if (id === null) return;
    onOpenChange(false);
    setSubject('');
    setMessage('');
    setFile(null);
    void navigate(`/support/tickets/${id}`);
  };

  const choices = orders.data?.ordersByUser ?? [];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !loading && onOpenChange(next)}
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
        <Field
          label={m.subject}
          name="subject"
          value={subject}
          maxLength={200}
          onChange={(event) => setSubject(event.target.value)}
          required
          autoFocus
        />
        <TextAreaField
          label={m.message}
          name="message"
          value={message}
          maxLength={5000}
          onChange={(event) => setMessage(event.target.value)}
          required
        />
        <div css={{ display: 'grid', gap: 14, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
          <SelectField
            label={m.priority}
            name="priority"
            value={priority}
            onChange={(event) => setPriority(event.target.value)}
          >
            {PRIORITIES.map((value) => (
              <option key={value} value={value}>
                {m.priorities[value]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={m.order}
            name="orderId"
            value={orderId ?? ''}
            onChange={(event) => setOrderId(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{m.noOrder}</option>
            {orderId !== null && !choices.some((o) => o.id === orderId) && (
              <option value={orderId}>{m.orderRef(orderId)}</option>
            )}
            {choices.map((order) => (
              <option key={order.id} value={order.id}>
                {m.orderOption(order.id, order.product.title)}
              </option>
            ))}
          </SelectField>
        </div>
        <FileInput label={m.attachment} file={file} onChange={setFile} />
        <div css={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 10, marginTop: 6 }}>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={loading}>
            {m.cancel}
          </Button>
          <Button type="submit" disabled={loading}>
            {loading ? m.creating : m.create}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
