import { buildFederatedSchema } from '@shop/server-kit';
// Imported in the order the SDL should list them: users, wallets, orders, then Product.
import { UserResolver } from './modules/user/user.resolver';
import { ReauthResolver } from './modules/user/reauth.resolver';
import { WalletResolver } from './modules/wallet/wallet.resolver';
import { OrderResolver } from './modules/order/order.resolver';
import { OrderFieldsResolver } from './modules/order/order.fields.resolver';
import { TradeFeedResolver } from './modules/trade-feed/trade-feed.resolver';
import { ImportResolver } from './modules/import/import.resolver';
import { AccountExportResolver } from './modules/import/account-export.resolver';
import { ProductFieldsResolver } from './modules/inventory/product.fields.resolver';
import { ProductType } from './modules/inventory/product.type';
import { productReference } from './modules/inventory/product.reference';

export function buildCommerceSchema() {
  return buildFederatedSchema({
    resolvers: [UserResolver, ReauthResolver, WalletResolver, OrderResolver, OrderFieldsResolver, TradeFeedResolver, ProductFieldsResolver, ImportResolver, AccountExportResolver],
    orphanedTypes: [ProductType],
    referenceResolvers: productReference,
  });
}
