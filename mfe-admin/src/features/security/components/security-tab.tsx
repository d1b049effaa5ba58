import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Button, ErrorState, Loading, formatTimestamp, theme } from '@shop/ui';
import { AdminOwnSecurityDocument } from '../../../gql/graphql';
import { SECURITY_PAGE } from '../../../lib/site-pages';
import { messages } from '../../../messages';

const m = messages.security;

const facts = { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', margin: '0 0 20px' } as const;

/**
 * Güvenlik: the signed-in admin's own second factors (issue 34), read fresh on every visit. Setting
 * one up or removing one happens on the account app's security page, which the link opens: one
 * place for the factors, whoever the user is.
 */
export function SecurityTab() {
  const { data, loading, error, refetch } = useQuery(AdminOwnSecurityDocument, { fetchPolicy: 'network-only' });
  if (loading && !data) return <Loading label={messages.common.loading} />;
  if (error || !data)
    return (
      <ErrorState
        message={m.loadError}
        action={<Button onClick={() => void refetch().catch(() => undefined)}>{messages.common.retry}</Button>}
      />
    );
  const { totp, recoveryCodesLeft, passkeys } = data.accountSecurity;
  return (
    // The dashboard heads every panel with its tab's name: no second heading here.
    <section aria-label={m.heading}>
      <p css={{ margin: '0 0 16px', color: theme.colors.textMuted }}>{m.intro}</p>
      {!totp && passkeys.length === 0 ? (
        <p role="alert" css={{ margin: '0 0 16px', color: theme.colors.danger }}>
          {m.noFactor}
        </p>
      ) : null}
      <dl css={facts}>
        <dt>{m.app}</dt>
        <dd css={{ margin: 0 }}>{totp ? m.appOn : m.appOff}</dd>
        <dt>{m.recoveryCodes}</dt>
        <dd css={{ margin: 0 }}>{recoveryCodesLeft}</dd>
      </dl>
      <h3 css={{ margin: '0 0 8px', fontSize: 16 }}>{m.passkeys}</h3>
      {passkeys.length === 0 ? (
        <p css={{ margin: '0 0 20px', color: theme.colors.textMuted }}>{m.noPasskeys}</p>
      ) : (
        <ul
          aria-label={m.passkeys}
          css={{ listStyle: 'none', margin: '0 0 20px', padding: 0, display: 'grid', gap: 8 }}
        >
          {passkeys.map((passkey) => (
            <li
              key={passkey.id}
              css={{ border: `1px solid ${theme.colors.borderMuted}`, borderRadius: 8, padding: '10px 12px' }}
            >
              <strong css={{ display: 'block', overflowWrap: 'anywhere' }}>{passkey.name}</strong>
              <span css={{ color: theme.colors.textMuted, fontSize: 14 }}>
                {m.created}: {formatTimestamp(passkey.createdAt)} · {m.lastUsed}:{' '}
                {passkey.lastUsedAt ? formatTimestamp(passkey.lastUsedAt) : m.neverUsed}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to={SECURITY_PAGE} css={{ color: theme.colors.text, fontWeight: 700 }}>
        {m.manage}
      </Link>
    </section>
  );
}
