import { useState } from 'react';
import { theme } from '@shop/ui';
import { Button } from '@shop/ui';
import { Dropdown, optionCss } from '../../../components/dropdown';
import { OFFERED_RARITY_FILTERS } from '../../../lib/skins';
import { messages } from '../../../messages';
import { SORT_KEYS, isPriceSort, skinSuggestions, type FilterableProduct, type SortKey } from '../lib/product-filters';

export type ListLocale = 'en' | 'tr';

export interface SkinFilterProps {
  locale: ListLocale;
  products: readonly FilterableProduct[];
  value: string | null;
  search: string;
  onSearchChange(search: string): void;
  onChange(skin: string | null): void;
}

/** Champion/skin filter: search box, Filter button (Enter applies too), All Skins and matches. */
export function SkinFilter({ locale, products, value, search, onSearchChange, onChange }: SkinFilterProps) {
  const m = messages.list[locale];
  const suggestions = skinSuggestions(products, search);
  const blank = search.trim() === '';
  return (
    <Dropdown label={m.skinFilter} value={value ?? m.allSkins} testId="skin-filter">
      {(close) => {
        const apply = (skin: string | null) => {
          onChange(skin);
          close();
        };
        return (
          <div>
            <form
              css={{ display: 'flex', gap: 6, marginBottom: 6 }}
              onSubmit={(event) => {
                event.preventDefault();
                if (!blank) apply(search.trim());
              }}
            >
              <input
                type="search"
                value={search}
                autoFocus
                aria-label={m.searchLabel}
                placeholder={m.searchPlaceholder}
                onChange={(event) => onSearchChange(event.target.value)}
                css={{
                  flex: 1,
                  minWidth: 0,
                  padding: '7px 10px',
                  borderRadius: 6,
                  border: `1px solid ${theme.colors.borderMuted}`,
                  background: theme.colors.background,
                  color: theme.colors.text,
                }}
              />
              <Button type="submit" disabled={blank} css={{ minHeight: 34, padding: '4px 12px' }}>
                {m.filterButton}
              </Button>
            </form>
            <div role="listbox" aria-label={m.skinFilter}>
              <button type="button" role="option" aria-selected={value === null} css={optionCss} onClick={() => apply(null)}>
                {m.allSkins}
              </button>
              {suggestions.length === 0 ? (
                <p css={{ margin: 0, padding: '8px 10px', color: theme.colors.textMuted }}>{m.noSkinMatch}</p>
              ) : (
                suggestions.map((name) => (
                  <button key={name} type="button" role="option" aria-selected={value === name} css={optionCss} onClick={() => apply(name)}>
                    {name}
                  </button>
                ))
              )}
            </div>
          </div>
        );
      }}
    </Dropdown>
  );
}

export function RarityFilter({ locale, value, onChange }: { locale: ListLocale; value: string | null; onChange(rarity: string | null): void }) {
  const m = messages.list[locale];
  return (
    <Dropdown label={m.rarityFilter} value={value ?? m.allRarities} testId="rarity-filter">
      {(close) => (
        <div role="listbox" aria-label={m.rarityFilter}>
          {[null, ...OFFERED_RARITY_FILTERS].map((rarity) => (
            <button
              key={rarity ?? 'all'}
              type="button"
              role="option"
              aria-selected={value === rarity}
              css={optionCss}
              onClick={() => {
                onChange(rarity);
                close();
              }}
            >
              {rarity ?? m.allRarities}
            </button>
          ))}
        </div>
      )}
    </Dropdown>
  );
}

export function SortSelect({ locale, value, hidePriceSorts, onChange }: { locale: ListLocale; value: SortKey; hidePriceSorts: boolean; onChange(sort: SortKey): void }) {
  const m = messages.list[locale];
  const keys = SORT_KEYS.filter((key) => !(hidePriceSorts && isPriceSort(key)));
  return (
    <Dropdown label={m.sort} value={m.sorts[value]} testId="sort-select">
      {(close) => (
        <div role="listbox" aria-label={m.sort}>
          {keys.map((key) => (
            <button
              key={key}
              type="button"
              role="option"
              aria-selected={value === key}
              css={optionCss}
              onClick={() => {
                onChange(key);
                close();
              }}
            >
              {m.sorts[key]}
            </button>
          ))}
        </div>
      )}
    </Dropdown>
  );
}
