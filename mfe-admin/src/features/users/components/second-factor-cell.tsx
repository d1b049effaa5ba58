import { theme } from '@shop/ui';
import type { AdminUserFieldsFragment } from '../../../gql/graphql';
import { messages } from '../../../messages';

const m = messages.users.factors;

/** Which second factors a user has (the app, how many passkeys), and "Overdue" for an admin past the grace without one. */
export function SecondFactorCell({ factors }: { factors: AdminUserFieldsFragment['secondFactors'] }) {
  const parts = [...(factors.totp ? [m.app] : []), ...(factors.passkeys > 0 ? [m.passkeys(factors.passkeys)] : [])];
  return (
    <span css={{ display: 'grid', gap: 4, justifyItems: 'start' }}>
      <span css={{ color: parts.length ? theme.colors.text : theme.colors.textMuted }}>
        {parts.length ? parts.join(' · ') : m.none}
      </span>
      {factors.overdue && (
        <span
          title={m.overdueTitle}
          css={{
            padding: '2px 8px',
            borderRadius: 999,
            border: `1px solid ${theme.colors.danger}`,
            background: theme.colors.dangerSurface,
            color: '#fecaca',
            fontSize: 12,
            fontWeight: 600,
            lineHeight: '18px',
            whiteSpace: 'nowrap',
          }}
        >
          {m.overdue}
        </span>
      )}
    </span>
  );
}
