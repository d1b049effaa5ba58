import { useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { useNavigate } from 'react-router-dom';
import { Button, theme, useShell } from '@shop/ui';
import { Field } from '../../../components/field';
import { panel } from '@shop/ui';
import { messages } from '../../../messages';
import { useAuth } from '../hooks/use-auth';

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

const linkButton = css`
  justify-self: end;
  margin-top: -6px;
  padding: 2px 0;
  border: 0;
  background: transparent;
  color: ${theme.colors.accent};
  font-size: 14px;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

const empty = { username: '', email: '', password: '', retypePassword: '' };

/** Sign in / sign up with a toggle between the two modes. */
export function AuthForm() {
  const [mode, setMode] = useState<Mode>('signIn');
  const [values, setValues] = useState(empty);
  const { signIn, signUp, pending } = useAuth();
  const { toast } = useShell();
  const navigate = useNavigate();
  const m = messages.auth;
  const signingUp = mode === 'signUp';

  const set = (name: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (signingUp ? signUp(values) : signIn(values));
  };

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
        <Button variant="ghost" css={modeButton} aria-pressed={!signingUp} onClick={() => setMode('signIn')}>
          {m.signInTab}
        </Button>
        <Button variant="ghost" css={modeButton} aria-pressed={signingUp} onClick={() => setMode('signUp')}>
          {m.signUpTab}
        </Button>
      </div>
      {/* noValidate: the spec's own messages (toasts) explain what is missing */}
      <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 14 }}>
        {signingUp && (
          <Field
            label={m.name}
            name="username"
            autoComplete="username"
            value={values.username}
            onChange={set('username')}
            required
          />
        )}
        <Field
          label={m.email}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          required
        />
        <Field
          label={m.password}
          name="password"
          type="password"
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          value={values.password}
          onChange={set('password')}
          required
        />
        {!signingUp && (
          <button type="button" css={linkButton} onClick={() => toast({ title: m.resetSoon })}>
            {m.forgotPassword}
          </button>
        )}
        {signingUp && (
          <Field
            label={m.retypePassword}
            name="retypePassword"
            type="password"
            autoComplete="new-password"
            value={values.retypePassword}
            onChange={set('retypePassword')}
            required
          />
        )}
        <Button type="submit" disabled={pending} css={{ marginTop: 6, minHeight: 46 }}>
          {pending ? m.pending : signingUp ? m.signUpSubmit : m.signInSubmit}
        </Button>
      </form>
    </section>
  );
}
