import { useEffect, useRef } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Field, FileInput, theme } from '@shop/ui';
import { messages } from '../../../messages';
import { ACCEPT_ATTRIBUTE, formatBytes } from '../lib/attachment-rules';

interface PickerProps {
  label: string;
  file: File | null;
  onChange(file: File | null): void;
  invalid: boolean;
}

/** One optional file: its name and size once chosen, and a way to remove it. */
function AttachmentPicker({ label, file, onChange, invalid }: PickerProps) {
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

/** The form's `attachment` (a File or null), marked while its rule (size, type) fails. */
export function AttachmentField<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <AttachmentPicker
          label={messages.tickets.attachment}
          file={field.value}
          onChange={field.onChange}
          invalid={fieldState.invalid}
        />
      )}
    />
  );
}
