import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from '@shop/ui';

/**
 * The field a sensitive action asks for: the admin's password, or the authenticator app's code
 * once the password was answered with `secondFactorRequired` (decision 0067). One form field
 * (`registration`) holds either; keyed, so the switch starts an empty, focused input.
 */
export function ReauthField({
  code,
  label,
  hint,
  registration,
  focusPassword = false,
}: {
  code: boolean;
  label: string;
  hint?: string;
  registration: UseFormRegisterReturn;
  focusPassword?: boolean;
}) {
  return code ? (
    <Field key="code" label={label} hint={hint}>
      {(control) => (
        <Input
          {...control}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={9}
          {...registration}
        />
      )}
    </Field>
  ) : (
    <Field key="password" label={label} hint={hint}>
      {(control) => (
        <Input
          {...control}
          type="password"
          autoComplete="current-password"
          autoFocus={focusPassword}
          {...registration}
        />
      )}
    </Field>
  );
}
