import path from 'node:path';
import type { OrmOptions } from '@shop/server-kit';
import { migrations } from './migrations';
import { ActivityEntryEntity } from './modules/activity/activity-entry.entity';
import { ApiKeyEntity } from './modules/api-key/api-key.entity';
import { ImportBatchEntity } from './modules/import/import-batch.entity';
import { InventoryUnitEntity } from './modules/inventory/inventory-unit.entity';
import { ManualStockEntity } from './modules/inventory/manual-stock.entity';
import { EmailOutboxEntity } from './modules/mail/email-outbox.entity';
import { WebhookDeliveryEntity } from './modules/webhook/webhook-delivery.entity';
import { WebhookEndpointEntity } from './modules/webhook/webhook-endpoint.entity';
import { OrderEntity } from './modules/order/order.entity';
import { PaymentEventEntity } from './modules/payment/payment-event.entity';
import { PaymentEntity } from './modules/payment/payment.entity';
import { RecoveryCodeEntity } from './modules/user/recovery-code.entity';
import { PasskeyChallengeEntity, PasskeyEntity } from './modules/user/passkey.entity';
import { UserEntity } from './modules/user/user.entity';
import { WalletTransactionEntity } from './modules/wallet/wallet-transaction.entity';
import { WalletEntity } from './modules/wallet/wallet.entity';
import { WarrantyClaimEntity } from './modules/warranty/warranty-claim.entity';
import { UnitEventEntity } from './modules/warranty/unit-event.entity';
import { RestockAlertEntity } from './modules/alerts/restock-alert.entity';
import { UserNoticeEntity } from './modules/alerts/user-notice.entity';
import { WarrantyRulesEntity } from './modules/warranty/warranty-rules.entity';

export const SCHEMA = 'commerce';

export function commerceOrmOptions(databaseUrl: string): OrmOptions {
  return {
    schema: SCHEMA,
    databaseUrl,
    entities: [
      UserEntity,
      RecoveryCodeEntity,
      PasskeyEntity,
      PasskeyChallengeEntity,
      WalletEntity,
      WalletTransactionEntity,
      OrderEntity,
      InventoryUnitEntity,
      ManualStockEntity,
      EmailOutboxEntity,
      ActivityEntryEntity,
      ImportBatchEntity,
      PaymentEntity,
      PaymentEventEntity,
      WarrantyClaimEntity,
      UnitEventEntity,
      RestockAlertEntity,
      UserNoticeEntity,
      WarrantyRulesEntity,
      ApiKeyEntity,
      WebhookEndpointEntity,
      WebhookDeliveryEntity,
    ],
    migrations,
    migrationsPath: path.resolve(__dirname, '../src/migrations'),
  };
}
