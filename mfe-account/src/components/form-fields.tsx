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
}

/** The kit's Field around one of its controls, ready for `{...fieldProps(form, 'name')}`. */
function labelled<E extends HTMLElement, P extends object>(Control: ComponentType<P & { ref?: Ref<E> }>) {
  return forwardRef<E, P & Labelled>(function LabelledControl({ label, hint, invalid = false, ...props }, ref) {
    return (
      <Field label={label} hint={hint}>
        {(control: FieldControlProps) => {
          const Labelled = Control as ComponentType<object>;
          return <Labelled {...control} aria-invalid={invalid} {...props} ref={ref} />;
        }}
      </Field>
    );
  });
}

export const InputField = labelled<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(Input);
export const SelectField = labelled<HTMLSelectElement, SelectProps>(Select);
export const TextAreaField = labelled<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(TextArea);
