import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { theme } from '@shop/ui';

const tabList = css`
  display: flex;
  gap: 4px;
  overflow-x: auto;
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

export interface TabsProps<K extends string> {
  label: string;
  /** `highlighted` tabs stand out (the spec's 'Hesap/Ürün Ekle' group). */
  tabs: ReadonlyArray<{ key: K; label: string; highlighted?: boolean }>;
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
        {tabs.map((t) => (
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
            css={[tab, t.highlighted && highlightedTab]}
            onClick={() => onSelect(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${selected}-panel`} aria-labelledby={`${id}-${selected}-tab`}>
        {children}
      </div>
    </div>
  );
}
