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
    "query GetSessionUser {\n  me {\n    id\n    username\n    email\n    isAdmin\n    balance\n  }\n}": typeof types.GetSessionUserDocument,
    "query GetDashboard($userId: Int!) {\n  wallet(userId: $userId) {\n    userId\n    balance\n    totalSpent\n  }\n  ordersByUser(userId: $userId) {\n    id\n  }\n}": typeof types.GetDashboardDocument,
    "mutation CancelRestockAlert($id: Int!) {\n  cancelRestockAlert(id: $id) {\n    ...RestockAlertFields\n  }\n}": typeof types.CancelRestockAlertDocument,
    "query GetAlertProduct($id: Int!) {\n  product(id: $id) {\n    id\n    title\n  }\n}": typeof types.GetAlertProductDocument,
    "query GetMyRestockAlerts {\n  myRestockAlerts {\n    ...RestockAlertFields\n  }\n}": typeof types.GetMyRestockAlertsDocument,
    "fragment RestockAlertFields on RestockAlert {\n  id\n  productId\n  status\n  notifiedProductId\n  notifiedAt\n  createdAt\n  expiresAt\n  filter {\n    gameSlug\n    server\n    accountType\n    subCategory\n    skins\n    minBlueEssence\n  }\n}": typeof types.RestockAlertFieldsFragmentDoc,
    "mutation CompleteSignIn($code: String, $recoveryCode: String, $passkeyResponse: String) {\n  completeSignIn(\n    code: $code\n    recoveryCode: $recoveryCode\n    passkeyResponse: $passkeyResponse\n  ) {\n    id\n    username\n  }\n}": typeof types.CompleteSignInDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    id\n    username\n  }\n}": typeof types.LoginDocument,
    "mutation PasskeySignInOptions {\n  passkeySignInOptions\n}\n\nmutation SignInWithPasskey($response: String!) {\n  signInWithPasskey(response: $response) {\n    id\n    username\n  }\n}": typeof types.PasskeySignInOptionsDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    username\n  }\n}": typeof types.RegisterDocument,
    "mutation CheckoutCart($input: CheckoutCartInput!) {\n  checkoutCart(input: $input) {\n    __typename\n    ... on CheckoutCartSuccess {\n      orders {\n        id\n        productId\n        totalPrice\n        status\n      }\n    }\n    ... on OutOfStockError {\n      message\n      productId\n    }\n    ... on PriceChangedError {\n      message\n      productId\n      currentPrice\n    }\n    ... on ProductNotFoundError {\n      message\n      productId\n    }\n    ... on ProductSoldError {\n      message\n      productId\n    }\n    ... on InsufficientBalanceError {\n      message\n    }\n    ... on AccountOnHoldError {\n      message\n    }\n  }\n}": typeof types.CheckoutCartDocument,
    "query GetMyClaims {\n  myClaims {\n    id\n    orderId\n    productTitle\n    reason\n    status\n    createdAt\n    updatedAt\n  }\n}": typeof types.GetMyClaimsDocument,
    "mutation ConfirmEmailAddress($token: String!) {\n  verifyEmail(token: $token)\n}": typeof types.ConfirmEmailAddressDocument,
    "query GetEmailVerified {\n  me {\n    id\n    email\n    emailVerified\n  }\n}": typeof types.GetEmailVerifiedDocument,
    "mutation ResendMyVerificationEmail {\n  resendVerificationEmail\n}": typeof types.ResendMyVerificationEmailDocument,
    "query GetOrderDelivery($userId: Int!) {\n  ordersByUser(userId: $userId) {\n    id\n    accountDetails\n    deliveryNotes\n  }\n}": typeof types.GetOrderDeliveryDocument,
    "query GetOrders($userId: Int!) {\n  ordersByUser(userId: $userId) {\n    id\n    orderDate\n    totalPrice\n    status\n    deliveryStatus\n    deliveryMethod\n    accountDelivered\n    cancelReason\n    warrantyEndsAt\n    replacementLimit\n    claims {\n      ...OrderClaimFields\n    }\n    product {\n      id\n      title\n      productCode\n      gameSlug\n      server\n      rankStatus\n      accountType\n      subCategory\n    }\n  }\n}": typeof types.GetOrdersDocument,
    "fragment OrderClaimFields on Claim {\n  id\n  orderId\n  reason\n  status\n  decisionNote\n  createdAt\n  decidedAt\n  attachment {\n    id\n    fileName\n  }\n}": typeof types.OrderClaimFieldsFragmentDoc,
    "mutation SubmitClaim($input: SubmitClaimInput!) {\n  submitClaim(input: $input) {\n    __typename\n    ... on Claim {\n      ...OrderClaimFields\n    }\n    ... on WarrantyExpiredError {\n      message\n      orderId\n    }\n    ... on ReplacementLimitReachedError {\n      message\n      orderId\n    }\n    ... on ClaimAlreadyOpenError {\n      message\n      orderId\n    }\n    ... on OrderNotClaimableError {\n      message\n      orderId\n    }\n  }\n}": typeof types.SubmitClaimDocument,
    "query AccountApiKeys {\n  apiKeys {\n    id\n    name\n    scopes\n    lastFour\n    createdAt\n    expiresAt\n    lastUsedAt\n    previousExpiresAt\n  }\n}\n\nmutation CreateAccountApiKey($input: ApiKeyInput!, $code: String, $recoveryCode: String, $passkeyResponse: String) {\n  createApiKey(\n    input: $input\n    code: $code\n    recoveryCode: $recoveryCode\n    passkeyResponse: $passkeyResponse\n  ) {\n    id\n    key\n  }\n}\n\nmutation RollAccountApiKey($id: Int!, $code: String, $recoveryCode: String, $passkeyResponse: String) {\n  rollApiKey(\n    id: $id\n    code: $code\n    recoveryCode: $recoveryCode\n    passkeyResponse: $passkeyResponse\n  )\n}\n\nmutation RevokeAccountApiKey($id: Int!) {\n  revokeApiKey(id: $id)\n}": typeof types.AccountApiKeysDocument,
    "mutation ConfirmTotp($code: String!) {\n  confirmTotp(code: $code)\n}": typeof types.ConfirmTotpDocument,
    "mutation DisableTotp($code: String, $recoveryCode: String) {\n  disableTotp(code: $code, recoveryCode: $recoveryCode)\n}": typeof types.DisableTotpDocument,
    "query GetAccountSecurity {\n  accountSecurity {\n    totp\n    recoveryCodesLeft\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n}": typeof types.GetAccountSecurityDocument,
    "mutation PasskeyRegistrationOptions($password: String) {\n  passkeyRegistrationOptions(password: $password)\n}\n\nmutation AddPasskey($name: String!, $response: String!) {\n  addPasskey(name: $name, response: $response) {\n    id\n    name\n    createdAt\n    lastUsedAt\n  }\n}\n\nmutation PasskeyConfirmOptions {\n  passkeySignInOptions\n}\n\nmutation RemovePasskey($id: ID!, $passkeyResponse: String) {\n  removePasskey(id: $id, passkeyResponse: $passkeyResponse)\n}": typeof types.PasskeyRegistrationOptionsDocument,
    "mutation RegenerateRecoveryCodes($code: String, $recoveryCode: String) {\n  regenerateRecoveryCodes(code: $code, recoveryCode: $recoveryCode)\n}": typeof types.RegenerateRecoveryCodesDocument,
    "mutation StartTotpEnrolment($password: String) {\n  startTotpEnrolment(password: $password) {\n    secret\n    otpauthUrl\n  }\n}": typeof types.StartTotpEnrolmentDocument,
    "query AccountWebhookEndpoints {\n  webhookEndpoints {\n    id\n    url\n    events\n    status\n    disabledReason\n    createdAt\n  }\n}\n\nquery AccountWebhookDeliveries($endpointId: Int!) {\n  webhookDeliveries(endpointId: $endpointId) {\n    ...AccountWebhookDeliveryFields\n  }\n}\n\nfragment AccountWebhookDeliveryFields on WebhookDelivery {\n  id\n  eventType\n  status\n  attempts\n  responseStatus\n  lastError\n  nextAttemptAt\n  lastAttemptAt\n  createdAt\n  deliveredAt\n}\n\nmutation CreateAccountWebhookEndpoint($input: WebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    id\n    secret\n  }\n}\n\nmutation DeleteAccountWebhookEndpoint($id: Int!) {\n  deleteWebhookEndpoint(id: $id)\n}\n\nmutation RedeliverAccountWebhook($endpointId: Int!, $deliveryId: Int!) {\n  redeliverWebhook(endpointId: $endpointId, deliveryId: $deliveryId) {\n    ...AccountWebhookDeliveryFields\n  }\n}": typeof types.AccountWebhookEndpointsDocument,
    "query GetMyTickets {\n  tickets {\n    ...TicketSummaryFields\n  }\n}": typeof types.GetMyTicketsDocument,
    "query GetOrderChoices($userId: Int!) {\n  ordersByUser(userId: $userId) {\n    id\n    orderDate\n    product {\n      id\n      title\n    }\n  }\n}": typeof types.GetOrderChoicesDocument,
    "query GetTicketThread($id: Int!) {\n  ticket(id: $id) {\n    ...TicketSummaryFields\n    message\n    userId\n    user {\n      id\n      username\n    }\n    attachments {\n      ...TicketAttachmentFields\n    }\n  }\n  ticketMessages(ticketId: $id) {\n    id\n    message\n    isAdmin\n    createdAt\n    attachments {\n      ...TicketAttachmentFields\n    }\n  }\n}": typeof types.GetTicketThreadDocument,
    "fragment TicketAttachmentFields on TicketAttachment {\n  id\n  fileName\n  mimeType\n  size\n}\n\nfragment TicketSummaryFields on Ticket {\n  id\n  subject\n  status\n  priority\n  orderId\n  lastReplyBy\n  createdAt\n  updatedAt\n}": typeof types.TicketAttachmentFieldsFragmentDoc,
    "mutation UpdateTicketStatus($id: Int!, $status: TicketStatus!) {\n  updateTicketStatus(id: $id, status: $status) {\n    ...TicketSummaryFields\n  }\n}": typeof types.UpdateTicketStatusDocument,
    "mutation Deposit($input: DepositInput!) {\n  deposit(input: $input) {\n    __typename\n    ... on Payment {\n      id\n      status\n      checkoutUrl\n      wallet {\n        userId\n        balance\n      }\n    }\n    ... on DailyDepositLimitError {\n      message\n    }\n    ... on AccountOnHoldError {\n      message\n    }\n  }\n}": typeof types.DepositDocument,
    "query GetTransactions($userId: Int!) {\n  transactions(userId: $userId) {\n    id\n    type\n    amount\n    description\n    paymentMethod\n    orderId\n    status\n    createdAt\n  }\n}": typeof types.GetTransactionsDocument,
    "query GetWallet($userId: Int!) {\n  wallet(userId: $userId) {\n    userId\n    balance\n    totalSpent\n  }\n}": typeof types.GetWalletDocument,
};
const documents: Documents = {
    "query GetSessionUser {\n  me {\n    id\n    username\n    email\n    isAdmin\n    balance\n  }\n}": types.GetSessionUserDocument,
    "query GetDashboard($userId: Int!) {\n  wallet(userId: $userId) {\n    userId\n    balance\n    totalSpent\n  }\n  ordersByUser(userId: $userId) {\n    id\n  }\n}": types.GetDashboardDocument,
    "mutation CancelRestockAlert($id: Int!) {\n  cancelRestockAlert(id: $id) {\n    ...RestockAlertFields\n  }\n}": types.CancelRestockAlertDocument,
    "query GetAlertProduct($id: Int!) {\n  product(id: $id) {\n    id\n    title\n  }\n}": types.GetAlertProductDocument,
    "query GetMyRestockAlerts {\n  myRestockAlerts {\n    ...RestockAlertFields\n  }\n}": types.GetMyRestockAlertsDocument,
    "fragment RestockAlertFields on RestockAlert {\n  id\n  productId\n  status\n  notifiedProductId\n  notifiedAt\n  createdAt\n  expiresAt\n  filter {\n    gameSlug\n    server\n    accountType\n    subCategory\n    skins\n    minBlueEssence\n  }\n}": types.RestockAlertFieldsFragmentDoc,
    "mutation CompleteSignIn($code: String, $recoveryCode: String, $passkeyResponse: String) {\n  completeSignIn(\n    code: $code\n    recoveryCode: $recoveryCode\n    passkeyResponse: $passkeyResponse\n  ) {\n    id\n    username\n  }\n}": types.CompleteSignInDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    id\n    username\n  }\n}": types.LoginDocument,
    "mutation PasskeySignInOptions {\n  passkeySignInOptions\n}\n\nmutation SignInWithPasskey($response: String!) {\n  signInWithPasskey(response: $response) {\n    id\n    username\n  }\n}": types.PasskeySignInOptionsDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    username\n  }\n}": types.RegisterDocument,
    "mutation CheckoutCart($input: CheckoutCartInput!) {\n  checkoutCart(input: $input) {\n    __typename\n    ... on CheckoutCartSuccess {\n      orders {\n        id\n        productId\n        totalPrice\n        status\n      }\n    }\n    ... on OutOfStockError {\n      message\n      productId\n    }\n    ... on PriceChangedError {\n      message\n      productId\n      currentPrice\n    }\n    ... on ProductNotFoundError {\n      message\n      productId\n    }\n    ... on ProductSoldError {\n      message\n      productId\n    }\n    ... on InsufficientBalanceError {\n      message\n    }\n    ... on AccountOnHoldError {\n      message\n    }\n  }\n}": types.CheckoutCartDocument,
    "query GetMyClaims {\n  myClaims {\n    id\n    orderId\n    productTitle\n    reason\n    status\n    createdAt\n    updatedAt\n  }\n}": types.GetMyClaimsDocument,
    "mutation ConfirmEmailAddress($token: String!) {\n  verifyEmail(token: $token)\n}": types.ConfirmEmailAddressDocument,
    "query GetEmailVerified {\n  me {\n    id\n    email\n    emailVerified\n  }\n}": types.GetEmailVerifiedDocument,
    "mutation ResendMyVerificationEmail {\n  resendVerificationEmail\n}": types.ResendMyVerificationEmailDocument,
    "query GetOrderDelivery($userId: Int!) {\n  ordersByUser(userId: $userId) {\n    id\n    accountDetails\n    deliveryNotes\n  }\n}": types.GetOrderDeliveryDocument,
    "query GetOrders($userId: Int!) {\n  ordersByUser(userId: $userId) {\n    id\n    orderDate\n    totalPrice\n    status\n    deliveryStatus\n    deliveryMethod\n    accountDelivered\n    cancelReason\n    warrantyEndsAt\n    replacementLimit\n    claims {\n      ...OrderClaimFields\n    }\n    product {\n      id\n      title\n      productCode\n      gameSlug\n      server\n      rankStatus\n      accountType\n      subCategory\n    }\n  }\n}": types.GetOrdersDocument,
    "fragment OrderClaimFields on Claim {\n  id\n  orderId\n  reason\n  status\n  decisionNote\n  createdAt\n  decidedAt\n  attachment {\n    id\n    fileName\n  }\n}": types.OrderClaimFieldsFragmentDoc,
    "mutation SubmitClaim($input: SubmitClaimInput!) {\n  submitClaim(input: $input) {\n    __typename\n    ... on Claim {\n      ...OrderClaimFields\n    }\n    ... on WarrantyExpiredError {\n      message\n      orderId\n    }\n    ... on ReplacementLimitReachedError {\n      message\n      orderId\n    }\n    ... on ClaimAlreadyOpenError {\n      message\n      orderId\n    }\n    ... on OrderNotClaimableError {\n      message\n      orderId\n    }\n  }\n}": types.SubmitClaimDocument,
    "query AccountApiKeys {\n  apiKeys {\n    id\n    name\n    scopes\n    lastFour\n    createdAt\n    expiresAt\n    lastUsedAt\n    previousExpiresAt\n  }\n}\n\nmutation CreateAccountApiKey($input: ApiKeyInput!, $code: String, $recoveryCode: String, $passkeyResponse: String) {\n  createApiKey(\n    input: $input\n    code: $code\n    recoveryCode: $recoveryCode\n    passkeyResponse: $passkeyResponse\n  ) {\n    id\n    key\n  }\n}\n\nmutation RollAccountApiKey($id: Int!, $code: String, $recoveryCode: String, $passkeyResponse: String) {\n  rollApiKey(\n    id: $id\n    code: $code\n    recoveryCode: $recoveryCode\n    passkeyResponse: $passkeyResponse\n  )\n}\n\nmutation RevokeAccountApiKey($id: Int!) {\n  revokeApiKey(id: $id)\n}": types.AccountApiKeysDocument,
    "mutation ConfirmTotp($code: String!) {\n  confirmTotp(code: $code)\n}": types.ConfirmTotpDocument,
    "mutation DisableTotp($code: String, $recoveryCode: String) {\n  disableTotp(code: $code, recoveryCode: $recoveryCode)\n}": types.DisableTotpDocument,
    "query GetAccountSecurity {\n  accountSecurity {\n    totp\n    recoveryCodesLeft\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n}": types.GetAccountSecurityDocument,
    "mutation PasskeyRegistrationOptions($password: String) {\n  passkeyRegistrationOptions(password: $password)\n}\n\nmutation AddPasskey($name: String!, $response: String!) {\n  addPasskey(name: $name, response: $response) {\n    id\n    name\n    createdAt\n    lastUsedAt\n  }\n}\n\nmutation PasskeyConfirmOptions {\n  passkeySignInOptions\n}\n\nmutation RemovePasskey($id: ID!, $passkeyResponse: String) {\n  removePasskey(id: $id, passkeyResponse: $passkeyResponse)\n}": types.PasskeyRegistrationOptionsDocument,
    "mutation RegenerateRecoveryCodes($code: String, $recoveryCode: String) {\n  regenerateRecoveryCodes(code: $code, recoveryCode: $recoveryCode)\n}": types.RegenerateRecoveryCodesDocument,
    "mutation StartTotpEnrolment($password: String) {\n  startTotpEnrolment(password: $password) {\n    secret\n    otpauthUrl\n  }\n}": types.StartTotpEnrolmentDocument,
    "query AccountWebhookEndpoints {\n  webhookEndpoints {\n    id\n    url\n    events\n    status\n    disabledReason\n    createdAt\n  }\n}\n\nquery AccountWebhookDeliveries($endpointId: Int!) {\n  webhookDeliveries(endpointId: $endpointId) {\n    ...AccountWebhookDeliveryFields\n  }\n}\n\nfragment AccountWebhookDeliveryFields on WebhookDelivery {\n  id\n  eventType\n  status\n  attempts\n  responseStatus\n  lastError\n  nextAttemptAt\n  lastAttemptAt\n  createdAt\n  deliveredAt\n}\n\nmutation CreateAccountWebhookEndpoint($input: WebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    id\n    secret\n  }\n}\n\nmutation DeleteAccountWebhookEndpoint($id: Int!) {\n  deleteWebhookEndpoint(id: $id)\n}\n\nmutation RedeliverAccountWebhook($endpointId: Int!, $deliveryId: Int!) {\n  redeliverWebhook(endpointId: $endpointId, deliveryId: $deliveryId) {\n    ...AccountWebhookDeliveryFields\n  }\n}": types.AccountWebhookEndpointsDocument,
    "query GetMyTickets {\n  tickets {\n    ...TicketSummaryFields\n  }\n}": types.GetMyTicketsDocument,
    "query GetOrderChoices($userId: Int!) {\n  ordersByUser(userId: $userId) {\n    id\n    orderDate\n    product {\n      id\n      title\n    }\n  }\n}": types.GetOrderChoicesDocument,
    "query GetTicketThread($id: Int!) {\n  ticket(id: $id) {\n    ...TicketSummaryFields\n    message\n    userId\n    user {\n      id\n      username\n    }\n    attachments {\n      ...TicketAttachmentFields\n    }\n  }\n  ticketMessages(ticketId: $id) {\n    id\n    message\n    isAdmin\n    createdAt\n    attachments {\n      ...TicketAttachmentFields\n    }\n  }\n}": types.GetTicketThreadDocument,
    "fragment TicketAttachmentFields on TicketAttachment {\n  id\n  fileName\n  mimeType\n  size\n}\n\nfragment TicketSummaryFields on Ticket {\n  id\n  subject\n  status\n  priority\n  orderId\n  lastReplyBy\n  createdAt\n  updatedAt\n}": types.TicketAttachmentFieldsFragmentDoc,
    "mutation UpdateTicketStatus($id: Int!, $status: TicketStatus!) {\n  updateTicketStatus(id: $id, status: $status) {\n    ...TicketSummaryFields\n  }\n}": types.UpdateTicketStatusDocument,
    "mutation Deposit($input: DepositInput!) {\n  deposit(input: $input) {\n    __typename\n    ... on Payment {\n      id\n      status\n      checkoutUrl\n      wallet {\n        userId\n        balance\n      }\n    }\n    ... on DailyDepositLimitError {\n      message\n    }\n    ... on AccountOnHoldError {\n      message\n    }\n  }\n}": types.DepositDocument,
    "query GetTransactions($userId: Int!) {\n  transactions(userId: $userId) {\n    id\n    type\n    amount\n    description\n    paymentMethod\n    orderId\n    status\n    createdAt\n  }\n}": types.GetTransactionsDocument,
    "query GetWallet($userId: Int!) {\n  wallet(userId: $userId) {\n    userId\n    balance\n    totalSpent\n  }\n}": types.GetWalletDocument,
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
export function graphql(source: "query GetSessionUser {\n  me {\n    id\n    username\n    email\n    isAdmin\n    balance\n  }\n}"): (typeof documents)["query GetSessionUser {\n  me {\n    id\n    username\n    email\n    isAdmin\n    balance\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetDashboard($userId: Int!) {\n  wallet(userId: $userId) {\n    userId\n    balance\n    totalSpent\n  }\n  ordersByUser(userId: $userId) {\n    id\n  }\n}"): (typeof documents)["query GetDashboard($userId: Int!) {\n  wallet(userId: $userId) {\n    userId\n    balance\n    totalSpent\n  }\n  ordersByUser(userId: $userId) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelRestockAlert($id: Int!) {\n  cancelRestockAlert(id: $id) {\n    ...RestockAlertFields\n  }\n}"): (typeof documents)["mutation CancelRestockAlert($id: Int!) {\n  cancelRestockAlert(id: $id) {\n    ...RestockAlertFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAlertProduct($id: Int!) {\n  product(id: $id) {\n    id\n    title\n  }\n}"): (typeof documents)["query GetAlertProduct($id: Int!) {\n  product(id: $id) {\n    id\n    title\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetMyRestockAlerts {\n  myRestockAlerts {\n    ...RestockAlertFields\n  }\n}"): (typeof documents)["query GetMyRestockAlerts {\n  myRestockAlerts {\n    ...RestockAlertFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RestockAlertFields on RestockAlert {\n  id\n  productId\n  status\n  notifiedProductId\n  notifiedAt\n  createdAt\n  expiresAt\n  filter {\n    gameSlug\n    server\n    accountType\n    subCategory\n    skins\n    minBlueEssence\n  }\n}"): (typeof documents)["fragment RestockAlertFields on RestockAlert {\n  id\n  productId\n  status\n  notifiedProductId\n  notifiedAt\n  createdAt\n  expiresAt\n  filter {\n    gameSlug\n    server\n    accountType\n    subCategory\n    skins\n    minBlueEssence\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CompleteSignIn($code: String, $recoveryCode: String, $passkeyResponse: String) {\n  completeSignIn(\n    code: $code\n    recoveryCode: $recoveryCode\n    passkeyResponse: $passkeyResponse\n  ) {\n    id\n    username\n  }\n}"): (typeof documents)["mutation CompleteSignIn($code: String, $recoveryCode: String, $passkeyResponse: String) {\n  completeSignIn(\n    code: $code\n    recoveryCode: $recoveryCode\n    passkeyResponse: $passkeyResponse\n  ) {\n    id\n    username\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    id\n    username\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    id\n    username\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasskeySignInOptions {\n  passkeySignInOptions\n}\n\nmutation SignInWithPasskey($response: String!) {\n  signInWithPasskey(response: $response) {\n    id\n    username\n  }\n}"): (typeof documents)["mutation PasskeySignInOptions {\n  passkeySignInOptions\n}\n\nmutation SignInWithPasskey($response: String!) {\n  signInWithPasskey(response: $response) {\n    id\n    username\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    username\n  }\n}"): (typeof documents)["mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    username\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckoutCart($input: CheckoutCartInput!) {\n  checkoutCart(input: $input) {\n    __typename\n    ... on CheckoutCartSuccess {\n      orders {\n        id\n        productId\n        totalPrice\n        status\n      }\n    }\n    ... on OutOfStockError {\n      message\n      productId\n    }\n    ... on PriceChangedError {\n      message\n      productId\n      currentPrice\n    }\n    ... on ProductNotFoundError {\n      message\n      productId\n    }\n    ... on ProductSoldError {\n      message\n      productId\n    }\n    ... on InsufficientBalanceError {\n      message\n    }\n    ... on AccountOnHoldError {\n      message\n    }\n  }\n}"): (typeof documents)["mutation CheckoutCart($input: CheckoutCartInput!) {\n  checkoutCart(input: $input) {\n    __typename\n    ... on CheckoutCartSuccess {\n      orders {\n        id\n        productId\n        totalPrice\n        status\n      }\n    }\n    ... on OutOfStockError {\n      message\n      productId\n    }\n    ... on PriceChangedError {\n      message\n      productId\n      currentPrice\n    }\n    ... on ProductNotFoundError {\n      message\n      productId\n    }\n    ... on ProductSoldError {\n      message\n      productId\n    }\n    ... on InsufficientBalanceError {\n      message\n    }\n    ... on AccountOnHoldError {\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetMyClaims {\n  myClaims {\n    id\n    orderId\n    productTitle\n    reason\n    status\n    createdAt\n    updatedAt\n  }\n}"): (typeof documents)["query GetMyClaims {\n  myClaims {\n    id\n    orderId\n    productTitle\n    reason\n    status\n    createdAt\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmEmailAddress($token: String!) {\n  verifyEmail(token: $token)\n}"): (typeof documents)["mutation ConfirmEmailAddress($token: String!) {\n  verifyEmail(token: $token)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetEmailVerified {\n  me {\n    id\n    email\n    emailVerified\n  }\n}"): (typeof documents)["query GetEmailVerified {\n  me {\n    id\n    email\n    emailVerified\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendMyVerificationEmail {\n  resendVerificationEmail\n}"): (typeof documents)["mutation ResendMyVerificationEmail {\n  resendVerificationEmail\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetOrderDelivery($userId: Int!) {\n  ordersByUser(userId: $userId) {\n    id\n    accountDetails\n    deliveryNotes\n  }\n}"): (typeof documents)["query GetOrderDelivery($userId: Int!) {\n  ordersByUser(userId: $userId) {\n    id\n    accountDetails\n    deliveryNotes\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetOrders($userId: Int!) {\n  ordersByUser(userId: $userId) {\n    id\n    orderDate\n    totalPrice\n    status\n    deliveryStatus\n    deliveryMethod\n    accountDelivered\n    cancelReason\n    warrantyEndsAt\n    replacementLimit\n    claims {\n      ...OrderClaimFields\n    }\n    product {\n      id\n      title\n      productCode\n      gameSlug\n      server\n      rankStatus\n      accountType\n      subCategory\n    }\n  }\n}"): (typeof documents)["query GetOrders($userId: Int!) {\n  ordersByUser(userId: $userId) {\n    id\n    orderDate\n    totalPrice\n    status\n    deliveryStatus\n    deliveryMethod\n    accountDelivered\n    cancelReason\n    warrantyEndsAt\n    replacementLimit\n    claims {\n      ...OrderClaimFields\n    }\n    product {\n      id\n      title\n      productCode\n      gameSlug\n      server\n      rankStatus\n      accountType\n      subCategory\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderClaimFields on Claim {\n  id\n  orderId\n  reason\n  status\n  decisionNote\n  createdAt\n  decidedAt\n  attachment {\n    id\n    fileName\n  }\n}"): (typeof documents)["fragment OrderClaimFields on Claim {\n  id\n  orderId\n  reason\n  status\n  decisionNote\n  createdAt\n  decidedAt\n  attachment {\n    id\n    fileName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitClaim($input: SubmitClaimInput!) {\n  submitClaim(input: $input) {\n    __typename\n    ... on Claim {\n      ...OrderClaimFields\n    }\n    ... on WarrantyExpiredError {\n      message\n      orderId\n    }\n    ... on ReplacementLimitReachedError {\n      message\n      orderId\n    }\n    ... on ClaimAlreadyOpenError {\n      message\n      orderId\n    }\n    ... on OrderNotClaimableError {\n      message\n      orderId\n    }\n  }\n}"): (typeof documents)["mutation SubmitClaim($input: SubmitClaimInput!) {\n  submitClaim(input: $input) {\n    __typename\n    ... on Claim {\n      ...OrderClaimFields\n    }\n    ... on WarrantyExpiredError {\n      message\n      orderId\n    }\n    ... on ReplacementLimitReachedError {\n      message\n      orderId\n    }\n    ... on ClaimAlreadyOpenError {\n      message\n      orderId\n    }\n    ... on OrderNotClaimableError {\n      message\n      orderId\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountApiKeys {\n  apiKeys {\n    id\n    name\n    scopes\n    lastFour\n    createdAt\n    expiresAt\n    lastUsedAt\n    previousExpiresAt\n  }\n}\n\nmutation CreateAccountApiKey($input: ApiKeyInput!, $code: String, $recoveryCode: String, $passkeyResponse: String) {\n  createApiKey(\n    input: $input\n    code: $code\n    recoveryCode: $recoveryCode\n    passkeyResponse: $passkeyResponse\n  ) {\n    id\n    key\n  }\n}\n\nmutation RollAccountApiKey($id: Int!, $code: String, $recoveryCode: String, $passkeyResponse: String) {\n  rollApiKey(\n    id: $id\n    code: $code\n    recoveryCode: $recoveryCode\n    passkeyResponse: $passkeyResponse\n  )\n}\n\nmutation RevokeAccountApiKey($id: Int!) {\n  revokeApiKey(id: $id)\n}"): (typeof documents)["query AccountApiKeys {\n  apiKeys {\n    id\n    name\n    scopes\n    lastFour\n    createdAt\n    expiresAt\n    lastUsedAt\n    previousExpiresAt\n  }\n}\n\nmutation CreateAccountApiKey($input: ApiKeyInput!, $code: String, $recoveryCode: String, $passkeyResponse: String) {\n  createApiKey(\n    input: $input\n    code: $code\n    recoveryCode: $recoveryCode\n    passkeyResponse: $passkeyResponse\n  ) {\n    id\n    key\n  }\n}\n\nmutation RollAccountApiKey($id: Int!, $code: String, $recoveryCode: String, $passkeyResponse: String) {\n  rollApiKey(\n    id: $id\n    code: $code\n    recoveryCode: $recoveryCode\n    passkeyResponse: $passkeyResponse\n  )\n}\n\nmutation RevokeAccountApiKey($id: Int!) {\n  revokeApiKey(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmTotp($code: String!) {\n  confirmTotp(code: $code)\n}"): (typeof documents)["mutation ConfirmTotp($code: String!) {\n  confirmTotp(code: $code)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableTotp($code: String, $recoveryCode: String) {\n  disableTotp(code: $code, recoveryCode: $recoveryCode)\n}"): (typeof documents)["mutation DisableTotp($code: String, $recoveryCode: String) {\n  disableTotp(code: $code, recoveryCode: $recoveryCode)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAccountSecurity {\n  accountSecurity {\n    totp\n    recoveryCodesLeft\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n}"): (typeof documents)["query GetAccountSecurity {\n  accountSecurity {\n    totp\n    recoveryCodesLeft\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasskeyRegistrationOptions($password: String) {\n  passkeyRegistrationOptions(password: $password)\n}\n\nmutation AddPasskey($name: String!, $response: String!) {\n  addPasskey(name: $name, response: $response) {\n    id\n    name\n    createdAt\n    lastUsedAt\n  }\n}\n\nmutation PasskeyConfirmOptions {\n  passkeySignInOptions\n}\n\nmutation RemovePasskey($id: ID!, $passkeyResponse: String) {\n  removePasskey(id: $id, passkeyResponse: $passkeyResponse)\n}"): (typeof documents)["mutation PasskeyRegistrationOptions($password: String) {\n  passkeyRegistrationOptions(password: $password)\n}\n\nmutation AddPasskey($name: String!, $response: String!) {\n  addPasskey(name: $name, response: $response) {\n    id\n    name\n    createdAt\n    lastUsedAt\n  }\n}\n\nmutation PasskeyConfirmOptions {\n  passkeySignInOptions\n}\n\nmutation RemovePasskey($id: ID!, $passkeyResponse: String) {\n  removePasskey(id: $id, passkeyResponse: $passkeyResponse)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RegenerateRecoveryCodes($code: String, $recoveryCode: String) {\n  regenerateRecoveryCodes(code: $code, recoveryCode: $recoveryCode)\n}"): (typeof documents)["mutation RegenerateRecoveryCodes($code: String, $recoveryCode: String) {\n  regenerateRecoveryCodes(code: $code, recoveryCode: $recoveryCode)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StartTotpEnrolment($password: String) {\n  startTotpEnrolment(password: $password) {\n    secret\n    otpauthUrl\n  }\n}"): (typeof documents)["mutation StartTotpEnrolment($password: String) {\n  startTotpEnrolment(password: $password) {\n    secret\n    otpauthUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountWebhookEndpoints {\n  webhookEndpoints {\n    id\n    url\n    events\n    status\n    disabledReason\n    createdAt\n  }\n}\n\nquery AccountWebhookDeliveries($endpointId: Int!) {\n  webhookDeliveries(endpointId: $endpointId) {\n    ...AccountWebhookDeliveryFields\n  }\n}\n\nfragment AccountWebhookDeliveryFields on WebhookDelivery {\n  id\n  eventType\n  status\n  attempts\n  responseStatus\n  lastError\n  nextAttemptAt\n  lastAttemptAt\n  createdAt\n  deliveredAt\n}\n\nmutation CreateAccountWebhookEndpoint($input: WebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    id\n    secret\n  }\n}\n\nmutation DeleteAccountWebhookEndpoint($id: Int!) {\n  deleteWebhookEndpoint(id: $id)\n}\n\nmutation RedeliverAccountWebhook($endpointId: Int!, $deliveryId: Int!) {\n  redeliverWebhook(endpointId: $endpointId, deliveryId: $deliveryId) {\n    ...AccountWebhookDeliveryFields\n  }\n}"): (typeof documents)["query AccountWebhookEndpoints {\n  webhookEndpoints {\n    id\n    url\n    events\n    status\n    disabledReason\n    createdAt\n  }\n}\n\nquery AccountWebhookDeliveries($endpointId: Int!) {\n  webhookDeliveries(endpointId: $endpointId) {\n    ...AccountWebhookDeliveryFields\n  }\n}\n\nfragment AccountWebhookDeliveryFields on WebhookDelivery {\n  id\n  eventType\n  status\n  attempts\n  responseStatus\n  lastError\n  nextAttemptAt\n  lastAttemptAt\n  createdAt\n  deliveredAt\n}\n\nmutation CreateAccountWebhookEndpoint($input: WebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    id\n    secret\n  }\n}\n\nmutation DeleteAccountWebhookEndpoint($id: Int!) {\n  deleteWebhookEndpoint(id: $id)\n}\n\nmutation RedeliverAccountWebhook($endpointId: Int!, $deliveryId: Int!) {\n  redeliverWebhook(endpointId: $endpointId, deliveryId: $deliveryId) {\n    ...AccountWebhookDeliveryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetMyTickets {\n  tickets {\n    ...TicketSummaryFields\n  }\n}"): (typeof documents)["query GetMyTickets {\n  tickets {\n    ...TicketSummaryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetOrderChoices($userId: Int!) {\n  ordersByUser(userId: $userId) {\n    id\n    orderDate\n    product {\n      id\n      title\n    }\n  }\n}"): (typeof documents)["query GetOrderChoices($userId: Int!) {\n  ordersByUser(userId: $userId) {\n    id\n    orderDate\n    product {\n      id\n      title\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetTicketThread($id: Int!) {\n  ticket(id: $id) {\n    ...TicketSummaryFields\n    message\n    userId\n    user {\n      id\n      username\n    }\n    attachments {\n      ...TicketAttachmentFields\n    }\n  }\n  ticketMessages(ticketId: $id) {\n    id\n    message\n    isAdmin\n    createdAt\n    attachments {\n      ...TicketAttachmentFields\n    }\n  }\n}"): (typeof documents)["query GetTicketThread($id: Int!) {\n  ticket(id: $id) {\n    ...TicketSummaryFields\n    message\n    userId\n    user {\n      id\n      username\n    }\n    attachments {\n      ...TicketAttachmentFields\n    }\n  }\n  ticketMessages(ticketId: $id) {\n    id\n    message\n    isAdmin\n    createdAt\n    attachments {\n      ...TicketAttachmentFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TicketAttachmentFields on TicketAttachment {\n  id\n  fileName\n  mimeType\n  size\n}\n\nfragment TicketSummaryFields on Ticket {\n  id\n  subject\n  status\n  priority\n  orderId\n  lastReplyBy\n  createdAt\n  updatedAt\n}"): (typeof documents)["fragment TicketAttachmentFields on TicketAttachment {\n  id\n  fileName\n  mimeType\n  size\n}\n\nfragment TicketSummaryFields on Ticket {\n  id\n  subject\n  status\n  priority\n  orderId\n  lastReplyBy\n  createdAt\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateTicketStatus($id: Int!, $status: TicketStatus!) {\n  updateTicketStatus(id: $id, status: $status) {\n    ...TicketSummaryFields\n  }\n}"): (typeof documents)["mutation UpdateTicketStatus($id: Int!, $status: TicketStatus!) {\n  updateTicketStatus(id: $id, status: $status) {\n    ...TicketSummaryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Deposit($input: DepositInput!) {\n  deposit(input: $input) {\n    __typename\n    ... on Payment {\n      id\n      status\n      checkoutUrl\n      wallet {\n        userId\n        balance\n      }\n    }\n    ... on DailyDepositLimitError {\n      message\n    }\n    ... on AccountOnHoldError {\n      message\n    }\n  }\n}"): (typeof documents)["mutation Deposit($input: DepositInput!) {\n  deposit(input: $input) {\n    __typename\n    ... on Payment {\n      id\n      status\n      checkoutUrl\n      wallet {\n        userId\n        balance\n      }\n    }\n    ... on DailyDepositLimitError {\n      message\n    }\n    ... on AccountOnHoldError {\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetTransactions($userId: Int!) {\n  transactions(userId: $userId) {\n    id\n    type\n    amount\n    description\n    paymentMethod\n    orderId\n    status\n    createdAt\n  }\n}"): (typeof documents)["query GetTransactions($userId: Int!) {\n  transactions(userId: $userId) {\n    id\n    type\n    amount\n    description\n    paymentMethod\n    orderId\n    status\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetWallet($userId: Int!) {\n  wallet(userId: $userId) {\n    userId\n    balance\n    totalSpent\n  }\n}"): (typeof documents)["query GetWallet($userId: Int!) {\n  wallet(userId: $userId) {\n    userId\n    balance\n    totalSpent\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;