import type { ReactNode } from 'react';
import { theme } from '@shop/ui';
import { Page, panel } from '@shop/ui';
import { Loading } from '@shop/ui';
import { messages } from '../../../messages';
import { useAdminAccess, type Refusal } from '../hooks/use-admin-access';
import { SecondFactorGate } from './second-factor-gate';

export const PANEL_REFUSAL: Refusal = { title: messages.access.panelTitle, description: messages.access.panelText };
export const TICKETS_REFUSAL: Refusal = {
  title: messages.access.ticketsTitle,
  description: messages.access.ticketsText,
};

export interface AdminOnlyProps {
  refusal: Refusal;
  children: ReactNode;
}

/** Renders children for admins only; shows the refusal (role="alert") to other users. */
export function AdminOnly({ refusal, children }: AdminOnlyProps) {
  const access = useAdminAccess(refusal);
  if (access === 'admin') return <>{children}</>;
  if (access === 'enrol') return <SecondFactorGate />;
  if (access === 'denied') {
    return (
      <Page>
        <section
          role="alert"
          css={[
            panel,
            {
              maxWidth: 560,
              margin: '48px auto',
              padding: '28px 24px',
              textAlign: 'center',
              borderColor: theme.colors.danger,
            },
          ]}
        >
          <h1 css={{ margin: '0 0 8px', fontSize: 24 }}>{refusal.title}</h1>
          <p css={{ margin: '0 0 8px' }}>{refusal.description}</p>
          <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: 14 }}>{messages.access.redirecting}</p>
        </section>
      </Page>
    );
  }
  return <Loading label={messages.common.loading} />;
}
