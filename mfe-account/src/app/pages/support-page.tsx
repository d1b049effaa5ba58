import { Page } from '@shop/ui';
import { MyClaims } from '../../features/claims/components/my-claims';
import { SupportTickets } from '../../features/tickets/components/support-tickets';

/** /support: the customer's tickets, then their warranty claims (the account's Support tab shows the same). */
export function SupportPage({ userId }: { userId: number | null }) {
  return (
    <Page>
      <div css={{ maxWidth: 860, margin: '0 auto', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 20 }}>
        <SupportTickets userId={userId} />
        <MyClaims userId={userId} />
      </div>
    </Page>
  );
}
