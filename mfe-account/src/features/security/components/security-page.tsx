import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toString as qrSvg } from 'qrcode';
import { Button, ErrorState, Loading, errorMessage, panel, theme } from '@shop/ui';
import { InputField } from '../../../components/form-fields';
import { messages } from '../../../messages';
import { useAccountSecurity, useSecurityActions } from '../hooks/use-security';
import { PasskeysSection } from './passkeys-section';
import { WebhooksSection } from './webhooks-section';
import { ApiKeysSection } from './api-keys-section';

const m = messages.security;

type View =
  | { kind: 'status' }
  | { kind: 'password' }
  | { kind: 'scan'; secret: string; otpauthUrl: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'ask'; action: 'disable' | 'regenerate' };

const card = [panel, { padding: 24, display: 'grid', gap: 14 }] as const;
const muted = { margin: 0, color: theme.colors.textMuted } as const;
const buttons = { display: 'flex', flexWrap: 'wrap', gap: 10 } as const;

/**
 * /account/security ('Güvenlik'): the authenticator app (set up with a QR code or the text secret,
 * confirmed with a code), the recovery codes left, new ones, and turning the app off. Those two ask
 * for a code from the app (or a recovery code) first; new recovery codes are shown once.
 */
export function SecurityPage() {
  const { security, loading, error, refetch } = useAccountSecurity();
  const actions = useSecurityActions();
  const [view, setView] = useState<View>({ kind: 'status' });
  const back = () => setView({ kind: 'status' });

  let body: ReactNode;
  if (view.kind === 'codes') body = <RecoveryCodes codes={view.codes} onDone={back} />;
  else if (loading) body = <Loading label={messages.common.loading} />;
  else if (error || !security) {
    body = (
      <ErrorState
        message={messages.common.loadFailed(errorMessage(error, m.failedDefault))}
        action={
          <Button variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            {messages.common.retry}
          </Button>
        }
      />
    );
  } else if (view.kind === 'password') {
    body = (
      <SecretForm
        label={m.password}
        hint={m.passwordHint}
        type="password"
        autoComplete="current-password"
        missing={m.passwordMissing}
        submitLabel={m.continue}
        busy={actions.busy}
        onCancel={back}
        onSubmit={async (password) => {
          const started = await actions.start(password);
          if (started) setView({ kind: 'scan', ...started });
          return Boolean(started);
        }}
      />
    );
  } else if (view.kind === 'scan') {
    body = (
      <Enrolment
        secret={view.secret}
        otpauthUrl={view.otpauthUrl}
        busy={actions.busy}
        onCancel={back}
        onConfirm={async (code) => {
          const codes = await actions.confirm(code);
          if (codes) setView({ kind: 'codes', codes });
          return Boolean(codes);
        }}
      />
    );
  } else if (view.kind === 'ask') {
    const disabling = view.action === 'disable';
    body = (
      <>
        <p css={muted}>{m.askCode}</p>
        <SecretForm
          label={m.codeOrRecovery}
          autoComplete="one-time-code"
          missing={m.codeMissing}
          submitLabel={disabling ? m.disable : m.regenerate}
          busy={actions.busy}
          onCancel={back}
          onSubmit={async (typed) => {
            if (disabling) {
              const done = await actions.disable(typed);
              if (done) back();
              return Boolean(done);
            }
            const codes = await actions.regenerate(typed);
            if (codes) setView({ kind: 'codes', codes });
            return Boolean(codes);
          }}
        />
      </>
    );
  } else if (!security.totp) {
    body = (
      <>
        <p css={muted}>{m.offText}</p>
        <div css={buttons}>
          <Button onClick={() => setView({ kind: 'password' })}>{m.setUp}</Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p css={muted}>{m.onText}</p>
        <p css={{ margin: 0, fontWeight: 600 }}>
          {security.recoveryCodesLeft > 0 ? m.recoveryLeft(security.recoveryCodesLeft) : m.recoveryNoneLeft}
        </p>
        <p css={muted}>{m.regenerateText}</p>
        <div css={buttons}>
          <Button variant="outline" onClick={() => setView({ kind: 'ask', action: 'regenerate' })}>
            {m.regenerate}
          </Button>
          <Button variant="outline" onClick={() => setView({ kind: 'ask', action: 'disable' })}>
            {m.disable}
          </Button>
        </div>
      </>
    );
  }

  return (
    <div css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 20 }}>
      <div css={[panel, { padding: 24 }]}>
        <h2 css={{ margin: '0 0 8px' }}>{m.title}</h2>
        <p css={muted}>{m.intro}</p>
      </div>
      <section css={card} aria-labelledby="security-totp">
        <h3 id="security-totp" css={{ margin: 0, display: 'flex', gap: 10, alignItems: 'center' }}>
          {m.totpTitle}
          {security && (
            <span
              css={{
                fontSize: 13,
                padding: '2px 10px',
                borderRadius: 999,
                background: security.totp ? 'rgba(34, 197, 94, 0.18)' : theme.colors.border,
                color: security.totp ? '#4ade80' : theme.colors.textMuted,
              }}
            >
              {security.totp ? m.on : m.off}
            </span>
          )}
        </h3>
        {body}
      </section>
      {security && <PasskeysSection passkeys={security.passkeys} />}
      {security && <ApiKeysSection factor={security.totp ? 'totp' : security.passkeys.length ? 'passkey' : null} />}
      {security && <WebhooksSection />}
    </div>
  );
}

/** One secret field (a password, a code) with its submit and cancel; focused when shown, cleared when refused. */
function SecretForm(props: {
  label: string;
  hint?: string;
  type?: string;
  autoComplete: string;
  missing: string;
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (value: string) => Promise<boolean>;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setError(props.missing);
    setError(undefined);
    if (!(await props.onSubmit(value))) {
      setValue('');
      input.current?.focus();
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => event.key === 'Escape' && props.onCancel()}
      css={{ display: 'grid', gap: 12, maxWidth: 420 }}
    >
      <InputField
        ref={input}
        label={props.label}
        hint={props.hint}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        spellCheck={false}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
      />
      <div css={buttons}>
        <Button type="submit" disabled={props.busy}>
          {props.submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={props.onCancel}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}

/** The new secret as a QR code and as text, and the code that confirms it. */
function Enrolment(props: {
  secret: string;
  otpauthUrl: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (code: string) => Promise<boolean>;
}) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrSvg(props.otpauthUrl, { type: 'svg', margin: 1 })
      .then((svg) => live && setQr(`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`))
      .catch(() => undefined); // the text secret below works without it
    return () => {
      live = false;
    };
  }, [props.otpauthUrl]);
  return (
    <>
      <p css={muted}>{m.scan}</p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 20, alignItems: 'center' }}>
        <div css={{ width: 180, height: 180, padding: 8, borderRadius: 8, background: '#fff' }}>
          {qr && <img src={qr} alt={m.qrAlt} width={164} height={164} />}
        </div>
        <dl css={{ margin: 0, minWidth: 0 }}>
          <dt css={{ fontSize: 12, color: theme.colors.textMuted }}>{m.secret}</dt>
          <dd css={{ margin: 0 }}>
            <code data-testid="totp-secret" css={{ fontSize: 16, letterSpacing: 1, overflowWrap: 'anywhere' }}>
              {props.secret}
            </code>
          </dd>
        </dl>
      </div>
      <SecretForm
        label={m.code}
        hint={m.codeHint}
        autoComplete="one-time-code"
        missing={m.codeMissing}
        submitLabel={m.confirm}
        busy={props.busy}
        onCancel={props.onCancel}
        onSubmit={props.onConfirm}
      />
    </>
  );
}

/** New recovery codes, shown this once, with a copy button. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(m.copied);
    } catch {
      setCopied(m.copyFailed);
    }
  };
  return (
    <>
      <h4 css={{ margin: 0 }}>{m.recoveryTitle}</h4>
      <p role="note" css={{ margin: 0, color: theme.colors.text }}>
        {m.recoveryShownOnce}
      </p>
      <ul
        aria-label={m.recoveryList}
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 12,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gap: 8,
          borderRadius: 8,
          background: theme.colors.background,
          fontFamily: 'monospace',
          fontSize: 15,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div css={buttons}>
        <Button variant="outline" onClick={() => void copy()}>
          {m.copy}
        </Button>
        <Button onClick={onDone}>{m.saved}</Button>
        <span role="status" css={{ alignSelf: 'center', color: theme.colors.textMuted }}>
          {copied}
        </span>
      </div>
    </>
  );
}
