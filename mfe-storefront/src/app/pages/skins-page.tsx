import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { formatTry } from '@shop/shared';
import { theme } from '@shop/ui';
import { Page } from '@shop/ui';
import { CategorySelector } from '../../features/categories/components/category-selector';
import { useCategoryProducts } from '../hooks/use-category-products';
import {
  EMPTY_SELECTION,
  selectionFromLocation,
  type CategorySelection,
} from '../../features/categories/lib/category-selection';
import { useCardDesign } from '../../features/card-design/hooks/use-card-design';
import { ProductList } from '../../features/products/components/product-list';
import { ListRestockAlert } from '../../features/restock/components/restock-alert-button';
import { httpErrorMessage } from '@shop/ui';
import * as messages from '../../messages';
import { SkinsHero } from './skins-hero';

/** /skins and every path starting with /skins: the Turkish list variant. */
export function SkinsPage() {
  const location = useLocation();
  const fromUrl = (hash: string): CategorySelection => {
    const found = selectionFromLocation(location.pathname, hash);
    return { ...EMPTY_SELECTION, game: found.game, accountType: found.game ? found.accountType : null };
  };
  // The first render follows the path alone, as the server's did (it never sees the hash), so
  // hydration matches; a game in the hash (#lol) is chosen right after.
  const [selection, setSelection] = useState<CategorySelection>(() => fromUrl(''));
  useEffect(() => {
    if (location.hash) setSelection(fromUrl(location.hash));
    // Once, on the page's first render: later choices are the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { complete, products, loading, error, refetch } = useCategoryProducts(selection);
  const m = messages.skins;
  const design = useCardDesign({
    gameSlug: selection.game,
    accountType: selection.accountType,
    subCategory: selection.subcategory,
  });

  return (
    <div lang="tr">
      <SkinsHero />
      <Page>
        <section id="game-categories" aria-labelledby="skins-categories-heading" css={{ scrollMarginTop: 80 }}>
          <h2
            id="skins-categories-heading"
            css={{ margin: '0 0 4px', fontSize: 26, textAlign: 'center', letterSpacing: '0.04em' }}
          >
            {messages.categoriesTr.heading}
          </h2>
          <CategorySelector selection={selection} onSelectionChange={setSelection} labels={messages.categoriesTr} />
          <div css={{ marginTop: 28 }}>
            {complete ? (
              <>
                <h2 css={{ margin: '0 0 14px', fontSize: 22 }}>{m.productsHeading}</h2>
                <ProductList
                  variant="skins"
                  products={products}
                  loading={loading}
                  errorText={error ? messages.products.error(httpErrorMessage(error)) : undefined}
                  onRetry={() => void refetch().catch(() => undefined)}
                  formatPrice={formatTry}
                  priceLabel={m.price}
                  design={design}
                  alertSlot={(skin) => <ListRestockAlert scope={selection} skin={skin} locale="tr" />}
                />
              </>
            ) : (
              <p
                data-testid="path-prompt"
                css={{ textAlign: 'center', color: theme.colors.textMuted, padding: '20px 0' }}
              >
                {m.choosePath}
              </p>
            )}
          </div>
        </section>
      </Page>
    </div>
  );
}
