import { useId, type TextareaHTMLAttributes } from 'react';
import { theme } from '@shop/ui';
import { control } from '../../../components/field';

export function TextAreaField({ label, ...textarea }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string }) {
  const id = useId();
  return (
    <div>
      <label
        htmlFor={id}
        css={{ display: 'block', marginBottom: 6, fontSize: 14, fontWeight: 600, color: theme.colors.textMuted }}
      >
        {label}
      </label>
      <textarea
        id={id}
        rows={5}
        css={[control, { boxSizing: 'border-box', resize: 'vertical', fontFamily: 'inherit' }]}
        {...textarea}
      />
    </div>
  );
}
