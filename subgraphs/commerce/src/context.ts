import type { EntityManager } from '@mikro-orm/postgresql';
import type { BaseContext } from '@shop/server-kit';
import { InventoryService } from './modules/inventory/inventory.service';
import { CatalogImportClient } from './modules/import/catalog-import.client';
import { ImportService, type ImportFailureHook } from './modules/import/import.service';
import { StockAdminService } from './modules/import/stock-admin.service';
import { CatalogClient } from './modules/order/catalog.client';
import { OrderService } from './modules/order/order.service';
import { TradeFeedService } from './modules/trade-feed/trade-feed.service';
import { UserService } from './modules/user/user.service';
import { WalletService } from './modules/wallet/wallet.service';

export interface CommerceContext extends BaseContext {
  users: UserService;
  wallets: WalletService;
  orders: OrderService;
  inventory: InventoryService;
  tradeFeed: TradeFeedService;
  imports: ImportService;
  stockAdmin: StockAdminService;
}

export interface CommerceConfig {
  catalogUrl: string;
  /** Tests only: fails the import flow at a step, as a crash there would. */
  importFailureHook?: ImportFailureHook;
}

export function createCommerceContext(base: BaseContext, em: EntityManager, config: CommerceConfig): CommerceContext {
  const inventory = new InventoryService(em);
  const catalogImport = new CatalogImportClient(config.catalogUrl, base.requestId);
  return {
    ...base,
    users: new UserService(em),
    wallets: new WalletService(em),
    orders: new OrderService(em, new CatalogClient(config.catalogUrl, base.requestId)),
    inventory,
    tradeFeed: new TradeFeedService(em),
    imports: new ImportService(em, catalogImport, config.importFailureHook),
    stockAdmin: new StockAdminService(inventory, catalogImport),
  };
}
