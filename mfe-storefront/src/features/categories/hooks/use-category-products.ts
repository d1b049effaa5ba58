import { useMemo } from 'react';
import { useListedProducts } from '../../products/hooks/use-listed-products';
import { isComplete, matchesSelection, type CategorySelection } from '../lib/category-selection';

/**
 * Products of a complete category path, re-filtered on the client (server upper-case, type and
 * subcategory lower-case, all trimmed); nothing when the path is incomplete.
 */
export function useCategoryProducts(selection: CategorySelection) {
  const complete = isComplete(selection);
  const { products, loading, error, refetch } = useListedProducts({ skip: !complete });
  const matching = useMemo(() => (complete ? products.filter((p) => matchesSelection(p, selection)) : []), [complete, products, selection]);
  return { complete, products: matching, loading: complete && loading, error: complete ? error : undefined, refetch };
}
