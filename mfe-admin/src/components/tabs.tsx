import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { theme } from '@shop/ui';

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

export interface TabsProps<K extends string> {
  label: string;
  /** `highlighted` tabs stand out (the spec's 'Hesap/Ürün Ekle' group). */
  tabs: ReadonlyArray<{ key: K; label: string; highlighted?: boolean; title?: string }>;
  selected: K;
  onSelect(key: K): void;
  children: ReactNode;
}

/** WAI-ARIA tabs: arrow keys move between tabs, the panel is labelled by its tab. */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: TabsProps<K>) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.key === selected);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    onSelect(next.key);
    refs.current.get(next.key)?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={label} css={tabList} onKeyDown={onKeyDown}>
        {tabs.map((t, index) => [
          // A highlighted group shows its name once, before its first tab (the tabs carry it as title).
          t.highlighted && t.title && tabs[index - 1]?.title !== t.title ? (
            <span key={`${t.key}-group`} aria-hidden="true" css={groupLabel}>
              {t.title}
            </span>
          ) : null,
          <button
            key={t.key}
            ref={(node) => {
              if (node) refs.current.set(t.key, node);
              else refs.current.delete(t.key);
            }}
            type="button"
            role="tab"
            id={`${id}-${t.key}-tab`}
            aria-selected={t.key === selected}
            aria-controls={`${id}-${t.key}-panel`}
            tabIndex={t.key === selected ? 0 : -1}
            title={t.title}
            css={[tab, t.highlighted && highlightedTab]}
            onClick={() => onSelect(t.key)}
          >
            {t.label}
          </button>,
        ])}
      </div>
      <div role="tabpanel" id={`${id}-${selected}-panel`} aria-labelledby={`${id}-${selected}-tab`}>
        {children}
      </div>
    </div>
  );
}
