import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { theme } from '@shop/ui';
import { Page, panel } from '@shop/ui';
import { Tabs } from '../../../components/tabs';
import { messages } from '../../../messages';

export type DashboardTab = keyof typeof messages.dashboard.tabNames;
const TAB_KEYS: DashboardTab[] = ['products', 'users', 'orders', 'announcements', 'tickets', 'importOld', 'importNew', 'catalog'];
/** The spec's highlighted 'Hesap/Ürün Ekle' group. */
const ADD_TABS: DashboardTab[] = ['importOld', 'importNew'];

export interface AdminDashboardProps {
  /** The content of each tab; a tab without content says it is coming soon. */
  panels: Partial<Record<DashboardTab, ReactNode>>;
}

/** The panel's frame; each tab's content comes from its feature. */
export function AdminDashboard({ panels }: AdminDashboardProps) {
  const m = messages.dashboard;
  const [selected, setSelected] = useState<DashboardTab>('products');
  return (
    <Page>
      <h1 css={{ margin: '0 0 4px' }}>{m.title}</h1>
      <p css={{ margin: '0 0 20px', color: theme.colors.textMuted }}>{m.intro}</p>
      <section css={[panel, { padding: 20 }]}>
        <Tabs<DashboardTab>
          label={m.tabs}
          tabs={TAB_KEYS.map((key) => ({ key, label: m.tabNames[key], highlighted: ADD_TABS.includes(key), title: ADD_TABS.includes(key) ? m.addGroup : undefined }))}
          selected={selected}
          onSelect={setSelected}
        >
          {panels[selected] ?? (
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
