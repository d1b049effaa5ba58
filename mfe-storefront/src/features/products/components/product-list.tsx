import {
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { css } from '@emotion/react';
import { theme } from '@shop/ui';
import { Button } from '@shop/ui';
import { EmptyState, ErrorState, httpErrorMessage } from '@shop/ui';
import * as messages from '../../../messages';
import {
  NO_FILTERS,
  PAGE_SIZE,
  isPriceSort,
  listable,
  filterProducts,
  pageItems,
  paginate,
  sortProducts,
  type ListFilters,
  type SortKey,
} from '../lib/product-filters';
import type { CardStyles } from '@shop/shared';
import { ProductCard, ProductCardSkeleton, type CardProduct } from './product-card';
import { RarityFilter, SortSelect, type ListLocale } from './list-controls';
import { SkinFilter } from './skin-filter';
import type { ProductPath } from '../hooks/use-products-by-path';
import { usePageSkins, useProductPage } from '../hooks/use-product-page';

const grid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 20px;
  ${theme.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 14px;
  }
`;

const controls = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 12px;
  margin-bottom: 12px;
  ${theme.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 8px;
  }
`;

const summary = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 10px 14px;
  margin-bottom: 16px;
  border-radius: 8px;
  border: 1px solid ${theme.colors.borderMuted};
  background: rgba(14, 28, 47, 0.8);
  font-size: 14px;
`;

const filterChip = css`
  padding: 2px 10px;
  border-radius: 999px;
  background: rgba(59, 130, 246, 0.18);
  border: 1px solid ${theme.colors.border};
  font-size: 13px;
`;

const pageButton = css`
  min-width: 38px;
  min-height: 38px;
  padding: 4px 10px;
  border-radius: 8px;
  border: 1px solid ${theme.colors.borderMuted};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: 700;
  cursor: pointer;
  &[aria-current='page'] {
    background: ${theme.colors.border};
    border-color: ${theme.colors.border};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export interface ProductListProps {
  products: readonly CardProduct[];
  loading: boolean;
  /** Already worded error text (shown instead of the list). */
  errorText?: string;
  onRetry?(): void;
  onBuy?(product: CardProduct): void;
  onAddToCart?(product: CardProduct): void;
  loadingLabel?: string;
  /** 'skins': Turkish labels, no price sorts, no BUY NOW / VIEW DETAILS. */
  variant?: 'shop' | 'skins';
  formatPrice?(price: string): string;
  priceLabel?: string;
  design?: CardStyles | null;
  /** Level of the cards' titles: 2 right under the page's h1, 3 under a section's h2. */
  cardHeadingLevel?: 2 | 3;
  /** Drawn under the summary bar with the applied skin filter (the page's 'Notify me of new stock'). */
  alertSlot?(skin: string | null): ReactNode;
}

/** The skeleton grid stands in for one page of cards, the most the first screen can show. */
const SKELETONS = Array.from({ length: PAGE_SIZE }, (_, index) => index);

/**
 * Cards drawn with the list's first render: the first row at 1280 px (two columns), more than the
 * first screen at 375 px. The page's other cards hold their place as skeletons (same size, so
 * nothing moves) and are drawn after that first paint, in a transition of their own.
 */
export const FIRST_CARDS = 2;

/** Runs `then` once the browser has painted what is committed now (a frame, then a task after it). */
function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(then);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** What the list shows around its cards, whichever way its data arrives. */
type ListShared = Pick<
  ProductListProps,
  | 'errorText'
  | 'onRetry'
  | 'onBuy'
  | 'onAddToCart'
  | 'loadingLabel'
  | 'variant'
  | 'formatPrice'
  | 'priceLabel'
  | 'design'
  | 'cardHeadingLevel'
  | 'alertSlot'
>;

/** The filters, the search text and the page the visitor chose; a filter change goes back to page 1. */
function useListState() {
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const update = (change: Partial<ListFilters>) => {
    setFilters((was) => ({ ...was, ...change }));
    setPage(1);
  };
  const clearAll = () => {
    setFilters(NO_FILTERS);
    setSearch('');
    setPage(1);
  };
  return { filters, setFilters, search, setSearch, page, setPage, update, clearAll };
}

interface ListViewProps extends ListShared {
  state: ReturnType<typeof useListState>;
  loading: boolean;
  /** Products the filters keep, on every page. */
  found: number;
  items: readonly CardProduct[];
  page: number;
  pageCount: number;
  /** Every card drawn (else the later ones are skeletons for a paint, see FIRST_CARDS). */
  allCards: boolean;
  skins(): readonly string[];
  /** The skin filter is about to be used (pointer over it, focus, open): its suggestions are wanted. */
  onSkinsWanted?(): void;
}

/** The product list: filters, summary bar, 2 columns of cards, pagination (4 per page). */
export function ProductList({ products: arrived, loading: arriving, ...shared }: ProductListProps) {
  // The answer is rendered at low priority, in slices React can interrupt, not in one long task
  // (the skeletons stay until then; both values switch in the same render).
  const products = useDeferredValue(arrived);
  const loading = useDeferredValue(arriving);
  const state = useListState();
  const { filters, page } = state;

  const listed = useMemo(() => listable(products), [products]);
  // Filters and sort start from the listed products computed above (the listing rule runs once per answer).
  const { skin, rarity, sort } = filters;
  const filtered = useMemo(() => filterProducts(listed, { skin, rarity }), [listed, skin, rarity]);
  const visible = useMemo(() => sortProducts(filtered, sort), [filtered, sort]);
  const current = paginate(visible, page);
  const skins = useCallback(() => listed.flatMap((product) => product.skins), [listed]);

  // The first cards paint first; the rest of the page follows after that paint (see FIRST_CARDS).
  const [allCards, setAllCards] = useState(false);
  const cardsShown = !loading && current.items.length > 0;
  useEffect(() => {
    if (allCards || !cardsShown) return;
    return afterNextPaint(() => startTransition(() => setAllCards(true)));
  }, [allCards, cardsShown]);

  return (
    <ListView
      {...shared}
      state={state}
      loading={loading}
      found={visible.length}
      items={current.items}
      page={current.page}
      pageCount={current.pageCount}
      allCards={allCards}
      skins={skins}
    />
  );
}

export interface PagedProductListProps extends Omit<ListShared, 'errorText' | 'onRetry'> {
  /** The path's exact filters (game, account type, subcategory; server EUW). */
  path: ProductPath;
}

const NO_SKINS: readonly string[] = [];

/**
 * The product list read a page at a time from catalog's productPage (issue 33): filters, sort and
 * page are the query's variables, each page its own entry in Apollo's cache; the skin filter
 * suggests from productPageSkins. The first page comes with the
 * server's HTML and its cache, so the browser starts from it.
 */
export function PagedProductList({ path, ...shared }: PagedProductListProps) {
  const state = useListState();
  const { answer, loading, error, refetch } = useProductPage(path, state.filters, state.page);
  const [skinsWanted, setSkinsWanted] = useState(false);
  const skinsAnswer = usePageSkins(path, skinsWanted);
  const skins = useCallback(() => skinsAnswer ?? NO_SKINS, [skinsAnswer]);
  const onSkinsWanted = useCallback(() => setSkinsWanted(true), []);
  return (
    <ListView
      {...shared}
      errorText={error ? messages.products.error(httpErrorMessage(error)) : undefined}
      onRetry={() => void refetch().catch(() => undefined)}
      state={state}
      loading={loading}
      found={answer?.total ?? 0}
      items={answer?.items ?? []}
      page={answer?.page ?? state.page}
      pageCount={answer?.pageCount ?? 1}
      allCards
      skins={skins}
      onSkinsWanted={onSkinsWanted}
    />
  );
}

function ListView({
  state,
  loading,
  found,
  items,
  page: currentPage,
  pageCount,
  allCards,
  skins,
  onSkinsWanted,
  errorText,
  onRetry,
  onBuy,
  onAddToCart,
  loadingLabel = messages.products.loading,
  variant = 'shop',
  formatPrice,
  priceLabel,
  design,
  cardHeadingLevel = 3,
  alertSlot,
}: ListViewProps) {
  const locale: ListLocale = variant === 'skins' ? 'tr' : 'en';
  const m = messages.list[locale];
  const { filters, setFilters, search, setSearch, setPage, update, clearAll } = state;
  const current = { items, page: currentPage, pageCount };
  const top = useRef<HTMLDivElement>(null);
  const pageChanged = useRef(false);

  useEffect(() => {
    if (!pageChanged.current) return;
    pageChanged.current = false;
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [current.page]);

  // A price sort chosen elsewhere is not allowed on /skins.
  useEffect(() => {
    if (variant === 'skins' && isPriceSort(filters.sort)) setFilters((was) => ({ ...was, sort: 'default' }));
  }, [variant, filters.sort, setFilters]);

  const goTo = (target: number) => {
    if (target < 1 || target > current.pageCount || target === current.page) return;
    pageChanged.current = true;
    setPage(target);
  };

  if (errorText && !loading) {
    return (
      <ErrorState
        message={errorText}
        action={
          onRetry && (
            <Button variant="outline" onClick={onRetry}>
              {messages.products.retry}
            </Button>
          )
        }
      />
    );
  }

  const active = [
    filters.skin && m.skinChip(filters.skin),
    filters.rarity && m.rarityChip(filters.rarity),
    filters.sort !== 'default' && m.sortChip(m.sorts[filters.sort]),
  ].filter((text): text is string => Boolean(text));

  return (
    <div ref={top} css={{ scrollMarginTop: 80 }} lang={locale}>
      <div css={controls}>
        <SkinFilter
          locale={locale}
          skins={skins}
          onWanted={onSkinsWanted}
          value={filters.skin}
          search={search}
          onSearchChange={setSearch}
          onChange={(skin) => update({ skin })}
        />
        <RarityFilter locale={locale} value={filters.rarity} onChange={(rarity) => update({ rarity })} />
        <SortSelect
          locale={locale}
          value={filters.sort}
          hidePriceSorts={variant === 'skins'}
          onChange={(sort: SortKey) => update({ sort })}
        />
      </div>
      <div css={summary} data-testid="list-summary">
        <span css={{ color: theme.colors.textMuted }}>{m.activeFilters}</span>
        {active.length === 0 ? (
          <span css={{ color: theme.colors.textMuted }}>{m.noActiveFilters}</span>
        ) : (
          active.map((text) => (
            <span key={text} css={filterChip}>
              {text}
            </span>
          ))
        )}
        <span role="status" aria-live="polite" css={{ marginLeft: 'auto', fontWeight: 700 }}>
          {loading ? loadingLabel : m.found(found)}
        </span>
        <Button variant="outline" onClick={clearAll} css={{ minHeight: 32, padding: '4px 12px' }}>
          {m.clearAll}
        </Button>
      </div>
      {/* Drawn while the data loads too, its height held, so the cards below never move. */}
      {alertSlot && (
        <div
          css={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', minHeight: 44, marginBottom: 16 }}
          data-testid="list-restock-alert"
        >
          {alertSlot(filters.skin)}
        </div>
      )}

      {loading ? (
        <div css={grid} aria-busy="true">
          {SKELETONS.map((index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </div>
      ) : found === 0 || current.items.length === 0 ? (
        <EmptyState title={messages.products.empty} hint={messages.products.emptyHint} />
      ) : (
        <>
          <div css={grid}>
            {current.items.map((product, index) =>
              !allCards && index >= FIRST_CARDS ? (
                <ProductCardSkeleton key={product.id} />
              ) : (
                <ProductCard
                  key={product.id}
                  product={product}
                  onBuy={onBuy}
                  onAddToCart={variant === 'skins' ? undefined : onAddToCart}
                  showActions={variant !== 'skins'}
                  formatPrice={formatPrice}
                  priceLabel={priceLabel}
                  labels={variant === 'skins' ? messages.cardTr : messages.card}
                  design={design}
                  headingLevel={cardHeadingLevel}
                />
              ),
            )}
          </div>
          {current.pageCount > 1 && (
            <nav
              aria-label={m.pagination}
              css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 6, marginTop: 20 }}
            >
              <button
                type="button"
                css={pageButton}
                disabled={current.page <= 1}
                onClick={() => goTo(current.page - 1)}
              >
                {m.previous}
              </button>
              {pageItems(current.page, current.pageCount).map((item) =>
                typeof item === 'number' ? (
                  <button
                    key={item}
                    type="button"
                    css={pageButton}
                    aria-label={m.page(item)}
                    aria-current={item === current.page ? 'page' : undefined}
                    onClick={() => goTo(item)}
                  >
                    {item}
                  </button>
                ) : (
                  <span
                    key={item}
                    aria-hidden="true"
                    css={{ alignSelf: 'center', padding: '0 4px', color: theme.colors.textMuted }}
                  >
                    …
                  </span>
                ),
              )}
              <button
                type="button"
                css={pageButton}
                disabled={current.page >= current.pageCount}
                onClick={() => goTo(current.page + 1)}
              >
                {m.next}
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
