import { useMemo } from 'react';
import { isComplete, matchesSelection, type CategorySelection } from '../../features/categories/lib/category-selection';
import { useListedProducts } from '../../features/products/hooks/use-listed-products';

/**
 * Products of a complete category path, re-filtered on the client (server upper-case, type and
 * subcategory lower-case, all trimmed); nothing when the path is incomplete.
 */
export function useCategoryProducts(selection: CategorySelection) {
  const complete = isComplete(selection);
  const { products, loading, error, refetch } = useListedProducts({ skip: !complete });
  const matching = useMemo(
    () => (complete ? products.filter((p) => matchesSelection(p, selection)) : []),
    [complete, products, selection],
  );
  return { complete, products: matching, loading: complete && loading, error: complete ? error : undefined, refetch };
}
