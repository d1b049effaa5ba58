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
    "mutation CreateAdminGameCategory($input: GameCategoryInput!) {\n  createGameCategory(input: $input) {\n    id\n  }\n}": typeof types.CreateAdminGameCategoryDocument,
    "mutation DeleteAdminGameCategory($id: Int!) {\n  deleteGameCategory(id: $id)\n}": typeof types.DeleteAdminGameCategoryDocument,
    "query GetAdminCardDesign($gameSlug: String!, $accountType: String, $subCategory: String) {\n  cardDesign(\n    gameSlug: $gameSlug\n    accountType: $accountType\n    subCategory: $subCategory\n  ) {\n    gameSlug\n    accountType\n    subCategory\n    isDefault\n    cardStyles {\n      backgroundColor\n      borderColor\n      glowColor\n      textColor\n      accentColor\n    }\n    features {\n      icon\n      label\n      value\n    }\n  }\n}": typeof types.GetAdminCardDesignDocument,
    "query GetAdminGameCategories {\n  gameCategories {\n    id\n    name\n    slug\n    icon\n    parentId\n  }\n}": typeof types.GetAdminGameCategoriesDocument,
    "mutation UpdateAdminGameCategory($id: Int!, $input: GameCategoryInput!) {\n  updateGameCategory(id: $id, input: $input) {\n    id\n  }\n}": typeof types.UpdateAdminGameCategoryDocument,
    "mutation UpsertAdminCardDesign($gameSlug: String!, $input: CardDesignInput!) {\n  upsertCardDesign(gameSlug: $gameSlug, input: $input) {\n    gameSlug\n    isDefault\n  }\n}": typeof types.UpsertAdminCardDesignDocument,
    "mutation BulkImportAccounts($input: BulkImportInput!) {\n  bulkImport(input: $input) {\n    batchId\n    addedCount\n    dryRun\n    rejected {\n      line\n      reason\n    }\n  }\n}": typeof types.BulkImportAccountsDocument,
    "query GetAdminImportBatches {\n  importBatches {\n    id\n    format\n    status\n    title\n    createdAt\n    unitCount\n    soldCount\n  }\n}": typeof types.GetAdminImportBatchesDocument,
    "mutation RollbackAdminImportBatch($batchId: String!) {\n  rollbackImportBatch(batchId: $batchId) {\n    batchId\n    removedCount\n  }\n}": typeof types.RollbackAdminImportBatchDocument,
    "fragment AdminProductFields on Product {\n  id\n  productCode\n  title\n  description\n  price\n  basePrice\n  originalPrice\n  status\n  gameSlug\n  gameId\n  rankStatus\n  accountType\n  subCategory\n  server\n  accountText\n  blueEssence\n  skinCount\n  level\n  championCount\n  imagePath\n  coverImage\n  cardBadge\n  cardColor\n  displayPriority\n  featured\n  discountPercentage\n  deliveryMethod\n  contactInstructions\n  hidden\n  stock\n  hasAccountData\n  cardTexts {\n    warranty\n    deliveryTime\n    level\n    email\n    ranked\n    champions\n    skins\n    honor\n    access\n    deliveryType\n    support\n    paymentMethods\n    paymentInfo\n    extra1\n    extra2\n    extra3\n  }\n  cardFeatures {\n    slot\n    value\n    icon\n  }\n  customFeatures {\n    id\n    icon\n    label\n    value\n  }\n  displayOptions {\n    showLevel\n    showBE\n    showChampions\n    showSkins\n  }\n}": typeof types.AdminProductFieldsFragmentDoc,
    "mutation CreateAdminProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    ...AdminProductFields\n  }\n}": typeof types.CreateAdminProductDocument,
    "mutation DeleteAdminProducts($ids: [Int!]!) {\n  deleteProducts(ids: $ids)\n}": typeof types.DeleteAdminProductsDocument,
    "query GetAdminProducts($filter: AdminProductFilterInput) {\n  adminProducts(filter: $filter) {\n    ...AdminProductFields\n  }\n}": typeof types.GetAdminProductsDocument,
    "query GetProductIdsByAccountUsername($q: String!) {\n  productIdsByAccountUsername(q: $q)\n}": typeof types.GetProductIdsByAccountUsernameDocument,
    "mutation SetAdminManualStock($productId: Int!, $stock: Int!) {\n  setManualStock(productId: $productId, stock: $stock)\n}": typeof types.SetAdminManualStockDocument,
    "mutation UpdateAdminProduct($id: Int!, $input: ProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...AdminProductFields\n  }\n}": typeof types.UpdateAdminProductDocument,
};
const documents: Documents = {
    "query GetSessionUser {\n  me {\n    id\n    username\n    email\n    isAdmin\n    balance\n  }\n}": types.GetSessionUserDocument,
    "mutation CreateAdminGameCategory($input: GameCategoryInput!) {\n  createGameCategory(input: $input) {\n    id\n  }\n}": types.CreateAdminGameCategoryDocument,
    "mutation DeleteAdminGameCategory($id: Int!) {\n  deleteGameCategory(id: $id)\n}": types.DeleteAdminGameCategoryDocument,
    "query GetAdminCardDesign($gameSlug: String!, $accountType: String, $subCategory: String) {\n  cardDesign(\n    gameSlug: $gameSlug\n    accountType: $accountType\n    subCategory: $subCategory\n  ) {\n    gameSlug\n    accountType\n    subCategory\n    isDefault\n    cardStyles {\n      backgroundColor\n      borderColor\n      glowColor\n      textColor\n      accentColor\n    }\n    features {\n      icon\n      label\n      value\n    }\n  }\n}": types.GetAdminCardDesignDocument,
    "query GetAdminGameCategories {\n  gameCategories {\n    id\n    name\n    slug\n    icon\n    parentId\n  }\n}": types.GetAdminGameCategoriesDocument,
    "mutation UpdateAdminGameCategory($id: Int!, $input: GameCategoryInput!) {\n  updateGameCategory(id: $id, input: $input) {\n    id\n  }\n}": types.UpdateAdminGameCategoryDocument,
    "mutation UpsertAdminCardDesign($gameSlug: String!, $input: CardDesignInput!) {\n  upsertCardDesign(gameSlug: $gameSlug, input: $input) {\n    gameSlug\n    isDefault\n  }\n}": types.UpsertAdminCardDesignDocument,
    "mutation BulkImportAccounts($input: BulkImportInput!) {\n  bulkImport(input: $input) {\n    batchId\n    addedCount\n    dryRun\n    rejected {\n      line\n      reason\n    }\n  }\n}": types.BulkImportAccountsDocument,
    "query GetAdminImportBatches {\n  importBatches {\n    id\n    format\n    status\n    title\n    createdAt\n    unitCount\n    soldCount\n  }\n}": types.GetAdminImportBatchesDocument,
    "mutation RollbackAdminImportBatch($batchId: String!) {\n  rollbackImportBatch(batchId: $batchId) {\n    batchId\n    removedCount\n  }\n}": types.RollbackAdminImportBatchDocument,
    "fragment AdminProductFields on Product {\n  id\n  productCode\n  title\n  description\n  price\n  basePrice\n  originalPrice\n  status\n  gameSlug\n  gameId\n  rankStatus\n  accountType\n  subCategory\n  server\n  accountText\n  blueEssence\n  skinCount\n  level\n  championCount\n  imagePath\n  coverImage\n  cardBadge\n  cardColor\n  displayPriority\n  featured\n  discountPercentage\n  deliveryMethod\n  contactInstructions\n  hidden\n  stock\n  hasAccountData\n  cardTexts {\n    warranty\n    deliveryTime\n    level\n    email\n    ranked\n    champions\n    skins\n    honor\n    access\n    deliveryType\n    support\n    paymentMethods\n    paymentInfo\n    extra1\n    extra2\n    extra3\n  }\n  cardFeatures {\n    slot\n    value\n    icon\n  }\n  customFeatures {\n    id\n    icon\n    label\n    value\n  }\n  displayOptions {\n    showLevel\n    showBE\n    showChampions\n    showSkins\n  }\n}": types.AdminProductFieldsFragmentDoc,
    "mutation CreateAdminProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    ...AdminProductFields\n  }\n}": types.CreateAdminProductDocument,
    "mutation DeleteAdminProducts($ids: [Int!]!) {\n  deleteProducts(ids: $ids)\n}": types.DeleteAdminProductsDocument,
    "query GetAdminProducts($filter: AdminProductFilterInput) {\n  adminProducts(filter: $filter) {\n    ...AdminProductFields\n  }\n}": types.GetAdminProductsDocument,
    "query GetProductIdsByAccountUsername($q: String!) {\n  productIdsByAccountUsername(q: $q)\n}": types.GetProductIdsByAccountUsernameDocument,
    "mutation SetAdminManualStock($productId: Int!, $stock: Int!) {\n  setManualStock(productId: $productId, stock: $stock)\n}": types.SetAdminManualStockDocument,
    "mutation UpdateAdminProduct($id: Int!, $input: ProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...AdminProductFields\n  }\n}": types.UpdateAdminProductDocument,
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
export function graphql(source: "mutation BulkImportAccounts($input: BulkImportInput!) {\n  bulkImport(input: $input) {\n    batchId\n    addedCount\n    dryRun\n    rejected {\n      line\n      reason\n    }\n  }\n}"): (typeof documents)["mutation BulkImportAccounts($input: BulkImportInput!) {\n  bulkImport(input: $input) {\n    batchId\n    addedCount\n    dryRun\n    rejected {\n      line\n      reason\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminImportBatches {\n  importBatches {\n    id\n    format\n    status\n    title\n    createdAt\n    unitCount\n    soldCount\n  }\n}"): (typeof documents)["query GetAdminImportBatches {\n  importBatches {\n    id\n    format\n    status\n    title\n    createdAt\n    unitCount\n    soldCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RollbackAdminImportBatch($batchId: String!) {\n  rollbackImportBatch(batchId: $batchId) {\n    batchId\n    removedCount\n  }\n}"): (typeof documents)["mutation RollbackAdminImportBatch($batchId: String!) {\n  rollbackImportBatch(batchId: $batchId) {\n    batchId\n    removedCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminProductFields on Product {\n  id\n  productCode\n  title\n  description\n  price\n  basePrice\n  originalPrice\n  status\n  gameSlug\n  gameId\n  rankStatus\n  accountType\n  subCategory\n  server\n  accountText\n  blueEssence\n  skinCount\n  level\n  championCount\n  imagePath\n  coverImage\n  cardBadge\n  cardColor\n  displayPriority\n  featured\n  discountPercentage\n  deliveryMethod\n  contactInstructions\n  hidden\n  stock\n  hasAccountData\n  cardTexts {\n    warranty\n    deliveryTime\n    level\n    email\n    ranked\n    champions\n    skins\n    honor\n    access\n    deliveryType\n    support\n    paymentMethods\n    paymentInfo\n    extra1\n    extra2\n    extra3\n  }\n  cardFeatures {\n    slot\n    value\n    icon\n  }\n  customFeatures {\n    id\n    icon\n    label\n    value\n  }\n  displayOptions {\n    showLevel\n    showBE\n    showChampions\n    showSkins\n  }\n}"): (typeof documents)["fragment AdminProductFields on Product {\n  id\n  productCode\n  title\n  description\n  price\n  basePrice\n  originalPrice\n  status\n  gameSlug\n  gameId\n  rankStatus\n  accountType\n  subCategory\n  server\n  accountText\n  blueEssence\n  skinCount\n  level\n  championCount\n  imagePath\n  coverImage\n  cardBadge\n  cardColor\n  displayPriority\n  featured\n  discountPercentage\n  deliveryMethod\n  contactInstructions\n  hidden\n  stock\n  hasAccountData\n  cardTexts {\n    warranty\n    deliveryTime\n    level\n    email\n    ranked\n    champions\n    skins\n    honor\n    access\n    deliveryType\n    support\n    paymentMethods\n    paymentInfo\n    extra1\n    extra2\n    extra3\n  }\n  cardFeatures {\n    slot\n    value\n    icon\n  }\n  customFeatures {\n    id\n    icon\n    label\n    value\n  }\n  displayOptions {\n    showLevel\n    showBE\n    showChampions\n    showSkins\n  }\n}"];
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
export function graphql(source: "query GetAdminProducts($filter: AdminProductFilterInput) {\n  adminProducts(filter: $filter) {\n    ...AdminProductFields\n  }\n}"): (typeof documents)["query GetAdminProducts($filter: AdminProductFilterInput) {\n  adminProducts(filter: $filter) {\n    ...AdminProductFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetProductIdsByAccountUsername($q: String!) {\n  productIdsByAccountUsername(q: $q)\n}"): (typeof documents)["query GetProductIdsByAccountUsername($q: String!) {\n  productIdsByAccountUsername(q: $q)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetAdminManualStock($productId: Int!, $stock: Int!) {\n  setManualStock(productId: $productId, stock: $stock)\n}"): (typeof documents)["mutation SetAdminManualStock($productId: Int!, $stock: Int!) {\n  setManualStock(productId: $productId, stock: $stock)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAdminProduct($id: Int!, $input: ProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...AdminProductFields\n  }\n}"): (typeof documents)["mutation UpdateAdminProduct($id: Int!, $input: ProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...AdminProductFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;