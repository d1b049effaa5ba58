import { useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { Button, theme } from '@shop/ui';
import { InputField } from '../../../components/form-fields';
import { messages } from '../../../messages';
import type { SecondFactor } from '../hooks/use-auth';
import { linkButton } from './link-button';

const startLink = css`
  ${linkButton};
  justify-self: start;
`;

const m = messages.auth;

/**
 * The sign-in's second step (the password was right, the account has an authenticator app): the
 * app's 6-digit code, or one of the recovery codes. A refused code is cleared for the next try.
 */
export function SecondStep({
  busy,
  methods,
  onSubmit,
  onBack,
}: {
  busy: boolean;
  /** What the account has (`totp`, `recoveryCode`, `passkey`): a passkey-only account is not asked for a code. */
  methods: string[];
  onSubmit: (factor: SecondFactor) => Promise<boolean>;
  onBack: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [recovery]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const given = value.trim();
    if (!given) return setError(m.codeMissing);
    setError(undefined);
    const accepted = await onSubmit(recovery ? { recoveryCode: given } : { code: given });
    if (!accepted) {
      setValue('');
      input.current?.focus();
    }
  };
  const toggle = () => {
    setRecovery(!recovery);
    setValue('');
    setError(undefined);
  };

  const passkey = methods.includes('passkey');
  const usePasskey = (
    <Button variant="outline" disabled={busy} css={{ minHeight: 46 }} onClick={() => void onSubmit({ passkey: true })}>
      {m.usePasskey}
    </Button>
  );
  if (passkey && !methods.includes('totp'))
    return (
      <>
        <h1 css={{ margin: '0 40px 6px 0', fontSize: 26 }}>{m.secondStepTitle}</h1>
        <p css={{ margin: '0 0 20px', color: theme.colors.textMuted }}>{m.secondStepPasskeyIntro}</p>
        <div css={{ display: 'grid', gap: 14 }}>
          {usePasskey}
          <button type="button" css={startLink} onClick={onBack}>
            {m.backToSignIn}
          </button>
        </div>
      </>
    );

  return (
    <>
      <h1 css={{ margin: '0 40px 6px 0', fontSize: 26 }}>{m.secondStepTitle}</h1>
      <p css={{ margin: '0 0 20px', color: theme.colors.textMuted }}>
        {recovery ? m.secondStepRecoveryIntro : m.secondStepIntro}
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate css={{ display: 'grid', gap: 14 }}>
        <InputField
          key={recovery ? 'recovery' : 'code'}
          ref={input}
          label={recovery ? m.recoveryCode : m.code}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          spellCheck={false}
          maxLength={recovery ? 64 : 9}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
        />
        <Button type="submit" disabled={busy} css={{ marginTop: 6, minHeight: 46 }}>
          {busy ? m.pending : m.verify}
        </Button>
        {passkey && usePasskey}
        <button type="button" css={startLink} onClick={toggle}>
          {recovery ? m.useAppCode : m.useRecoveryCode}
        </button>
        <button type="button" css={startLink} onClick={onBack}>
          {m.backToSignIn}
        </button>
      </form>
    </>
  );
}
