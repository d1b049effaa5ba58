import {
  forwardRef,
  type ComponentType,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { Field, Input, Select, TextArea, type FieldControlProps, type SelectProps } from '@shop/ui';

interface Labelled {
  label: ReactNode;
  hint?: ReactNode;
  /** Its rule failed: marked for the eye and for screen readers (the form's toast says why, as the spec has it). */
  invalid?: boolean;
  /** Its rule's message, shown under it and read with it (a form that answers inline, not with a toast). */
  error?: string;
}

/** The kit's Field around one of its controls, ready for `{...fieldProps(form, 'name')}`. */
function labelled<E extends HTMLElement, P extends object>(Control: ComponentType<P & { ref?: Ref<E> }>) {
  return forwardRef<E, P & Labelled>(function LabelledControl({ label, hint, invalid = false, error, ...props }, ref) {
    return (
      <Field label={label} hint={hint} error={error}>
        {(control: FieldControlProps) => {
          const Labelled = Control as ComponentType<object>;
          return <Labelled {...control} aria-invalid={invalid || Boolean(error)} {...props} ref={ref} />;
        }}
      </Field>
    );
  });
}

export const InputField = labelled<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(Input);
export const SelectField = labelled<HTMLSelectElement, SelectProps>(Select);
export const TextAreaField = labelled<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(TextArea);
