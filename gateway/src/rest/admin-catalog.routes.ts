import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { isPublicAccountText } from '@shop/shared';
import {
  AddProductStockDocument,
  BulkImportDocument,
  CreateGameCategoryDocument,
  CreateProductDocument,
  DeleteGameCategoryDocument,
  DeleteProductsDocument,
  ExportAccountsDocument,
  GetImportBatchesDocument,
  RollbackImportBatchDocument,
  SaveAccountProductDocument,
  SetManualStockDocument,
  UpdateGameCategoryDocument,
  UpdateProductDocument,
  UpsertCardDesignDocument,
  type ProductInput,
} from '../generated/graphql';
import { OperationError } from './execute';
import type { FacadeDeps } from './facade-deps';
import { withAdminPassword } from './admin.routes';
import { productToRest } from './mappers';
import { ROUTES } from './registry';
import { mount } from './route-spec';

/** Bulk imports carry up to 10,000 account lines: a larger body limit for these routes only. */
export const IMPORT_BODY_LIMIT = '10mb';
export const IMPORT_ROUTES = [ROUTES.bulkImport.path, ROUTES.bulkImportNew.path, ROUTES.bulkStock.path];

/** Admin routes of the catalogue: products, bulk imports and their batches, export, categories, card designs. */
export function adminCatalogRoutes(deps: FacadeDeps): Router {
  const { server, context } = deps;
  const router = Router();

  /**
   * Account lines in the account field make the save commerce's (saveAccountProduct): each line a
   * credential unit, the product showing only the redaction. The shown text sent back unchanged
   * (already redacted) or an empty one is a plain catalog write.
   */
  const withAccounts = (input: ProductInput) =>
    Boolean(input.accountText?.trim()) && !isPublicAccountText(input.accountText ?? '');

  mount(router, ROUTES.createProduct, async ({ body: { input, stock, batchId } }, req, res) => {
    if (withAccounts(input)) {
      const saved = await server.run(
        SaveAccountProductDocument,
        { batchId: batchId ?? randomUUID(), productId: null, input },
        context(req, res),
      );
      res.status(201).json(productToRest(saved.saveAccountProduct));
      return;
    }
    const data = await server.run(CreateProductDocument, { input }, context(req, res));
    let product = productToRest(data.createProduct);
    // A second operation only when a manual stock was given: the new id is needed for it.
    if (stock !== undefined && stock > 0) {
      await server.run(SetManualStockDocument, { productId: product.id, stock }, context(req, res));
      product = { ...product, stock };
    }
    res.status(201).json(product);
  });

  mount(router, ROUTES.updateProduct, async ({ params: { id }, body: { input, stock, batchId } }, req, res) => {
    if (withAccounts(input)) {
      const saved = await server.run(
        SaveAccountProductDocument,
        { batchId: batchId ?? randomUUID(), productId: id, input },
        context(req, res),
      );
      res.json(productToRest(saved.saveAccountProduct));
      return;
    }
    const variables = { id, input, stock: stock ?? 0, withStock: stock !== undefined };
    const data = await server.run(UpdateProductDocument, variables, context(req, res));
    res.json(productToRest(data.updateProduct));
  });

  mount(router, ROUTES.deleteProduct, async ({ params }, req, res) => {
    const data = await server.run(DeleteProductsDocument, { ids: [params.id] }, context(req, res));
    if (data.deleteProducts === 0) throw new OperationError(404, 'Product not found', 'NOT_FOUND');
    res.json({ message: 'Product deleted', deletedCount: data.deleteProducts });
  });

  mount(router, ROUTES.bulkDeleteProducts, async ({ body }, req, res) => {
    const data = await server.run(DeleteProductsDocument, { ids: body.productIds }, context(req, res));
    res.json({ message: 'Products deleted', deletedCount: data.deleteProducts });
  });

  for (const [route, format] of [
    [ROUTES.bulkImport, 'old'],
    [ROUTES.bulkImportNew, 'new'],
  ] as const) {
    mount(router, route, async ({ body }, req, res) => {
      const input = { ...body, format, batchId: body.batchId ?? randomUUID() };
      const data = await server.run(BulkImportDocument, { input }, context(req, res));
      res.json(data.bulkImport);
    });
  }

  mount(router, ROUTES.bulkStock, async ({ params, body }, req, res) => {
    const data = await server.run(AddProductStockDocument, { productId: params.id, ...body }, context(req, res));
    res.json(data.addProductStock);
  });

  /** The credential export: needs a re-authentication (or X-Admin-Password) and is audited by commerce. */
  mount(router, ROUTES.exportAccounts, async (_input, req, res) => {
    const data = await server.run(ExportAccountsDocument, {}, await withAdminPassword(deps, req, res));
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="accounts-${stamp}.txt"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(data.exportAccounts.text);
  });

  mount(router, ROUTES.importBatches, async (_input, req, res) => {
    const data = await server.run(GetImportBatchesDocument, {}, context(req, res));
    res.json(data.importBatches);
  });

  mount(router, ROUTES.rollbackImportBatch, async ({ params }, req, res) => {
    const data = await server.run(RollbackImportBatchDocument, { batchId: params.batchId }, context(req, res));
    res.json(data.rollbackImportBatch);
  });

  mount(router, ROUTES.createGameCategory, async ({ body }, req, res) => {
    const data = await server.run(CreateGameCategoryDocument, { input: body }, context(req, res));
    res.status(201).json(data.createGameCategory);
  });

  mount(router, ROUTES.updateGameCategory, async ({ params, body }, req, res) => {
    const data = await server.run(UpdateGameCategoryDocument, { id: params.id, input: body }, context(req, res));
    res.json(data.updateGameCategory);
  });

  mount(router, ROUTES.deleteGameCategory, async ({ params }, req, res) => {
    await server.run(DeleteGameCategoryDocument, { id: params.id }, context(req, res));
    res.json({ message: 'Category deleted' });
  });

  mount(router, ROUTES.upsertCardDesign, async ({ params, body }, req, res) => {
    const data = await server.run(
      UpsertCardDesignDocument,
      { gameSlug: params.gameSlug, input: body },
      context(req, res),
    );
    res.json(data.upsertCardDesign);
  });

  return router;
}
