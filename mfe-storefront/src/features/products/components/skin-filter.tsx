import { useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import * as Popover from '@radix-ui/react-popover';
import {
  Button,
  DROPDOWN_VIEWPORT_MARGIN,
  Field,
  Input,
  dropdownCheck,
  dropdownOption,
  dropdownPanel,
  dropdownTrigger,
  fieldLabelId,
  theme,
} from '@shop/ui';
import * as messages from '../../../messages';
import { skinNameSuggestions } from '../lib/product-filters';
import type { ListLocale } from './list-controls';

export interface SkinFilterProps {
  locale: ListLocale;
  /** The skins the suggestions come from, read only while the panel is open. */
  skins(): readonly string[];
  /** Called when the filter is about to be used (pointer over it, focus, open): the skins may load then. */
  onWanted?(): void;
  value: string | null;
  search: string;
  onSearchChange(search: string): void;
  onChange(skin: string | null): void;
}

const panel = dropdownPanel('popover');

/**
 * Champion/skin filter: a Radix popover holding the search form (Filter button, Enter applies
 * too), All Skins and the matching names. Escape or an outside click closes it; focus returns to
 * the trigger after Escape or a choice.
 */
export function SkinFilter({ locale, skins, onWanted, value, search, onSearchChange, onChange }: SkinFilterProps) {
  const m = messages.list[locale];
  const [open, setOpen] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const blank = search.trim() === '';
  const choose = (skin: string | null) => {
    onChange(skin);
    setOpen(false);
  };
  // The suggestions read every skin of every product: only worth it while the panel is open.
  const options = useMemo(
    () => [
      { skin: null, text: m.allSkins },
      ...(open ? skinNameSuggestions(skins(), search) : []).map((skin) => ({ skin, text: skin })),
    ],
    [open, skins, search, m.allSkins],
  );
  const noMatches = options.length === 1;

  return (
    <Field label={m.skinFilter}>
      {({ id }) => (
        <Popover.Root
          open={open}
          onOpenChange={(next) => {
            if (next) onWanted?.();
            setOpen(next);
          }}
        >
          {/* Named by its label and its value: "Skin / Champion All Skins". */}
          <Popover.Trigger
            id={id}
            aria-labelledby={`${fieldLabelId(id)} ${id}`}
            css={dropdownTrigger}
            onPointerEnter={onWanted}
            onFocus={onWanted}
          >
            <span className="field-value">{value ?? m.allSkins}</span>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              side="bottom"
              align="start"
              sideOffset={6}
              collisionPadding={DROPDOWN_VIEWPORT_MARGIN}
              aria-labelledby={fieldLabelId(id)}
              lang={locale}
              css={panel}
            >
              <form
                css={{ display: 'flex', gap: 6, marginBottom: 6, flex: 'none' }}
                onSubmit={(event) => {
                  event.preventDefault();
                  if (!blank) choose(search.trim());
                }}
              >
                <Input
                  ref={searchInput}
                  type="search"
                  value={search}
                  aria-label={m.searchLabel}
                  placeholder={m.searchPlaceholder}
                  onChange={(event) => onSearchChange(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key !== 'ArrowDown') return;
                    event.preventDefault();
                    list.current?.querySelector<HTMLElement>('[role="option"][tabindex="0"]')?.focus();
                  }}
                  css={{ flex: 1, minWidth: 0, minHeight: 34, padding: '6px 10px' }}
                />
                <Button type="submit" disabled={blank} css={{ minHeight: 34, padding: '4px 12px' }}>
                  {m.filterButton}
                </Button>
              </form>
              <SkinOptions
                listRef={list}
                label={m.skinFilter}
                options={options}
                value={value}
                onChoose={choose}
                onLeaveTop={() => searchInput.current?.focus()}
              />
              {noMatches && (
                <p css={{ margin: 0, padding: '8px 10px', color: theme.colors.textMuted }}>{m.noSkinMatch}</p>
              )}
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </Field>
  );
}

interface SkinOptionsProps {
  listRef: RefObject<HTMLDivElement | null>;
  label: string;
  options: readonly { skin: string | null; text: string }[];
  value: string | null;
  onChoose(skin: string | null): void;
  /** ArrowUp on the first option goes back to the search box. */
  onLeaveTop(): void;
}

/**
 * The choices as a listbox with one tab stop (the selected option, else the first) and arrow,
 * Home and End keys between options; Enter or Space chooses.
 */
function SkinOptions({ listRef, label, options, value, onChoose, onLeaveTop }: SkinOptionsProps) {
  const selected = Math.max(
    0,
    options.findIndex((option) => option.skin === value),
  );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]'));
    const at = items.indexOf(event.target as HTMLElement);
    const targets: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 };
    const target = targets[event.key];
    if (target === undefined || at < 0) return;
    event.preventDefault();
    if (target < 0) onLeaveTop();
    else items[Math.min(target, items.length - 1)]?.focus();
  };
  return (
    <div
      ref={listRef}
      role="listbox"
      aria-label={label}
      onKeyDown={onKeyDown}
      css={{ overflowY: 'auto', minHeight: 0 }}
    >
      {options.map((option, index) => (
        <button
          key={option.skin ?? ''}
          type="button"
          role="option"
          aria-selected={option.skin === value}
          tabIndex={index === selected ? 0 : -1}
          css={dropdownOption}
          onClick={() => onChoose(option.skin)}
        >
          {option.skin === value && <span css={dropdownCheck} aria-hidden="true" />}
          {option.text}
        </button>
      ))}
    </div>
  );
}
