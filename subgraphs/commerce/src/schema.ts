import { buildFederatedSchema } from '@shop/server-kit';
// Imported in the order the SDL should list them: users, wallets, orders, then Product.
import { commerceAuthChecker } from './modules/access/auth-checker';
import { UserResolver } from './modules/user/user.resolver';
import { UserAdminResolver } from './modules/user/user-admin.resolver';
import { UserFieldsResolver } from './modules/user/user.fields.resolver';
import { ReauthResolver } from './modules/user/reauth.resolver';
import { SecondFactorResolver } from './modules/user/second-factor.resolver';
import { PasskeyResolver } from './modules/user/passkey.resolver';
import { SecondFactorResetResolver } from './modules/user/second-factor-reset.resolver';
import { UserFactorsResolver } from './modules/user/user-factors.resolver';
import { ApiKeyResolver } from './modules/api-key/api-key.resolver';
import { WebhookAdminResolver } from './modules/webhook/webhook-admin.resolver';
import { WebhookResolver } from './modules/webhook/webhook.resolver';
import { EmailVerificationResolver } from './modules/user/email-verification.resolver';
import { WalletResolver } from './modules/wallet/wallet.resolver';
import { WalletFieldsResolver } from './modules/wallet/wallet.fields.resolver';
import { PaymentResolver } from './modules/payment/payment.resolver';
import { DepositLimitsResolver } from './modules/payment/deposit-limits.resolver';
import { OrderResolver } from './modules/order/order.resolver';
import { OrderFieldsResolver } from './modules/order/order.fields.resolver';
import { SupportBridgeResolver } from './modules/support-bridge/support-bridge.resolver';
import { OrderAdminResolver } from './modules/order/order-admin.resolver';
import { TradeFeedResolver } from './modules/trade-feed/trade-feed.resolver';
import { ImportResolver } from './modules/import/import.resolver';
import { AccountExportResolver } from './modules/import/account-export.resolver';
import { UnitAdminResolver } from './modules/inventory/unit-admin.resolver';
import { ClaimResolver, OrderClaimsResolver } from './modules/warranty/claim.resolver';
import { AlertResolver } from './modules/alerts/alert.resolver';
import { UnitLifeResolver } from './modules/warranty/unit-life.resolver';
import { TrustResolver } from './modules/trust/trust.resolver';
import { MonitoringResolver } from './modules/monitoring/monitoring.resolver';
import { ProductFieldsResolver } from './modules/inventory/product.fields.resolver';
import { ProductType } from './modules/inventory/product.type';
import { productReference } from './modules/inventory/product.reference';
import { userReference } from './modules/support-bridge/user.reference';

export function buildCommerceSchema() {
  return buildFederatedSchema({
    resolvers: [
      UserResolver,
      ReauthResolver,
      SecondFactorResolver,
      PasskeyResolver,
      SecondFactorResetResolver,
      UserFactorsResolver,
      ApiKeyResolver,
      WebhookResolver,
      WebhookAdminResolver,
      EmailVerificationResolver,
      UserFieldsResolver,
      UserAdminResolver,
      WalletResolver,
      WalletFieldsResolver,
      PaymentResolver,
      DepositLimitsResolver,
      OrderResolver,
      OrderFieldsResolver,
      OrderAdminResolver,
      SupportBridgeResolver,
      TradeFeedResolver,
      ProductFieldsResolver,
      ImportResolver,
      AccountExportResolver,
      UnitAdminResolver,
      ClaimResolver,
      OrderClaimsResolver,
      AlertResolver,
      UnitLifeResolver,
      TrustResolver,
      MonitoringResolver,
    ],
    orphanedTypes: [ProductType],
    referenceResolvers: { ...productReference, ...userReference },
    authChecker: commerceAuthChecker,
  });
}
