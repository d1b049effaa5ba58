import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { theme } from '@shop/ui';
import { Page, panel } from '@shop/ui';
import { Tabs } from '../../../components/tabs';
import { messages } from '../../../messages';

type TabKey = keyof typeof messages.dashboard.tabNames;
const TAB_KEYS: TabKey[] = ['products', 'users', 'orders', 'announcements', 'tickets', 'imports', 'catalog'];

/** The panel's frame; each tab's content comes from its feature (products, imports, catalog settings so far). */
export function AdminDashboard({ products, imports, catalog }: { products: ReactNode; imports?: ReactNode; catalog?: ReactNode }) {
  const m = messages.dashboard;
  const [selected, setSelected] = useState<TabKey>('products');
  return (
    <Page>
      <h1 css={{ margin: '0 0 4px' }}>{m.title}</h1>
      <p css={{ margin: '0 0 20px', color: theme.colors.textMuted }}>{m.intro}</p>
      <section css={[panel, { padding: 20 }]}>
        <Tabs<TabKey> label={m.tabs} tabs={TAB_KEYS.map((key) => ({ key, label: m.tabNames[key], highlighted: key === 'imports' }))} selected={selected} onSelect={setSelected}>
          {selected === 'products' ? (
            products
          ) : selected === 'imports' && imports ? (
            imports
          ) : selected === 'catalog' && catalog ? (
            catalog
          ) : (
            <div css={{ padding: '24px 0', color: theme.colors.textMuted }}>
              <p css={{ margin: '0 0 10px' }}>{m.comingSoon}</p>
              {selected === 'tickets' && <Link to="/panel/tickets">{m.openTickets}</Link>}
            </div>
          )}
        </Tabs>
      </section>
    </Page>
  );
}
