import { useEffect, useRef } from 'react';
import { Field, FileInput, theme } from '@shop/ui';
import { messages } from '../../../messages';
import { ACCEPT_ATTRIBUTE, formatBytes } from '../lib/attachment-rules';

export interface AttachmentFieldProps {
  label: string;
  file: File | null;
  onChange(file: File | null): void;
  /** The file broke a rule (the form's toast says which). */
  invalid?: boolean;
}

/** One optional file (paired with a Controller): its name and size once chosen, and a way to remove it. */
export function AttachmentField({ label, file, onChange, invalid = false }: AttachmentFieldProps) {
  const m = messages.tickets;
  const input = useRef<HTMLInputElement>(null);
  // A removed file or a reset form empties the picker too.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);
  const hint = file ? (
    <>
      {`${file.name} · ${formatBytes(file.size)}`}
      <button
        type="button"
        onClick={() => onChange(null)}
        css={{
          marginLeft: 10,
          border: 0,
          background: 'none',
          color: theme.colors.accent,
          cursor: 'pointer',
          padding: 0,
        }}
      >
        {m.removeFile}
      </button>
    </>
  ) : (
    m.attachmentHint
  );
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <FileInput
          {...control}
          ref={input}
          aria-invalid={invalid}
          accept={ACCEPT_ATTRIBUTE}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      )}
    </Field>
  );
}
