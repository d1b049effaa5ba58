import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Page, panel } from '@shop/ui';
import { Tabs } from '../../../components/tabs';
import { EmptyState } from '@shop/ui';
import { messages } from '../../../messages';

type TabKey = keyof typeof messages.tickets.tabNames;
const TAB_KEYS: TabKey[] = ['all', 'open', 'pending', 'closed'];

/** /panel/tickets: the ticket list arrives with the support issue (no ticket API yet). */
export function TicketsPage() {
  const m = messages.tickets;
  const [selected, setSelected] = useState<TabKey>('all');
  return (
    <Page>
      <h1 css={{ margin: '0 0 16px' }}>{m.title}</h1>
      <section css={[panel, { padding: 20 }]}>
        <Tabs<TabKey> label={m.tabs} tabs={TAB_KEYS.map((key) => ({ key, label: `${m.tabNames[key]} (0)` }))} selected={selected} onSelect={setSelected}>
          <EmptyState title={m.empty} />
        </Tabs>
      </section>
      <p>
        <Link to="/panel">{m.back}</Link>
      </p>
    </Page>
  );
}
