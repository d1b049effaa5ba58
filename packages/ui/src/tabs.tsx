import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import * as RadixTabs from '@radix-ui/react-tabs';
import { theme } from './theme';

const tabList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  ${theme.mobile} {
    flex-wrap: nowrap;
    overflow-x: auto;
  }
  border-bottom: 1px solid ${theme.colors.borderMuted};
  margin-bottom: 18px;
`;

const tab = css`
  flex: none;
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${theme.colors.textMuted};
  padding: 10px 14px;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  white-space: nowrap;
  &[aria-selected='true'] {
    color: ${theme.colors.text};
    border-bottom-color: ${theme.colors.glow};
  }
  &:hover {
    color: ${theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.glow};
    outline-offset: -2px;
  }
`;

const highlightedTab = css`
  color: ${theme.colors.accent};
  background: rgba(37, 99, 235, 0.12);
  border-radius: 8px 8px 0 0;
`;

const groupLabel = css`
  align-self: center;
  margin-left: 8px;
  padding: 4px 8px;
  border-radius: 6px;
  border: 1px solid ${theme.colors.glow};
  color: ${theme.colors.glow};
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;
`;

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  /** Highlighted tabs stand out; a run of them with one `title` shows it once as a group name. */
  highlighted?: boolean;
  title?: string;
}

export interface TabsProps<K extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: ReadonlyArray<TabItem<K>>;
  selected: K;
  onSelect(key: K): void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * Tabs on Radix (WAI-ARIA: arrow keys, Home/End, the panel labelled by its tab). Controlled: the
 * caller keeps the selected key and renders its panel as `children`.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: TabsProps<K>) {
  return (
    <RadixTabs.Root value={selected} onValueChange={(value) => onSelect(value as K)}>
      <RadixTabs.List aria-label={label} css={tabList}>
        {tabs.map((t, index) => [
          t.highlighted && t.title && tabs[index - 1]?.title !== t.title ? (
            <span key={`${t.key}-group`} aria-hidden="true" css={groupLabel}>
              {t.title}
            </span>
          ) : null,
          <RadixTabs.Trigger key={t.key} value={t.key} title={t.title} css={[tab, t.highlighted && highlightedTab]}>
            {t.label}
          </RadixTabs.Trigger>,
        ])}
      </RadixTabs.List>
      <RadixTabs.Content value={selected}>{children}</RadixTabs.Content>
    </RadixTabs.Root>
  );
}
