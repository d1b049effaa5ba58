import { Link, useParams } from 'react-router-dom';
import { theme } from '@shop/ui';
import { Page, panel } from '@shop/ui';
import { messages } from '../../../messages';

/** /support/tickets/:id; the conversation arrives with the support issue. */
export function TicketPage() {
  const { ticketId = '' } = useParams();
  return (
    <Page>
      <section css={[panel, { padding: 24, maxWidth: 720, margin: '0 auto' }]}>
        <h1 css={{ marginTop: 0 }}>{messages.tickets.title(ticketId)}</h1>
        <p css={{ color: theme.colors.textMuted }}>{messages.tickets.soon}</p>
        <Link to="/account">{messages.tickets.back}</Link>
      </section>
    </Page>
  );
}
