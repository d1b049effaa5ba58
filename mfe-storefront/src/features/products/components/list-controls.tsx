import { Field, SelectMenu } from '@shop/ui';
import { OFFERED_RARITY_FILTERS } from '../../../lib/skins';
import * as messages from '../../../messages';
import { SORT_KEYS, isPriceSort, type SortKey } from '../lib/product-filters';

export type ListLocale = 'en' | 'tr';

/** Radix Select reserves the value "", so "all rarities" travels as this sentinel. */
const ALL_RARITIES = '*';

export function RarityFilter({
  locale,
  value,
  onChange,
}: {
  locale: ListLocale;
  value: string | null;
  onChange(rarity: string | null): void;
}) {
  const m = messages.list[locale];
  const options = [
    { value: ALL_RARITIES, label: m.allRarities },
    ...OFFERED_RARITY_FILTERS.map((rarity) => ({ value: rarity, label: rarity })),
  ];
  return (
    <Field label={m.rarityFilter}>
      {(control) => (
        <SelectMenu
          {...control}
          value={value ?? ALL_RARITIES}
          options={options}
          onChange={(next) => onChange(next === ALL_RARITIES ? null : next)}
          lang={locale}
        />
      )}
    </Field>
  );
}

export function SortSelect({
  locale,
  value,
  hidePriceSorts,
  onChange,
}: {
  locale: ListLocale;
  value: SortKey;
  hidePriceSorts: boolean;
  onChange(sort: SortKey): void;
}) {
  const m = messages.list[locale];
  const options = SORT_KEYS.filter((key) => !(hidePriceSorts && isPriceSort(key))).map((key) => ({
    value: key,
    label: m.sorts[key],
  }));
  return (
    <Field label={m.sort}>
      {(control) => <SelectMenu {...control} value={value} options={options} onChange={onChange} lang={locale} />}
    </Field>
  );
}
