import type { CatalogContext } from '../../context';

/** Resolves `Product` references from other subgraphs (commerce orders, stock). */
export const productReference = {
  Product: {
    __resolveReference: (reference: { id: number | string }, ctx: CatalogContext) =>
      ctx.products.reference(Number(reference.id)),
  },
};
