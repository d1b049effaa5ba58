import { randomUUID } from 'node:crypto';
import express, { Router } from 'express';
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
} from '../generated/graphql';
import { OperationError } from './execute';
import type { FacadeDeps } from './facade-deps';
import {
  bulkImportInputFromRest,
  cardDesignInputFromRest,
  dryRunFromRest,
  gameCategoryInputFromRest,
  productInputFromRest,
  stockFromRest,
} from './admin-catalog.inputs';
import { withAdminPassword } from './admin.routes';
import { productToRest } from './mappers';
import { body, idParam, stringField } from './params';

/** Bulk imports carry up to 10,000 account lines: a larger body limit for these routes only. */
export const IMPORT_BODY_LIMIT = '10mb';
export const IMPORT_ROUTES = ['/products/bulk-import', '/products/bulk-import-new', '/products/:id/bulk-stock'];

/** Admin routes of the catalogue: products, bulk imports and their batches, export, categories, card designs. */
export function adminCatalogRoutes(deps: FacadeDeps): Router {
  const { server, context } = deps;
  const router = Router();

  /**
   * Account lines in the account field make the save commerce's (saveAccountProduct): each line a
   * credential unit, the product showing only the redaction. The shown text sent back unchanged
   * (already redacted) or an empty one is a plain catalog write.
   */
  const withAccounts = (input: ReturnType<typeof productInputFromRest>) =>
    Boolean(input.accountText?.trim()) && !isPublicAccountText(input.accountText ?? '');
  const batchIdOf = (source: Record<string, unknown>) =>
    typeof source.batchId === 'string' && source.batchId ? source.batchId.slice(0, 64) : randomUUID();

  router.post('/products', async (req, res) => {
    const input = body(req);
    const stock = stockFromRest(input);
    const productInput = productInputFromRest(input, true);
    if (withAccounts(productInput)) {
      const saved = await server.run(
        SaveAccountProductDocument,
        { batchId: batchIdOf(input), productId: null, input: productInput },
        context(req, res),
      );
      res.status(201).json(productToRest(saved.saveAccountProduct));
      return;
    }
    const data = await server.run(CreateProductDocument, { input: productInput }, context(req, res));
    let product = productToRest(data.createProduct);
    // A second operation only when a manual stock was given: the new id is needed for it.
    if (stock !== undefined && stock > 0) {
      await server.run(SetManualStockDocument, { productId: product.id, stock }, context(req, res));
      product = { ...product, stock };
    }
    res.status(201).json(product);
  });

  router.put('/products/:id', async (req, res) => {
    const id = idParam(req, 'id', 'product id');
    const input = body(req);
    const stock = stockFromRest(input);
    const productInput = productInputFromRest(input, false);
    if (withAccounts(productInput)) {
      const saved = await server.run(
        SaveAccountProductDocument,
        { batchId: batchIdOf(input), productId: id, input: productInput },
        context(req, res),
      );
      res.json(productToRest(saved.saveAccountProduct));
      return;
    }
    const variables = { id, input: productInput, stock: stock ?? 0, withStock: stock !== undefined };
    const data = await server.run(UpdateProductDocument, variables, context(req, res));
    res.json(productToRest(data.updateProduct));
  });

  router.delete('/products/:id', async (req, res) => {
    const id = idParam(req, 'id', 'product id');
    const data = await server.run(DeleteProductsDocument, { ids: [id] }, context(req, res));
    if (data.deleteProducts === 0) throw new OperationError(404, 'Product not found', 'NOT_FOUND');
    res.json({ message: 'Product deleted', deletedCount: data.deleteProducts });
  });

  router.post('/products/bulk-delete', async (req, res) => {
    const ids = body(req).productIds;
    if (!Array.isArray(ids) || ids.length === 0)
      throw new OperationError(400, 'Silmek için ürün seçin.', 'BAD_USER_INPUT');
    const productIds = ids.map(Number);
    if (productIds.some((id) => !Number.isSafeInteger(id) || id <= 0))
      throw new OperationError(400, 'productIds must be product ids.', 'BAD_USER_INPUT');
    const data = await server.run(DeleteProductsDocument, { ids: productIds }, context(req, res));
    res.json({ message: 'Products deleted', deletedCount: data.deleteProducts });
  });

  const importRoute = (format: 'old' | 'new') => async (req: express.Request, res: express.Response) => {
    const input = bulkImportInputFromRest(body(req), format, randomUUID);
    const data = await server.run(BulkImportDocument, { input }, context(req, res));
    res.json(data.bulkImport);
  };
  router.post('/products/bulk-import', importRoute('old'));
  router.post('/products/bulk-import-new', importRoute('new'));

  router.post('/products/:id/bulk-stock', async (req, res) => {
    const productId = idParam(req, 'id', 'product id');
    const input = body(req);
    const accounts = stringField(input, 'accounts');
    const data = await server.run(
      AddProductStockDocument,
      { productId, accounts, dryRun: dryRunFromRest(input) },
      context(req, res),
    );
    res.json(data.addProductStock);
  });

  /** The credential export: needs a re-authentication (or X-Admin-Password) and is audited by commerce. */
  router.get('/admin/products/export-accounts', async (req, res) => {
    const data = await server.run(ExportAccountsDocument, {}, await withAdminPassword(deps, req, res));
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="accounts-${stamp}.txt"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(data.exportAccounts.text);
  });

  router.get('/admin/import-batches', async (req, res) => {
    const data = await server.run(GetImportBatchesDocument, {}, context(req, res));
    res.json(data.importBatches);
  });

  router.post('/admin/import-batches/:batchId/rollback', async (req, res) => {
    const batchId = String(req.params.batchId).slice(0, 64);
    const data = await server.run(RollbackImportBatchDocument, { batchId }, context(req, res));
    res.json(data.rollbackImportBatch);
  });

  router.post('/game-categories', async (req, res) => {
    const data = await server.run(
      CreateGameCategoryDocument,
      { input: gameCategoryInputFromRest(body(req)) },
      context(req, res),
    );
    res.status(201).json(data.createGameCategory);
  });

  router.put('/game-categories/:id', async (req, res) => {
    const id = idParam(req, 'id', 'category id');
    const data = await server.run(
      UpdateGameCategoryDocument,
      { id, input: gameCategoryInputFromRest(body(req)) },
      context(req, res),
    );
    res.json(data.updateGameCategory);
  });

  router.delete('/game-categories/:id', async (req, res) => {
    const id = idParam(req, 'id', 'category id');
    await server.run(DeleteGameCategoryDocument, { id }, context(req, res));
    res.json({ message: 'Category deleted' });
  });

  router.post('/card-design/:gameSlug', async (req, res) => {
    const gameSlug = String(req.params.gameSlug).slice(0, 32);
    const data = await server.run(
      UpsertCardDesignDocument,
      { gameSlug, input: cardDesignInputFromRest(body(req)) },
      context(req, res),
    );
    res.json(data.upsertCardDesign);
  });

  return router;
}
