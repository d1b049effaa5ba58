import { useRef, useState } from 'react';
import { css } from '@emotion/react';
import { useNavigate } from 'react-router-dom';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signInInput, signUpInput } from '@shop/shared';
import { Button, panel, theme, useShell } from '@shop/ui';
import { InputField } from '../../../components/form-fields';
import { fieldProps, firstErrorMessage } from '../../../lib/form-errors';
import { messages } from '../../../messages';
import { useAuth } from '../hooks/use-auth';
import { SecondStep } from './second-step';
import { linkButton } from './link-button';

type Mode = 'signIn' | 'signUp';

const modeButton = css`
  flex: 1;
  min-height: 42px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${theme.colors.textMuted};
  font-weight: 700;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${theme.colors.border};
    color: ${theme.colors.text};
    box-shadow: 0 0 12px rgba(59, 130, 246, 0.4);
  }
`;

const closeButton = css`
  position: absolute;
  top: 12px;
  right: 12px;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${theme.colors.textMuted};
  font-size: 24px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    color: ${theme.colors.text};
    background: rgba(255, 255, 255, 0.06);
  }
`;

const forgotLink = css`
  ${linkButton};
  justify-self: end;
  margin-top: -6px;
`;

interface AuthValues {
  username: string;
  email: string;
  password: string;
  retypePassword: string;
}

const m = messages.auth;
const signInResolver = zodResolver(signInInput({ missingFields: m.missingFieldsText }));
const signUpResolver = zodResolver(
  signUpInput({ missingFields: m.missingFieldsText, passwordMismatch: m.passwordMismatchText }),
);
const FIELD_ORDER = ['username', 'email', 'password', 'retypePassword'] as const;

/** Sign in / sign up with a toggle between the two modes (one form: what was typed stays across the toggle). */
export function AuthForm() {
  const [mode, setMode] = useState<Mode>('signIn');
  const signingUp = mode === 'signUp';
  // The resolver reads the mode at submit time, so both modes share the values.
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const resolver: Resolver<AuthValues> = (values, context, options) =>
    (modeRef.current === 'signUp' ? signUpResolver : signInResolver)(values, context, options as never) as ReturnType<
      Resolver<AuthValues>
    >;
  const form = useForm<AuthValues>({
    defaultValues: { username: '', email: '', password: '', retypePassword: '' },
    resolver,
  });
  const { signIn, signUp, finishSignIn, signInWithPasskey, pending } = useAuth();
  // The password was right; the account asks for its second factor before the session is signed in.
  const [secondStep, setSecondStep] = useState<string[] | null>(null);
  const { toast } = useShell();
  const navigate = useNavigate();
  const busy = pending || form.formState.isSubmitting;

  // The spec's checks answer with a toast ('Missing fields', 'Password mismatch'); the fields at fault are marked.
  const refuse = (invalid: FieldErrors<AuthValues>) => {
    const description = firstErrorMessage(invalid, FIELD_ORDER);
    if (!description) return;
    const title = description === m.passwordMismatchText ? m.passwordMismatch : m.missingFields;
    toast({ title, description, variant: 'destructive' });
  };
  const switchTo = (next: Mode) => {
    setMode(next);
    form.clearErrors();
  };
  const submit = form.handleSubmit(async (values) => {
    if (signingUp) return signUp(values);
    const asked = await signIn(values);
    if (asked) setSecondStep(asked.methods);
  }, refuse);

  return (
    <section
      css={[
        panel,
        {
          position: 'relative',
          width: '100%',
          maxWidth: 440,
          margin: '0 auto',
          padding: '28px 24px',
          borderColor: theme.colors.border,
        },
      ]}
    >
      <button type="button" css={closeButton} aria-label={m.close} title={m.close} onClick={() => navigate('/')}>
        <span aria-hidden="true">×</span>
      </button>
      {secondStep ? (
        <SecondStep
          busy={pending}
          methods={secondStep}
          onSubmit={finishSignIn}
          onBack={() => {
            setSecondStep(null);
            form.setValue('password', '');
          }}
        />
      ) : (
        <>
          <h1 css={{ margin: '0 40px 6px 0', fontSize: 26 }}>{signingUp ? m.signUpTitle : m.signInTitle}</h1>
          <p css={{ margin: '0 0 20px', color: theme.colors.textMuted }}>{signingUp ? m.signUpIntro : m.signInIntro}</p>
          <div
            role="group"
            aria-label={m.modes}
            css={{
              display: 'flex',
              gap: 6,
              padding: 4,
              marginBottom: 20,
              borderRadius: 10,
              background: theme.colors.background,
            }}
          >
            <Button variant="ghost" css={modeButton} aria-pressed={!signingUp} onClick={() => switchTo('signIn')}>
              {m.signInTab}
            </Button>
            <Button variant="ghost" css={modeButton} aria-pressed={signingUp} onClick={() => switchTo('signUp')}>
              {m.signUpTab}
            </Button>
          </div>
          {/* noValidate: the spec's own messages (toasts) explain what is missing */}
          <form onSubmit={(event) => void submit(event)} noValidate css={{ display: 'grid', gap: 14 }}>
            {signingUp && (
              <InputField label={m.name} autoComplete="username" required {...fieldProps(form, 'username')} />
            )}
            <InputField label={m.email} type="email" autoComplete="email" required {...fieldProps(form, 'email')} />
            <InputField
              label={m.password}
              type="password"
              autoComplete={signingUp ? 'new-password' : 'current-password'}
              required
              {...fieldProps(form, 'password')}
            />
            {!signingUp && (
              <button type="button" css={forgotLink} onClick={() => toast({ title: m.resetSoon })}>
                {m.forgotPassword}
              </button>
            )}
            {signingUp && (
              <InputField
                label={m.retypePassword}
                type="password"
                autoComplete="new-password"
                required
                {...fieldProps(form, 'retypePassword')}
              />
            )}
            <Button type="submit" disabled={busy} css={{ marginTop: 6, minHeight: 46 }}>
              {busy ? m.pending : signingUp ? m.signUpSubmit : m.signInSubmit}
            </Button>
            {!signingUp && (
              <Button
                variant="outline"
                disabled={busy}
                css={{ minHeight: 46 }}
                onClick={() => void signInWithPasskey()}
              >
                {m.passkeySignIn}
              </Button>
            )}
          </form>
        </>
      )}
    </section>
  );
}
