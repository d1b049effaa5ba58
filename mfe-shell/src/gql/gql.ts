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
    "query GetAnnouncements {\n  announcements {\n    id\n    title\n    content\n    type\n    createdAt\n  }\n}": typeof types.GetAnnouncementsDocument,
    "query GetMyNotices {\n  myNotices {\n    id\n    kind\n    text\n    link\n    read\n    createdAt\n  }\n}": typeof types.GetMyNoticesDocument,
    "mutation MarkNoticesRead {\n  markNoticesRead\n}": typeof types.MarkNoticesReadDocument,
    "query GetRecentPurchases($limit: Int!, $hours: Int!) {\n  recentPurchases(limit: $limit, hours: $hours) {\n    id\n    username\n    verified\n    message\n    amount\n    timestamp\n    product {\n      gameSlug\n      accountType\n      server\n    }\n  }\n}": typeof types.GetRecentPurchasesDocument,
    "query GetMe {\n  me {\n    id\n    username\n    email\n    isAdmin\n    balance\n    secondFactorEnrolmentRequired\n  }\n}": typeof types.GetMeDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
};
const documents: Documents = {
    "query GetAnnouncements {\n  announcements {\n    id\n    title\n    content\n    type\n    createdAt\n  }\n}": types.GetAnnouncementsDocument,
    "query GetMyNotices {\n  myNotices {\n    id\n    kind\n    text\n    link\n    read\n    createdAt\n  }\n}": types.GetMyNoticesDocument,
    "mutation MarkNoticesRead {\n  markNoticesRead\n}": types.MarkNoticesReadDocument,
    "query GetRecentPurchases($limit: Int!, $hours: Int!) {\n  recentPurchases(limit: $limit, hours: $hours) {\n    id\n    username\n    verified\n    message\n    amount\n    timestamp\n    product {\n      gameSlug\n      accountType\n      server\n    }\n  }\n}": types.GetRecentPurchasesDocument,
    "query GetMe {\n  me {\n    id\n    username\n    email\n    isAdmin\n    balance\n    secondFactorEnrolmentRequired\n  }\n}": types.GetMeDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
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
export function graphql(source: "query GetAnnouncements {\n  announcements {\n    id\n    title\n    content\n    type\n    createdAt\n  }\n}"): (typeof documents)["query GetAnnouncements {\n  announcements {\n    id\n    title\n    content\n    type\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetMyNotices {\n  myNotices {\n    id\n    kind\n    text\n    link\n    read\n    createdAt\n  }\n}"): (typeof documents)["query GetMyNotices {\n  myNotices {\n    id\n    kind\n    text\n    link\n    read\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkNoticesRead {\n  markNoticesRead\n}"): (typeof documents)["mutation MarkNoticesRead {\n  markNoticesRead\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetRecentPurchases($limit: Int!, $hours: Int!) {\n  recentPurchases(limit: $limit, hours: $hours) {\n    id\n    username\n    verified\n    message\n    amount\n    timestamp\n    product {\n      gameSlug\n      accountType\n      server\n    }\n  }\n}"): (typeof documents)["query GetRecentPurchases($limit: Int!, $hours: Int!) {\n  recentPurchases(limit: $limit, hours: $hours) {\n    id\n    username\n    verified\n    message\n    amount\n    timestamp\n    product {\n      gameSlug\n      accountType\n      server\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetMe {\n  me {\n    id\n    username\n    email\n    isAdmin\n    balance\n    secondFactorEnrolmentRequired\n  }\n}"): (typeof documents)["query GetMe {\n  me {\n    id\n    username\n    email\n    isAdmin\n    balance\n    secondFactorEnrolmentRequired\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;