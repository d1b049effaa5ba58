import { useId, useRef } from 'react';
import { theme } from '@shop/ui';
import { messages } from '../../../messages';
import { ACCEPT_ATTRIBUTE, formatBytes } from '../lib/attachment-rules';

/** One optional file; the parent checks size and type when the form is sent. */
export function FileInput({
  label,
  file,
  onChange,
}: {
  label: string;
  file: File | null;
  onChange(file: File | null): void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const m = messages.tickets;
  return (
    <div>
      <label
        htmlFor={id}
        css={{ display: 'block', marginBottom: 6, fontSize: 14, fontWeight: 600, color: theme.colors.textMuted }}
      >
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        css={{
          maxWidth: '100%',
          color: theme.colors.text,
          '&::file-selector-button': {
            marginRight: 12,
            padding: '8px 14px',
            borderRadius: 8,
            border: `1px solid ${theme.colors.border}`,
            background: 'transparent',
            color: theme.colors.text,
            fontWeight: 700,
            cursor: 'pointer',
          },
        }}
      />
      <p id={`${id}-hint`} css={{ margin: '6px 0 0', fontSize: 13, color: theme.colors.textMuted }}>
        {file ? `${file.name} · ${formatBytes(file.size)}` : m.attachmentHint}
        {file && (
          <button
            type="button"
            onClick={() => {
              onChange(null);
              if (input.current) input.current.value = '';
            }}
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
        )}
      </p>
    </div>
  );
}
