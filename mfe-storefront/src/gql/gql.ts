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
    "query GetCardDesign($gameSlug: String!, $accountType: String, $subCategory: String) {\n  cardDesign(\n    gameSlug: $gameSlug\n    accountType: $accountType\n    subCategory: $subCategory\n  ) {\n    gameSlug\n    cardStyles {\n      backgroundColor\n      borderColor\n      glowColor\n      textColor\n      accentColor\n    }\n  }\n}": typeof types.GetCardDesignDocument,
    "query GetGameCategories {\n  gameCategories {\n    id\n    name\n    slug\n    accountTypes {\n      id\n      name\n      description\n      subcategories {\n        id\n        name\n      }\n    }\n  }\n}": typeof types.GetGameCategoriesDocument,
    "query GetProductPageSkins($filter: ProductFilterInput) {\n  productPageSkins(filter: $filter)\n}": typeof types.GetProductPageSkinsDocument,
    "query GetProductPage($input: ProductPageInput) {\n  productPage(input: $input) {\n    total\n    page\n    pageSize\n    pageCount\n    items {\n      ...ProductCardFields\n    }\n  }\n}": typeof types.GetProductPageDocument,
    "query GetProduct($id: Int!) {\n  product(id: $id) {\n    ...ProductCardFields\n    description\n  }\n}": typeof types.GetProductDocument,
    "query GetProducts {\n  products {\n    ...ProductCardFields\n  }\n}": typeof types.GetProductsDocument,
    "fragment ProductCardFields on Product {\n  id\n  productCode\n  title\n  imagePath\n  price\n  stock\n  status\n  server\n  blueEssence\n  skins\n  gameSlug\n  gameId\n  accountType\n  subCategory\n  rankStatus\n  accountText\n  deliveryMethod\n  hasAccountData\n  level\n  championCount\n  warrantyDays\n  cardTexts {\n    warranty\n    deliveryTime\n    level\n    champions\n    honor\n    access\n    email\n  }\n  cardFeatures {\n    slot\n    column\n    value\n    icon\n  }\n  customFeatures {\n    id\n    icon\n    label\n    value\n  }\n  displayOptions {\n    showLevel\n    showBE\n    showChampions\n    showSkins\n  }\n}": typeof types.ProductCardFieldsFragmentDoc,
    "mutation PlaceOrder($input: PlaceOrderInput!) {\n  placeOrder(input: $input) {\n    __typename\n    ... on Order {\n      id\n      totalPrice\n      status\n      product {\n        id\n        title\n      }\n    }\n    ... on PriceChangedError {\n      message\n      currentPrice\n    }\n    ... on OutOfStockError {\n      message\n    }\n    ... on InsufficientBalanceError {\n      message\n      balance\n    }\n    ... on ProductNotFoundError {\n      message\n    }\n    ... on ProductSoldError {\n      message\n    }\n    ... on AccountOnHoldError {\n      message\n    }\n  }\n}": typeof types.PlaceOrderDocument,
    "mutation CreateRestockAlert($input: CreateRestockAlertInput!) {\n  createRestockAlert(input: $input) {\n    id\n    productId\n    status\n  }\n}": typeof types.CreateRestockAlertDocument,
    "query GetTrustFigures {\n  orderTrustFigures {\n    days\n    orders\n    enough\n    deliveryMedianSeconds\n    deliveryP95Seconds\n    automaticPercent\n    claimsPer100Orders\n    replacedPercent\n    replacementMedianSeconds\n    refusedPercent\n  }\n  ticketTrustFigures {\n    days\n    tickets\n    enough\n    answeredWithin24hPercent\n  }\n}": typeof types.GetTrustFiguresDocument,
};
const documents: Documents = {
    "query GetSessionUser {\n  me {\n    id\n    username\n    email\n    isAdmin\n    balance\n  }\n}": types.GetSessionUserDocument,
    "query GetCardDesign($gameSlug: String!, $accountType: String, $subCategory: String) {\n  cardDesign(\n    gameSlug: $gameSlug\n    accountType: $accountType\n    subCategory: $subCategory\n  ) {\n    gameSlug\n    cardStyles {\n      backgroundColor\n      borderColor\n      glowColor\n      textColor\n      accentColor\n    }\n  }\n}": types.GetCardDesignDocument,
    "query GetGameCategories {\n  gameCategories {\n    id\n    name\n    slug\n    accountTypes {\n      id\n      name\n      description\n      subcategories {\n        id\n        name\n      }\n    }\n  }\n}": types.GetGameCategoriesDocument,
    "query GetProductPageSkins($filter: ProductFilterInput) {\n  productPageSkins(filter: $filter)\n}": types.GetProductPageSkinsDocument,
    "query GetProductPage($input: ProductPageInput) {\n  productPage(input: $input) {\n    total\n    page\n    pageSize\n    pageCount\n    items {\n      ...ProductCardFields\n    }\n  }\n}": types.GetProductPageDocument,
    "query GetProduct($id: Int!) {\n  product(id: $id) {\n    ...ProductCardFields\n    description\n  }\n}": types.GetProductDocument,
    "query GetProducts {\n  products {\n    ...ProductCardFields\n  }\n}": types.GetProductsDocument,
    "fragment ProductCardFields on Product {\n  id\n  productCode\n  title\n  imagePath\n  price\n  stock\n  status\n  server\n  blueEssence\n  skins\n  gameSlug\n  gameId\n  accountType\n  subCategory\n  rankStatus\n  accountText\n  deliveryMethod\n  hasAccountData\n  level\n  championCount\n  warrantyDays\n  cardTexts {\n    warranty\n    deliveryTime\n    level\n    champions\n    honor\n    access\n    email\n  }\n  cardFeatures {\n    slot\n    column\n    value\n    icon\n  }\n  customFeatures {\n    id\n    icon\n    label\n    value\n  }\n  displayOptions {\n    showLevel\n    showBE\n    showChampions\n    showSkins\n  }\n}": types.ProductCardFieldsFragmentDoc,
    "mutation PlaceOrder($input: PlaceOrderInput!) {\n  placeOrder(input: $input) {\n    __typename\n    ... on Order {\n      id\n      totalPrice\n      status\n      product {\n        id\n        title\n      }\n    }\n    ... on PriceChangedError {\n      message\n      currentPrice\n    }\n    ... on OutOfStockError {\n      message\n    }\n    ... on InsufficientBalanceError {\n      message\n      balance\n    }\n    ... on ProductNotFoundError {\n      message\n    }\n    ... on ProductSoldError {\n      message\n    }\n    ... on AccountOnHoldError {\n      message\n    }\n  }\n}": types.PlaceOrderDocument,
    "mutation CreateRestockAlert($input: CreateRestockAlertInput!) {\n  createRestockAlert(input: $input) {\n    id\n    productId\n    status\n  }\n}": types.CreateRestockAlertDocument,
    "query GetTrustFigures {\n  orderTrustFigures {\n    days\n    orders\n    enough\n    deliveryMedianSeconds\n    deliveryP95Seconds\n    automaticPercent\n    claimsPer100Orders\n    replacedPercent\n    replacementMedianSeconds\n    refusedPercent\n  }\n  ticketTrustFigures {\n    days\n    tickets\n    enough\n    answeredWithin24hPercent\n  }\n}": types.GetTrustFiguresDocument,
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
export function graphql(source: "query GetCardDesign($gameSlug: String!, $accountType: String, $subCategory: String) {\n  cardDesign(\n    gameSlug: $gameSlug\n    accountType: $accountType\n    subCategory: $subCategory\n  ) {\n    gameSlug\n    cardStyles {\n      backgroundColor\n      borderColor\n      glowColor\n      textColor\n      accentColor\n    }\n  }\n}"): (typeof documents)["query GetCardDesign($gameSlug: String!, $accountType: String, $subCategory: String) {\n  cardDesign(\n    gameSlug: $gameSlug\n    accountType: $accountType\n    subCategory: $subCategory\n  ) {\n    gameSlug\n    cardStyles {\n      backgroundColor\n      borderColor\n      glowColor\n      textColor\n      accentColor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetGameCategories {\n  gameCategories {\n    id\n    name\n    slug\n    accountTypes {\n      id\n      name\n      description\n      subcategories {\n        id\n        name\n      }\n    }\n  }\n}"): (typeof documents)["query GetGameCategories {\n  gameCategories {\n    id\n    name\n    slug\n    accountTypes {\n      id\n      name\n      description\n      subcategories {\n        id\n        name\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetProductPageSkins($filter: ProductFilterInput) {\n  productPageSkins(filter: $filter)\n}"): (typeof documents)["query GetProductPageSkins($filter: ProductFilterInput) {\n  productPageSkins(filter: $filter)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetProductPage($input: ProductPageInput) {\n  productPage(input: $input) {\n    total\n    page\n    pageSize\n    pageCount\n    items {\n      ...ProductCardFields\n    }\n  }\n}"): (typeof documents)["query GetProductPage($input: ProductPageInput) {\n  productPage(input: $input) {\n    total\n    page\n    pageSize\n    pageCount\n    items {\n      ...ProductCardFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetProduct($id: Int!) {\n  product(id: $id) {\n    ...ProductCardFields\n    description\n  }\n}"): (typeof documents)["query GetProduct($id: Int!) {\n  product(id: $id) {\n    ...ProductCardFields\n    description\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetProducts {\n  products {\n    ...ProductCardFields\n  }\n}"): (typeof documents)["query GetProducts {\n  products {\n    ...ProductCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductCardFields on Product {\n  id\n  productCode\n  title\n  imagePath\n  price\n  stock\n  status\n  server\n  blueEssence\n  skins\n  gameSlug\n  gameId\n  accountType\n  subCategory\n  rankStatus\n  accountText\n  deliveryMethod\n  hasAccountData\n  level\n  championCount\n  warrantyDays\n  cardTexts {\n    warranty\n    deliveryTime\n    level\n    champions\n    honor\n    access\n    email\n  }\n  cardFeatures {\n    slot\n    column\n    value\n    icon\n  }\n  customFeatures {\n    id\n    icon\n    label\n    value\n  }\n  displayOptions {\n    showLevel\n    showBE\n    showChampions\n    showSkins\n  }\n}"): (typeof documents)["fragment ProductCardFields on Product {\n  id\n  productCode\n  title\n  imagePath\n  price\n  stock\n  status\n  server\n  blueEssence\n  skins\n  gameSlug\n  gameId\n  accountType\n  subCategory\n  rankStatus\n  accountText\n  deliveryMethod\n  hasAccountData\n  level\n  championCount\n  warrantyDays\n  cardTexts {\n    warranty\n    deliveryTime\n    level\n    champions\n    honor\n    access\n    email\n  }\n  cardFeatures {\n    slot\n    column\n    value\n    icon\n  }\n  customFeatures {\n    id\n    icon\n    label\n    value\n  }\n  displayOptions {\n    showLevel\n    showBE\n    showChampions\n    showSkins\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PlaceOrder($input: PlaceOrderInput!) {\n  placeOrder(input: $input) {\n    __typename\n    ... on Order {\n      id\n      totalPrice\n      status\n      product {\n        id\n        title\n      }\n    }\n    ... on PriceChangedError {\n      message\n      currentPrice\n    }\n    ... on OutOfStockError {\n      message\n    }\n    ... on InsufficientBalanceError {\n      message\n      balance\n    }\n    ... on ProductNotFoundError {\n      message\n    }\n    ... on ProductSoldError {\n      message\n    }\n    ... on AccountOnHoldError {\n      message\n    }\n  }\n}"): (typeof documents)["mutation PlaceOrder($input: PlaceOrderInput!) {\n  placeOrder(input: $input) {\n    __typename\n    ... on Order {\n      id\n      totalPrice\n      status\n      product {\n        id\n        title\n      }\n    }\n    ... on PriceChangedError {\n      message\n      currentPrice\n    }\n    ... on OutOfStockError {\n      message\n    }\n    ... on InsufficientBalanceError {\n      message\n      balance\n    }\n    ... on ProductNotFoundError {\n      message\n    }\n    ... on ProductSoldError {\n      message\n    }\n    ... on AccountOnHoldError {\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateRestockAlert($input: CreateRestockAlertInput!) {\n  createRestockAlert(input: $input) {\n    id\n    productId\n    status\n  }\n}"): (typeof documents)["mutation CreateRestockAlert($input: CreateRestockAlertInput!) {\n  createRestockAlert(input: $input) {\n    id\n    productId\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetTrustFigures {\n  orderTrustFigures {\n    days\n    orders\n    enough\n    deliveryMedianSeconds\n    deliveryP95Seconds\n    automaticPercent\n    claimsPer100Orders\n    replacedPercent\n    replacementMedianSeconds\n    refusedPercent\n  }\n  ticketTrustFigures {\n    days\n    tickets\n    enough\n    answeredWithin24hPercent\n  }\n}"): (typeof documents)["query GetTrustFigures {\n  orderTrustFigures {\n    days\n    orders\n    enough\n    deliveryMedianSeconds\n    deliveryP95Seconds\n    automaticPercent\n    claimsPer100Orders\n    replacedPercent\n    replacementMedianSeconds\n    refusedPercent\n  }\n  ticketTrustFigures {\n    days\n    tickets\n    enough\n    answeredWithin24hPercent\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;