/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query GetSessionUser {\n  me {\n    id\n    username\n    email\n    isAdmin\n    secondFactorEnrolmentRequired\n    balance\n  }\n}": typeof types.GetSessionUserDocument,
    "query AdminOwnPasskeys {\n  accountSecurity {\n    passkeys {\n      id\n    }\n  }\n}\n\nmutation ReauthPasskeyOptions {\n  reauthPasskeyOptions\n}": typeof types.AdminOwnPasskeysDocument,
    "fragment AdminUnitLifeFields on UnitLife {\n  unitId\n  status\n  batchId\n  events {\n    kind\n    at\n    actorId\n    orderId\n    claimId\n    note\n  }\n}\n\nquery GetOrderUnitLives($orderId: Int!) {\n  orderUnitLives(orderId: $orderId) {\n    ...AdminUnitLifeFields\n  }\n}\n\nquery GetUnitLife($unitId: Int!) {\n  unitLife(unitId: $unitId) {\n    ...AdminUnitLifeFields\n  }\n}": typeof types.AdminUnitLifeFieldsFragmentDoc,
    "fragment AdminAnnouncementFields on Announcement {\n  id\n  title\n  content\n  type\n  isActive\n  expiresAt\n  createdAt\n}": typeof types.AdminAnnouncementFieldsFragmentDoc,
    "mutation CreateAdminAnnouncement($input: AnnouncementInput!) {\n  createAnnouncement(input: $input) {\n    ...AdminAnnouncementFields\n  }\n}": typeof types.CreateAdminAnnouncementDocument,
    "mutation DeleteAdminAnnouncement($id: Int!) {\n  deleteAnnouncement(id: $id)\n}": typeof types.DeleteAdminAnnouncementDocument,
    "query GetAdminAnnouncements {\n  allAnnouncements {\n    ...AdminAnnouncementFields\n  }\n}": typeof types.GetAdminAnnouncementsDocument,
    "mutation SetAdminAnnouncementActive($id: Int!, $isActive: Boolean!) {\n  setAnnouncementActive(id: $id, isActive: $isActive) {\n    ...AdminAnnouncementFields\n  }\n}": typeof types.SetAdminAnnouncementActiveDocument,
    "mutation UpdateAdminAnnouncement($id: Int!, $input: AnnouncementInput!) {\n  updateAnnouncement(id: $id, input: $input) {\n    ...AdminAnnouncementFields\n  }\n}": typeof types.UpdateAdminAnnouncementDocument,
    "mutation CreateAdminGameCategory($input: GameCategoryInput!) {\n  createGameCategory(input: $input) {\n    id\n  }\n}": typeof types.CreateAdminGameCategoryDocument,
    "mutation DeleteAdminGameCategory($id: Int!) {\n  deleteGameCategory(id: $id)\n}": typeof types.DeleteAdminGameCategoryDocument,
    "query GetAdminCardDesign($gameSlug: String!, $accountType: String, $subCategory: String) {\n  cardDesign(\n    gameSlug: $gameSlug\n    accountType: $accountType\n    subCategory: $subCategory\n  ) {\n    gameSlug\n    accountType\n    subCategory\n    isDefault\n    cardStyles {\n      backgroundColor\n      borderColor\n      glowColor\n      textColor\n      accentColor\n    }\n    features {\n      icon\n      label\n      value\n    }\n  }\n}": typeof types.GetAdminCardDesignDocument,
    "query GetAdminGameCategories {\n  gameCategories {\n    id\n    name\n    slug\n    icon\n    parentId\n  }\n}": typeof types.GetAdminGameCategoriesDocument,
    "mutation UpdateAdminGameCategory($id: Int!, $input: GameCategoryInput!) {\n  updateGameCategory(id: $id, input: $input) {\n    id\n  }\n}": typeof types.UpdateAdminGameCategoryDocument,
    "mutation UpsertAdminCardDesign($gameSlug: String!, $input: CardDesignInput!) {\n  upsertCardDesign(gameSlug: $gameSlug, input: $input) {\n    gameSlug\n    isDefault\n  }\n}": typeof types.UpsertAdminCardDesignDocument,
    "fragment AdminClaimFields on Claim {\n  id\n  orderId\n  userId\n  productId\n  productTitle\n  reason\n  message\n  status\n  automatic\n  decisionNote\n  batchId\n  unitId\n  replacementUnitId\n  hasPreviousDetails\n  reviewReason\n  signals {\n    minutesFromDelivery\n    customerClaims\n    customerDeliveredOrders\n    customerClaimRatio\n    batchBanned\n    batchConfirmedClaims\n    batchOpenClaims\n    batchOtherCustomerClaims\n  }\n  attachment {\n    id\n    fileName\n  }\n  createdAt\n  decidedAt\n}": typeof types.AdminClaimFieldsFragmentDoc,
    "mutation DecideAdminClaim($id: Int!, $input: DecideClaimInput!) {\n  decideClaim(id: $id, input: $input) {\n    ...AdminClaimFields\n  }\n}": typeof types.DecideAdminClaimDocument,
    "query GetAdminClaims($status: String, $productId: Int, $batchId: String, $reason: String) {\n  adminClaims(\n    status: $status\n    productId: $productId\n    batchId: $batchId\n    reason: $reason\n  ) {\n    ...AdminClaimFields\n  }\n}": typeof types.GetAdminClaimsDocument,
    "query GetAdminClaimCredentials($id: Int!, $reason: String!) {\n  claimCredentials(id: $id, reason: $reason) {\n    claimId\n    credentials\n  }\n}": typeof types.GetAdminClaimCredentialsDocument,
    "query GetClaimOrderPrice($id: Int!) {\n  adminOrder(id: $id) {\n    id\n    totalPrice\n  }\n}": typeof types.GetClaimOrderPriceDocument,
    "query GetWarrantyRules {\n  warrantyRules {\n    defaultWarrantyDays\n    defaultReplacementLimit\n    autoReasons\n    autoReplace\n    badBatchConfirmations\n    autoReplacementsPerCustomer\n    autoReplacementWindowDays\n    claimRatioPercent\n    claimRatioWindowDays\n    restockClaimSharePercent\n    waitingClaimsPerCustomer\n  }\n}": typeof types.GetWarrantyRulesDocument,
    "mutation UpdateWarrantyRules($input: WarrantyRulesInput!) {\n  updateWarrantyRules(input: $input) {\n    defaultWarrantyDays\n    defaultReplacementLimit\n    autoReasons\n    autoReplace\n    badBatchConfirmations\n    autoReplacementsPerCustomer\n    autoReplacementWindowDays\n    claimRatioPercent\n    claimRatioWindowDays\n    restockClaimSharePercent\n    waitingClaimsPerCustomer\n  }\n}": typeof types.UpdateWarrantyRulesDocument,
    "mutation BulkImportAccounts($input: BulkImportInput!) {\n  bulkImport(input: $input) {\n    batchId\n    addedCount\n    dryRun\n    rejected {\n      line\n      reason\n    }\n  }\n}": typeof types.BulkImportAccountsDocument,
    "query GetAdminImportBatches {\n  importBatches {\n    id\n    format\n    status\n    title\n    createdAt\n    unitCount\n    soldCount\n  }\n  batchHealth {\n    batchId\n    claimCount\n    burnedCount\n    withdrawnCount\n    burnedRate\n    medianDaysToClaim\n    pulledAt\n    bannedAt\n    confirmedClaimCount\n    openClaimCount\n  }\n}": typeof types.GetAdminImportBatchesDocument,
    "mutation MarkAdminImportBatchBanned($batchId: String!, $banned: Boolean!) {\n  markImportBatchBanned(batchId: $batchId, banned: $banned)\n}": typeof types.MarkAdminImportBatchBannedDocument,
    "mutation PullAdminImportBatch($batchId: String!) {\n  pullImportBatch(batchId: $batchId) {\n    batchId\n    withdrawnCount\n  }\n}": typeof types.PullAdminImportBatchDocument,
    "mutation RollbackAdminImportBatch($batchId: String!) {\n  rollbackImportBatch(batchId: $batchId) {\n    batchId\n    removedCount\n  }\n}": typeof types.RollbackAdminImportBatchDocument,
    "query GetMonitoringHours {\n  monitoringHours {\n    hour\n    orders\n    revenue\n    claimsOpened\n    outboxOldestSeconds\n    importQueue\n  }\n}": typeof types.GetMonitoringHoursDocument,
    "mutation CancelAdminOrder($input: CancelOrderInput!) {\n  cancelOrder(input: $input) {\n    id\n    status\n    deliveryStatus\n    cancelReason\n  }\n}": typeof types.CancelAdminOrderDocument,
    "mutation DeliverAdminOrder($input: DeliverOrderInput!) {\n  deliverOrder(input: $input) {\n    id\n    status\n    deliveryStatus\n    accountDelivered\n    deliveryNotes\n  }\n}": typeof types.DeliverAdminOrderDocument,
    "query GetAdminOrders($filter: OrderListInput) {\n  adminOrders(filter: $filter) {\n    id\n    userId\n    totalPrice\n    status\n    deliveryStatus\n    deliveryMethod\n    accountDelivered\n    orderDate\n    deliveryNotes\n    cancelReason\n    user {\n      id\n      username\n      email\n    }\n    product {\n      id\n      title\n      productCode\n      gameSlug\n      server\n      accountType\n      subCategory\n    }\n  }\n}": typeof types.GetAdminOrdersDocument,
    "query GetAdminOrderCredentials($orderId: Int!, $reason: String!) {\n  orderCredentials(orderId: $orderId, reason: $reason) {\n    orderId\n    unitId\n    credentials\n  }\n}": typeof types.GetAdminOrderCredentialsDocument,
    "mutation RefundAdminOrder($input: RefundOrderInput!) {\n  refundOrder(input: $input) {\n    id\n    amount\n    orderId\n  }\n}": typeof types.RefundAdminOrderDocument,
    "mutation StartAdminOrderProcessing($orderId: Int!) {\n  startOrderProcessing(orderId: $orderId) {\n    id\n    status\n    deliveryStatus\n  }\n}": typeof types.StartAdminOrderProcessingDocument,
    "mutation AddAdminProductStock($productId: Int!, $accounts: String!, $dryRun: Boolean) {\n  addProductStock(productId: $productId, accounts: $accounts, dryRun: $dryRun) {\n    addedCount\n    stockTotal\n    dryRun\n  }\n}": typeof types.AddAdminProductStockDocument,
    "fragment AdminProductFields on Product {\n  id\n  productCode\n  title\n  description\n  price\n  basePrice\n  originalPrice\n  status\n  gameSlug\n  gameId\n  rankStatus\n  accountType\n  subCategory\n  server\n  accountText\n  blueEssence\n  skinCount\n  level\n  championCount\n  imagePath\n  coverImage\n  cardBadge\n  cardColor\n  displayPriority\n  warrantyDays\n  replacementLimit\n  featured\n  discountPercentage\n  deliveryMethod\n  contactInstructions\n  hidden\n  stock\n  hasAccountData\n  cardTexts {\n    warranty\n    deliveryTime\n    level\n    email\n    ranked\n    champions\n    skins\n    honor\n    access\n    deliveryType\n    support\n    paymentMethods\n    paymentInfo\n    extra1\n    extra2\n    extra3\n  }\n  cardFeatures {\n    slot\n    value\n    icon\n  }\n  customFeatures {\n    id\n    icon\n    label\n    value\n  }\n  displayOptions {\n    showLevel\n    showBE\n    showChampions\n    showSkins\n  }\n}": typeof types.AdminProductFieldsFragmentDoc,
    "fragment AdminProductRowFields on Product {\n  id\n  productCode\n  title\n  price\n  status\n  gameSlug\n  rankStatus\n  accountType\n  subCategory\n  server\n  hidden\n  stock\n  hasAccountData\n}": typeof types.AdminProductRowFieldsFragmentDoc,
    "mutation CreateAdminProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    ...AdminProductFields\n  }\n}": typeof types.CreateAdminProductDocument,
    "mutation DeleteAdminProducts($ids: [Int!]!) {\n  deleteProducts(ids: $ids)\n}": typeof types.DeleteAdminProductsDocument,
    "query GetAdminProductPage($filter: AdminProductFilterInput, $offset: Int!, $limit: Int!, $sort: AdminProductSort!) {\n  adminProductPage(filter: $filter, offset: $offset, limit: $limit, sort: $sort) {\n    totalCount\n    offset\n    limit\n    items {\n      ...AdminProductRowFields\n    }\n  }\n}": typeof types.GetAdminProductPageDocument,
    "query GetAdminProducts($filter: AdminProductFilterInput) {\n  adminProducts(filter: $filter) {\n    ...AdminProductFields\n  }\n}": typeof types.GetAdminProductsDocument,
    "query GetProductIdsByAccountUsername($q: String!) {\n  productIdsByAccountUsername(q: $q)\n}": typeof types.GetProductIdsByAccountUsernameDocument,
    "query GetAdminProductUnits($productId: Int!) {\n  productUnits(productId: $productId) {\n    ...AdminInventoryUnitFields\n  }\n}": typeof types.GetAdminProductUnitsDocument,
    "query GetAdminUnitCredentials($id: Int!, $reason: String!) {\n  unitCredentials(id: $id, reason: $reason) {\n    id\n    credentials\n  }\n}": typeof types.GetAdminUnitCredentialsDocument,
    "fragment AdminInventoryUnitFields on InventoryUnit {\n  id\n  status\n  batchId\n  line\n  orderId\n  createdAt\n}": typeof types.AdminInventoryUnitFieldsFragmentDoc,
    "mutation ReauthenticateAdmin($password: String, $code: String, $passkeyResponse: String) {\n  reauthenticate(\n    password: $password\n    code: $code\n    passkeyResponse: $passkeyResponse\n  )\n}": typeof types.ReauthenticateAdminDocument,
    "mutation SaveAdminAccountProduct($batchId: String!, $productId: Int, $input: ProductInput!) {\n  saveAccountProduct(batchId: $batchId, productId: $productId, input: $input) {\n    ...AdminProductFields\n  }\n}": typeof types.SaveAdminAccountProductDocument,
    "mutation SetAdminManualStock($productId: Int!, $stock: Int!) {\n  setManualStock(productId: $productId, stock: $stock)\n}": typeof types.SetAdminManualStockDocument,
    "mutation UpdateAdminProduct($id: Int!, $input: ProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...AdminProductFields\n  }\n}": typeof types.UpdateAdminProductDocument,
    "mutation UpdateAdminUnitCredentials($id: Int!, $credentials: String!) {\n  updateUnitCredentials(id: $id, credentials: $credentials) {\n    ...AdminInventoryUnitFields\n  }\n}": typeof types.UpdateAdminUnitCredentialsDocument,
    "mutation WithdrawAdminUnit($id: Int!) {\n  withdrawUnit(id: $id) {\n    ...AdminInventoryUnitFields\n  }\n}": typeof types.WithdrawAdminUnitDocument,
    "query AdminOwnSecurity {\n  accountSecurity {\n    totp\n    recoveryCodesLeft\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n}": typeof types.AdminOwnSecurityDocument,
    "query GetAdminTickets {\n  tickets {\n    id\n    subject\n    status\n    priority\n    userId\n    user {\n      id\n      username\n    }\n    lastReplyBy\n    updatedAt\n  }\n}": typeof types.GetAdminTicketsDocument,
    "mutation SetTicketStatus($id: Int!, $status: TicketStatus!) {\n  updateTicketStatus(id: $id, status: $status) {\n    id\n    status\n    updatedAt\n    lastReplyBy\n  }\n}": typeof types.SetTicketStatusDocument,
    "fragment AdminUserFields on User {\n  id\n  username\n  email\n  status\n  isAdmin\n  isOwner\n  secondFactors {\n    totp\n    passkeys\n    overdue\n  }\n  balance\n  totalSpent\n  createdAt\n  wallet {\n    userId\n    onHold\n    holdReason\n  }\n}": typeof types.AdminUserFieldsFragmentDoc,
    "fragment AdminApiKeyFields on ApiKey {\n  id\n  userId\n  name\n  scopes\n  lastFour\n  createdAt\n  expiresAt\n  lastUsedAt\n  previousExpiresAt\n  requestsPerMinute\n  ordersPerMinute\n}\n\nquery GetAdminUserApiKeys($userId: Int!) {\n  adminApiKeys(userId: $userId) {\n    ...AdminApiKeyFields\n  }\n}\n\nmutation CreateAdminUserApiKey($userId: Int!, $input: ApiKeyInput!) {\n  adminCreateApiKey(userId: $userId, input: $input) {\n    id\n    key\n  }\n}\n\nmutation RollAdminUserApiKey($id: Int!) {\n  adminRollApiKey(id: $id)\n}\n\nmutation RevokeAdminUserApiKey($id: Int!) {\n  adminRevokeApiKey(id: $id)\n}\n\nmutation SetAdminApiKeyLimits($id: Int!, $limits: ApiKeyLimitsInput!) {\n  setApiKeyLimits(id: $id, limits: $limits) {\n    ...AdminApiKeyFields\n  }\n}": typeof types.AdminApiKeyFieldsFragmentDoc,
    "mutation CreateAdminUser($input: AdminUserInput!) {\n  createUser(input: $input) {\n    ...AdminUserFields\n  }\n}": typeof types.CreateAdminUserDocument,
    "mutation DeleteAdminUser($id: Int!) {\n  deleteUser(id: $id) {\n    id\n    deleted\n    deactivated\n  }\n}": typeof types.DeleteAdminUserDocument,
    "query GetAdminUser($id: Int!) {\n  adminUser(id: $id) {\n    ...AdminUserFields\n  }\n}": typeof types.GetAdminUserDocument,
    "query GetAdminUsers($filter: UserListInput) {\n  adminUsers(filter: $filter) {\n    total\n    items {\n      ...AdminUserFields\n    }\n  }\n}": typeof types.GetAdminUsersDocument,
    "query GetAdminViewer {\n  me {\n    id\n    isOwner\n  }\n}": typeof types.GetAdminViewerDocument,
    "query GetAdminUserActivity($userId: Int!) {\n  userActivity(userId: $userId) {\n    id\n    action\n    details\n    timestamp\n  }\n}": typeof types.GetAdminUserActivityDocument,
    "query GetAdminUserOrders($userId: Int!) {\n  ordersByUser(userId: $userId) {\n    id\n    totalPrice\n    status\n    deliveryStatus\n    orderDate\n    product {\n      id\n      title\n    }\n  }\n}": typeof types.GetAdminUserOrdersDocument,
    "query GetAdminUserTransactions($userId: Int!) {\n  transactions(userId: $userId) {\n    id\n    type\n    amount\n    description\n    status\n    createdAt\n  }\n}": typeof types.GetAdminUserTransactionsDocument,
    "mutation ReleaseAdminWalletHold($userId: Int!) {\n  releaseWalletHold(userId: $userId) {\n    userId\n    balance\n    onHold\n    holdReason\n  }\n}": typeof types.ReleaseAdminWalletHoldDocument,
    "mutation ResetAdminUserSecondFactor($id: Int!) {\n  resetUserSecondFactor(id: $id) {\n    userId\n    passkeysRemoved\n    totpRemoved\n  }\n}": typeof types.ResetAdminUserSecondFactorDocument,
    "mutation SetAdminUserFlag($id: Int!, $isAdmin: Boolean!) {\n  setUserAdmin(id: $id, isAdmin: $isAdmin) {\n    id\n    isAdmin\n    username\n  }\n}": typeof types.SetAdminUserFlagDocument,
    "mutation SetAdminUserStatus($id: Int!, $status: UserStatus!) {\n  setUserStatus(id: $id, status: $status) {\n    ...AdminUserFields\n  }\n}": typeof types.SetAdminUserStatusDocument,
    "mutation UpdateAdminUser($id: Int!, $input: AdminUserInput!) {\n  updateUser(id: $id, input: $input) {\n    ...AdminUserFields\n  }\n}": typeof types.UpdateAdminUserDocument,
    "fragment AdminWebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  events\n  status\n  disabledReason\n  createdAt\n}\n\nfragment AdminWebhookDeliveryFields on WebhookDelivery {\n  id\n  eventType\n  status\n  attempts\n  responseStatus\n  lastError\n  nextAttemptAt\n  deliveredAt\n  createdAt\n}\n\nquery GetAdminUserWebhooks($userId: Int!) {\n  adminWebhookEndpoints(userId: $userId) {\n    ...AdminWebhookEndpointFields\n  }\n}\n\nquery GetAdminWebhookDeliveries($endpointId: Int!) {\n  adminWebhookDeliveries(endpointId: $endpointId) {\n    ...AdminWebhookDeliveryFields\n  }\n}\n\nmutation RedeliverAdminWebhook($endpointId: Int!, $deliveryId: Int!) {\n  adminRedeliverWebhook(endpointId: $endpointId, deliveryId: $deliveryId) {\n    ...AdminWebhookDeliveryFields\n  }\n}\n\nmutation DisableAdminWebhookEndpoint($id: Int!, $reason: String!) {\n  adminDisableWebhookEndpoint(id: $id, reason: $reason) {\n    ...AdminWebhookEndpointFields\n  }\n}\n\nmutation EnableAdminWebhookEndpoint($id: Int!) {\n  adminEnableWebhookEndpoint(id: $id) {\n    ...AdminWebhookEndpointFields\n  }\n}": typeof types.AdminWebhookEndpointFieldsFragmentDoc,
};
const documents: Documents = {
    "query GetSessionUser {\n  me {\n    id\n    username\n    email\n    isAdmin\n    secondFactorEnrolmentRequired\n    balance\n  }\n}": types.GetSessionUserDocument,
    "query AdminOwnPasskeys {\n  accountSecurity {\n    passkeys {\n      id\n    }\n  }\n}\n\nmutation ReauthPasskeyOptions {\n  reauthPasskeyOptions\n}": types.AdminOwnPasskeysDocument,
    "fragment AdminUnitLifeFields on UnitLife {\n  unitId\n  status\n  batchId\n  events {\n    kind\n    at\n    actorId\n    orderId\n    claimId\n    note\n  }\n}\n\nquery GetOrderUnitLives($orderId: Int!) {\n  orderUnitLives(orderId: $orderId) {\n    ...AdminUnitLifeFields\n  }\n}\n\nquery GetUnitLife($unitId: Int!) {\n  unitLife(unitId: $unitId) {\n    ...AdminUnitLifeFields\n  }\n}": types.AdminUnitLifeFieldsFragmentDoc,
    "fragment AdminAnnouncementFields on Announcement {\n  id\n  title\n  content\n  type\n  isActive\n  expiresAt\n  createdAt\n}": types.AdminAnnouncementFieldsFragmentDoc,
    "mutation CreateAdminAnnouncement($input: AnnouncementInput!) {\n  createAnnouncement(input: $input) {\n    ...AdminAnnouncementFields\n  }\n}": types.CreateAdminAnnouncementDocument,
    "mutation DeleteAdminAnnouncement($id: Int!) {\n  deleteAnnouncement(id: $id)\n}": types.DeleteAdminAnnouncementDocument,
    "query GetAdminAnnouncements {\n  allAnnouncements {\n    ...AdminAnnouncementFields\n  }\n}": types.GetAdminAnnouncementsDocument,
    "mutation SetAdminAnnouncementActive($id: Int!, $isActive: Boolean!) {\n  setAnnouncementActive(id: $id, isActive: $isActive) {\n    ...AdminAnnouncementFields\n  }\n}": types.SetAdminAnnouncementActiveDocument,
    "mutation UpdateAdminAnnouncement($id: Int!, $input: AnnouncementInput!) {\n  updateAnnouncement(id: $id, input: $input) {\n    ...AdminAnnouncementFields\n  }\n}": types.UpdateAdminAnnouncementDocument,
    "mutation CreateAdminGameCategory($input: GameCategoryInput!) {\n  createGameCategory(input: $input) {\n    id\n  }\n}": types.CreateAdminGameCategoryDocument,
    "mutation DeleteAdminGameCategory($id: Int!) {\n  deleteGameCategory(id: $id)\n}": types.DeleteAdminGameCategoryDocument,
    "query GetAdminCardDesign($gameSlug: String!, $accountType: String, $subCategory: String) {\n  cardDesign(\n    gameSlug: $gameSlug\n    accountType: $accountType\n    subCategory: $subCategory\n  ) {\n    gameSlug\n    accountType\n    subCategory\n    isDefault\n    cardStyles {\n      backgroundColor\n      borderColor\n      glowColor\n      textColor\n      accentColor\n    }\n    features {\n      icon\n      label\n      value\n    }\n  }\n}": types.GetAdminCardDesignDocument,
    "query GetAdminGameCategories {\n  gameCategories {\n    id\n    name\n    slug\n    icon\n    parentId\n  }\n}": types.GetAdminGameCategoriesDocument,
    "mutation UpdateAdminGameCategory($id: Int!, $input: GameCategoryInput!) {\n  updateGameCategory(id: $id, input: $input) {\n    id\n  }\n}": types.UpdateAdminGameCategoryDocument,
    "mutation UpsertAdminCardDesign($gameSlug: String!, $input: CardDesignInput!) {\n  upsertCardDesign(gameSlug: $gameSlug, input: $input) {\n    gameSlug\n    isDefault\n  }\n}": types.UpsertAdminCardDesignDocument,
    "fragment AdminClaimFields on Claim {\n  id\n  orderId\n  userId\n  productId\n  productTitle\n  reason\n  message\n  status\n  automatic\n  decisionNote\n  batchId\n  unitId\n  replacementUnitId\n  hasPreviousDetails\n  reviewReason\n  signals {\n    minutesFromDelivery\n    customerClaims\n    customerDeliveredOrders\n    customerClaimRatio\n    batchBanned\n    batchConfirmedClaims\n    batchOpenClaims\n    batchOtherCustomerClaims\n  }\n  attachment {\n    id\n    fileName\n  }\n  createdAt\n  decidedAt\n}": types.AdminClaimFieldsFragmentDoc,
    "mutation DecideAdminClaim($id: Int!, $input: DecideClaimInput!) {\n  decideClaim(id: $id, input: $input) {\n    ...AdminClaimFields\n  }\n}": types.DecideAdminClaimDocument,
    "query GetAdminClaims($status: String, $productId: Int, $batchId: String, $reason: String) {\n  adminClaims(\n    status: $status\n    productId: $productId\n    batchId: $batchId\n    reason: $reason\n  ) {\n    ...AdminClaimFields\n  }\n}": types.GetAdminClaimsDocument,
    "query GetAdminClaimCredentials($id: Int!, $reason: String!) {\n  claimCredentials(id: $id, reason: $reason) {\n    claimId\n    credentials\n  }\n}": types.GetAdminClaimCredentialsDocument,
    "query GetClaimOrderPrice($id: Int!) {\n  adminOrder(id: $id) {\n    id\n    totalPrice\n  }\n}": types.GetClaimOrderPriceDocument,
    "query GetWarrantyRules {\n  warrantyRules {\n    defaultWarrantyDays\n    defaultReplacementLimit\n    autoReasons\n    autoReplace\n    badBatchConfirmations\n    autoReplacementsPerCustomer\n    autoReplacementWindowDays\n    claimRatioPercent\n    claimRatioWindowDays\n    restockClaimSharePercent\n    waitingClaimsPerCustomer\n  }\n}": types.GetWarrantyRulesDocument,
    "mutation UpdateWarrantyRules($input: WarrantyRulesInput!) {\n  updateWarrantyRules(input: $input) {\n    defaultWarrantyDays\n    defaultReplacementLimit\n    autoReasons\n    autoReplace\n    badBatchConfirmations\n    autoReplacementsPerCustomer\n    autoReplacementWindowDays\n    claimRatioPercent\n    claimRatioWindowDays\n    restockClaimSharePercent\n    waitingClaimsPerCustomer\n  }\n}": types.UpdateWarrantyRulesDocument,
    "mutation BulkImportAccounts($input: BulkImportInput!) {\n  bulkImport(input: $input) {\n    batchId\n    addedCount\n    dryRun\n    rejected {\n      line\n      reason\n    }\n  }\n}": types.BulkImportAccountsDocument,
    "query GetAdminImportBatches {\n  importBatches {\n    id\n    format\n    status\n    title\n    createdAt\n    unitCount\n    soldCount\n  }\n  batchHealth {\n    batchId\n    claimCount\n    burnedCount\n    withdrawnCount\n    burnedRate\n    medianDaysToClaim\n    pulledAt\n    bannedAt\n    confirmedClaimCount\n    openClaimCount\n  }\n}": types.GetAdminImportBatchesDocument,
    "mutation MarkAdminImportBatchBanned($batchId: String!, $banned: Boolean!) {\n  markImportBatchBanned(batchId: $batchId, banned: $banned)\n}": types.MarkAdminImportBatchBannedDocument,
    "mutation PullAdminImportBatch($batchId: String!) {\n  pullImportBatch(batchId: $batchId) {\n    batchId\n    withdrawnCount\n  }\n}": types.PullAdminImportBatchDocument,
    "mutation RollbackAdminImportBatch($batchId: String!) {\n  rollbackImportBatch(batchId: $batchId) {\n    batchId\n    removedCount\n  }\n}": types.RollbackAdminImportBatchDocument,
    "query GetMonitoringHours {\n  monitoringHours {\n    hour\n    orders\n    revenue\n    claimsOpened\n    outboxOldestSeconds\n    importQueue\n  }\n}": types.GetMonitoringHoursDocument,
    "mutation CancelAdminOrder($input: CancelOrderInput!) {\n  cancelOrder(input: $input) {\n    id\n    status\n    deliveryStatus\n    cancelReason\n  }\n}": types.CancelAdminOrderDocument,
    "mutation DeliverAdminOrder($input: DeliverOrderInput!) {\n  deliverOrder(input: $input) {\n    id\n    status\n    deliveryStatus\n    accountDelivered\n    deliveryNotes\n  }\n}": types.DeliverAdminOrderDocument,
    "query GetAdminOrders($filter: OrderListInput) {\n  adminOrders(filter: $filter) {\n    id\n    userId\n    totalPrice\n    status\n    deliveryStatus\n    deliveryMethod\n    accountDelivered\n    orderDate\n    deliveryNotes\n    cancelReason\n    user {\n      id\n      username\n      email\n    }\n    product {\n      id\n      title\n      productCode\n      gameSlug\n      server\n      accountType\n      subCategory\n    }\n  }\n}": types.GetAdminOrdersDocument,
    "query GetAdminOrderCredentials($orderId: Int!, $reason: String!) {\n  orderCredentials(orderId: $orderId, reason: $reason) {\n    orderId\n    unitId\n    credentials\n  }\n}": types.GetAdminOrderCredentialsDocument,
    "mutation RefundAdminOrder($input: RefundOrderInput!) {\n  refundOrder(input: $input) {\n    id\n    amount\n    orderId\n  }\n}": types.RefundAdminOrderDocument,
    "mutation StartAdminOrderProcessing($orderId: Int!) {\n  startOrderProcessing(orderId: $orderId) {\n    id\n    status\n    deliveryStatus\n  }\n}": types.StartAdminOrderProcessingDocument,
    "mutation AddAdminProductStock($productId: Int!, $accounts: String!, $dryRun: Boolean) {\n  addProductStock(productId: $productId, accounts: $accounts, dryRun: $dryRun) {\n    addedCount\n    stockTotal\n    dryRun\n  }\n}": types.AddAdminProductStockDocument,
    "fragment AdminProductFields on Product {\n  id\n  productCode\n  title\n  description\n  price\n  basePrice\n  originalPrice\n  status\n  gameSlug\n  gameId\n  rankStatus\n  accountType\n  subCategory\n  server\n  accountText\n  blueEssence\n  skinCount\n  level\n  championCount\n  imagePath\n  coverImage\n  cardBadge\n  cardColor\n  displayPriority\n  warrantyDays\n  replacementLimit\n  featured\n  discountPercentage\n  deliveryMethod\n  contactInstructions\n  hidden\n  stock\n  hasAccountData\n  cardTexts {\n    warranty\n    deliveryTime\n    level\n    email\n    ranked\n    champions\n    skins\n    honor\n    access\n    deliveryType\n    support\n    paymentMethods\n    paymentInfo\n    extra1\n    extra2\n    extra3\n  }\n  cardFeatures {\n    slot\n    value\n    icon\n  }\n  customFeatures {\n    id\n    icon\n    label\n    value\n  }\n  displayOptions {\n    showLevel\n    showBE\n    showChampions\n    showSkins\n  }\n}": types.AdminProductFieldsFragmentDoc,
    "fragment AdminProductRowFields on Product {\n  id\n  productCode\n  title\n  price\n  status\n  gameSlug\n  rankStatus\n  accountType\n  subCategory\n  server\n  hidden\n  stock\n  hasAccountData\n}": types.AdminProductRowFieldsFragmentDoc,
    "mutation CreateAdminProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    ...AdminProductFields\n  }\n}": types.CreateAdminProductDocument,
    "mutation DeleteAdminProducts($ids: [Int!]!) {\n  deleteProducts(ids: $ids)\n}": types.DeleteAdminProductsDocument,
    "query GetAdminProductPage($filter: AdminProductFilterInput, $offset: Int!, $limit: Int!, $sort: AdminProductSort!) {\n  adminProductPage(filter: $filter, offset: $offset, limit: $limit, sort: $sort) {\n    totalCount\n    offset\n    limit\n    items {\n      ...AdminProductRowFields\n    }\n  }\n}": types.GetAdminProductPageDocument,
    "query GetAdminProducts($filter: AdminProductFilterInput) {\n  adminProducts(filter: $filter) {\n    ...AdminProductFields\n  }\n}": types.GetAdminProductsDocument,
    "query GetProductIdsByAccountUsername($q: String!) {\n  productIdsByAccountUsername(q: $q)\n}": types.GetProductIdsByAccountUsernameDocument,
    "query GetAdminProductUnits($productId: Int!) {\n  productUnits(productId: $productId) {\n    ...AdminInventoryUnitFields\n  }\n}": types.GetAdminProductUnitsDocument,
    "query GetAdminUnitCredentials($id: Int!, $reason: String!) {\n  unitCredentials(id: $id, reason: $reason) {\n    id\n    credentials\n  }\n}": types.GetAdminUnitCredentialsDocument,
    "fragment AdminInventoryUnitFields on InventoryUnit {\n  id\n  status\n  batchId\n  line\n  orderId\n  createdAt\n}": types.AdminInventoryUnitFieldsFragmentDoc,
    "mutation ReauthenticateAdmin($password: String, $code: String, $passkeyResponse: String) {\n  reauthenticate(\n    password: $password\n    code: $code\n    passkeyResponse: $passkeyResponse\n  )\n}": types.ReauthenticateAdminDocument,
    "mutation SaveAdminAccountProduct($batchId: String!, $productId: Int, $input: ProductInput!) {\n  saveAccountProduct(batchId: $batchId, productId: $productId, input: $input) {\n    ...AdminProductFields\n  }\n}": types.SaveAdminAccountProductDocument,
    "mutation SetAdminManualStock($productId: Int!, $stock: Int!) {\n  setManualStock(productId: $productId, stock: $stock)\n}": types.SetAdminManualStockDocument,
    "mutation UpdateAdminProduct($id: Int!, $input: ProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...AdminProductFields\n  }\n}": types.UpdateAdminProductDocument,
    "mutation UpdateAdminUnitCredentials($id: Int!, $credentials: String!) {\n  updateUnitCredentials(id: $id, credentials: $credentials) {\n    ...AdminInventoryUnitFields\n  }\n}": types.UpdateAdminUnitCredentialsDocument,
    "mutation WithdrawAdminUnit($id: Int!) {\n  withdrawUnit(id: $id) {\n    ...AdminInventoryUnitFields\n  }\n}": types.WithdrawAdminUnitDocument,
    "query AdminOwnSecurity {\n  accountSecurity {\n    totp\n    recoveryCodesLeft\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n}": types.AdminOwnSecurityDocument,
    "query GetAdminTickets {\n  tickets {\n    id\n    subject\n    status\n    priority\n    userId\n    user {\n      id\n      username\n    }\n    lastReplyBy\n    updatedAt\n  }\n}": types.GetAdminTicketsDocument,
    "mutation SetTicketStatus($id: Int!, $status: TicketStatus!) {\n  updateTicketStatus(id: $id, status: $status) {\n    id\n    status\n    updatedAt\n    lastReplyBy\n  }\n}": types.SetTicketStatusDocument,
    "fragment AdminUserFields on User {\n  id\n  username\n  email\n  status\n  isAdmin\n  isOwner\n  secondFactors {\n    totp\n    passkeys\n    overdue\n  }\n  balance\n  totalSpent\n  createdAt\n  wallet {\n    userId\n    onHold\n    holdReason\n  }\n}": types.AdminUserFieldsFragmentDoc,
    "fragment AdminApiKeyFields on ApiKey {\n  id\n  userId\n  name\n  scopes\n  lastFour\n  createdAt\n  expiresAt\n  lastUsedAt\n  previousExpiresAt\n  requestsPerMinute\n  ordersPerMinute\n}\n\nquery GetAdminUserApiKeys($userId: Int!) {\n  adminApiKeys(userId: $userId) {\n    ...AdminApiKeyFields\n  }\n}\n\nmutation CreateAdminUserApiKey($userId: Int!, $input: ApiKeyInput!) {\n  adminCreateApiKey(userId: $userId, input: $input) {\n    id\n    key\n  }\n}\n\nmutation RollAdminUserApiKey($id: Int!) {\n  adminRollApiKey(id: $id)\n}\n\nmutation RevokeAdminUserApiKey($id: Int!) {\n  adminRevokeApiKey(id: $id)\n}\n\nmutation SetAdminApiKeyLimits($id: Int!, $limits: ApiKeyLimitsInput!) {\n  setApiKeyLimits(id: $id, limits: $limits) {\n    ...AdminApiKeyFields\n  }\n}": types.AdminApiKeyFieldsFragmentDoc,
    "mutation CreateAdminUser($input: AdminUserInput!) {\n  createUser(input: $input) {\n    ...AdminUserFields\n  }\n}": types.CreateAdminUserDocument,
    "mutation DeleteAdminUser($id: Int!) {\n  deleteUser(id: $id) {\n    id\n    deleted\n    deactivated\n  }\n}": types.DeleteAdminUserDocument,
    "query GetAdminUser($id: Int!) {\n  adminUser(id: $id) {\n    ...AdminUserFields\n  }\n}": types.GetAdminUserDocument,
    "query GetAdminUsers($filter: UserListInput) {\n  adminUsers(filter: $filter) {\n    total\n    items {\n      ...AdminUserFields\n    }\n  }\n}": types.GetAdminUsersDocument,
    "query GetAdminViewer {\n  me {\n    id\n    isOwner\n  }\n}": types.GetAdminViewerDocument,
    "query GetAdminUserActivity($userId: Int!) {\n  userActivity(userId: $userId) {\n    id\n    action\n    details\n    timestamp\n  }\n}": types.GetAdminUserActivityDocument,
    "query GetAdminUserOrders($userId: Int!) {\n  ordersByUser(userId: $userId) {\n    id\n    totalPrice\n    status\n    deliveryStatus\n    orderDate\n    product {\n      id\n      title\n    }\n  }\n}": types.GetAdminUserOrdersDocument,
    "query GetAdminUserTransactions($userId: Int!) {\n  transactions(userId: $userId) {\n    id\n    type\n    amount\n    description\n    status\n    createdAt\n  }\n}": types.GetAdminUserTransactionsDocument,
    "mutation ReleaseAdminWalletHold($userId: Int!) {\n  releaseWalletHold(userId: $userId) {\n    userId\n    balance\n    onHold\n    holdReason\n  }\n}": types.ReleaseAdminWalletHoldDocument,
    "mutation ResetAdminUserSecondFactor($id: Int!) {\n  resetUserSecondFactor(id: $id) {\n    userId\n    passkeysRemoved\n    totpRemoved\n  }\n}": types.ResetAdminUserSecondFactorDocument,
    "mutation SetAdminUserFlag($id: Int!, $isAdmin: Boolean!) {\n  setUserAdmin(id: $id, isAdmin: $isAdmin) {\n    id\n    isAdmin\n    username\n  }\n}": types.SetAdminUserFlagDocument,
    "mutation SetAdminUserStatus($id: Int!, $status: UserStatus!) {\n  setUserStatus(id: $id, status: $status) {\n    ...AdminUserFields\n  }\n}": types.SetAdminUserStatusDocument,
    "mutation UpdateAdminUser($id: Int!, $input: AdminUserInput!) {\n  updateUser(id: $id, input: $input) {\n    ...AdminUserFields\n  }\n}": types.UpdateAdminUserDocument,
    "fragment AdminWebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  events\n  status\n  disabledReason\n  createdAt\n}\n\nfragment AdminWebhookDeliveryFields on WebhookDelivery {\n  id\n  eventType\n  status\n  attempts\n  responseStatus\n  lastError\n  nextAttemptAt\n  deliveredAt\n  createdAt\n}\n\nquery GetAdminUserWebhooks($userId: Int!) {\n  adminWebhookEndpoints(userId: $userId) {\n    ...AdminWebhookEndpointFields\n  }\n}\n\nquery GetAdminWebhookDeliveries($endpointId: Int!) {\n  adminWebhookDeliveries(endpointId: $endpointId) {\n    ...AdminWebhookDeliveryFields\n  }\n}\n\nmutation RedeliverAdminWebhook($endpointId: Int!, $deliveryId: Int!) {\n  adminRedeliverWebhook(endpointId: $endpointId, deliveryId: $deliveryId) {\n    ...AdminWebhookDeliveryFields\n  }\n}\n\nmutation DisableAdminWebhookEndpoint($id: Int!, $reason: String!) {\n  adminDisableWebhookEndpoint(id: $id, reason: $reason) {\n    ...AdminWebhookEndpointFields\n  }\n}\n\nmutation EnableAdminWebhookEndpoint($id: Int!) {\n  adminEnableWebhookEndpoint(id: $id) {\n    ...AdminWebhookEndpointFields\n  }\n}": types.AdminWebhookEndpointFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetSessionUser {\n  me {\n    id\n    username\n    email\n    isAdmin\n    secondFactorEnrolmentRequired\n    balance\n  }\n}"): (typeof documents)["query GetSessionUser {\n  me {\n    id\n    username\n    email\n    isAdmin\n    secondFactorEnrolmentRequired\n    balance\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminOwnPasskeys {\n  accountSecurity {\n    passkeys {\n      id\n    }\n  }\n}\n\nmutation ReauthPasskeyOptions {\n  reauthPasskeyOptions\n}"): (typeof documents)["query AdminOwnPasskeys {\n  accountSecurity {\n    passkeys {\n      id\n    }\n  }\n}\n\nmutation ReauthPasskeyOptions {\n  reauthPasskeyOptions\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminUnitLifeFields on UnitLife {\n  unitId\n  status\n  batchId\n  events {\n    kind\n    at\n    actorId\n    orderId\n    claimId\n    note\n  }\n}\n\nquery GetOrderUnitLives($orderId: Int!) {\n  orderUnitLives(orderId: $orderId) {\n    ...AdminUnitLifeFields\n  }\n}\n\nquery GetUnitLife($unitId: Int!) {\n  unitLife(unitId: $unitId) {\n    ...AdminUnitLifeFields\n  }\n}"): (typeof documents)["fragment AdminUnitLifeFields on UnitLife {\n  unitId\n  status\n  batchId\n  events {\n    kind\n    at\n    actorId\n    orderId\n    claimId\n    note\n  }\n}\n\nquery GetOrderUnitLives($orderId: Int!) {\n  orderUnitLives(orderId: $orderId) {\n    ...AdminUnitLifeFields\n  }\n}\n\nquery GetUnitLife($unitId: Int!) {\n  unitLife(unitId: $unitId) {\n    ...AdminUnitLifeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminAnnouncementFields on Announcement {\n  id\n  title\n  content\n  type\n  isActive\n  expiresAt\n  createdAt\n}"): (typeof documents)["fragment AdminAnnouncementFields on Announcement {\n  id\n  title\n  content\n  type\n  isActive\n  expiresAt\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAdminAnnouncement($input: AnnouncementInput!) {\n  createAnnouncement(input: $input) {\n    ...AdminAnnouncementFields\n  }\n}"): (typeof documents)["mutation CreateAdminAnnouncement($input: AnnouncementInput!) {\n  createAnnouncement(input: $input) {\n    ...AdminAnnouncementFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAdminAnnouncement($id: Int!) {\n  deleteAnnouncement(id: $id)\n}"): (typeof documents)["mutation DeleteAdminAnnouncement($id: Int!) {\n  deleteAnnouncement(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminAnnouncements {\n  allAnnouncements {\n    ...AdminAnnouncementFields\n  }\n}"): (typeof documents)["query GetAdminAnnouncements {\n  allAnnouncements {\n    ...AdminAnnouncementFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetAdminAnnouncementActive($id: Int!, $isActive: Boolean!) {\n  setAnnouncementActive(id: $id, isActive: $isActive) {\n    ...AdminAnnouncementFields\n  }\n}"): (typeof documents)["mutation SetAdminAnnouncementActive($id: Int!, $isActive: Boolean!) {\n  setAnnouncementActive(id: $id, isActive: $isActive) {\n    ...AdminAnnouncementFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAdminAnnouncement($id: Int!, $input: AnnouncementInput!) {\n  updateAnnouncement(id: $id, input: $input) {\n    ...AdminAnnouncementFields\n  }\n}"): (typeof documents)["mutation UpdateAdminAnnouncement($id: Int!, $input: AnnouncementInput!) {\n  updateAnnouncement(id: $id, input: $input) {\n    ...AdminAnnouncementFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAdminGameCategory($input: GameCategoryInput!) {\n  createGameCategory(input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation CreateAdminGameCategory($input: GameCategoryInput!) {\n  createGameCategory(input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAdminGameCategory($id: Int!) {\n  deleteGameCategory(id: $id)\n}"): (typeof documents)["mutation DeleteAdminGameCategory($id: Int!) {\n  deleteGameCategory(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminCardDesign($gameSlug: String!, $accountType: String, $subCategory: String) {\n  cardDesign(\n    gameSlug: $gameSlug\n    accountType: $accountType\n    subCategory: $subCategory\n  ) {\n    gameSlug\n    accountType\n    subCategory\n    isDefault\n    cardStyles {\n      backgroundColor\n      borderColor\n      glowColor\n      textColor\n      accentColor\n    }\n    features {\n      icon\n      label\n      value\n    }\n  }\n}"): (typeof documents)["query GetAdminCardDesign($gameSlug: String!, $accountType: String, $subCategory: String) {\n  cardDesign(\n    gameSlug: $gameSlug\n    accountType: $accountType\n    subCategory: $subCategory\n  ) {\n    gameSlug\n    accountType\n    subCategory\n    isDefault\n    cardStyles {\n      backgroundColor\n      borderColor\n      glowColor\n      textColor\n      accentColor\n    }\n    features {\n      icon\n      label\n      value\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminGameCategories {\n  gameCategories {\n    id\n    name\n    slug\n    icon\n    parentId\n  }\n}"): (typeof documents)["query GetAdminGameCategories {\n  gameCategories {\n    id\n    name\n    slug\n    icon\n    parentId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAdminGameCategory($id: Int!, $input: GameCategoryInput!) {\n  updateGameCategory(id: $id, input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation UpdateAdminGameCategory($id: Int!, $input: GameCategoryInput!) {\n  updateGameCategory(id: $id, input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpsertAdminCardDesign($gameSlug: String!, $input: CardDesignInput!) {\n  upsertCardDesign(gameSlug: $gameSlug, input: $input) {\n    gameSlug\n    isDefault\n  }\n}"): (typeof documents)["mutation UpsertAdminCardDesign($gameSlug: String!, $input: CardDesignInput!) {\n  upsertCardDesign(gameSlug: $gameSlug, input: $input) {\n    gameSlug\n    isDefault\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminClaimFields on Claim {\n  id\n  orderId\n  userId\n  productId\n  productTitle\n  reason\n  message\n  status\n  automatic\n  decisionNote\n  batchId\n  unitId\n  replacementUnitId\n  hasPreviousDetails\n  reviewReason\n  signals {\n    minutesFromDelivery\n    customerClaims\n    customerDeliveredOrders\n    customerClaimRatio\n    batchBanned\n    batchConfirmedClaims\n    batchOpenClaims\n    batchOtherCustomerClaims\n  }\n  attachment {\n    id\n    fileName\n  }\n  createdAt\n  decidedAt\n}"): (typeof documents)["fragment AdminClaimFields on Claim {\n  id\n  orderId\n  userId\n  productId\n  productTitle\n  reason\n  message\n  status\n  automatic\n  decisionNote\n  batchId\n  unitId\n  replacementUnitId\n  hasPreviousDetails\n  reviewReason\n  signals {\n    minutesFromDelivery\n    customerClaims\n    customerDeliveredOrders\n    customerClaimRatio\n    batchBanned\n    batchConfirmedClaims\n    batchOpenClaims\n    batchOtherCustomerClaims\n  }\n  attachment {\n    id\n    fileName\n  }\n  createdAt\n  decidedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DecideAdminClaim($id: Int!, $input: DecideClaimInput!) {\n  decideClaim(id: $id, input: $input) {\n    ...AdminClaimFields\n  }\n}"): (typeof documents)["mutation DecideAdminClaim($id: Int!, $input: DecideClaimInput!) {\n  decideClaim(id: $id, input: $input) {\n    ...AdminClaimFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminClaims($status: String, $productId: Int, $batchId: String, $reason: String) {\n  adminClaims(\n    status: $status\n    productId: $productId\n    batchId: $batchId\n    reason: $reason\n  ) {\n    ...AdminClaimFields\n  }\n}"): (typeof documents)["query GetAdminClaims($status: String, $productId: Int, $batchId: String, $reason: String) {\n  adminClaims(\n    status: $status\n    productId: $productId\n    batchId: $batchId\n    reason: $reason\n  ) {\n    ...AdminClaimFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminClaimCredentials($id: Int!, $reason: String!) {\n  claimCredentials(id: $id, reason: $reason) {\n    claimId\n    credentials\n  }\n}"): (typeof documents)["query GetAdminClaimCredentials($id: Int!, $reason: String!) {\n  claimCredentials(id: $id, reason: $reason) {\n    claimId\n    credentials\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetClaimOrderPrice($id: Int!) {\n  adminOrder(id: $id) {\n    id\n    totalPrice\n  }\n}"): (typeof documents)["query GetClaimOrderPrice($id: Int!) {\n  adminOrder(id: $id) {\n    id\n    totalPrice\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetWarrantyRules {\n  warrantyRules {\n    defaultWarrantyDays\n    defaultReplacementLimit\n    autoReasons\n    autoReplace\n    badBatchConfirmations\n    autoReplacementsPerCustomer\n    autoReplacementWindowDays\n    claimRatioPercent\n    claimRatioWindowDays\n    restockClaimSharePercent\n    waitingClaimsPerCustomer\n  }\n}"): (typeof documents)["query GetWarrantyRules {\n  warrantyRules {\n    defaultWarrantyDays\n    defaultReplacementLimit\n    autoReasons\n    autoReplace\n    badBatchConfirmations\n    autoReplacementsPerCustomer\n    autoReplacementWindowDays\n    claimRatioPercent\n    claimRatioWindowDays\n    restockClaimSharePercent\n    waitingClaimsPerCustomer\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateWarrantyRules($input: WarrantyRulesInput!) {\n  updateWarrantyRules(input: $input) {\n    defaultWarrantyDays\n    defaultReplacementLimit\n    autoReasons\n    autoReplace\n    badBatchConfirmations\n    autoReplacementsPerCustomer\n    autoReplacementWindowDays\n    claimRatioPercent\n    claimRatioWindowDays\n    restockClaimSharePercent\n    waitingClaimsPerCustomer\n  }\n}"): (typeof documents)["mutation UpdateWarrantyRules($input: WarrantyRulesInput!) {\n  updateWarrantyRules(input: $input) {\n    defaultWarrantyDays\n    defaultReplacementLimit\n    autoReasons\n    autoReplace\n    badBatchConfirmations\n    autoReplacementsPerCustomer\n    autoReplacementWindowDays\n    claimRatioPercent\n    claimRatioWindowDays\n    restockClaimSharePercent\n    waitingClaimsPerCustomer\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BulkImportAccounts($input: BulkImportInput!) {\n  bulkImport(input: $input) {\n    batchId\n    addedCount\n    dryRun\n    rejected {\n      line\n      reason\n    }\n  }\n}"): (typeof documents)["mutation BulkImportAccounts($input: BulkImportInput!) {\n  bulkImport(input: $input) {\n    batchId\n    addedCount\n    dryRun\n    rejected {\n      line\n      reason\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminImportBatches {\n  importBatches {\n    id\n    format\n    status\n    title\n    createdAt\n    unitCount\n    soldCount\n  }\n  batchHealth {\n    batchId\n    claimCount\n    burnedCount\n    withdrawnCount\n    burnedRate\n    medianDaysToClaim\n    pulledAt\n    bannedAt\n    confirmedClaimCount\n    openClaimCount\n  }\n}"): (typeof documents)["query GetAdminImportBatches {\n  importBatches {\n    id\n    format\n    status\n    title\n    createdAt\n    unitCount\n    soldCount\n  }\n  batchHealth {\n    batchId\n    claimCount\n    burnedCount\n    withdrawnCount\n    burnedRate\n    medianDaysToClaim\n    pulledAt\n    bannedAt\n    confirmedClaimCount\n    openClaimCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkAdminImportBatchBanned($batchId: String!, $banned: Boolean!) {\n  markImportBatchBanned(batchId: $batchId, banned: $banned)\n}"): (typeof documents)["mutation MarkAdminImportBatchBanned($batchId: String!, $banned: Boolean!) {\n  markImportBatchBanned(batchId: $batchId, banned: $banned)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PullAdminImportBatch($batchId: String!) {\n  pullImportBatch(batchId: $batchId) {\n    batchId\n    withdrawnCount\n  }\n}"): (typeof documents)["mutation PullAdminImportBatch($batchId: String!) {\n  pullImportBatch(batchId: $batchId) {\n    batchId\n    withdrawnCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RollbackAdminImportBatch($batchId: String!) {\n  rollbackImportBatch(batchId: $batchId) {\n    batchId\n    removedCount\n  }\n}"): (typeof documents)["mutation RollbackAdminImportBatch($batchId: String!) {\n  rollbackImportBatch(batchId: $batchId) {\n    batchId\n    removedCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetMonitoringHours {\n  monitoringHours {\n    hour\n    orders\n    revenue\n    claimsOpened\n    outboxOldestSeconds\n    importQueue\n  }\n}"): (typeof documents)["query GetMonitoringHours {\n  monitoringHours {\n    hour\n    orders\n    revenue\n    claimsOpened\n    outboxOldestSeconds\n    importQueue\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelAdminOrder($input: CancelOrderInput!) {\n  cancelOrder(input: $input) {\n    id\n    status\n    deliveryStatus\n    cancelReason\n  }\n}"): (typeof documents)["mutation CancelAdminOrder($input: CancelOrderInput!) {\n  cancelOrder(input: $input) {\n    id\n    status\n    deliveryStatus\n    cancelReason\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeliverAdminOrder($input: DeliverOrderInput!) {\n  deliverOrder(input: $input) {\n    id\n    status\n    deliveryStatus\n    accountDelivered\n    deliveryNotes\n  }\n}"): (typeof documents)["mutation DeliverAdminOrder($input: DeliverOrderInput!) {\n  deliverOrder(input: $input) {\n    id\n    status\n    deliveryStatus\n    accountDelivered\n    deliveryNotes\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminOrders($filter: OrderListInput) {\n  adminOrders(filter: $filter) {\n    id\n    userId\n    totalPrice\n    status\n    deliveryStatus\n    deliveryMethod\n    accountDelivered\n    orderDate\n    deliveryNotes\n    cancelReason\n    user {\n      id\n      username\n      email\n    }\n    product {\n      id\n      title\n      productCode\n      gameSlug\n      server\n      accountType\n      subCategory\n    }\n  }\n}"): (typeof documents)["query GetAdminOrders($filter: OrderListInput) {\n  adminOrders(filter: $filter) {\n    id\n    userId\n    totalPrice\n    status\n    deliveryStatus\n    deliveryMethod\n    accountDelivered\n    orderDate\n    deliveryNotes\n    cancelReason\n    user {\n      id\n      username\n      email\n    }\n    product {\n      id\n      title\n      productCode\n      gameSlug\n      server\n      accountType\n      subCategory\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminOrderCredentials($orderId: Int!, $reason: String!) {\n  orderCredentials(orderId: $orderId, reason: $reason) {\n    orderId\n    unitId\n    credentials\n  }\n}"): (typeof documents)["query GetAdminOrderCredentials($orderId: Int!, $reason: String!) {\n  orderCredentials(orderId: $orderId, reason: $reason) {\n    orderId\n    unitId\n    credentials\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefundAdminOrder($input: RefundOrderInput!) {\n  refundOrder(input: $input) {\n    id\n    amount\n    orderId\n  }\n}"): (typeof documents)["mutation RefundAdminOrder($input: RefundOrderInput!) {\n  refundOrder(input: $input) {\n    id\n    amount\n    orderId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StartAdminOrderProcessing($orderId: Int!) {\n  startOrderProcessing(orderId: $orderId) {\n    id\n    status\n    deliveryStatus\n  }\n}"): (typeof documents)["mutation StartAdminOrderProcessing($orderId: Int!) {\n  startOrderProcessing(orderId: $orderId) {\n    id\n    status\n    deliveryStatus\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddAdminProductStock($productId: Int!, $accounts: String!, $dryRun: Boolean) {\n  addProductStock(productId: $productId, accounts: $accounts, dryRun: $dryRun) {\n    addedCount\n    stockTotal\n    dryRun\n  }\n}"): (typeof documents)["mutation AddAdminProductStock($productId: Int!, $accounts: String!, $dryRun: Boolean) {\n  addProductStock(productId: $productId, accounts: $accounts, dryRun: $dryRun) {\n    addedCount\n    stockTotal\n    dryRun\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminProductFields on Product {\n  id\n  productCode\n  title\n  description\n  price\n  basePrice\n  originalPrice\n  status\n  gameSlug\n  gameId\n  rankStatus\n  accountType\n  subCategory\n  server\n  accountText\n  blueEssence\n  skinCount\n  level\n  championCount\n  imagePath\n  coverImage\n  cardBadge\n  cardColor\n  displayPriority\n  warrantyDays\n  replacementLimit\n  featured\n  discountPercentage\n  deliveryMethod\n  contactInstructions\n  hidden\n  stock\n  hasAccountData\n  cardTexts {\n    warranty\n    deliveryTime\n    level\n    email\n    ranked\n    champions\n    skins\n    honor\n    access\n    deliveryType\n    support\n    paymentMethods\n    paymentInfo\n    extra1\n    extra2\n    extra3\n  }\n  cardFeatures {\n    slot\n    value\n    icon\n  }\n  customFeatures {\n    id\n    icon\n    label\n    value\n  }\n  displayOptions {\n    showLevel\n    showBE\n    showChampions\n    showSkins\n  }\n}"): (typeof documents)["fragment AdminProductFields on Product {\n  id\n  productCode\n  title\n  description\n  price\n  basePrice\n  originalPrice\n  status\n  gameSlug\n  gameId\n  rankStatus\n  accountType\n  subCategory\n  server\n  accountText\n  blueEssence\n  skinCount\n  level\n  championCount\n  imagePath\n  coverImage\n  cardBadge\n  cardColor\n  displayPriority\n  warrantyDays\n  replacementLimit\n  featured\n  discountPercentage\n  deliveryMethod\n  contactInstructions\n  hidden\n  stock\n  hasAccountData\n  cardTexts {\n    warranty\n    deliveryTime\n    level\n    email\n    ranked\n    champions\n    skins\n    honor\n    access\n    deliveryType\n    support\n    paymentMethods\n    paymentInfo\n    extra1\n    extra2\n    extra3\n  }\n  cardFeatures {\n    slot\n    value\n    icon\n  }\n  customFeatures {\n    id\n    icon\n    label\n    value\n  }\n  displayOptions {\n    showLevel\n    showBE\n    showChampions\n    showSkins\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminProductRowFields on Product {\n  id\n  productCode\n  title\n  price\n  status\n  gameSlug\n  rankStatus\n  accountType\n  subCategory\n  server\n  hidden\n  stock\n  hasAccountData\n}"): (typeof documents)["fragment AdminProductRowFields on Product {\n  id\n  productCode\n  title\n  price\n  status\n  gameSlug\n  rankStatus\n  accountType\n  subCategory\n  server\n  hidden\n  stock\n  hasAccountData\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAdminProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    ...AdminProductFields\n  }\n}"): (typeof documents)["mutation CreateAdminProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    ...AdminProductFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAdminProducts($ids: [Int!]!) {\n  deleteProducts(ids: $ids)\n}"): (typeof documents)["mutation DeleteAdminProducts($ids: [Int!]!) {\n  deleteProducts(ids: $ids)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminProductPage($filter: AdminProductFilterInput, $offset: Int!, $limit: Int!, $sort: AdminProductSort!) {\n  adminProductPage(filter: $filter, offset: $offset, limit: $limit, sort: $sort) {\n    totalCount\n    offset\n    limit\n    items {\n      ...AdminProductRowFields\n    }\n  }\n}"): (typeof documents)["query GetAdminProductPage($filter: AdminProductFilterInput, $offset: Int!, $limit: Int!, $sort: AdminProductSort!) {\n  adminProductPage(filter: $filter, offset: $offset, limit: $limit, sort: $sort) {\n    totalCount\n    offset\n    limit\n    items {\n      ...AdminProductRowFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminProducts($filter: AdminProductFilterInput) {\n  adminProducts(filter: $filter) {\n    ...AdminProductFields\n  }\n}"): (typeof documents)["query GetAdminProducts($filter: AdminProductFilterInput) {\n  adminProducts(filter: $filter) {\n    ...AdminProductFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetProductIdsByAccountUsername($q: String!) {\n  productIdsByAccountUsername(q: $q)\n}"): (typeof documents)["query GetProductIdsByAccountUsername($q: String!) {\n  productIdsByAccountUsername(q: $q)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminProductUnits($productId: Int!) {\n  productUnits(productId: $productId) {\n    ...AdminInventoryUnitFields\n  }\n}"): (typeof documents)["query GetAdminProductUnits($productId: Int!) {\n  productUnits(productId: $productId) {\n    ...AdminInventoryUnitFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminUnitCredentials($id: Int!, $reason: String!) {\n  unitCredentials(id: $id, reason: $reason) {\n    id\n    credentials\n  }\n}"): (typeof documents)["query GetAdminUnitCredentials($id: Int!, $reason: String!) {\n  unitCredentials(id: $id, reason: $reason) {\n    id\n    credentials\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminInventoryUnitFields on InventoryUnit {\n  id\n  status\n  batchId\n  line\n  orderId\n  createdAt\n}"): (typeof documents)["fragment AdminInventoryUnitFields on InventoryUnit {\n  id\n  status\n  batchId\n  line\n  orderId\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReauthenticateAdmin($password: String, $code: String, $passkeyResponse: String) {\n  reauthenticate(\n    password: $password\n    code: $code\n    passkeyResponse: $passkeyResponse\n  )\n}"): (typeof documents)["mutation ReauthenticateAdmin($password: String, $code: String, $passkeyResponse: String) {\n  reauthenticate(\n    password: $password\n    code: $code\n    passkeyResponse: $passkeyResponse\n  )\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveAdminAccountProduct($batchId: String!, $productId: Int, $input: ProductInput!) {\n  saveAccountProduct(batchId: $batchId, productId: $productId, input: $input) {\n    ...AdminProductFields\n  }\n}"): (typeof documents)["mutation SaveAdminAccountProduct($batchId: String!, $productId: Int, $input: ProductInput!) {\n  saveAccountProduct(batchId: $batchId, productId: $productId, input: $input) {\n    ...AdminProductFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetAdminManualStock($productId: Int!, $stock: Int!) {\n  setManualStock(productId: $productId, stock: $stock)\n}"): (typeof documents)["mutation SetAdminManualStock($productId: Int!, $stock: Int!) {\n  setManualStock(productId: $productId, stock: $stock)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAdminProduct($id: Int!, $input: ProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...AdminProductFields\n  }\n}"): (typeof documents)["mutation UpdateAdminProduct($id: Int!, $input: ProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...AdminProductFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAdminUnitCredentials($id: Int!, $credentials: String!) {\n  updateUnitCredentials(id: $id, credentials: $credentials) {\n    ...AdminInventoryUnitFields\n  }\n}"): (typeof documents)["mutation UpdateAdminUnitCredentials($id: Int!, $credentials: String!) {\n  updateUnitCredentials(id: $id, credentials: $credentials) {\n    ...AdminInventoryUnitFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WithdrawAdminUnit($id: Int!) {\n  withdrawUnit(id: $id) {\n    ...AdminInventoryUnitFields\n  }\n}"): (typeof documents)["mutation WithdrawAdminUnit($id: Int!) {\n  withdrawUnit(id: $id) {\n    ...AdminInventoryUnitFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminOwnSecurity {\n  accountSecurity {\n    totp\n    recoveryCodesLeft\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n}"): (typeof documents)["query AdminOwnSecurity {\n  accountSecurity {\n    totp\n    recoveryCodesLeft\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminTickets {\n  tickets {\n    id\n    subject\n    status\n    priority\n    userId\n    user {\n      id\n      username\n    }\n    lastReplyBy\n    updatedAt\n  }\n}"): (typeof documents)["query GetAdminTickets {\n  tickets {\n    id\n    subject\n    status\n    priority\n    userId\n    user {\n      id\n      username\n    }\n    lastReplyBy\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetTicketStatus($id: Int!, $status: TicketStatus!) {\n  updateTicketStatus(id: $id, status: $status) {\n    id\n    status\n    updatedAt\n    lastReplyBy\n  }\n}"): (typeof documents)["mutation SetTicketStatus($id: Int!, $status: TicketStatus!) {\n  updateTicketStatus(id: $id, status: $status) {\n    id\n    status\n    updatedAt\n    lastReplyBy\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminUserFields on User {\n  id\n  username\n  email\n  status\n  isAdmin\n  isOwner\n  secondFactors {\n    totp\n    passkeys\n    overdue\n  }\n  balance\n  totalSpent\n  createdAt\n  wallet {\n    userId\n    onHold\n    holdReason\n  }\n}"): (typeof documents)["fragment AdminUserFields on User {\n  id\n  username\n  email\n  status\n  isAdmin\n  isOwner\n  secondFactors {\n    totp\n    passkeys\n    overdue\n  }\n  balance\n  totalSpent\n  createdAt\n  wallet {\n    userId\n    onHold\n    holdReason\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminApiKeyFields on ApiKey {\n  id\n  userId\n  name\n  scopes\n  lastFour\n  createdAt\n  expiresAt\n  lastUsedAt\n  previousExpiresAt\n  requestsPerMinute\n  ordersPerMinute\n}\n\nquery GetAdminUserApiKeys($userId: Int!) {\n  adminApiKeys(userId: $userId) {\n    ...AdminApiKeyFields\n  }\n}\n\nmutation CreateAdminUserApiKey($userId: Int!, $input: ApiKeyInput!) {\n  adminCreateApiKey(userId: $userId, input: $input) {\n    id\n    key\n  }\n}\n\nmutation RollAdminUserApiKey($id: Int!) {\n  adminRollApiKey(id: $id)\n}\n\nmutation RevokeAdminUserApiKey($id: Int!) {\n  adminRevokeApiKey(id: $id)\n}\n\nmutation SetAdminApiKeyLimits($id: Int!, $limits: ApiKeyLimitsInput!) {\n  setApiKeyLimits(id: $id, limits: $limits) {\n    ...AdminApiKeyFields\n  }\n}"): (typeof documents)["fragment AdminApiKeyFields on ApiKey {\n  id\n  userId\n  name\n  scopes\n  lastFour\n  createdAt\n  expiresAt\n  lastUsedAt\n  previousExpiresAt\n  requestsPerMinute\n  ordersPerMinute\n}\n\nquery GetAdminUserApiKeys($userId: Int!) {\n  adminApiKeys(userId: $userId) {\n    ...AdminApiKeyFields\n  }\n}\n\nmutation CreateAdminUserApiKey($userId: Int!, $input: ApiKeyInput!) {\n  adminCreateApiKey(userId: $userId, input: $input) {\n    id\n    key\n  }\n}\n\nmutation RollAdminUserApiKey($id: Int!) {\n  adminRollApiKey(id: $id)\n}\n\nmutation RevokeAdminUserApiKey($id: Int!) {\n  adminRevokeApiKey(id: $id)\n}\n\nmutation SetAdminApiKeyLimits($id: Int!, $limits: ApiKeyLimitsInput!) {\n  setApiKeyLimits(id: $id, limits: $limits) {\n    ...AdminApiKeyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAdminUser($input: AdminUserInput!) {\n  createUser(input: $input) {\n    ...AdminUserFields\n  }\n}"): (typeof documents)["mutation CreateAdminUser($input: AdminUserInput!) {\n  createUser(input: $input) {\n    ...AdminUserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAdminUser($id: Int!) {\n  deleteUser(id: $id) {\n    id\n    deleted\n    deactivated\n  }\n}"): (typeof documents)["mutation DeleteAdminUser($id: Int!) {\n  deleteUser(id: $id) {\n    id\n    deleted\n    deactivated\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminUser($id: Int!) {\n  adminUser(id: $id) {\n    ...AdminUserFields\n  }\n}"): (typeof documents)["query GetAdminUser($id: Int!) {\n  adminUser(id: $id) {\n    ...AdminUserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminUsers($filter: UserListInput) {\n  adminUsers(filter: $filter) {\n    total\n    items {\n      ...AdminUserFields\n    }\n  }\n}"): (typeof documents)["query GetAdminUsers($filter: UserListInput) {\n  adminUsers(filter: $filter) {\n    total\n    items {\n      ...AdminUserFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminViewer {\n  me {\n    id\n    isOwner\n  }\n}"): (typeof documents)["query GetAdminViewer {\n  me {\n    id\n    isOwner\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminUserActivity($userId: Int!) {\n  userActivity(userId: $userId) {\n    id\n    action\n    details\n    timestamp\n  }\n}"): (typeof documents)["query GetAdminUserActivity($userId: Int!) {\n  userActivity(userId: $userId) {\n    id\n    action\n    details\n    timestamp\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminUserOrders($userId: Int!) {\n  ordersByUser(userId: $userId) {\n    id\n    totalPrice\n    status\n    deliveryStatus\n    orderDate\n    product {\n      id\n      title\n    }\n  }\n}"): (typeof documents)["query GetAdminUserOrders($userId: Int!) {\n  ordersByUser(userId: $userId) {\n    id\n    totalPrice\n    status\n    deliveryStatus\n    orderDate\n    product {\n      id\n      title\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminUserTransactions($userId: Int!) {\n  transactions(userId: $userId) {\n    id\n    type\n    amount\n    description\n    status\n    createdAt\n  }\n}"): (typeof documents)["query GetAdminUserTransactions($userId: Int!) {\n  transactions(userId: $userId) {\n    id\n    type\n    amount\n    description\n    status\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReleaseAdminWalletHold($userId: Int!) {\n  releaseWalletHold(userId: $userId) {\n    userId\n    balance\n    onHold\n    holdReason\n  }\n}"): (typeof documents)["mutation ReleaseAdminWalletHold($userId: Int!) {\n  releaseWalletHold(userId: $userId) {\n    userId\n    balance\n    onHold\n    holdReason\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetAdminUserSecondFactor($id: Int!) {\n  resetUserSecondFactor(id: $id) {\n    userId\n    passkeysRemoved\n    totpRemoved\n  }\n}"): (typeof documents)["mutation ResetAdminUserSecondFactor($id: Int!) {\n  resetUserSecondFactor(id: $id) {\n    userId\n    passkeysRemoved\n    totpRemoved\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetAdminUserFlag($id: Int!, $isAdmin: Boolean!) {\n  setUserAdmin(id: $id, isAdmin: $isAdmin) {\n    id\n    isAdmin\n    username\n  }\n}"): (typeof documents)["mutation SetAdminUserFlag($id: Int!, $isAdmin: Boolean!) {\n  setUserAdmin(id: $id, isAdmin: $isAdmin) {\n    id\n    isAdmin\n    username\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetAdminUserStatus($id: Int!, $status: UserStatus!) {\n  setUserStatus(id: $id, status: $status) {\n    ...AdminUserFields\n  }\n}"): (typeof documents)["mutation SetAdminUserStatus($id: Int!, $status: UserStatus!) {\n  setUserStatus(id: $id, status: $status) {\n    ...AdminUserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAdminUser($id: Int!, $input: AdminUserInput!) {\n  updateUser(id: $id, input: $input) {\n    ...AdminUserFields\n  }\n}"): (typeof documents)["mutation UpdateAdminUser($id: Int!, $input: AdminUserInput!) {\n  updateUser(id: $id, input: $input) {\n    ...AdminUserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminWebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  events\n  status\n  disabledReason\n  createdAt\n}\n\nfragment AdminWebhookDeliveryFields on WebhookDelivery {\n  id\n  eventType\n  status\n  attempts\n  responseStatus\n  lastError\n  nextAttemptAt\n  deliveredAt\n  createdAt\n}\n\nquery GetAdminUserWebhooks($userId: Int!) {\n  adminWebhookEndpoints(userId: $userId) {\n    ...AdminWebhookEndpointFields\n  }\n}\n\nquery GetAdminWebhookDeliveries($endpointId: Int!) {\n  adminWebhookDeliveries(endpointId: $endpointId) {\n    ...AdminWebhookDeliveryFields\n  }\n}\n\nmutation RedeliverAdminWebhook($endpointId: Int!, $deliveryId: Int!) {\n  adminRedeliverWebhook(endpointId: $endpointId, deliveryId: $deliveryId) {\n    ...AdminWebhookDeliveryFields\n  }\n}\n\nmutation DisableAdminWebhookEndpoint($id: Int!, $reason: String!) {\n  adminDisableWebhookEndpoint(id: $id, reason: $reason) {\n    ...AdminWebhookEndpointFields\n  }\n}\n\nmutation EnableAdminWebhookEndpoint($id: Int!) {\n  adminEnableWebhookEndpoint(id: $id) {\n    ...AdminWebhookEndpointFields\n  }\n}"): (typeof documents)["fragment AdminWebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  events\n  status\n  disabledReason\n  createdAt\n}\n\nfragment AdminWebhookDeliveryFields on WebhookDelivery {\n  id\n  eventType\n  status\n  attempts\n  responseStatus\n  lastError\n  nextAttemptAt\n  deliveredAt\n  createdAt\n}\n\nquery GetAdminUserWebhooks($userId: Int!) {\n  adminWebhookEndpoints(userId: $userId) {\n    ...AdminWebhookEndpointFields\n  }\n}\n\nquery GetAdminWebhookDeliveries($endpointId: Int!) {\n  adminWebhookDeliveries(endpointId: $endpointId) {\n    ...AdminWebhookDeliveryFields\n  }\n}\n\nmutation RedeliverAdminWebhook($endpointId: Int!, $deliveryId: Int!) {\n  adminRedeliverWebhook(endpointId: $endpointId, deliveryId: $deliveryId) {\n    ...AdminWebhookDeliveryFields\n  }\n}\n\nmutation DisableAdminWebhookEndpoint($id: Int!, $reason: String!) {\n  adminDisableWebhookEndpoint(id: $id, reason: $reason) {\n    ...AdminWebhookEndpointFields\n  }\n}\n\nmutation EnableAdminWebhookEndpoint($id: Int!) {\n  adminEnableWebhookEndpoint(id: $id) {\n    ...AdminWebhookEndpointFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;