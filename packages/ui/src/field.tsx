import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { css } from '@emotion/react';
import { theme } from './theme';

/**
 * The shop's one field kit, made for react-hook-form: every control forwards its ref, so
 * `{...register('name')}` spreads onto it, and `Field` ties the label, hint and error to it.
 */
const box = css`
  border-radius: 8px;
  border: 1px solid ${theme.colors.borderMuted};
  background: ${theme.colors.background};
  font: inherit;
`;

export const control = css`
  ${box};
  width: 100%;
  box-sizing: border-box;
  min-height: 40px;
  padding: 8px 12px;
  color: ${theme.colors.text};
  font-size: 14px;
  &:focus {
    outline: 2px solid ${theme.colors.glow};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;

const fieldBox = css`
  display: grid;
  align-content: start;
  gap: 6px;
  min-width: 0;
  label {
    font-weight: 600;
    font-size: 14px;
  }
`;

const hintText = css`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 13px;
`;

const errorText = css`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: 13px;
`;

/** What a control needs from its field: its id, whether it is invalid, what describes it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/** A validation message as react-hook-form gives it (`errors.x`) or as plain text. */
export type FieldErrorLike = string | { message?: string } | undefined;

export function fieldErrorText(error: FieldErrorLike): string | undefined {
  return typeof error === 'string' ? error || undefined : error?.message || undefined;
}

/** The id of a field's label, for a control that names itself with more than it (`aria-labelledby`). */
export function fieldLabelId(controlId: string): string {
  return `${controlId}-label`;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldErrorLike;
  /** A fixed id for the control; one is generated when left out. */
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its hint and its validation message (both read with the control). */
export function Field({ label, hint, error, id: fixedId, children }: FieldProps) {
  const generated = useId();
  const id = fixedId ?? generated;
  const message = fieldErrorText(error);
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div css={fieldBox}>
      <label id={fieldLabelId(id)} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(message), 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} css={hintText}>
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} role="alert" css={errorText}>
          {message}
        </p>
      )}
    </div>
  );
}

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(props, ref) {
  return <input ref={ref} css={control} {...props} />;
});

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The choices: a value shown as it is, or a value with its label (children may add more). */
  options?: ReadonlyArray<string | { value: string | number; label: string }>;
  /** A first choice with the value '' ('any', 'none' ...). */
  blank?: string;
}

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, blank, children, ...props },
  ref,
) {
  return (
    <select ref={ref} css={control} {...props}>
      {blank !== undefined && <option value="">{blank}</option>}
      {options?.map((option) => {
        const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
      {children}
    </select>
  );
});

export const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextArea(props, ref) {
    return <textarea ref={ref} css={[control, { minHeight: 96, resize: 'vertical' }]} {...props} />;
  },
);

const fileControl = css`
  ${control};
  padding: 6px 8px;
  &::file-selector-button {
    margin-right: 10px;
    border: 0;
    border-radius: 6px;
    padding: 4px 10px;
    background: ${theme.colors.surfaceRaised};
    color: inherit;
    cursor: pointer;
  }
`;

/** A file picker (`accept`, `multiple` as on the input); react-hook-form's value is its FileList. */
export const FileInput = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(
  function FileInput(props, ref) {
    return <input ref={ref} type="file" css={fileControl} {...props} />;
  },
);

const checkboxRow = css`
  display: flex;
  align-items: center;
  gap: 10px;
  font-weight: 600;
  font-size: 14px;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${theme.colors.glow};
  }
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A checkbox inside its label (the whole row toggles it). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, ...props }, ref) {
  return (
    <label css={checkboxRow}>
      <input ref={ref} type="checkbox" {...props} />
      {label}
    </label>
  );
});

/** Fields side by side: `columns` across on wide screens, one on phones (1 stacks them). */
export function FieldGrid({ columns = 2, children }: { columns?: number; children: ReactNode }) {
  return (
    <div
      css={css`
        display: grid;
        gap: 14px;
        grid-template-columns: repeat(${columns}, minmax(0, 1fr));
        margin-bottom: 14px;
        ${theme.mobile} {
          grid-template-columns: 1fr;
        }
      `}
    >
      {children}
    </div>
  );
}

/** A bordered group of fields with its legend. */
export const fieldset = css`
  border: 1px solid ${theme.colors.borderMuted};
  border-radius: ${theme.radius};
  padding: 12px;
  margin: 0 0 12px;
  display: grid;
  gap: 12px;
  min-width: 0;
  legend {
    padding: 0 6px;
    color: ${theme.colors.text};
    font-weight: 700;
    font-size: 14px;
  }
`;

/** The buttons closing a form: right-aligned, wrapping on phones. */
export const formActions = css`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 8px;
`;

const choice = css`
  ${box};
  padding: 6px 12px;
  color: ${theme.colors.textMuted};
  font-size: 13px;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${theme.colors.border};
    background: rgba(37, 99, 235, 0.25);
    color: ${theme.colors.text};
    font-weight: 700;
  }
`;

export interface ChoiceButtonsProps<T extends string> {
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange(value: T): void;
}

/** A row of toggle buttons for one choice (game, server, rank status ...); pair it with a Controller. */
export function ChoiceButtons<T extends string>({ label, options, value, onChange }: ChoiceButtonsProps<T>) {
  return (
    <div role="group" aria-label={label} css={{ display: 'grid', gap: 6 }}>
      <span css={{ fontSize: 14, fontWeight: 600 }}>{label}</span>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
            css={choice}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
