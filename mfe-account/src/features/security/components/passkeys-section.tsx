import { useState, type FormEvent } from 'react';
import { Button, formatDateTimeToMinute, panel, theme } from '@shop/ui';
import { InputField } from '../../../components/form-fields';
import { messages } from '../../../messages';
import { usePasskeyActions } from '../hooks/use-passkeys';

const m = messages.security;

export interface PasskeyRow {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt?: string | null;
}

const muted = { margin: 0, color: theme.colors.textMuted } as const;

/**
 * The passkeys of 'Güvenlik': each with its name, when it was added and last used, and Remove
 * (confirmed with a passkey in the browser's dialog); Add asks for a name and the password first.
 */
export function PasskeysSection({ passkeys }: { passkeys: PasskeyRow[] }) {
  const actions = usePasskeyActions();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !password) return setError(m.passkeyFieldsMissing);
    setError(undefined);
    if (await actions.add(name, password)) {
      setAdding(false);
      setName('');
    }
    setPassword('');
  };

  return (
    <section css={[panel, { padding: 24, display: 'grid', gap: 14 }]} aria-labelledby="security-passkeys">
      <h3 id="security-passkeys" css={{ margin: 0 }}>
        {m.passkeysTitle}
      </h3>
      <p css={muted}>{passkeys.length ? m.passkeysText : m.passkeysNone}</p>
      {passkeys.length > 0 && (
        <ul aria-label={m.passkeysTitle} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
          {passkeys.map((passkey) => (
            <li
              key={passkey.id}
              css={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 10,
                alignItems: 'center',
                justifyContent: 'space-between',
              }}
            >
              <div>
                <strong>{passkey.name}</strong>
                <p css={muted}>
                  {m.passkeyAddedOn(formatDateTimeToMinute(passkey.createdAt))} ·{' '}
                  {passkey.lastUsedAt
                    ? m.passkeyLastUsed(formatDateTimeToMinute(passkey.lastUsedAt))
                    : m.passkeyNeverUsed}
                </p>
              </div>
              <Button
                variant="outline"
                disabled={actions.busy}
                aria-label={m.passkeyRemoveNamed(passkey.name)}
                onClick={() => void actions.remove(passkey.id)}
              >
                {m.passkeyRemove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <form onSubmit={(event) => void submit(event)} noValidate css={{ display: 'grid', gap: 12 }}>
          <InputField
            label={m.passkeyName}
            hint={m.passkeyNameHint}
            autoComplete="off"
            maxLength={64}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <InputField
            label={m.password}
            type="password"
            autoComplete="current-password"
            value={password}
            error={error}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 10 }}>
            <Button type="submit" disabled={actions.busy}>
              {m.continue}
            </Button>
            <Button variant="ghost" onClick={() => setAdding(false)}>
              {m.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <Button variant="outline" onClick={() => setAdding(true)}>
            {m.passkeyAdd}
          </Button>
        </div>
      )}
    </section>
  );
}
