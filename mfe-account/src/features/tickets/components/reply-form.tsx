import { useState, type FormEvent } from 'react';
import { Button } from '@shop/ui';
import { messages } from '../../../messages';
import { FileInput } from './file-input';
import { TextAreaField } from './text-area-field';

/** Text and one optional file; cleared after a successful send. */
export function ReplyForm({
  sending,
  onSend,
}: {
  sending: boolean;
  onSend(message: string, file: File | null): Promise<boolean>;
}) {
  const m = messages.tickets;
  const [message, setMessage] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSend(message, file)) {
      setMessage('');
      setFile(null);
      setFormKey((key) => key + 1);
    }
  };

  return (
    <form
      key={formKey}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={m.replyForm}
      css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 }}
    >
      <TextAreaField
        label={m.reply}
        name="message"
        placeholder={m.replyPlaceholder}
        value={message}
        maxLength={5000}
        onChange={(event) => setMessage(event.target.value)}
        rows={4}
      />
      <FileInput label={m.attachment} file={file} onChange={setFile} />
      <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" disabled={sending}>
          {sending ? m.sending : m.send}
        </Button>
      </div>
    </form>
  );
}
