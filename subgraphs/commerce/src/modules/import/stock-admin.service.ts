import { badInput, notFound } from '@shop/server-kit';
import type { InventoryService } from '../inventory/inventory.service';
import type { CatalogImportClient } from './catalog-import.client';

/** Admin stock operations on one product: credential units (bulk stock) and the manual counter. */
export class StockAdminService {
  constructor(
    private readonly inventory: InventoryService,
    private readonly catalog: CatalogImportClient,
  ) {}

  /** Adds one unit per account line; a dry run checks every line and stores nothing (stockTotal is then the current stock). */
  async addStock(
    productId: number,
    accounts: string,
    dryRun = false,
  ): Promise<{ addedCount: number; stockTotal: number; dryRun: boolean }> {
    if (!accounts.trim()) throw badInput('Lütfen hesap bilgilerini giriniz.');
    if (!(await this.catalog.productExists(productId))) throw notFound('Product not found.');
    const addedCount = await this.inventory.addUnits(productId, accounts.split(/\r?\n/), dryRun);
    const { stock } = await this.inventory.productStock(productId);
    return { addedCount, stockTotal: stock, dryRun };
  }

  async setManualStock(productId: number, stock: number): Promise<number> {
    if (!(await this.catalog.productExists(productId))) throw notFound('Product not found.');
    if ((await this.inventory.productStock(productId)).hasAccountData) {
      throw badInput('This product is stocked by its accounts: add accounts to change its stock.');
    }
    await this.inventory.setManualStock(productId, stock);
    return (await this.inventory.productStock(productId)).stock;
  }
}
