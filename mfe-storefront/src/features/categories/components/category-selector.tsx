import { useState } from 'react';
import { css } from '@emotion/react';
import { useQuery } from '@apollo/client/react';
import { SERVERS } from '@shop/shared';
import { theme } from '@shop/ui';
import { GetGameCategoriesDocument } from '../../../gql/graphql';
import * as messages from '../../../messages';
import {
  CATEGORY_EVENTS,
  emit,
  saveSelection,
  selectAccountType,
  selectGame,
  selectServer,
  selectSubcategory,
  withFallback,
  type CategorySelection,
  type FilterChangeDetail,
} from '../lib/category-selection';

const tile = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-height: 64px;
  padding: 12px 14px;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.colors.borderMuted};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: 800;
  letter-spacing: 0.04em;
  text-align: center;
  cursor: pointer;
  transition:
    border-color 120ms,
    box-shadow 120ms,
    background 120ms;
  &:hover {
    border-color: ${theme.colors.border};
  }
  &[aria-pressed='true'] {
    border-color: ${theme.colors.glow};
    background: rgba(37, 99, 235, 0.22);
    box-shadow: 0 0 16px rgba(59, 130, 246, 0.45);
  }
  small {
    font-weight: 400;
    color: ${theme.colors.textMuted};
    letter-spacing: 0;
  }
`;

const pill = css`
  min-width: 56px;
  padding: 7px 12px;
  border-radius: 999px;
  border: 1px solid ${theme.colors.borderMuted};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: 700;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${theme.colors.glow};
    background: ${theme.colors.border};
  }
`;

const row = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 12px;
  ${theme.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 8px;
  }
`;

const stepLabel = css`
  margin: 18px 0 8px;
  font-size: 13px;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.textMuted};
`;

export interface CategorySelectorProps {
  selection: CategorySelection;
  onSelectionChange(selection: CategorySelection): void;
  /** Called instead of firing the filter-change event when given. */
  onFilter?(detail: FilterChangeDetail): void;
  /** Turkish labels on /skins. */
  labels?: CategoryLabels;
}

/** Label texts of the selector (English on home, Turkish on /skins). */
export type CategoryLabels = {
  readonly [K in keyof typeof messages.categories]: K extends 'gameNames' ? Record<string, string> : string;
};

type Tier = 'unranked' | 'ranked' | null;

/** Game tiles → server row (lol) → UNRANKED/RANKED → account types → subcategories. */
export function CategorySelector({
  selection,
  onSelectionChange,
  onFilter,
  labels = messages.categories,
}: CategorySelectorProps) {
  const m = labels;
  const { data } = useQuery(GetGameCategoriesDocument, { fetchPolicy: 'cache-first' });
  const categories = withFallback(data?.gameCategories);
  const [tier, setTier] = useState<Tier>(
    selection.accountType ? (selection.accountType === 'ranked' ? 'ranked' : 'unranked') : null,
  );
  const game = categories.find((g) => g.slug === selection.game) ?? null;
  const accountType = game?.accountTypes.find((t) => t.id === selection.accountType) ?? null;

  const chooseServer = (server: string) => {
    setTier(null);
    onSelectionChange(selectServer(selection, server));
    emit(CATEGORY_EVENTS.clearProducts);
    emit(CATEGORY_EVENTS.pathIncomplete, { message: m.pathIncomplete });
  };

  const chooseTier = (next: Exclude<Tier, null>) => {
    setTier(next);
    // Only UNRANKED expands the account types; RANKED goes straight to the ranked type.
    if (next === 'ranked') {
      const ranked = game?.accountTypes.find((t) => t.id === 'ranked');
      onSelectionChange(
        ranked ? selectAccountType(selection, ranked.id) : { ...selection, accountType: null, subcategory: null },
      );
    } else {
      onSelectionChange({ ...selection, accountType: null, subcategory: null });
    }
  };

  const chooseSubcategory = (subcategory: string) => {
    const next = selectSubcategory(selection, subcategory);
    onSelectionChange(next);
    if (!next.game || !next.accountType || !next.subcategory || !next.server) {
      console.warn('category filter not emitted: missing game, account type, subcategory or server', next);
      return;
    }
    saveSelection(next);
    const detail: FilterChangeDetail = {
      game: next.game,
      accountType: next.accountType,
      subcategory: next.subcategory,
      server: next.server,
    };
    if (onFilter) onFilter(detail);
    else emit(CATEGORY_EVENTS.filterChange, detail);
  };

  return (
    <div data-testid="category-selector">
      <h3 css={stepLabel}>{m.games}</h3>
      <div css={row}>
        {categories.map((g) => (
          <button
            key={g.slug}
            type="button"
            css={tile}
            aria-pressed={selection.game === g.slug}
            onClick={() => {
              setTier(null);
              onSelectionChange(selectGame(selection, g.slug));
            }}
          >
            {m.gameNames[g.slug] ?? g.name}
          </button>
        ))}
      </div>

      {game && game.accountTypes.length === 0 && (
        <div
          data-testid="empty-game"
          css={{
            marginTop: 16,
            padding: 28,
            borderRadius: 10,
            border: `1px dashed ${theme.colors.borderMuted}`,
            color: theme.colors.textMuted,
            textAlign: 'center',
          }}
        >
          {m.noAccountTypes}
        </div>
      )}

      {game && game.slug === 'lol' && (
        <>
          <h3 css={stepLabel}>{m.servers}</h3>
          <div role="group" aria-label={m.servers} css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {SERVERS.map((server) => (
              <button
                key={server}
                type="button"
                css={pill}
                aria-pressed={selection.server === server}
                onClick={() => chooseServer(server)}
              >
                {server}
              </button>
            ))}
          </div>
        </>
      )}

      {game && game.accountTypes.length > 0 && (
        <>
          <h3 css={stepLabel}>{m.accountTypes}</h3>
          <div css={[row, { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }]}>
            <button type="button" css={tile} aria-pressed={tier === 'unranked'} onClick={() => chooseTier('unranked')}>
              {m.unranked}
            </button>
            <button type="button" css={tile} aria-pressed={tier === 'ranked'} onClick={() => chooseTier('ranked')}>
              {m.ranked}
            </button>
          </div>
          {tier === 'unranked' && (
            <div css={[row, { marginTop: 12 }]}>
              {game.accountTypes
                .filter((type) => type.id !== 'ranked')
                .map((type) => (
                  <button
                    key={type.id}
                    type="button"
                    css={tile}
                    aria-pressed={selection.accountType === type.id}
                    onClick={() => onSelectionChange(selectAccountType(selection, type.id))}
                  >
                    {type.name}
                    {type.description && <small>{type.description}</small>}
                  </button>
                ))}
            </div>
          )}
        </>
      )}

      {accountType && accountType.subcategories.length > 0 && (
        <>
          <h3 css={stepLabel}>{m.subcategories}</h3>
          <div css={row}>
            {accountType.subcategories.map((sub) => (
              <button
                key={sub.id}
                type="button"
                css={tile}
                aria-pressed={selection.subcategory === sub.id}
                onClick={() => chooseSubcategory(sub.id)}
              >
                {sub.name}
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
