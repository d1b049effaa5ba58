import { Link } from 'react-router-dom';
import { Page, panel } from '@shop/ui';
import { messages } from '../../../messages';
import { TicketsTable } from './tickets-table';

/** /panel/tickets: the same list as the panel's Support Tickets tab, on its own page. */
export function TicketsPage() {
  const m = messages.tickets;
  return (
    <Page>
      <h1 css={{ margin: '0 0 16px' }}>{m.title}</h1>
      <section css={[panel, { padding: 20 }]}>
        <TicketsTable />
      </section>
      <p>
        <Link to="/panel">{m.back}</Link>
      </p>
    </Page>
  );
}
