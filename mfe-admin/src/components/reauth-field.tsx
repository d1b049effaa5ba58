import type { UseFormRegisterReturn } from 'react-hook-form';
import { css } from '@emotion/react';
import { Button, Field, Input, theme } from '@shop/ui';
import { messages } from '../messages';

const passkeyRow = css`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-top: 12px;
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
  ${theme.mobile} {
    flex-direction: column;
    align-items: stretch;
    text-align: center;
  }
`;

/** The admin's own passkey as the step-up (shown only when the admin has one). */
export interface PasskeyChoice {
  onUse(): void;
  busy: boolean;
  /** Not yet usable (say, a reason still missing). */
  disabled?: boolean;
}

/**
 * The field a sensitive action asks for: the admin's password, or the authenticator app's code
 * once the password was answered with `secondFactorRequired` (decision 0067). One form field
 * (`registration`) holds either; keyed, so the switch starts an empty, focused input. With
 * `passkey`, a button beside it re-authenticates with one of the admin's passkeys instead.
 */
export function ReauthField({
  code,
  label,
  hint,
  registration,
  focusPassword = false,
  passkey,
}: {
  code: boolean;
  label: string;
  hint?: string;
  registration: UseFormRegisterReturn;
  focusPassword?: boolean;
  passkey?: PasskeyChoice;
}) {
  const field = code ? (
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
  if (!passkey) return field;
  return (
    <>
      {field}
      <div css={passkeyRow}>
        <span>{messages.stepUp.or}</span>
        <Button type="button" variant="outline" onClick={passkey.onUse} disabled={passkey.busy || passkey.disabled}>
          {passkey.busy ? messages.stepUp.passkeyWaiting : messages.stepUp.usePasskey}
        </Button>
      </div>
    </>
  );
}
