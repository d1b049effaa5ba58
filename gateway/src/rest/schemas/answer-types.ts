import type { z } from 'zod';
import type {
  AddProductStockMutation,
  BulkImportMutation,
  GetCardDesignQuery,
  GetGameCategoriesQuery,
  GetImportBatchesQuery,
  GetRestockAlertsQuery,
  GetServersQuery,
  GetTrustFiguresQuery,
  GetWalletQuery,
  InventoryUnitFieldsFragment,
} from '../../generated/graphql';
import type { AuditEntry } from '../../audit/audit-log';
import type {
  activityToRest,
  adminOrderToRest,
  adminUserToRest,
  announcementToRest,
  claimToRest,
  orderToRest,
  productToRest,
  recentPurchaseToRest,
  transactionToRest,
  userOrderToRest,
  userToRest,
} from '../mappers';
import type { ticketMessageToRest, ticketToRest } from '../tickets.mappers';
import type { Transaction, User, Wallet } from './account';
import type { BulkImportAnswer, BulkStockAnswer, ImportBatch } from './admin-catalog';
import type { CardDesign, GameCategory, Server } from './catalog';
import type { Announcement, RecentPurchase } from './notifications';
import type { AdminOrder, Order } from './orders';
import type { Claim, OrderWithClaims } from './claims';
import type { RestockAlert } from './alerts';
import type { Product } from './products';
import type { Ticket, TicketMessage } from './tickets';
import type { InventoryUnit } from './units';
import type { OrderTrustWindow, TicketTrustWindow } from './trust';
import type { AdminUser, AuditPage, UserActivity } from './users';

/**
 * Compile-time checks that each answer schema (the document's shapes) accepts what the mappers and
 * operations really answer: `Fits<Actual, Schema>` fails `tsc -b` when a mapper's output drifts
 * from its schema. The running shop's answers are checked against the document in
 * gateway/test/openapi.test.ts.
 */
type Fits<Actual extends z.input<Schema>, Schema extends z.ZodType> = [Actual, Schema];

export type AnswerChecks = [
  Fits<ReturnType<typeof productToRest>, typeof Product>,
  Fits<ReturnType<typeof userToRest>, typeof User>,
  Fits<ReturnType<typeof orderToRest>, typeof Order>,
  Fits<ReturnType<typeof adminOrderToRest>, typeof AdminOrder>,
  Fits<ReturnType<typeof transactionToRest>, typeof Transaction>,
  Fits<ReturnType<typeof announcementToRest>, typeof Announcement>,
  Fits<ReturnType<typeof adminUserToRest>, typeof AdminUser>,
  Fits<ReturnType<typeof activityToRest>, typeof UserActivity>,
  Fits<ReturnType<typeof recentPurchaseToRest>, typeof RecentPurchase>,
  Fits<ReturnType<typeof ticketToRest>, typeof Ticket>,
  Fits<ReturnType<typeof ticketMessageToRest>, typeof TicketMessage>,
  Fits<ReturnType<typeof userOrderToRest>, typeof OrderWithClaims>,
  Fits<ReturnType<typeof claimToRest>, typeof Claim>,
  Fits<GetRestockAlertsQuery['myRestockAlerts'][number], typeof RestockAlert>,
  Fits<GetWalletQuery['wallet'], typeof Wallet>,
  Fits<GetGameCategoriesQuery['gameCategories'][number], typeof GameCategory>,
  Fits<GetCardDesignQuery['cardDesign'], typeof CardDesign>,
  Fits<GetServersQuery['servers'][number], typeof Server>,
  Fits<GetTrustFiguresQuery['orderTrustFigures'][number], typeof OrderTrustWindow>,
  Fits<GetTrustFiguresQuery['ticketTrustFigures'][number], typeof TicketTrustWindow>,
  Fits<GetImportBatchesQuery['importBatches'][number], typeof ImportBatch>,
  Fits<BulkImportMutation['bulkImport'], typeof BulkImportAnswer>,
  Fits<AddProductStockMutation['addProductStock'], typeof BulkStockAnswer>,
  Fits<InventoryUnitFieldsFragment, typeof InventoryUnit>,
  Fits<{ entries: AuditEntry[]; total: number }, typeof AuditPage>,
];
