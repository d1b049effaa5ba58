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
    "query GetProducts {\n  products {\n    id\n    title\n    price\n    stock\n    status\n  }\n}": typeof types.GetProductsDocument,
    "query GetAdminTickets {\n  tickets {\n    id\n    subject\n    status\n    priority\n    userId\n    user {\n      id\n      username\n    }\n    lastReplyBy\n    updatedAt\n  }\n}": typeof types.GetAdminTicketsDocument,
    "mutation SetTicketStatus($id: Int!, $status: TicketStatus!) {\n  updateTicketStatus(id: $id, status: $status) {\n    id\n    status\n    updatedAt\n    lastReplyBy\n  }\n}": typeof types.SetTicketStatusDocument,
};
const documents: Documents = {
    "query GetSessionUser {\n  me {\n    id\n    username\n    email\n    isAdmin\n    balance\n  }\n}": types.GetSessionUserDocument,
    "query GetProducts {\n  products {\n    id\n    title\n    price\n    stock\n    status\n  }\n}": types.GetProductsDocument,
    "query GetAdminTickets {\n  tickets {\n    id\n    subject\n    status\n    priority\n    userId\n    user {\n      id\n      username\n    }\n    lastReplyBy\n    updatedAt\n  }\n}": types.GetAdminTicketsDocument,
    "mutation SetTicketStatus($id: Int!, $status: TicketStatus!) {\n  updateTicketStatus(id: $id, status: $status) {\n    id\n    status\n    updatedAt\n    lastReplyBy\n  }\n}": types.SetTicketStatusDocument,
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
export function graphql(source: "query GetProducts {\n  products {\n    id\n    title\n    price\n    stock\n    status\n  }\n}"): (typeof documents)["query GetProducts {\n  products {\n    id\n    title\n    price\n    stock\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminTickets {\n  tickets {\n    id\n    subject\n    status\n    priority\n    userId\n    user {\n      id\n      username\n    }\n    lastReplyBy\n    updatedAt\n  }\n}"): (typeof documents)["query GetAdminTickets {\n  tickets {\n    id\n    subject\n    status\n    priority\n    userId\n    user {\n      id\n      username\n    }\n    lastReplyBy\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetTicketStatus($id: Int!, $status: TicketStatus!) {\n  updateTicketStatus(id: $id, status: $status) {\n    id\n    status\n    updatedAt\n    lastReplyBy\n  }\n}"): (typeof documents)["mutation SetTicketStatus($id: Int!, $status: TicketStatus!) {\n  updateTicketStatus(id: $id, status: $status) {\n    id\n    status\n    updatedAt\n    lastReplyBy\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;