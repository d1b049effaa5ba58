import { useState, type FormEvent } from 'react';
import { API_KEY_SCOPES } from '@shop/shared';
import { Button, CodeCheckboxes, formatDateTimeToMinute, panel, ShownOnce, theme } from '@shop/ui';
import { InputField } from '../../../components/form-fields';
import { messages } from '../../../messages';
import { type KeyProof, useApiKeyActions, useApiKeys } from '../hooks/use-api-keys';

const m = messages.apiKeys;
const shownTexts = {
  note: m.shownOnce,
  label: m.newKey,
  copy: m.copy,
  copied: m.copied,
  copyFailed: m.copyFailed,
  done: m.saved,
};

const muted = { margin: 0, color: theme.colors.textMuted } as const;
const row = { display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' } as const;

type View =
  { kind: 'list' } | { kind: 'create' } | { kind: 'roll'; id: number; name: string } | { kind: 'shown'; key: string };

/** The fresh factor the account confirms a create or roll with: the app's code, a passkey, or none. */
export type KeyFactor = 'totp' | 'passkey' | null;

/** What a create or roll sends when nothing is typed: the passkey's dialog, or no factor at all. */
const untyped = (factor: KeyFactor): KeyProof => (factor === 'passkey' ? { kind: 'passkey' } : { kind: 'none' });

/**
 * The API keys of 'Güvenlik' (issue 37): each with its scopes, last four characters, dates and
 * Roll / Revoke; a new or rolled key is shown once, with Copy. An account with the app types a
 * code (or a recovery code) to create or roll; a passkey-only account confirms with a passkey.
 */
export function ApiKeysSection({ factor }: { factor: KeyFactor }) {
  const { keys, loading, error } = useApiKeys();
  const actions = useApiKeyActions();
  const [view, setView] = useState<View>({ kind: 'list' });
  const list = () => setView({ kind: 'list' });

  return (
    <section css={[panel, { padding: 24, display: 'grid', gap: 14 }]} aria-labelledby="security-api-keys">
      <h3 id="security-api-keys" css={{ margin: 0 }}>
        {m.title}
      </h3>
      <p css={muted}>{m.intro}</p>
      {view.kind === 'shown' ? (
        <ShownOnce value={view.key} texts={shownTexts} onDone={list} />
      ) : view.kind === 'create' ? (
        <CreateForm
          factor={factor}
          busy={actions.busy}
          onCancel={list}
          onSubmit={async (name, scopes, typed) => {
            const proof: KeyProof = factor === 'totp' ? { kind: 'typed', value: typed } : untyped(factor);
            const key = await actions.create(name, scopes, proof);
            if (key) setView({ kind: 'shown', key });
            return Boolean(key);
          }}
        />
      ) : view.kind === 'roll' ? (
        <FactorForm
          text={m.rollText(view.name)}
          submitLabel={m.roll}
          busy={actions.busy}
          onCancel={list}
          onSubmit={async (typed) => {
            const key = await actions.roll(view.id, { kind: 'typed', value: typed });
            if (key) setView({ kind: 'shown', key });
            return Boolean(key);
          }}
        />
      ) : (
        <>
          {loading && <p css={muted}>{messages.common.loading}</p>}
          {error && <p role="alert">{m.loadFailed}</p>}
          {keys && keys.length === 0 && <p css={muted}>{m.none}</p>}
          {keys && keys.length > 0 && (
            <ul aria-label={m.title} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
              {keys.map((key) => (
                <li key={key.id} css={[row, { justifyContent: 'space-between' }]}>
                  <div>
                    <strong>{key.name}</strong> <code>…{key.lastFour}</code>
                    <p css={muted}>{key.scopes.join(', ')}</p>
                    <p css={muted}>
                      {m.created(formatDateTimeToMinute(key.createdAt))} ·{' '}
                      {key.lastUsedAt ? m.lastUsed(formatDateTimeToMinute(key.lastUsedAt)) : m.neverUsed}
                      {key.expiresAt ? ` · ${m.expires(formatDateTimeToMinute(key.expiresAt))}` : ''}
                    </p>
                  </div>
                  <div css={row}>
                    <Button
                      variant="outline"
                      disabled={actions.busy}
                      aria-label={m.rollNamed(key.name)}
                      onClick={() =>
                        factor === 'totp'
                          ? setView({ kind: 'roll', id: key.id, name: key.name })
                          : void actions
                              .roll(key.id, untyped(factor))
                              .then((value) => value && setView({ kind: 'shown', key: value }))
                      }
                    >
                      {m.roll}
                    </Button>
                    <Button
                      variant="outline"
                      disabled={actions.busy}
                      aria-label={m.revokeNamed(key.name)}
                      onClick={() => void actions.revoke(key.id)}
                    >
                      {m.revoke}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <div>
            <Button variant="outline" onClick={() => setView({ kind: 'create' })}>
              {m.create}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function CreateForm(props: {
  factor: KeyFactor;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (name: string, scopes: string[], typed: string) => Promise<boolean>;
}) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['products:read']);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(m.nameMissing);
    if (!scopes.length) return setError(m.scopesMissing);
    if (props.factor === 'totp' && !typed.trim()) return setError(m.codeMissing);
    setError(undefined);
    if (!(await props.onSubmit(name.trim(), scopes, typed))) setTyped('');
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} css={{ display: 'grid', gap: 12, maxWidth: 480 }}>
      <InputField
        label={m.name}
        hint={m.nameHint}
        autoComplete="off"
        maxLength={64}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <CodeCheckboxes legend={m.scopes} options={API_KEY_SCOPES} selected={scopes} onChange={setScopes} />
      {props.factor === 'passkey' && <p css={muted}>{m.passkeyConfirm}</p>}
      {props.factor === 'totp' && (
        <InputField
          label={messages.security.codeOrRecovery}
          autoComplete="one-time-code"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      )}
      {error && (
        <p role="alert" css={{ margin: 0, color: theme.colors.danger }}>
          {error}
        </p>
      )}
      <div css={row}>
        <Button type="submit" disabled={props.busy}>
          {m.createSubmit}
        </Button>
        <Button variant="ghost" onClick={props.onCancel}>
          {messages.security.cancel}
        </Button>
      </div>
    </form>
  );
}

/** A code (or recovery code) before a roll, for an account with a second factor. */
function FactorForm(props: {
  text: string;
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (typed: string) => Promise<boolean>;
}) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) return setError(m.codeMissing);
    setError(undefined);
    if (!(await props.onSubmit(typed))) setTyped('');
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} css={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <p css={muted}>{props.text}</p>
      <InputField
        label={messages.security.codeOrRecovery}
        autoComplete="one-time-code"
        value={typed}
        error={error}
        onChange={(event) => setTyped(event.target.value)}
      />
      <div css={row}>
        <Button type="submit" disabled={props.busy}>
          {props.submitLabel}
        </Button>
        <Button variant="ghost" onClick={props.onCancel}>
          {messages.security.cancel}
        </Button>
      </div>
    </form>
  );
}
