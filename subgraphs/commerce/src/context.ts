import type { EntityManager } from '@mikro-orm/postgresql';
import type { BaseContext } from '@shop/server-kit';
import { AccessService } from './modules/access/access.service';
import { ApiKeyService } from './modules/api-key/api-key.service';
import type { WebhookGuardSettings } from './modules/webhook/ssrf-guard';
import { WebhookService } from './modules/webhook/webhook.service';
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
import { SecondFactorService } from './modules/user/second-factor';
import { PasskeyService } from './modules/user/passkey.service';
import type { PasskeySettings } from './modules/user/passkey-config';
import { StaffSecondFactor } from './modules/user/staff-second-factor';
import { SecondFactorReset } from './modules/user/second-factor-reset';
import { EmailVerificationService } from './modules/user/email-verification';
import { WalletService } from './modules/wallet/wallet.service';
import type { PaymentSettings } from './modules/payment/payment-config';
import { PaymentService } from './modules/payment/payment.service';
import { ClaimService } from './modules/warranty/claim.service';
import { WarrantyRules } from './modules/warranty/warranty-rules';
import { UnitLifeService } from './modules/warranty/unit-life';
import { AlertService } from './modules/alerts/alert.service';
import { RestockNotifier } from './modules/alerts/restock-notifier';
import { UnitsArrived } from './modules/inventory/units-arrived';
import { TrustService, type TrustFiguresMemo } from './modules/trust/trust.service';
import { MonitoringService } from './modules/monitoring/monitoring.service';
import type { CommerceMetrics } from './metrics';

export interface CommerceContext extends BaseContext {
  metrics: CommerceMetrics;
  access: AccessService;
  apiKeys: ApiKeyService;
  webhooks: WebhookService;
  activity: ActivityService;
  users: UserService;
  secondFactor: SecondFactorService;
  passkeys: PasskeyService;
  staffSecondFactor: StaffSecondFactor;
  secondFactorReset: SecondFactorReset;
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
  trust: TrustService;
  monitoring: MonitoringService;
  /** Catalog's products as this request read them (one batched call, answered once). */
  catalog: CatalogClient;
}

export interface CommerceConfig {
  catalogUrl: string;
  payments: PaymentSettings;
  /** The site's address for links in e-mails ('' gives relative links). */
  publicUrl?: string;
  /** Passkeys' relying party and origins (checked at start-up). */
  passkeys: PasskeySettings;
  /** Password sign-ins an admin without a second factor gets (STAFF_SECOND_FACTOR_GRACE). */
  staffSecondFactorGrace: number;
  /** Tests only: fails the import flow at a step, as a crash there would. */
  importFailureHook?: ImportFailureHook;
  /** The webhooks' SSRF guard (WEBHOOK_ALLOW_HTTP, WEBHOOK_ALLOW_PRIVATE_ADDRESSES), read at each check. */
  webhookGuard: WebhookGuardSettings;
  /** The trust page's figures, kept per process (modules/trust/trust.service.ts). */
  trustFigures: TrustFiguresMemo;
  /** The events commerce counts for Prometheus (src/metrics.ts). */
  metrics: CommerceMetrics;
}

/** The services that bring units into stock, on one entity manager (a request's or start-up recovery's). */
export interface StockServices {
  claims: ClaimService;
  warrantyRules: WarrantyRules;
  unitsArrived: UnitsArrived;
  inventory: InventoryService;
  imports: ImportService;
  catalog: CatalogClient;
  catalogImport: CatalogImportClient;
}

/**
 * Built once per request by `createCommerceContext`, and once per run by start-up recovery
 * (`PendingImports`): every way units arrive (a refund's or cancel's freed unit too) goes
 * through the same `UnitsArrived`.
 */
export function createStockServices(
  em: EntityManager,
  config: Pick<CommerceConfig, 'catalogUrl' | 'publicUrl' | 'importFailureHook'>,
  requestId?: string,
): StockServices {
  const claims = new ClaimService(em);
  const warrantyRules = new WarrantyRules(em);
  const catalogImport = new CatalogImportClient(config.catalogUrl, requestId);
  const catalog = new CatalogClient(config.catalogUrl, requestId);
  const unitsArrived = new UnitsArrived(claims, new RestockNotifier(em, catalog, config.publicUrl ?? ''));
  const inventory = new InventoryService(em, unitsArrived);
  const imports = new ImportService(em, catalogImport, unitsArrived, warrantyRules, config.importFailureHook);
  return { claims, warrantyRules, unitsArrived, inventory, imports, catalog, catalogImport };
}

export function createCommerceContext(base: BaseContext, em: EntityManager, config: CommerceConfig): CommerceContext {
  const { claims, warrantyRules, unitsArrived, inventory, imports, catalog, catalogImport } = createStockServices(
    em,
    config,
    base.requestId,
  );
  return {
    ...base,
    metrics: config.metrics,
    access: new AccessService(em, base.identity),
    apiKeys: new ApiKeyService(em),
    webhooks: new WebhookService(em, config.webhookGuard),
    activity: new ActivityService(em),
    users: new UserService(em, config.publicUrl ?? ''),
    secondFactor: new SecondFactorService(em),
    passkeys: new PasskeyService(em, config.passkeys),
    staffSecondFactor: new StaffSecondFactor(em, config.staffSecondFactorGrace),
    secondFactorReset: new SecondFactorReset(em),
    emailVerification: new EmailVerificationService(em, config.publicUrl ?? ''),
    userAdmin: new UserAdminService(em),
    orderAdmin: new OrderAdminService(em, unitsArrived),
    wallets: new WalletService(em),
    payments: new PaymentService(em, config.payments, unitsArrived),
    orders: new OrderService(em, catalog),
    inventory,
    tradeFeed: new TradeFeedService(em),
    supportBridge: new SupportBridgeService(em, config.publicUrl ?? ''),
    imports,
    stockAdmin: new StockAdminService(inventory, catalogImport),
    unitAdmin: new UnitAdminService(em, catalogImport),
    claims,
    alerts: new AlertService(em, catalog, inventory),
    warrantyRules,
    unitLife: new UnitLifeService(em),
    trust: new TrustService(em, config.trustFigures),
    monitoring: new MonitoringService(em),
    catalog,
  };
}
