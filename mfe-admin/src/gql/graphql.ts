/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Filters of the admin product list; all optional, combined with AND. */
export type AdminProductFilterInput = {
  /** Part of a skin name (case-insensitive), or a product in accountProductIds. */
  account?: string | null | undefined;
  /** Products whose credentials match the account search (from commerce productIdsByAccountUsername). */
  accountProductIds?: Array<number> | null | undefined;
  /** Minimum blue essence. */
  blueEssence?: number | null | undefined;
  id?: number | null | undefined;
  maxPrice?: string | null | undefined;
  minPrice?: string | null | undefined;
  /** Part of the title, case-insensitive. */
  title?: string | null | undefined;
};

/** Order of the paged admin product list (ties by id, newest first). */
export type AdminProductSort =
  | 'NEWEST'
  | 'OLDEST'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  | 'TITLE_ASC'
  | 'TITLE_DESC';

export type AdminUserInput = {
  /** Target wallet balance (decimal string, >= 0). A difference is posted as ONE adjustment ledger entry; empty leaves it. */
  balance?: string | null | undefined;
  /** Reason written on the adjustment entry (default 'Admin balance adjustment'). */
  balanceReason?: string | null | undefined;
  email: string;
  isAdmin?: boolean | null | undefined;
  /** Required (6+) on create; blank on update leaves the password unchanged. */
  password?: string | null | undefined;
  /** Active | Inactive | Suspended | Banned (default Active). */
  status?: string | null | undefined;
  username: string;
};

export type AnnouncementInput = {
  content: string;
  /** After this moment the public list leaves it out. */
  expiresAt?: string | null | undefined;
  /** Default true. */
  isActive?: boolean | null | undefined;
  title: string;
  /** info | warning | success | error (default info). */
  type?: string | null | undefined;
};

export type ApiKeyInput = {
  /** Addresses and CIDR ranges; empty or absent: any. */
  allowedAddresses?: Array<string> | null | undefined;
  expiresAt?: string | null | undefined;
  name: string;
  /** products:read, orders:write, orders:read, credentials:read, wallet:read, webhooks:write. */
  scopes: Array<string>;
};

export type ApiKeyLimitsInput = {
  ordersPerMinute?: number | null | undefined;
  requestsPerMinute?: number | null | undefined;
};

export type BulkImportInput = {
  accountType?: string | null | undefined;
  /** One account per line. */
  accounts: string;
  /** Price of every product of the batch (decimal string, USD). */
  basePrice?: string | null | undefined;
  /** UUID the client generated for this import; every chunk and retry sends the same one. */
  batchId: string;
  cardFeatures?: Array<ImportCardFeatureInput> | null | undefined;
  description?: string | null | undefined;
  /** Check only: nothing is stored. */
  dryRun?: boolean | null | undefined;
  /** 1-based number of the first line in the whole batch (default 1). */
  firstLine?: number | null | undefined;
  /** old (colon-separated) or new (labelled Server/Username/Password/Blueessences/Skins). */
  format: string;
  gameId?: number | null | undefined;
  gameSlug?: string | null | undefined;
  rankStatus?: string | null | undefined;
  /** Warranty replacements per order (default: the warranty rules). */
  replacementLimit?: number | null | undefined;
  /** Chosen server; a new-format line's own server overrides it. */
  server?: string | null | undefined;
  subCategory?: string | null | undefined;
  title?: string | null | undefined;
  /** Warranty days of every product (default: the warranty rules). */
  warrantyDays?: number | null | undefined;
};

export type CancelOrderInput = {
  orderId: number;
  /** Why the order is cancelled (told to the buyer), 1-200 characters. */
  reason: string;
};

export type CardDesignFeatureInput = {
  icon: string;
  label: string;
  value: string;
};

/** A card design of a game, optionally narrowed to an account type and subcategory. */
export type CardDesignInput = {
  accountType?: string | null | undefined;
  cardStyles: CardStylesInput;
  features?: Array<CardDesignFeatureInput> | null | undefined;
  subCategory?: string | null | undefined;
};

/** One of the twelve card slots (card_sasa ... card_444); a blank value empties it. */
export type CardFeatureInput = {
  icon?: string | null | undefined;
  slot: string;
  value: string;
};

export type CardStylesInput = {
  accentColor: string;
  backgroundColor: string;
  borderColor: string;
  glowColor: string;
  textColor: string;
};

/** Card texts; a blank text falls back to its default when read. */
export type CardTextsInput = {
  access?: string | null | undefined;
  champions?: string | null | undefined;
  deliveryTime?: string | null | undefined;
  deliveryType?: string | null | undefined;
  email?: string | null | undefined;
  extra1?: string | null | undefined;
  extra2?: string | null | undefined;
  extra3?: string | null | undefined;
  honor?: string | null | undefined;
  level?: string | null | undefined;
  paymentInfo?: string | null | undefined;
  paymentMethods?: string | null | undefined;
  ranked?: string | null | undefined;
  skins?: string | null | undefined;
  support?: string | null | undefined;
  warranty?: string | null | undefined;
};

export type CustomFeatureInput = {
  icon: string;
  id: string;
  label: string;
  value: string;
};

export type DecideClaimInput = {
  /** replace (a unit of the product, or wait for one) | credit (the price to the wallet) | refuse */
  action: string;
  /** For a refusal, the reason the buyer sees (required). */
  note?: string | null | undefined;
};

export type DeliverOrderInput = {
  /** The credentials (a documented account line is stored normalised) or delivery text. */
  accountDetails: string;
  /** Optional notes for the buyer (shown in their order): how to sign in, what was done, ... */
  deliveryNotes?: string | null | undefined;
  orderId: number;
};

export type DisplayOptionsInput = {
  showBE?: boolean | null | undefined;
  showChampions?: boolean | null | undefined;
  showLevel?: boolean | null | undefined;
  showSkins?: boolean | null | undefined;
};

export type GameCategoryInput = {
  icon?: string | null | undefined;
  name: string;
  parentId?: number | null | undefined;
  slug: string;
};

/** One of the twelve card slots (card_sasa ... card_444) shared by the batch. */
export type ImportCardFeatureInput = {
  icon?: string | null | undefined;
  slot: string;
  value: string;
};

export type OrderListInput = {
  /** Order id, product title, username or e-mail (part of), case-insensitive. */
  search?: string | null | undefined;
  /** pending (waiting for delivery) | processing | delivered (completed or delivered) | cancelled */
  status?: string | null | undefined;
};

export type ProductInput = {
  /** Account lines (old or new format, one per line). Catalog stores only their redaction and refuses a line it cannot read; commerce saveAccountProduct stores them as credential units. */
  accountText?: string | null | undefined;
  accountType?: string | null | undefined;
  basePrice?: string | null | undefined;
  blueEssence?: number | null | undefined;
  cardBadge?: string | null | undefined;
  cardColor?: string | null | undefined;
  /** Slots sent replace the stored ones; slots not sent keep their value. */
  cardFeatures?: Array<CardFeatureInput> | null | undefined;
  cardTexts?: CardTextsInput | null | undefined;
  championCount?: number | null | undefined;
  contactInstructions?: string | null | undefined;
  coverImage?: string | null | undefined;
  customFeatures?: Array<CustomFeatureInput> | null | undefined;
  deliveryMethod?: string | null | undefined;
  description?: string | null | undefined;
  discountPercentage?: number | null | undefined;
  displayOptions?: DisplayOptionsInput | null | undefined;
  displayPriority?: number | null | undefined;
  featured?: boolean | null | undefined;
  gameId?: number | null | undefined;
  gameSlug?: string | null | undefined;
  imagePath?: string | null | undefined;
  level?: number | null | undefined;
  originalPrice?: string | null | undefined;
  /** Decimal string (USD). */
  price?: string | null | undefined;
  productCode?: string | null | undefined;
  rankStatus?: string | null | undefined;
  /** Replacements a warranty gives one order (default 1). */
  replacementLimit?: number | null | undefined;
  server?: string | null | undefined;
  skinCount?: number | null | undefined;
  status?: string | null | undefined;
  subCategory?: string | null | undefined;
  title?: string | null | undefined;
  /** Days after the purchase in which a warranty claim is accepted (default 14). */
  warrantyDays?: number | null | undefined;
};

export type RefundOrderInput = {
  orderId: number;
  reason?: string | null | undefined;
};

export type TicketPriority =
  | 'High'
  | 'Low'
  | 'Medium';

export type TicketStatus =
  | 'Closed'
  | 'Open'
  | 'Pending';

export type UserListInput = {
  /** 1-based; with pageSize. */
  page?: number | null | undefined;
  /** Omitted: every matching user. */
  pageSize?: number | null | undefined;
  /** Part of the username or e-mail, case-insensitive. */
  search?: string | null | undefined;
  status?: string | null | undefined;
};

/** Active | Inactive | Suspended | Banned */
export type UserStatus =
  | 'Active'
  | 'Banned'
  | 'Inactive'
  | 'Suspended';

export type WarrantyRulesInput = {
  autoReasons: Array<string>;
  autoReplace?: boolean | null | undefined;
  autoReplacementWindowDays?: number | null | undefined;
  autoReplacementsPerCustomer?: number | null | undefined;
  badBatchConfirmations?: number | null | undefined;
  claimRatioPercent?: number | null | undefined;
  claimRatioWindowDays?: number | null | undefined;
  defaultReplacementLimit: number;
  defaultWarrantyDays: number;
  restockClaimSharePercent?: number | null | undefined;
  waitingClaimsPerCustomer?: number | null | undefined;
};

export type GetSessionUserQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSessionUserQuery = { me: { id: number, username: string, email: string, isAdmin: boolean, secondFactorEnrolmentRequired: boolean, balance: string } | null };

export type AdminOwnPasskeysQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOwnPasskeysQuery = { accountSecurity: { passkeys: Array<{ id: string }> } };

export type ReauthPasskeyOptionsMutationVariables = Exact<{ [key: string]: never; }>;


export type ReauthPasskeyOptionsMutation = { reauthPasskeyOptions: string };

export type AdminUnitLifeFieldsFragment = { unitId: number, status: string, batchId: string | null, events: Array<{ kind: string, at: string, actorId: number | null, orderId: number | null, claimId: number | null, note: string | null }> };

export type GetOrderUnitLivesQueryVariables = Exact<{
  orderId: number;
}>;


export type GetOrderUnitLivesQuery = { orderUnitLives: Array<{ unitId: number, status: string, batchId: string | null, events: Array<{ kind: string, at: string, actorId: number | null, orderId: number | null, claimId: number | null, note: string | null }> }> };

export type GetUnitLifeQueryVariables = Exact<{
  unitId: number;
}>;


export type GetUnitLifeQuery = { unitLife: { unitId: number, status: string, batchId: string | null, events: Array<{ kind: string, at: string, actorId: number | null, orderId: number | null, claimId: number | null, note: string | null }> } };

export type AdminAnnouncementFieldsFragment = { id: number, title: string, content: string, type: string, isActive: boolean, expiresAt: string | null, createdAt: string };

export type CreateAdminAnnouncementMutationVariables = Exact<{
  input: AnnouncementInput;
}>;


export type CreateAdminAnnouncementMutation = { createAnnouncement: { id: number, title: string, content: string, type: string, isActive: boolean, expiresAt: string | null, createdAt: string } };

export type DeleteAdminAnnouncementMutationVariables = Exact<{
  id: number;
}>;


export type DeleteAdminAnnouncementMutation = { deleteAnnouncement: boolean };

export type GetAdminAnnouncementsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAdminAnnouncementsQuery = { allAnnouncements: Array<{ id: number, title: string, content: string, type: string, isActive: boolean, expiresAt: string | null, createdAt: string }> };

export type SetAdminAnnouncementActiveMutationVariables = Exact<{
  id: number;
  isActive: boolean;
}>;


export type SetAdminAnnouncementActiveMutation = { setAnnouncementActive: { id: number, title: string, content: string, type: string, isActive: boolean, expiresAt: string | null, createdAt: string } };

export type UpdateAdminAnnouncementMutationVariables = Exact<{
  id: number;
  input: AnnouncementInput;
}>;


export type UpdateAdminAnnouncementMutation = { updateAnnouncement: { id: number, title: string, content: string, type: string, isActive: boolean, expiresAt: string | null, createdAt: string } };

export type CreateAdminGameCategoryMutationVariables = Exact<{
  input: GameCategoryInput;
}>;


export type CreateAdminGameCategoryMutation = { createGameCategory: { id: number } };

export type DeleteAdminGameCategoryMutationVariables = Exact<{
  id: number;
}>;


export type DeleteAdminGameCategoryMutation = { deleteGameCategory: boolean };

export type GetAdminCardDesignQueryVariables = Exact<{
  gameSlug: string;
  accountType?: string | null | undefined;
  subCategory?: string | null | undefined;
}>;


export type GetAdminCardDesignQuery = { cardDesign: { gameSlug: string, accountType: string, subCategory: string, isDefault: boolean, cardStyles: { backgroundColor: string, borderColor: string, glowColor: string, textColor: string, accentColor: string }, features: Array<{ icon: string, label: string, value: string }> } };

export type GetAdminGameCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAdminGameCategoriesQuery = { gameCategories: Array<{ id: number, name: string, slug: string, icon: string | null, parentId: number | null }> };

export type UpdateAdminGameCategoryMutationVariables = Exact<{
  id: number;
  input: GameCategoryInput;
}>;


export type UpdateAdminGameCategoryMutation = { updateGameCategory: { id: number } };

export type UpsertAdminCardDesignMutationVariables = Exact<{
  gameSlug: string;
  input: CardDesignInput;
}>;


export type UpsertAdminCardDesignMutation = { upsertCardDesign: { gameSlug: string, isDefault: boolean } };

export type AdminClaimFieldsFragment = { id: number, orderId: number, userId: number, productId: number, productTitle: string, reason: string, message: string, status: string, automatic: boolean, decisionNote: string | null, batchId: string | null, unitId: number | null, replacementUnitId: number | null, hasPreviousDetails: boolean | null, reviewReason: string | null, createdAt: string, decidedAt: string | null, signals: { minutesFromDelivery: number, customerClaims: number, customerDeliveredOrders: number, customerClaimRatio: number | null, batchBanned: boolean, batchConfirmedClaims: number, batchOpenClaims: number, batchOtherCustomerClaims: number } | null, attachment: { id: number, fileName: string } | null };

export type DecideAdminClaimMutationVariables = Exact<{
  id: number;
  input: DecideClaimInput;
}>;


export type DecideAdminClaimMutation = { decideClaim: { id: number, orderId: number, userId: number, productId: number, productTitle: string, reason: string, message: string, status: string, automatic: boolean, decisionNote: string | null, batchId: string | null, unitId: number | null, replacementUnitId: number | null, hasPreviousDetails: boolean | null, reviewReason: string | null, createdAt: string, decidedAt: string | null, signals: { minutesFromDelivery: number, customerClaims: number, customerDeliveredOrders: number, customerClaimRatio: number | null, batchBanned: boolean, batchConfirmedClaims: number, batchOpenClaims: number, batchOtherCustomerClaims: number } | null, attachment: { id: number, fileName: string } | null } };

export type GetAdminClaimsQueryVariables = Exact<{
  status?: string | null | undefined;
  productId?: number | null | undefined;
  batchId?: string | null | undefined;
  reason?: string | null | undefined;
}>;


export type GetAdminClaimsQuery = { adminClaims: Array<{ id: number, orderId: number, userId: number, productId: number, productTitle: string, reason: string, message: string, status: string, automatic: boolean, decisionNote: string | null, batchId: string | null, unitId: number | null, replacementUnitId: number | null, hasPreviousDetails: boolean | null, reviewReason: string | null, createdAt: string, decidedAt: string | null, signals: { minutesFromDelivery: number, customerClaims: number, customerDeliveredOrders: number, customerClaimRatio: number | null, batchBanned: boolean, batchConfirmedClaims: number, batchOpenClaims: number, batchOtherCustomerClaims: number } | null, attachment: { id: number, fileName: string } | null }> };

export type GetAdminClaimCredentialsQueryVariables = Exact<{
  id: number;
  reason: string;
}>;


export type GetAdminClaimCredentialsQuery = { claimCredentials: { claimId: number, credentials: string } };

export type GetClaimOrderPriceQueryVariables = Exact<{
  id: number;
}>;


export type GetClaimOrderPriceQuery = { adminOrder: { id: number, totalPrice: string } };

export type GetWarrantyRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetWarrantyRulesQuery = { warrantyRules: { defaultWarrantyDays: number, defaultReplacementLimit: number, autoReasons: Array<string>, autoReplace: boolean, badBatchConfirmations: number, autoReplacementsPerCustomer: number, autoReplacementWindowDays: number, claimRatioPercent: number, claimRatioWindowDays: number, restockClaimSharePercent: number, waitingClaimsPerCustomer: number } };

export type UpdateWarrantyRulesMutationVariables = Exact<{
  input: WarrantyRulesInput;
}>;


export type UpdateWarrantyRulesMutation = { updateWarrantyRules: { defaultWarrantyDays: number, defaultReplacementLimit: number, autoReasons: Array<string>, autoReplace: boolean, badBatchConfirmations: number, autoReplacementsPerCustomer: number, autoReplacementWindowDays: number, claimRatioPercent: number, claimRatioWindowDays: number, restockClaimSharePercent: number, waitingClaimsPerCustomer: number } };

export type BulkImportAccountsMutationVariables = Exact<{
  input: BulkImportInput;
}>;


export type BulkImportAccountsMutation = { bulkImport: { batchId: string, addedCount: number, dryRun: boolean, rejected: Array<{ line: number, reason: string }> } };

export type GetAdminImportBatchesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAdminImportBatchesQuery = { importBatches: Array<{ id: string, format: string, status: string, title: string, createdAt: string, unitCount: number, soldCount: number }>, batchHealth: Array<{ batchId: string, claimCount: number, burnedCount: number, withdrawnCount: number, burnedRate: number, medianDaysToClaim: number | null, pulledAt: string | null, bannedAt: string | null, confirmedClaimCount: number, openClaimCount: number }> };

export type MarkAdminImportBatchBannedMutationVariables = Exact<{
  batchId: string;
  banned: boolean;
}>;


export type MarkAdminImportBatchBannedMutation = { markImportBatchBanned: string | null };

export type PullAdminImportBatchMutationVariables = Exact<{
  batchId: string;
}>;


export type PullAdminImportBatchMutation = { pullImportBatch: { batchId: string, withdrawnCount: number } };

export type RollbackAdminImportBatchMutationVariables = Exact<{
  batchId: string;
}>;


export type RollbackAdminImportBatchMutation = { rollbackImportBatch: { batchId: string, removedCount: number } };

export type GetMonitoringHoursQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMonitoringHoursQuery = { monitoringHours: Array<{ hour: string, orders: number, revenue: string, claimsOpened: number, outboxOldestSeconds: number, importQueue: number }> };

export type CancelAdminOrderMutationVariables = Exact<{
  input: CancelOrderInput;
}>;


export type CancelAdminOrderMutation = { cancelOrder: { id: number, status: string, deliveryStatus: string, cancelReason: string | null } };

export type DeliverAdminOrderMutationVariables = Exact<{
  input: DeliverOrderInput;
}>;


export type DeliverAdminOrderMutation = { deliverOrder: { id: number, status: string, deliveryStatus: string, accountDelivered: boolean, deliveryNotes: string | null } };

export type GetAdminOrdersQueryVariables = Exact<{
  filter?: OrderListInput | null | undefined;
}>;


export type GetAdminOrdersQuery = { adminOrders: Array<{ id: number, userId: number, totalPrice: string, status: string, deliveryStatus: string, deliveryMethod: string, accountDelivered: boolean, orderDate: string, deliveryNotes: string | null, cancelReason: string | null, user: { id: number, username: string, email: string } | null, product: { id: number, title: string, productCode: string | null, gameSlug: string, server: string, accountType: string, subCategory: string } }> };

export type GetAdminOrderCredentialsQueryVariables = Exact<{
  orderId: number;
  reason: string;
}>;


export type GetAdminOrderCredentialsQuery = { orderCredentials: { orderId: number, unitId: number | null, credentials: string } };

export type RefundAdminOrderMutationVariables = Exact<{
  input: RefundOrderInput;
}>;


export type RefundAdminOrderMutation = { refundOrder: { id: number, amount: string, orderId: number | null } };

export type StartAdminOrderProcessingMutationVariables = Exact<{
  orderId: number;
}>;


export type StartAdminOrderProcessingMutation = { startOrderProcessing: { id: number, status: string, deliveryStatus: string } };

export type AddAdminProductStockMutationVariables = Exact<{
  productId: number;
  accounts: string;
  dryRun?: boolean | null | undefined;
}>;


export type AddAdminProductStockMutation = { addProductStock: { addedCount: number, stockTotal: number, dryRun: boolean } };

export type AdminProductFieldsFragment = { id: number, productCode: string | null, title: string, description: string, price: string, basePrice: string | null, originalPrice: string | null, status: string, gameSlug: string, gameId: number, rankStatus: string, accountType: string, subCategory: string, server: string, accountText: string, blueEssence: number | null, skinCount: number, level: number, championCount: number, imagePath: string | null, coverImage: string | null, cardBadge: string | null, cardColor: string, displayPriority: number, warrantyDays: number, replacementLimit: number, featured: boolean, discountPercentage: number, deliveryMethod: string, contactInstructions: string | null, hidden: boolean, stock: number, hasAccountData: boolean, cardTexts: { warranty: string, deliveryTime: string, level: string | null, email: string | null, ranked: string | null, champions: string | null, skins: string | null, honor: string | null, access: string | null, deliveryType: string | null, support: string | null, paymentMethods: string | null, paymentInfo: string | null, extra1: string | null, extra2: string | null, extra3: string | null }, cardFeatures: Array<{ slot: string, value: string, icon: string | null }>, customFeatures: Array<{ id: string, icon: string, label: string, value: string }>, displayOptions: { showLevel: boolean, showBE: boolean, showChampions: boolean, showSkins: boolean } };

export type AdminProductRowFieldsFragment = { id: number, productCode: string | null, title: string, price: string, status: string, gameSlug: string, rankStatus: string, accountType: string, subCategory: string, server: string, hidden: boolean, stock: number, hasAccountData: boolean };

export type CreateAdminProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type CreateAdminProductMutation = { createProduct: { id: number, productCode: string | null, title: string, description: string, price: string, basePrice: string | null, originalPrice: string | null, status: string, gameSlug: string, gameId: number, rankStatus: string, accountType: string, subCategory: string, server: string, accountText: string, blueEssence: number | null, skinCount: number, level: number, championCount: number, imagePath: string | null, coverImage: string | null, cardBadge: string | null, cardColor: string, displayPriority: number, warrantyDays: number, replacementLimit: number, featured: boolean, discountPercentage: number, deliveryMethod: string, contactInstructions: string | null, hidden: boolean, stock: number, hasAccountData: boolean, cardTexts: { warranty: string, deliveryTime: string, level: string | null, email: string | null, ranked: string | null, champions: string | null, skins: string | null, honor: string | null, access: string | null, deliveryType: string | null, support: string | null, paymentMethods: string | null, paymentInfo: string | null, extra1: string | null, extra2: string | null, extra3: string | null }, cardFeatures: Array<{ slot: string, value: string, icon: string | null }>, customFeatures: Array<{ id: string, icon: string, label: string, value: string }>, displayOptions: { showLevel: boolean, showBE: boolean, showChampions: boolean, showSkins: boolean } } };

export type DeleteAdminProductsMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DeleteAdminProductsMutation = { deleteProducts: number };

export type GetAdminProductPageQueryVariables = Exact<{
  filter?: AdminProductFilterInput | null | undefined;
  offset: number;
  limit: number;
  sort: AdminProductSort;
}>;


export type GetAdminProductPageQuery = { adminProductPage: { totalCount: number, offset: number, limit: number, items: Array<{ id: number, productCode: string | null, title: string, price: string, status: string, gameSlug: string, rankStatus: string, accountType: string, subCategory: string, server: string, hidden: boolean, stock: number, hasAccountData: boolean }> } };

export type GetAdminProductsQueryVariables = Exact<{
  filter?: AdminProductFilterInput | null | undefined;
}>;


export type GetAdminProductsQuery = { adminProducts: Array<{ id: number, productCode: string | null, title: string, description: string, price: string, basePrice: string | null, originalPrice: string | null, status: string, gameSlug: string, gameId: number, rankStatus: string, accountType: string, subCategory: string, server: string, accountText: string, blueEssence: number | null, skinCount: number, level: number, championCount: number, imagePath: string | null, coverImage: string | null, cardBadge: string | null, cardColor: string, displayPriority: number, warrantyDays: number, replacementLimit: number, featured: boolean, discountPercentage: number, deliveryMethod: string, contactInstructions: string | null, hidden: boolean, stock: number, hasAccountData: boolean, cardTexts: { warranty: string, deliveryTime: string, level: string | null, email: string | null, ranked: string | null, champions: string | null, skins: string | null, honor: string | null, access: string | null, deliveryType: string | null, support: string | null, paymentMethods: string | null, paymentInfo: string | null, extra1: string | null, extra2: string | null, extra3: string | null }, cardFeatures: Array<{ slot: string, value: string, icon: string | null }>, customFeatures: Array<{ id: string, icon: string, label: string, value: string }>, displayOptions: { showLevel: boolean, showBE: boolean, showChampions: boolean, showSkins: boolean } }> };

export type GetProductIdsByAccountUsernameQueryVariables = Exact<{
  q: string;
}>;


export type GetProductIdsByAccountUsernameQuery = { productIdsByAccountUsername: Array<number> };

export type GetAdminProductUnitsQueryVariables = Exact<{
  productId: number;
}>;


export type GetAdminProductUnitsQuery = { productUnits: Array<{ id: number, status: string, batchId: string | null, line: number | null, orderId: number | null, createdAt: string }> };

export type GetAdminUnitCredentialsQueryVariables = Exact<{
  id: number;
  reason: string;
}>;


export type GetAdminUnitCredentialsQuery = { unitCredentials: { id: number, credentials: string } };

export type AdminInventoryUnitFieldsFragment = { id: number, status: string, batchId: string | null, line: number | null, orderId: number | null, createdAt: string };

export type ReauthenticateAdminMutationVariables = Exact<{
  password?: string | null | undefined;
  code?: string | null | undefined;
  passkeyResponse?: string | null | undefined;
}>;


export type ReauthenticateAdminMutation = { reauthenticate: boolean };

export type SaveAdminAccountProductMutationVariables = Exact<{
  batchId: string;
  productId?: number | null | undefined;
  input: ProductInput;
}>;


export type SaveAdminAccountProductMutation = { saveAccountProduct: { id: number, productCode: string | null, title: string, description: string, price: string, basePrice: string | null, originalPrice: string | null, status: string, gameSlug: string, gameId: number, rankStatus: string, accountType: string, subCategory: string, server: string, accountText: string, blueEssence: number | null, skinCount: number, level: number, championCount: number, imagePath: string | null, coverImage: string | null, cardBadge: string | null, cardColor: string, displayPriority: number, warrantyDays: number, replacementLimit: number, featured: boolean, discountPercentage: number, deliveryMethod: string, contactInstructions: string | null, hidden: boolean, stock: number, hasAccountData: boolean, cardTexts: { warranty: string, deliveryTime: string, level: string | null, email: string | null, ranked: string | null, champions: string | null, skins: string | null, honor: string | null, access: string | null, deliveryType: string | null, support: string | null, paymentMethods: string | null, paymentInfo: string | null, extra1: string | null, extra2: string | null, extra3: string | null }, cardFeatures: Array<{ slot: string, value: string, icon: string | null }>, customFeatures: Array<{ id: string, icon: string, label: string, value: string }>, displayOptions: { showLevel: boolean, showBE: boolean, showChampions: boolean, showSkins: boolean } } };

export type SetAdminManualStockMutationVariables = Exact<{
  productId: number;
  stock: number;
}>;


export type SetAdminManualStockMutation = { setManualStock: number };

export type UpdateAdminProductMutationVariables = Exact<{
  id: number;
  input: ProductInput;
}>;


export type UpdateAdminProductMutation = { updateProduct: { id: number, productCode: string | null, title: string, description: string, price: string, basePrice: string | null, originalPrice: string | null, status: string, gameSlug: string, gameId: number, rankStatus: string, accountType: string, subCategory: string, server: string, accountText: string, blueEssence: number | null, skinCount: number, level: number, championCount: number, imagePath: string | null, coverImage: string | null, cardBadge: string | null, cardColor: string, displayPriority: number, warrantyDays: number, replacementLimit: number, featured: boolean, discountPercentage: number, deliveryMethod: string, contactInstructions: string | null, hidden: boolean, stock: number, hasAccountData: boolean, cardTexts: { warranty: string, deliveryTime: string, level: string | null, email: string | null, ranked: string | null, champions: string | null, skins: string | null, honor: string | null, access: string | null, deliveryType: string | null, support: string | null, paymentMethods: string | null, paymentInfo: string | null, extra1: string | null, extra2: string | null, extra3: string | null }, cardFeatures: Array<{ slot: string, value: string, icon: string | null }>, customFeatures: Array<{ id: string, icon: string, label: string, value: string }>, displayOptions: { showLevel: boolean, showBE: boolean, showChampions: boolean, showSkins: boolean } } };

export type UpdateAdminUnitCredentialsMutationVariables = Exact<{
  id: number;
  credentials: string;
}>;


export type UpdateAdminUnitCredentialsMutation = { updateUnitCredentials: { id: number, status: string, batchId: string | null, line: number | null, orderId: number | null, createdAt: string } };

export type WithdrawAdminUnitMutationVariables = Exact<{
  id: number;
}>;


export type WithdrawAdminUnitMutation = { withdrawUnit: { id: number, status: string, batchId: string | null, line: number | null, orderId: number | null, createdAt: string } };

export type AdminOwnSecurityQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOwnSecurityQuery = { accountSecurity: { totp: boolean, recoveryCodesLeft: number, passkeys: Array<{ id: string, name: string, createdAt: string, lastUsedAt: string | null }> } };

export type GetAdminTicketsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAdminTicketsQuery = { tickets: Array<{ id: number, subject: string, status: TicketStatus, priority: TicketPriority, userId: number, lastReplyBy: string, updatedAt: string, user: { id: number, username: string } | null }> };

export type SetTicketStatusMutationVariables = Exact<{
  id: number;
  status: TicketStatus;
}>;


export type SetTicketStatusMutation = { updateTicketStatus: { id: number, status: TicketStatus, updatedAt: string, lastReplyBy: string } };

export type AdminUserFieldsFragment = { id: number, username: string, email: string, status: string, isAdmin: boolean, isOwner: boolean, balance: string, totalSpent: string, createdAt: string, secondFactors: { totp: boolean, passkeys: number, overdue: boolean }, wallet: { userId: number, onHold: boolean, holdReason: string | null } };

export type AdminApiKeyFieldsFragment = { id: number, userId: number, name: string, scopes: Array<string>, lastFour: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null, previousExpiresAt: string | null, requestsPerMinute: number | null, ordersPerMinute: number | null };

export type GetAdminUserApiKeysQueryVariables = Exact<{
  userId: number;
}>;


export type GetAdminUserApiKeysQuery = { adminApiKeys: Array<{ id: number, userId: number, name: string, scopes: Array<string>, lastFour: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null, previousExpiresAt: string | null, requestsPerMinute: number | null, ordersPerMinute: number | null }> };

export type CreateAdminUserApiKeyMutationVariables = Exact<{
  userId: number;
  input: ApiKeyInput;
}>;


export type CreateAdminUserApiKeyMutation = { adminCreateApiKey: { id: number, key: string } };

export type RollAdminUserApiKeyMutationVariables = Exact<{
  id: number;
}>;


export type RollAdminUserApiKeyMutation = { adminRollApiKey: string };

export type RevokeAdminUserApiKeyMutationVariables = Exact<{
  id: number;
}>;


export type RevokeAdminUserApiKeyMutation = { adminRevokeApiKey: boolean };

export type SetAdminApiKeyLimitsMutationVariables = Exact<{
  id: number;
  limits: ApiKeyLimitsInput;
}>;


export type SetAdminApiKeyLimitsMutation = { setApiKeyLimits: { id: number, userId: number, name: string, scopes: Array<string>, lastFour: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null, previousExpiresAt: string | null, requestsPerMinute: number | null, ordersPerMinute: number | null } };

export type CreateAdminUserMutationVariables = Exact<{
  input: AdminUserInput;
}>;


export type CreateAdminUserMutation = { createUser: { id: number, username: string, email: string, status: string, isAdmin: boolean, isOwner: boolean, balance: string, totalSpent: string, createdAt: string, secondFactors: { totp: boolean, passkeys: number, overdue: boolean }, wallet: { userId: number, onHold: boolean, holdReason: string | null } } };

export type DeleteAdminUserMutationVariables = Exact<{
  id: number;
}>;


export type DeleteAdminUserMutation = { deleteUser: { id: number, deleted: boolean, deactivated: boolean } };

export type GetAdminUserQueryVariables = Exact<{
  id: number;
}>;


export type GetAdminUserQuery = { adminUser: { id: number, username: string, email: string, status: string, isAdmin: boolean, isOwner: boolean, balance: string, totalSpent: string, createdAt: string, secondFactors: { totp: boolean, passkeys: number, overdue: boolean }, wallet: { userId: number, onHold: boolean, holdReason: string | null } } };

export type GetAdminUsersQueryVariables = Exact<{
  filter?: UserListInput | null | undefined;
}>;


export type GetAdminUsersQuery = { adminUsers: { total: number, items: Array<{ id: number, username: string, email: string, status: string, isAdmin: boolean, isOwner: boolean, balance: string, totalSpent: string, createdAt: string, secondFactors: { totp: boolean, passkeys: number, overdue: boolean }, wallet: { userId: number, onHold: boolean, holdReason: string | null } }> } };

export type GetAdminViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAdminViewerQuery = { me: { id: number, isOwner: boolean } | null };

export type GetAdminUserActivityQueryVariables = Exact<{
  userId: number;
}>;


export type GetAdminUserActivityQuery = { userActivity: Array<{ id: number, action: string, details: string, timestamp: string }> };

export type GetAdminUserOrdersQueryVariables = Exact<{
  userId: number;
}>;


export type GetAdminUserOrdersQuery = { ordersByUser: Array<{ id: number, totalPrice: string, status: string, deliveryStatus: string, orderDate: string, product: { id: number, title: string } }> };

export type GetAdminUserTransactionsQueryVariables = Exact<{
  userId: number;
}>;


export type GetAdminUserTransactionsQuery = { transactions: Array<{ id: number, type: string, amount: string, description: string, status: string, createdAt: string }> };

export type ReleaseAdminWalletHoldMutationVariables = Exact<{
  userId: number;
}>;


export type ReleaseAdminWalletHoldMutation = { releaseWalletHold: { userId: number, balance: string, onHold: boolean, holdReason: string | null } };

export type ResetAdminUserSecondFactorMutationVariables = Exact<{
  id: number;
}>;


export type ResetAdminUserSecondFactorMutation = { resetUserSecondFactor: { userId: number, passkeysRemoved: number, totpRemoved: boolean } };

export type SetAdminUserFlagMutationVariables = Exact<{
  id: number;
  isAdmin: boolean;
}>;


export type SetAdminUserFlagMutation = { setUserAdmin: { id: number, isAdmin: boolean, username: string } };

export type SetAdminUserStatusMutationVariables = Exact<{
  id: number;
  status: UserStatus;
}>;


export type SetAdminUserStatusMutation = { setUserStatus: { id: number, username: string, email: string, status: string, isAdmin: boolean, isOwner: boolean, balance: string, totalSpent: string, createdAt: string, secondFactors: { totp: boolean, passkeys: number, overdue: boolean }, wallet: { userId: number, onHold: boolean, holdReason: string | null } } };

export type UpdateAdminUserMutationVariables = Exact<{
  id: number;
  input: AdminUserInput;
}>;


export type UpdateAdminUserMutation = { updateUser: { id: number, username: string, email: string, status: string, isAdmin: boolean, isOwner: boolean, balance: string, totalSpent: string, createdAt: string, secondFactors: { totp: boolean, passkeys: number, overdue: boolean }, wallet: { userId: number, onHold: boolean, holdReason: string | null } } };

export type AdminWebhookEndpointFieldsFragment = { id: number, url: string, events: Array<string>, status: string, disabledReason: string | null, createdAt: string };

export type AdminWebhookDeliveryFieldsFragment = { id: number, eventType: string, status: string, attempts: number, responseStatus: number | null, lastError: string | null, nextAttemptAt: string | null, deliveredAt: string | null, createdAt: string };

export type GetAdminUserWebhooksQueryVariables = Exact<{
  userId: number;
}>;


export type GetAdminUserWebhooksQuery = { adminWebhookEndpoints: Array<{ id: number, url: string, events: Array<string>, status: string, disabledReason: string | null, createdAt: string }> };

export type GetAdminWebhookDeliveriesQueryVariables = Exact<{
  endpointId: number;
}>;


export type GetAdminWebhookDeliveriesQuery = { adminWebhookDeliveries: Array<{ id: number, eventType: string, status: string, attempts: number, responseStatus: number | null, lastError: string | null, nextAttemptAt: string | null, deliveredAt: string | null, createdAt: string }> };

export type RedeliverAdminWebhookMutationVariables = Exact<{
  endpointId: number;
  deliveryId: number;
}>;


export type RedeliverAdminWebhookMutation = { adminRedeliverWebhook: { id: number, eventType: string, status: string, attempts: number, responseStatus: number | null, lastError: string | null, nextAttemptAt: string | null, deliveredAt: string | null, createdAt: string } };

export type DisableAdminWebhookEndpointMutationVariables = Exact<{
  id: number;
  reason: string;
}>;


export type DisableAdminWebhookEndpointMutation = { adminDisableWebhookEndpoint: { id: number, url: string, events: Array<string>, status: string, disabledReason: string | null, createdAt: string } };

export type EnableAdminWebhookEndpointMutationVariables = Exact<{
  id: number;
}>;


export type EnableAdminWebhookEndpointMutation = { adminEnableWebhookEndpoint: { id: number, url: string, events: Array<string>, status: string, disabledReason: string | null, createdAt: string } };

export const AdminUnitLifeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUnitLifeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitLife"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"claimId"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<AdminUnitLifeFieldsFragment, unknown>;
export const AdminAnnouncementFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAnnouncementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminAnnouncementFieldsFragment, unknown>;
export const AdminClaimFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminClaimFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Claim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productTitle"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"replacementUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousDetails"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"signals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minutesFromDelivery"}},{"kind":"Field","name":{"kind":"Name","value":"customerClaims"}},{"kind":"Field","name":{"kind":"Name","value":"customerDeliveredOrders"}},{"kind":"Field","name":{"kind":"Name","value":"customerClaimRatio"}},{"kind":"Field","name":{"kind":"Name","value":"batchBanned"}},{"kind":"Field","name":{"kind":"Name","value":"batchConfirmedClaims"}},{"kind":"Field","name":{"kind":"Name","value":"batchOpenClaims"}},{"kind":"Field","name":{"kind":"Name","value":"batchOtherCustomerClaims"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]} as unknown as DocumentNode<AdminClaimFieldsFragment, unknown>;
export const AdminProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gameSlug"}},{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"rankStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"}},{"kind":"Field","name":{"kind":"Name","value":"server"}},{"kind":"Field","name":{"kind":"Name","value":"accountText"}},{"kind":"Field","name":{"kind":"Name","value":"blueEssence"}},{"kind":"Field","name":{"kind":"Name","value":"skinCount"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"championCount"}},{"kind":"Field","name":{"kind":"Name","value":"imagePath"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"cardBadge"}},{"kind":"Field","name":{"kind":"Name","value":"cardColor"}},{"kind":"Field","name":{"kind":"Name","value":"displayPriority"}},{"kind":"Field","name":{"kind":"Name","value":"warrantyDays"}},{"kind":"Field","name":{"kind":"Name","value":"replacementLimit"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMethod"}},{"kind":"Field","name":{"kind":"Name","value":"contactInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccountData"}},{"kind":"Field","name":{"kind":"Name","value":"cardTexts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warranty"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ranked"}},{"kind":"Field","name":{"kind":"Name","value":"champions"}},{"kind":"Field","name":{"kind":"Name","value":"skins"}},{"kind":"Field","name":{"kind":"Name","value":"honor"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"support"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"}},{"kind":"Field","name":{"kind":"Name","value":"paymentInfo"}},{"kind":"Field","name":{"kind":"Name","value":"extra1"}},{"kind":"Field","name":{"kind":"Name","value":"extra2"}},{"kind":"Field","name":{"kind":"Name","value":"extra3"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardFeatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFeatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"displayOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showLevel"}},{"kind":"Field","name":{"kind":"Name","value":"showBE"}},{"kind":"Field","name":{"kind":"Name","value":"showChampions"}},{"kind":"Field","name":{"kind":"Name","value":"showSkins"}}]}}]}}]} as unknown as DocumentNode<AdminProductFieldsFragment, unknown>;
export const AdminProductRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gameSlug"}},{"kind":"Field","name":{"kind":"Name","value":"rankStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"}},{"kind":"Field","name":{"kind":"Name","value":"server"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccountData"}}]}}]} as unknown as DocumentNode<AdminProductRowFieldsFragment, unknown>;
export const AdminInventoryUnitFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInventoryUnitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminInventoryUnitFieldsFragment, unknown>;
export const AdminUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"secondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totp"}},{"kind":"Field","name":{"kind":"Name","value":"passkeys"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"totalSpent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"wallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}}]}}]}}]} as unknown as DocumentNode<AdminUserFieldsFragment, unknown>;
export const AdminApiKeyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestsPerMinute"}},{"kind":"Field","name":{"kind":"Name","value":"ordersPerMinute"}}]}}]} as unknown as DocumentNode<AdminApiKeyFieldsFragment, unknown>;
export const AdminWebhookEndpointFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminWebhookEndpointFieldsFragment, unknown>;
export const AdminWebhookDeliveryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminWebhookDeliveryFieldsFragment, unknown>;
export const GetSessionUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetSessionUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"secondFactorEnrolmentRequired"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]} as unknown as DocumentNode<GetSessionUserQuery, GetSessionUserQueryVariables>;
export const AdminOwnPasskeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOwnPasskeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountSecurity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOwnPasskeysQuery, AdminOwnPasskeysQueryVariables>;
export const ReauthPasskeyOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReauthPasskeyOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reauthPasskeyOptions"}}]}}]} as unknown as DocumentNode<ReauthPasskeyOptionsMutation, ReauthPasskeyOptionsMutationVariables>;
export const GetOrderUnitLivesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetOrderUnitLives"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderUnitLives"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUnitLifeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUnitLifeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitLife"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"claimId"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<GetOrderUnitLivesQuery, GetOrderUnitLivesQueryVariables>;
export const GetUnitLifeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetUnitLife"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unitId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitLife"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unitId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unitId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUnitLifeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUnitLifeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitLife"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"claimId"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<GetUnitLifeQuery, GetUnitLifeQueryVariables>;
export const CreateAdminAnnouncementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAdminAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnouncementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAnnouncementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAnnouncementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateAdminAnnouncementMutation, CreateAdminAnnouncementMutationVariables>;
export const DeleteAdminAnnouncementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAdminAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAdminAnnouncementMutation, DeleteAdminAnnouncementMutationVariables>;
export const GetAdminAnnouncementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminAnnouncements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allAnnouncements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAnnouncementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAnnouncementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<GetAdminAnnouncementsQuery, GetAdminAnnouncementsQueryVariables>;
export const SetAdminAnnouncementActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAdminAnnouncementActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAnnouncementActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isActive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAnnouncementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAnnouncementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SetAdminAnnouncementActiveMutation, SetAdminAnnouncementActiveMutationVariables>;
export const UpdateAdminAnnouncementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAdminAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnouncementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAnnouncementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAnnouncementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateAdminAnnouncementMutation, UpdateAdminAnnouncementMutationVariables>;
export const CreateAdminGameCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAdminGameCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GameCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGameCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateAdminGameCategoryMutation, CreateAdminGameCategoryMutationVariables>;
export const DeleteAdminGameCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAdminGameCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGameCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAdminGameCategoryMutation, DeleteAdminGameCategoryMutationVariables>;
export const GetAdminCardDesignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminCardDesign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subCategory"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardDesign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameSlug"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountType"}}},{"kind":"Argument","name":{"kind":"Name","value":"subCategory"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subCategory"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameSlug"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"cardStyles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"borderColor"}},{"kind":"Field","name":{"kind":"Name","value":"glowColor"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}},{"kind":"Field","name":{"kind":"Name","value":"accentColor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<GetAdminCardDesignQuery, GetAdminCardDesignQueryVariables>;
export const GetAdminGameCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminGameCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}}]} as unknown as DocumentNode<GetAdminGameCategoriesQuery, GetAdminGameCategoriesQueryVariables>;
export const UpdateAdminGameCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAdminGameCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GameCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGameCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateAdminGameCategoryMutation, UpdateAdminGameCategoryMutationVariables>;
export const UpsertAdminCardDesignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpsertAdminCardDesign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CardDesignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upsertCardDesign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameSlug"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameSlug"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<UpsertAdminCardDesignMutation, UpsertAdminCardDesignMutationVariables>;
export const DecideAdminClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideAdminClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideClaimInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminClaimFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminClaimFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Claim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productTitle"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"replacementUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousDetails"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"signals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minutesFromDelivery"}},{"kind":"Field","name":{"kind":"Name","value":"customerClaims"}},{"kind":"Field","name":{"kind":"Name","value":"customerDeliveredOrders"}},{"kind":"Field","name":{"kind":"Name","value":"customerClaimRatio"}},{"kind":"Field","name":{"kind":"Name","value":"batchBanned"}},{"kind":"Field","name":{"kind":"Name","value":"batchConfirmedClaims"}},{"kind":"Field","name":{"kind":"Name","value":"batchOpenClaims"}},{"kind":"Field","name":{"kind":"Name","value":"batchOtherCustomerClaims"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]} as unknown as DocumentNode<DecideAdminClaimMutation, DecideAdminClaimMutationVariables>;
export const GetAdminClaimsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminClaims"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminClaims"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"batchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminClaimFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminClaimFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Claim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productTitle"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"replacementUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousDetails"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"signals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minutesFromDelivery"}},{"kind":"Field","name":{"kind":"Name","value":"customerClaims"}},{"kind":"Field","name":{"kind":"Name","value":"customerDeliveredOrders"}},{"kind":"Field","name":{"kind":"Name","value":"customerClaimRatio"}},{"kind":"Field","name":{"kind":"Name","value":"batchBanned"}},{"kind":"Field","name":{"kind":"Name","value":"batchConfirmedClaims"}},{"kind":"Field","name":{"kind":"Name","value":"batchOpenClaims"}},{"kind":"Field","name":{"kind":"Name","value":"batchOtherCustomerClaims"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]} as unknown as DocumentNode<GetAdminClaimsQuery, GetAdminClaimsQueryVariables>;
export const GetAdminClaimCredentialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminClaimCredentials"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimCredentials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimId"}},{"kind":"Field","name":{"kind":"Name","value":"credentials"}}]}}]}}]} as unknown as DocumentNode<GetAdminClaimCredentialsQuery, GetAdminClaimCredentialsQueryVariables>;
export const GetClaimOrderPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetClaimOrderPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}}]}}]}}]} as unknown as DocumentNode<GetClaimOrderPriceQuery, GetClaimOrderPriceQueryVariables>;
export const GetWarrantyRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetWarrantyRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warrantyRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultWarrantyDays"}},{"kind":"Field","name":{"kind":"Name","value":"defaultReplacementLimit"}},{"kind":"Field","name":{"kind":"Name","value":"autoReasons"}},{"kind":"Field","name":{"kind":"Name","value":"autoReplace"}},{"kind":"Field","name":{"kind":"Name","value":"badBatchConfirmations"}},{"kind":"Field","name":{"kind":"Name","value":"autoReplacementsPerCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"autoReplacementWindowDays"}},{"kind":"Field","name":{"kind":"Name","value":"claimRatioPercent"}},{"kind":"Field","name":{"kind":"Name","value":"claimRatioWindowDays"}},{"kind":"Field","name":{"kind":"Name","value":"restockClaimSharePercent"}},{"kind":"Field","name":{"kind":"Name","value":"waitingClaimsPerCustomer"}}]}}]}}]} as unknown as DocumentNode<GetWarrantyRulesQuery, GetWarrantyRulesQueryVariables>;
export const UpdateWarrantyRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWarrantyRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WarrantyRulesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWarrantyRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultWarrantyDays"}},{"kind":"Field","name":{"kind":"Name","value":"defaultReplacementLimit"}},{"kind":"Field","name":{"kind":"Name","value":"autoReasons"}},{"kind":"Field","name":{"kind":"Name","value":"autoReplace"}},{"kind":"Field","name":{"kind":"Name","value":"badBatchConfirmations"}},{"kind":"Field","name":{"kind":"Name","value":"autoReplacementsPerCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"autoReplacementWindowDays"}},{"kind":"Field","name":{"kind":"Name","value":"claimRatioPercent"}},{"kind":"Field","name":{"kind":"Name","value":"claimRatioWindowDays"}},{"kind":"Field","name":{"kind":"Name","value":"restockClaimSharePercent"}},{"kind":"Field","name":{"kind":"Name","value":"waitingClaimsPerCustomer"}}]}}]}}]} as unknown as DocumentNode<UpdateWarrantyRulesMutation, UpdateWarrantyRulesMutationVariables>;
export const BulkImportAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BulkImportAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkImportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"addedCount"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<BulkImportAccountsMutation, BulkImportAccountsMutationVariables>;
export const GetAdminImportBatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminImportBatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importBatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"unitCount"}},{"kind":"Field","name":{"kind":"Name","value":"soldCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"batchHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"claimCount"}},{"kind":"Field","name":{"kind":"Name","value":"burnedCount"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawnCount"}},{"kind":"Field","name":{"kind":"Name","value":"burnedRate"}},{"kind":"Field","name":{"kind":"Name","value":"medianDaysToClaim"}},{"kind":"Field","name":{"kind":"Name","value":"pulledAt"}},{"kind":"Field","name":{"kind":"Name","value":"bannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedClaimCount"}},{"kind":"Field","name":{"kind":"Name","value":"openClaimCount"}}]}}]}}]} as unknown as DocumentNode<GetAdminImportBatchesQuery, GetAdminImportBatchesQueryVariables>;
export const MarkAdminImportBatchBannedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAdminImportBatchBanned"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"banned"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markImportBatchBanned"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"batchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"banned"},"value":{"kind":"Variable","name":{"kind":"Name","value":"banned"}}}]}]}}]} as unknown as DocumentNode<MarkAdminImportBatchBannedMutation, MarkAdminImportBatchBannedMutationVariables>;
export const PullAdminImportBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PullAdminImportBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pullImportBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"batchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawnCount"}}]}}]}}]} as unknown as DocumentNode<PullAdminImportBatchMutation, PullAdminImportBatchMutationVariables>;
export const RollbackAdminImportBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RollbackAdminImportBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollbackImportBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"batchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"removedCount"}}]}}]}}]} as unknown as DocumentNode<RollbackAdminImportBatchMutation, RollbackAdminImportBatchMutationVariables>;
export const GetMonitoringHoursDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetMonitoringHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monitoringHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hour"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"claimsOpened"}},{"kind":"Field","name":{"kind":"Name","value":"outboxOldestSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"importQueue"}}]}}]}}]} as unknown as DocumentNode<GetMonitoringHoursQuery, GetMonitoringHoursQueryVariables>;
export const CancelAdminOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelAdminOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}}]}}]}}]} as unknown as DocumentNode<CancelAdminOrderMutation, CancelAdminOrderMutationVariables>;
export const DeliverAdminOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeliverAdminOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliverOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliverOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountDelivered"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryNotes"}}]}}]}}]} as unknown as DocumentNode<DeliverAdminOrderMutation, DeliverAdminOrderMutationVariables>;
export const GetAdminOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderListInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMethod"}},{"kind":"Field","name":{"kind":"Name","value":"accountDelivered"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryNotes"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"gameSlug"}},{"kind":"Field","name":{"kind":"Name","value":"server"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"}}]}}]}}]}}]} as unknown as DocumentNode<GetAdminOrdersQuery, GetAdminOrdersQueryVariables>;
export const GetAdminOrderCredentialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminOrderCredentials"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCredentials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"credentials"}}]}}]}}]} as unknown as DocumentNode<GetAdminOrderCredentialsQuery, GetAdminOrderCredentialsQueryVariables>;
export const RefundAdminOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefundAdminOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}}]}}]}}]} as unknown as DocumentNode<RefundAdminOrderMutation, RefundAdminOrderMutationVariables>;
export const StartAdminOrderProcessingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartAdminOrderProcessing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startOrderProcessing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"}}]}}]}}]} as unknown as DocumentNode<StartAdminOrderProcessingMutation, StartAdminOrderProcessingMutationVariables>;
export const AddAdminProductStockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddAdminProductStock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accounts"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addProductStock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accounts"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accounts"}}},{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addedCount"}},{"kind":"Field","name":{"kind":"Name","value":"stockTotal"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}}]}}]}}]} as unknown as DocumentNode<AddAdminProductStockMutation, AddAdminProductStockMutationVariables>;
export const CreateAdminProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAdminProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gameSlug"}},{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"rankStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"}},{"kind":"Field","name":{"kind":"Name","value":"server"}},{"kind":"Field","name":{"kind":"Name","value":"accountText"}},{"kind":"Field","name":{"kind":"Name","value":"blueEssence"}},{"kind":"Field","name":{"kind":"Name","value":"skinCount"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"championCount"}},{"kind":"Field","name":{"kind":"Name","value":"imagePath"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"cardBadge"}},{"kind":"Field","name":{"kind":"Name","value":"cardColor"}},{"kind":"Field","name":{"kind":"Name","value":"displayPriority"}},{"kind":"Field","name":{"kind":"Name","value":"warrantyDays"}},{"kind":"Field","name":{"kind":"Name","value":"replacementLimit"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMethod"}},{"kind":"Field","name":{"kind":"Name","value":"contactInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccountData"}},{"kind":"Field","name":{"kind":"Name","value":"cardTexts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warranty"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ranked"}},{"kind":"Field","name":{"kind":"Name","value":"champions"}},{"kind":"Field","name":{"kind":"Name","value":"skins"}},{"kind":"Field","name":{"kind":"Name","value":"honor"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"support"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"}},{"kind":"Field","name":{"kind":"Name","value":"paymentInfo"}},{"kind":"Field","name":{"kind":"Name","value":"extra1"}},{"kind":"Field","name":{"kind":"Name","value":"extra2"}},{"kind":"Field","name":{"kind":"Name","value":"extra3"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardFeatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFeatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"displayOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showLevel"}},{"kind":"Field","name":{"kind":"Name","value":"showBE"}},{"kind":"Field","name":{"kind":"Name","value":"showChampions"}},{"kind":"Field","name":{"kind":"Name","value":"showSkins"}}]}}]}}]} as unknown as DocumentNode<CreateAdminProductMutation, CreateAdminProductMutationVariables>;
export const DeleteAdminProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAdminProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteAdminProductsMutation, DeleteAdminProductsMutationVariables>;
export const GetAdminProductPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminProductPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductSort"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProductPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gameSlug"}},{"kind":"Field","name":{"kind":"Name","value":"rankStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"}},{"kind":"Field","name":{"kind":"Name","value":"server"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccountData"}}]}}]} as unknown as DocumentNode<GetAdminProductPageQuery, GetAdminProductPageQueryVariables>;
export const GetAdminProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gameSlug"}},{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"rankStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"}},{"kind":"Field","name":{"kind":"Name","value":"server"}},{"kind":"Field","name":{"kind":"Name","value":"accountText"}},{"kind":"Field","name":{"kind":"Name","value":"blueEssence"}},{"kind":"Field","name":{"kind":"Name","value":"skinCount"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"championCount"}},{"kind":"Field","name":{"kind":"Name","value":"imagePath"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"cardBadge"}},{"kind":"Field","name":{"kind":"Name","value":"cardColor"}},{"kind":"Field","name":{"kind":"Name","value":"displayPriority"}},{"kind":"Field","name":{"kind":"Name","value":"warrantyDays"}},{"kind":"Field","name":{"kind":"Name","value":"replacementLimit"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMethod"}},{"kind":"Field","name":{"kind":"Name","value":"contactInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccountData"}},{"kind":"Field","name":{"kind":"Name","value":"cardTexts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warranty"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ranked"}},{"kind":"Field","name":{"kind":"Name","value":"champions"}},{"kind":"Field","name":{"kind":"Name","value":"skins"}},{"kind":"Field","name":{"kind":"Name","value":"honor"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"support"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"}},{"kind":"Field","name":{"kind":"Name","value":"paymentInfo"}},{"kind":"Field","name":{"kind":"Name","value":"extra1"}},{"kind":"Field","name":{"kind":"Name","value":"extra2"}},{"kind":"Field","name":{"kind":"Name","value":"extra3"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardFeatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFeatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"displayOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showLevel"}},{"kind":"Field","name":{"kind":"Name","value":"showBE"}},{"kind":"Field","name":{"kind":"Name","value":"showChampions"}},{"kind":"Field","name":{"kind":"Name","value":"showSkins"}}]}}]}}]} as unknown as DocumentNode<GetAdminProductsQuery, GetAdminProductsQueryVariables>;
export const GetProductIdsByAccountUsernameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetProductIdsByAccountUsername"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productIdsByAccountUsername"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}}]}]}}]} as unknown as DocumentNode<GetProductIdsByAccountUsernameQuery, GetProductIdsByAccountUsernameQueryVariables>;
export const GetAdminProductUnitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminProductUnits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productUnits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInventoryUnitFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInventoryUnitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<GetAdminProductUnitsQuery, GetAdminProductUnitsQueryVariables>;
export const GetAdminUnitCredentialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminUnitCredentials"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitCredentials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"credentials"}}]}}]}}]} as unknown as DocumentNode<GetAdminUnitCredentialsQuery, GetAdminUnitCredentialsQueryVariables>;
export const ReauthenticateAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReauthenticateAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passkeyResponse"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reauthenticate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"passkeyResponse"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passkeyResponse"}}}]}]}}]} as unknown as DocumentNode<ReauthenticateAdminMutation, ReauthenticateAdminMutationVariables>;
export const SaveAdminAccountProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAdminAccountProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAccountProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"batchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gameSlug"}},{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"rankStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"}},{"kind":"Field","name":{"kind":"Name","value":"server"}},{"kind":"Field","name":{"kind":"Name","value":"accountText"}},{"kind":"Field","name":{"kind":"Name","value":"blueEssence"}},{"kind":"Field","name":{"kind":"Name","value":"skinCount"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"championCount"}},{"kind":"Field","name":{"kind":"Name","value":"imagePath"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"cardBadge"}},{"kind":"Field","name":{"kind":"Name","value":"cardColor"}},{"kind":"Field","name":{"kind":"Name","value":"displayPriority"}},{"kind":"Field","name":{"kind":"Name","value":"warrantyDays"}},{"kind":"Field","name":{"kind":"Name","value":"replacementLimit"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMethod"}},{"kind":"Field","name":{"kind":"Name","value":"contactInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccountData"}},{"kind":"Field","name":{"kind":"Name","value":"cardTexts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warranty"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ranked"}},{"kind":"Field","name":{"kind":"Name","value":"champions"}},{"kind":"Field","name":{"kind":"Name","value":"skins"}},{"kind":"Field","name":{"kind":"Name","value":"honor"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"support"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"}},{"kind":"Field","name":{"kind":"Name","value":"paymentInfo"}},{"kind":"Field","name":{"kind":"Name","value":"extra1"}},{"kind":"Field","name":{"kind":"Name","value":"extra2"}},{"kind":"Field","name":{"kind":"Name","value":"extra3"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardFeatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFeatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"displayOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showLevel"}},{"kind":"Field","name":{"kind":"Name","value":"showBE"}},{"kind":"Field","name":{"kind":"Name","value":"showChampions"}},{"kind":"Field","name":{"kind":"Name","value":"showSkins"}}]}}]}}]} as unknown as DocumentNode<SaveAdminAccountProductMutation, SaveAdminAccountProductMutationVariables>;
export const SetAdminManualStockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAdminManualStock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stock"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setManualStock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stock"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stock"}}}]}]}}]} as unknown as DocumentNode<SetAdminManualStockMutation, SetAdminManualStockMutationVariables>;
export const UpdateAdminProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAdminProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gameSlug"}},{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"rankStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"}},{"kind":"Field","name":{"kind":"Name","value":"server"}},{"kind":"Field","name":{"kind":"Name","value":"accountText"}},{"kind":"Field","name":{"kind":"Name","value":"blueEssence"}},{"kind":"Field","name":{"kind":"Name","value":"skinCount"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"championCount"}},{"kind":"Field","name":{"kind":"Name","value":"imagePath"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"cardBadge"}},{"kind":"Field","name":{"kind":"Name","value":"cardColor"}},{"kind":"Field","name":{"kind":"Name","value":"displayPriority"}},{"kind":"Field","name":{"kind":"Name","value":"warrantyDays"}},{"kind":"Field","name":{"kind":"Name","value":"replacementLimit"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMethod"}},{"kind":"Field","name":{"kind":"Name","value":"contactInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccountData"}},{"kind":"Field","name":{"kind":"Name","value":"cardTexts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warranty"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ranked"}},{"kind":"Field","name":{"kind":"Name","value":"champions"}},{"kind":"Field","name":{"kind":"Name","value":"skins"}},{"kind":"Field","name":{"kind":"Name","value":"honor"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"support"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"}},{"kind":"Field","name":{"kind":"Name","value":"paymentInfo"}},{"kind":"Field","name":{"kind":"Name","value":"extra1"}},{"kind":"Field","name":{"kind":"Name","value":"extra2"}},{"kind":"Field","name":{"kind":"Name","value":"extra3"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardFeatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFeatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"displayOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showLevel"}},{"kind":"Field","name":{"kind":"Name","value":"showBE"}},{"kind":"Field","name":{"kind":"Name","value":"showChampions"}},{"kind":"Field","name":{"kind":"Name","value":"showSkins"}}]}}]}}]} as unknown as DocumentNode<UpdateAdminProductMutation, UpdateAdminProductMutationVariables>;
export const UpdateAdminUnitCredentialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAdminUnitCredentials"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"credentials"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUnitCredentials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"credentials"},"value":{"kind":"Variable","name":{"kind":"Name","value":"credentials"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInventoryUnitFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInventoryUnitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateAdminUnitCredentialsMutation, UpdateAdminUnitCredentialsMutationVariables>;
export const WithdrawAdminUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawAdminUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawUnit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInventoryUnitFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInventoryUnitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WithdrawAdminUnitMutation, WithdrawAdminUnitMutationVariables>;
export const AdminOwnSecurityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOwnSecurity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountSecurity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totp"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"passkeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOwnSecurityQuery, AdminOwnSecurityQueryVariables>;
export const GetAdminTicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminTickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastReplyBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<GetAdminTicketsQuery, GetAdminTicketsQueryVariables>;
export const SetTicketStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTicketStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTicketStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastReplyBy"}}]}}]}}]} as unknown as DocumentNode<SetTicketStatusMutation, SetTicketStatusMutationVariables>;
export const GetAdminUserApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminUserApiKeys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminApiKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminApiKeyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestsPerMinute"}},{"kind":"Field","name":{"kind":"Name","value":"ordersPerMinute"}}]}}]} as unknown as DocumentNode<GetAdminUserApiKeysQuery, GetAdminUserApiKeysQueryVariables>;
export const CreateAdminUserApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAdminUserApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreateApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<CreateAdminUserApiKeyMutation, CreateAdminUserApiKeyMutationVariables>;
export const RollAdminUserApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RollAdminUserApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRollApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RollAdminUserApiKeyMutation, RollAdminUserApiKeyMutationVariables>;
export const RevokeAdminUserApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeAdminUserApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRevokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeAdminUserApiKeyMutation, RevokeAdminUserApiKeyMutationVariables>;
export const SetAdminApiKeyLimitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAdminApiKeyLimits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limits"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKeyLimitsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setApiKeyLimits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limits"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limits"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminApiKeyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestsPerMinute"}},{"kind":"Field","name":{"kind":"Name","value":"ordersPerMinute"}}]}}]} as unknown as DocumentNode<SetAdminApiKeyLimitsMutation, SetAdminApiKeyLimitsMutationVariables>;
export const CreateAdminUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAdminUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"secondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totp"}},{"kind":"Field","name":{"kind":"Name","value":"passkeys"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"totalSpent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"wallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}}]}}]}}]} as unknown as DocumentNode<CreateAdminUserMutation, CreateAdminUserMutationVariables>;
export const DeleteAdminUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAdminUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"deactivated"}}]}}]}}]} as unknown as DocumentNode<DeleteAdminUserMutation, DeleteAdminUserMutationVariables>;
export const GetAdminUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"secondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totp"}},{"kind":"Field","name":{"kind":"Name","value":"passkeys"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"totalSpent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"wallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}}]}}]}}]} as unknown as DocumentNode<GetAdminUserQuery, GetAdminUserQueryVariables>;
export const GetAdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserListInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"secondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totp"}},{"kind":"Field","name":{"kind":"Name","value":"passkeys"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"totalSpent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"wallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}}]}}]}}]} as unknown as DocumentNode<GetAdminUsersQuery, GetAdminUsersQueryVariables>;
export const GetAdminViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}}]}}]}}]} as unknown as DocumentNode<GetAdminViewerQuery, GetAdminViewerQueryVariables>;
export const GetAdminUserActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminUserActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}}]} as unknown as DocumentNode<GetAdminUserActivityQuery, GetAdminUserActivityQueryVariables>;
export const GetAdminUserOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminUserOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordersByUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<GetAdminUserOrdersQuery, GetAdminUserOrdersQueryVariables>;
export const GetAdminUserTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminUserTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<GetAdminUserTransactionsQuery, GetAdminUserTransactionsQueryVariables>;
export const ReleaseAdminWalletHoldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReleaseAdminWalletHold"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseWalletHold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}}]}}]}}]} as unknown as DocumentNode<ReleaseAdminWalletHoldMutation, ReleaseAdminWalletHoldMutationVariables>;
export const ResetAdminUserSecondFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetAdminUserSecondFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetUserSecondFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"passkeysRemoved"}},{"kind":"Field","name":{"kind":"Name","value":"totpRemoved"}}]}}]}}]} as unknown as DocumentNode<ResetAdminUserSecondFactorMutation, ResetAdminUserSecondFactorMutationVariables>;
export const SetAdminUserFlagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAdminUserFlag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isAdmin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isAdmin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isAdmin"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<SetAdminUserFlagMutation, SetAdminUserFlagMutationVariables>;
export const SetAdminUserStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAdminUserStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"secondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totp"}},{"kind":"Field","name":{"kind":"Name","value":"passkeys"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"totalSpent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"wallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}}]}}]}}]} as unknown as DocumentNode<SetAdminUserStatusMutation, SetAdminUserStatusMutationVariables>;
export const UpdateAdminUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAdminUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"secondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totp"}},{"kind":"Field","name":{"kind":"Name","value":"passkeys"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"totalSpent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"wallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}}]}}]}}]} as unknown as DocumentNode<UpdateAdminUserMutation, UpdateAdminUserMutationVariables>;
export const GetAdminUserWebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminUserWebhooks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminWebhookEndpoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWebhookEndpointFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<GetAdminUserWebhooksQuery, GetAdminUserWebhooksQueryVariables>;
export const GetAdminWebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminWebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminWebhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWebhookDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<GetAdminWebhookDeliveriesQuery, GetAdminWebhookDeliveriesQueryVariables>;
export const RedeliverAdminWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeliverAdminWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRedeliverWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"deliveryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWebhookDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RedeliverAdminWebhookMutation, RedeliverAdminWebhookMutationVariables>;
export const DisableAdminWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableAdminWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDisableWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWebhookEndpointFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DisableAdminWebhookEndpointMutation, DisableAdminWebhookEndpointMutationVariables>;
export const EnableAdminWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableAdminWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEnableWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWebhookEndpointFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<EnableAdminWebhookEndpointMutation, EnableAdminWebhookEndpointMutationVariables>;