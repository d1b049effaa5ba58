import { Page } from '@shop/ui';
import { SupportTickets } from './support-tickets';

/** /support: the ticket list on its own page (the account area shows the same list under Support). */
export function SupportPage({ userId }: { userId: number | null }) {
  return (
    <Page>
      <div css={{ maxWidth: 860, margin: '0 auto' }}>
        <SupportTickets userId={userId} />
      </div>
    </Page>
  );
}
