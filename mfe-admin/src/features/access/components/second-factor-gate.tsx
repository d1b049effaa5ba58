import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Page, panel, theme, useShell } from '@shop/ui';
import { SECURITY_PAGE } from '../../../lib/site-pages';
import { messages } from '../../../messages';

const m = messages.access;

/**
 * Shown instead of the panel to an admin past the grace without a second factor (issue 34): the
 * server refuses every admin call of the session until one is set up, so the panel would only
 * fail; this says why and where to go.
 */
export function SecondFactorGate() {
  const { session } = useShell();
  // Back from the security page with a factor set up: the session was renewed without the
  // restriction, and the shell's copy of `me` learns it here.
  useEffect(() => {
    void session.refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit
  }, []);
  return (
    <Page>
      <section
        aria-labelledby="second-factor-gate-title"
        css={[
          panel,
          {
            maxWidth: 560,
            margin: '48px auto',
            padding: '28px 24px',
            textAlign: 'center',
            borderColor: theme.colors.border,
          },
        ]}
      >
        <h1 id="second-factor-gate-title" css={{ margin: '0 0 12px', fontSize: 24 }}>
          {m.secondFactorTitle}
        </h1>
        <p css={{ margin: '0 0 20px' }}>{m.secondFactorText}</p>
        <Link
          to={SECURITY_PAGE}
          css={{
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 44,
            padding: '8px 18px',
            borderRadius: 8,
            fontWeight: 700,
            background: theme.colors.border,
            color: theme.colors.text,
            textDecoration: 'none',
          }}
        >
          {m.secondFactorLink}
        </Link>
        <p css={{ margin: '16px 0 0', color: theme.colors.textMuted, fontSize: 14 }}>{m.secondFactorAfter}</p>
      </section>
    </Page>
  );
}
