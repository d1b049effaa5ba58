import { badInput } from './errors';
import { validate } from 'class-validator';
import type { ValidatorFn } from 'type-graphql';

/** An input that tidies itself (e.g. trims a pasted e-mail) before its rules are checked. */
export interface NormalisedInput {
  normalise(): void;
}

/**
 * Normalises, then validates an input object with its class-validator decorators, and answers
 * BAD_USER_INPUT with the first rule's own message (type-graphql's default says only "Argument
 * Validation Error"). `extensions.fields` maps each invalid field to its message for forms.
 */
export const validateInput: ValidatorFn = async (value) => {
  if (value === null || typeof value !== 'object') return;
  if (typeof (value as Partial<NormalisedInput>).normalise === 'function') (value as NormalisedInput).normalise();
  const errors = await validate(value as object, { forbidUnknownValues: false, stopAtFirstError: true });
  if (errors.length === 0) return;
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const [message] = Object.values(error.constraints ?? {});
    fields[error.property] = message ?? `Invalid ${error.property}.`;
  }
  throw badInput(Object.values(fields)[0], { fields });
};
