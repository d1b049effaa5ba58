import type { FieldErrors, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The message of the first invalid field, in the order the form shows its fields: the spec answers
 * a refused form with one toast, the first rule that failed.
 */
export function firstErrorMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: ReadonlyArray<keyof T & string>,
): string | undefined {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

/** A field's registration and whether its rule failed (for the fields of `components/form-fields`). */
export function fieldProps<T extends FieldValues>(form: UseFormReturn<T>, name: FieldPath<T>) {
  return { ...form.register(name), invalid: Boolean(form.formState.errors[name]) };
}
