import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { css } from '@emotion/react';
import { MOBILE_QUERY, Page, Tab, TabList, TabPanel, TabsRoot, panel, theme, useMediaQuery } from '@shop/ui';
import { messages } from '../../../messages';

export type DashboardTab = keyof typeof messages.dashboard.tabNames;

/** Sidebar order: the main sections, the highlighted 'Hesap/Ürün Ekle' group, then İzleme, the releases, the audit log and one's own Güvenlik. */
const MAIN_TABS: DashboardTab[] = ['products', 'users', 'orders', 'claims', 'announcements', 'tickets', 'catalog'];
const ADD_TABS: DashboardTab[] = ['importOld', 'importNew'];
const AUDIT_TABS: DashboardTab[] = ['monitoring', 'releases', 'audit', 'security'];
const ALL_TABS = [...MAIN_TABS, ...ADD_TABS, ...AUDIT_TABS];

const layout = css`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  gap: 20px;
  align-items: start;
  ${theme.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

const sidebar = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 10px;
  ${theme.mobile} {
    flex-direction: row;
    overflow-x: auto;
    padding: 6px;
  }
`;

const tabButton = css`
  flex: none;
  text-align: left;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${theme.colors.textMuted};
  padding: 10px 12px;
  font-weight: 700;
  cursor: pointer;
  ${theme.mobile} {
    white-space: nowrap;
  }
  &:hover {
    color: ${theme.colors.text};
    background: rgba(37, 99, 235, 0.12);
  }
  &[aria-selected='true'] {
    color: ${theme.colors.text};
    background: ${theme.colors.border};
  }
`;

const addGroup = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 8px 0;
  padding: 8px;
  border-radius: 8px;
  border: 1px solid ${theme.colors.glow};
  background: rgba(59, 130, 246, 0.1);
  box-shadow: 0 0 12px rgba(59, 130, 246, 0.25);
  ${theme.mobile} {
    flex-direction: row;
    margin: 0 6px;
    padding: 4px;
  }
`;

const groupLabel = css`
  margin: 0 0 2px;
  padding: 0 4px;
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  /* The glow blue on this panel is under 4.5:1 for 12 px text; a lighter blue of it is about 7:1. */
  color: #8ab4f8;
  ${theme.mobile} {
    align-self: center;
  }
`;

export interface AdminDashboardProps {
  /** The content of each tab; a tab without content says it is coming soon. */
  panels: Partial<Record<DashboardTab, ReactNode>>;
}

/**
 * The panel's frame: a sidebar of tabs (WAI-ARIA, vertical; arrow keys move) and the selected
 * tab's panel. The selected tab is kept in `?tab=` so a reload or a link keeps it.
 */
export function AdminDashboard({ panels }: AdminDashboardProps) {
  const m = messages.dashboard;
  const [params, setParams] = useSearchParams();
  // The sidebar lies across the top on phones: the arrow keys follow it.
  const mobile = useMediaQuery(MOBILE_QUERY);
  const requested = params.get('tab') as DashboardTab | null;
  const selected: DashboardTab = requested && ALL_TABS.includes(requested) ? requested : 'products';
  const select = (key: DashboardTab) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', key);
      return next;
    });
  const tab = (key: DashboardTab) => (
    <Tab key={key} value={key} css={tabButton}>
      {m.tabNames[key]}
    </Tab>
  );
  const content = panels[selected] ?? (
    <div css={{ padding: '24px 0', color: theme.colors.textMuted }}>
      <p css={{ margin: '0 0 10px' }}>{m.comingSoon}</p>
      {selected === 'tickets' && <Link to="/panel/tickets">{m.openTickets}</Link>}
    </div>
  );
  return (
    <Page>
      <h1 css={{ margin: '0 0 4px' }}>{m.title}</h1>
      <p css={{ margin: '0 0 20px', color: theme.colors.textMuted }}>{m.intro}</p>
      <TabsRoot
        value={selected}
        onValueChange={(value) => select(value as DashboardTab)}
        orientation={mobile ? 'horizontal' : 'vertical'}
        css={layout}
      >
        <nav css={[panel, { padding: 0 }]}>
          <TabList aria-label={m.tabs} css={sidebar}>
            {MAIN_TABS.map(tab)}
            {/* No group role here: a tablist may own only tabs; the heading stays visual. */}
            <div css={addGroup}>
              <p css={groupLabel} aria-hidden="true">
                {m.addGroup}
              </p>
              {ADD_TABS.map(tab)}
            </div>
            {AUDIT_TABS.map(tab)}
          </TabList>
        </nav>
        <TabPanel value={selected} css={[panel, { padding: 20, minWidth: 0 }]}>
          <h2 css={{ margin: '0 0 16px', fontSize: 20 }}>{m.tabNames[selected]}</h2>
          {content}
        </TabPanel>
      </TabsRoot>
    </Page>
  );
}
