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

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
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
        {tabs.map((t) => (
          <RadixTabs.Trigger key={t.key} value={t.key} css={tab}>
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content value={selected}>{children}</RadixTabs.Content>
    </RadixTabs.Root>
  );
}

/**
 * The same tabs unstyled, for a layout of one's own (the admin panel's sidebar): Root (value,
 * onValueChange, orientation), List, Trigger per tab and the Content of the selected one.
 */
export const TabsRoot = RadixTabs.Root;
export const TabList = RadixTabs.List;
export const Tab = RadixTabs.Trigger;
export const TabPanel = RadixTabs.Content;
