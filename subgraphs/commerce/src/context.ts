import type { EntityManager } from '@mikro-orm/postgresql';
import type { BaseContext } from '@shop/server-kit';
import { AccessService } from './modules/access/access.service';
import { ActivityService } from './modules/activity/activity.service';
import { InventoryService } from './modules/inventory/inventory.service';
import { UnitAdminService } from './modules/inventory/unit-admin.service';
import { OrderAdminService } from './modules/order/order-admin.service';
import { CatalogImportClient } from './modules/import/catalog-import.client';
import { ImportService, type ImportFailureHook } from './modules/import/import.service';
import { StockAdminService } from './modules/import/stock-admin.service';
import { CatalogClient } from './modules/order/catalog.client';
import { OrderService } from './modules/order/order.service';
import { SupportBridgeService } from './modules/support-bridge/support-bridge.service';
import { TradeFeedService } from './modules/trade-feed/trade-feed.service';
import { UserAdminService } from './modules/user/user-admin.service';
import { UserService } from './modules/user/user.service';
import { EmailVerificationService } from './modules/user/email-verification';
import { WalletService } from './modules/wallet/wallet.service';
import type { PaymentSettings } from './modules/payment/payment-config';
import { PaymentService } from './modules/payment/payment.service';
import { ClaimService } from './modules/warranty/claim.service';
import { WarrantyRules } from './modules/warranty/warranty-rules';
import { UnitLifeService } from './modules/warranty/unit-life';
import { AlertService } from './modules/alerts/alert.service';
import { RestockNotifier } from './modules/alerts/restock-notifier';

export interface CommerceContext extends BaseContext {
  access: AccessService;
  activity: ActivityService;
  users: UserService;
  emailVerification: EmailVerificationService;
  userAdmin: UserAdminService;
  orderAdmin: OrderAdminService;
  wallets: WalletService;
  payments: PaymentService;
  orders: OrderService;
  inventory: InventoryService;
  tradeFeed: TradeFeedService;
  supportBridge: SupportBridgeService;
  imports: ImportService;
  stockAdmin: StockAdminService;
  unitAdmin: UnitAdminService;
  claims: ClaimService;
  alerts: AlertService;
  warrantyRules: WarrantyRules;
  unitLife: UnitLifeService;
  /** Catalog's products as this request read them (one batched call, answered once). */
  catalog: CatalogClient;
}

export interface CommerceConfig {
  catalogUrl: string;
  payments: PaymentSettings;
  /** The site's address for links in e-mails ('' gives relative links). */
  publicUrl?: string;
  /** Tests only: fails the import flow at a step, as a crash there would. */
  importFailureHook?: ImportFailureHook;
}

export function createCommerceContext(base: BaseContext, em: EntityManager, config: CommerceConfig): CommerceContext {
  const claims = new ClaimService(em);
  const catalogImport = new CatalogImportClient(config.catalogUrl, base.requestId);
  const catalog = new CatalogClient(config.catalogUrl, base.requestId);
  const restock = new RestockNotifier(em, catalog, config.publicUrl ?? '');
  const inventory = new InventoryService(em, restock);
  return {
    ...base,
    access: new AccessService(em, base.identity),
    activity: new ActivityService(em),
    users: new UserService(em, config.publicUrl ?? ''),
    emailVerification: new EmailVerificationService(em, config.publicUrl ?? ''),
    userAdmin: new UserAdminService(em),
    orderAdmin: new OrderAdminService(em),
    wallets: new WalletService(em),
    payments: new PaymentService(em, config.payments),
    orders: new OrderService(em, catalog),
    inventory,
    tradeFeed: new TradeFeedService(em),
    supportBridge: new SupportBridgeService(em, config.publicUrl ?? ''),
    imports: new ImportService(em, catalogImport, config.importFailureHook, restock),
    stockAdmin: new StockAdminService(inventory, catalogImport),
    unitAdmin: new UnitAdminService(em, catalogImport),
    claims,
    alerts: new AlertService(em, catalog, inventory),
    warrantyRules: new WarrantyRules(em),
    unitLife: new UnitLifeService(em),
    catalog,
  };
}
