import { useEffect, useRef } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Field, FileInput, theme } from '@shop/ui';
import { messages } from '../messages';
import { ACCEPT_ATTRIBUTE, formatBytes } from '../lib/attachment-rules';

/** The picker's texts: the support pages' by default (the claim form passes its own). */
export interface AttachmentTexts {
  label: string;
  hint: string;
  removeFile: string;
}

const ticketTexts: AttachmentTexts = {
  label: messages.tickets.attachment,
  hint: messages.tickets.attachmentHint,
  removeFile: messages.tickets.removeFile,
};

interface PickerProps {
  texts: AttachmentTexts;
  file: File | null;
  onChange(file: File | null): void;
  invalid: boolean;
  /** The failed rule's message, shown under the picker (forms that toast it leave it out). */
  error?: string;
}

/** One optional file: its name and size once chosen, and a way to remove it. */
function AttachmentPicker({ texts, file, onChange, invalid, error }: PickerProps) {
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
        {texts.removeFile}
      </button>
    </>
  ) : (
    texts.hint
  );
  return (
    <Field label={texts.label} hint={hint} error={error}>
      {(control) => (
        <FileInput
          {...control}
          ref={input}
          aria-invalid={invalid || control['aria-invalid']}
          accept={ACCEPT_ATTRIBUTE}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      )}
    </Field>
  );
}

interface AttachmentFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  texts?: AttachmentTexts;
  /** Show the failed rule's message under the picker (else the field is only marked). */
  showError?: boolean;
}

/** The form's `attachment` (a File or null), marked while its rule (size, type) fails. */
export function AttachmentField<T extends FieldValues>({
  control,
  name,
  texts = ticketTexts,
  showError = false,
}: AttachmentFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <AttachmentPicker
          texts={texts}
          file={field.value}
          onChange={field.onChange}
          invalid={fieldState.invalid}
          error={showError ? fieldState.error?.message : undefined}
        />
      )}
    />
  );
}
