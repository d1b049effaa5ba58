import { lazy, Suspense, useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { theme, Loading } from '@shop/ui';
import { Button } from '@shop/ui';
import { Page } from '@shop/ui';
import { CategorySelector } from '../../features/categories/components/category-selector';
import { useCategoryProducts } from '../hooks/use-category-products';
import {
  CATEGORY_EVENTS,
  EMPTY_SELECTION,
  clearSavedSelection,
  type CategorySelection,
  type FilterChangeDetail,
} from '../../features/categories/lib/category-selection';
import { BelowTheFold, TrustCards } from '../../features/home/components/home-sections';
import { useCardDesign } from '../../features/card-design/hooks/use-card-design';
import * as messages from '../../messages';

// The product list with buying and the cart appears only once a category path is chosen: loaded
// then, so the first page does not carry it. Plain `lazy`: the server never renders it (no path is
// chosen there), so it has no server HTML to wait on.
const HomeProducts = lazy(() => import('./home-products').then((module) => ({ default: module.HomeProducts })));

const hero = css`
  padding: 72px 20px 64px;
  text-align: center;
  background:
    radial-gradient(ellipse at top, rgba(59, 130, 246, 0.3), transparent 60%),
    linear-gradient(180deg, #081420, ${theme.colors.background});
  border-bottom: 1px solid ${theme.colors.borderMuted};
  ${theme.mobile} {
    padding: 44px 16px 40px;
  }
`;

/** Smooth scroll to a section, 20 px below the sticky navigation. */
export function scrollToSection(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export function HomePage() {
  const [selection, setSelection] = useState<CategorySelection>(EMPTY_SELECTION);
  const { complete, products, loading, error, refetch } = useCategoryProducts(selection);
  const design = useCardDesign({
    gameSlug: selection.game,
    accountType: selection.accountType,
    subCategory: selection.subcategory,
  });
  // Going to / forgets the saved category; the shell (logo) and others talk through window events.
  useEffect(() => {
    clearSavedSelection();
    const reset = () => {
      clearSavedSelection();
      setSelection(EMPTY_SELECTION);
    };
    const change = (event: Event) => {
      const detail = (event as CustomEvent<Partial<FilterChangeDetail> | undefined>).detail;
      if (detail?.game && detail.server && detail.accountType && detail.subcategory) {
        setSelection({
          game: detail.game,
          server: detail.server,
          accountType: detail.accountType,
          subcategory: detail.subcategory,
        });
      }
    };
    const clear = () => setSelection((was) => ({ ...was, subcategory: null }));
    window.addEventListener(CATEGORY_EVENTS.filterReset, reset);
    window.addEventListener(CATEGORY_EVENTS.filterChange, change);
    window.addEventListener(CATEGORY_EVENTS.clearProducts, clear);
    return () => {
      window.removeEventListener(CATEGORY_EVENTS.filterReset, reset);
      window.removeEventListener(CATEGORY_EVENTS.filterChange, change);
      window.removeEventListener(CATEGORY_EVENTS.clearProducts, clear);
    };
  }, []);

  return (
    <div id="top">
      <section css={hero}>
        <h1
          css={{
            margin: '0 auto 14px',
            maxWidth: 860,
            fontSize: 'clamp(28px, 5vw, 50px)',
            lineHeight: 1.1,
            letterSpacing: '0.02em',
            textShadow: '0 0 24px rgba(59, 130, 246, 0.55)',
          }}
        >
          {messages.home.heroTitle}
        </h1>
        <p css={{ margin: '0 auto 26px', maxWidth: 640, color: theme.colors.textMuted, lineHeight: 1.5 }}>
          {messages.home.heroText}
        </p>
        <Button onClick={() => scrollToSection('game-categories')} css={{ minHeight: 48, padding: '10px 26px' }}>
          {messages.home.heroCta}
        </Button>
      </section>
      <Page>
        <TrustCards />
        <section id="game-categories" aria-labelledby="home-categories-heading" css={{ scrollMarginTop: 80 }}>
          <h2
            id="home-categories-heading"
            css={{ margin: '0 0 4px', fontSize: 26, textAlign: 'center', letterSpacing: '0.04em' }}
          >
            {messages.categories.heading}
          </h2>
          <CategorySelector selection={selection} onSelectionChange={setSelection} />
          <div css={{ marginTop: 28 }}>
            {complete ? (
              <>
                <h2 css={{ margin: '0 0 14px', fontSize: 22 }}>{messages.home.productsHeading}</h2>
                <Suspense fallback={<Loading label={messages.products.loading} />}>
                  <HomeProducts
                    selection={selection}
                    products={products}
                    loading={loading}
                    error={error}
                    refetch={refetch}
                    design={design}
                  />
                </Suspense>
              </>
            ) : (
              <p
                data-testid="path-prompt"
                css={{ textAlign: 'center', color: theme.colors.textMuted, padding: '20px 0' }}
              >
                {messages.home.choosePath}
              </p>
            )}
          </div>
        </section>
        <BelowTheFold />
      </Page>
    </div>
  );
}
