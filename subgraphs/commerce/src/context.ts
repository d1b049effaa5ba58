import type { EntityManager } from '@mikro-orm/postgresql';
import type { BaseContext } from '@shop/server-kit';
import { AccessService } from './modules/access/access.service';
import { ActivityService } from './modules/activity/activity.service';
import { InventoryService } from './modules/inventory/inventory.service';
import { OrderAdminService } from './modules/order/order-admin.service';
import { CatalogClient } from './modules/order/catalog.client';
import { OrderService } from './modules/order/order.service';
import { SupportBridgeService } from './modules/support-bridge/support-bridge.service';
import { TradeFeedService } from './modules/trade-feed/trade-feed.service';
import { UserAdminService } from './modules/user/user-admin.service';
import { UserService } from './modules/user/user.service';
import { WalletService } from './modules/wallet/wallet.service';

export interface CommerceContext extends BaseContext {
  access: AccessService;
  activity: ActivityService;
  users: UserService;
  userAdmin: UserAdminService;
  orderAdmin: OrderAdminService;
  wallets: WalletService;
  orders: OrderService;
  inventory: InventoryService;
  tradeFeed: TradeFeedService;
  supportBridge: SupportBridgeService;
}

export interface CommerceConfig {
  catalogUrl: string;
  /** The site's address for links in e-mails ('' gives relative links). */
  publicUrl?: string;
}

export function createCommerceContext(base: BaseContext, em: EntityManager, config: CommerceConfig): CommerceContext {
  return {
    ...base,
    access: new AccessService(em, base.identity),
    activity: new ActivityService(em),
    users: new UserService(em),
    userAdmin: new UserAdminService(em),
    orderAdmin: new OrderAdminService(em),
    wallets: new WalletService(em),
    orders: new OrderService(em, new CatalogClient(config.catalogUrl, base.requestId)),
    inventory: new InventoryService(em),
    tradeFeed: new TradeFeedService(em),
    supportBridge: new SupportBridgeService(em, config.publicUrl ?? ''),
  };
}
