import type { ApolloServer } from '@apollo/server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type DocumentNode, print } from 'graphql';
import type { GatewayContext } from '../graphql/context';

/** A failed operation, already mapped to the HTTP status of the spec's error convention. */
export class OperationError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'OperationError';
  }
}

const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
};

/** A coded GraphQL error as the facade's HTTP error (an unknown code is a 500 that hides its message). */
export function operationError(
  code: string,
  message: string,
  extensions: Record<string, unknown> = {},
): OperationError {
  const status = STATUS_BY_CODE[code] ?? 500;
  return new OperationError(status, status === 500 ? 'Internal server error' : message, code, extensions);
}

/**
 * Each operation's text, printed once: `executeOperation` prints a document it is given on every
 * call (a visible share of the gateway's CPU on the product detail); a string goes straight to its
 * parsed-document cache.
 */
const printed = new WeakMap<DocumentNode, string>();
function sourceOf(document: DocumentNode): string {
  let source = printed.get(document);
  if (source === undefined) {
    source = print(document);
    printed.set(document, source);
  }
  return source;
}

/**
 * Runs one typed GraphQL operation in-process against the gateway schema, with the caller's
 * session identity, exactly as /graphql would. The facade never reaches a database itself.
 */
export async function runOperation<TData, TVariables extends Record<string, unknown>>(
  server: ApolloServer<GatewayContext>,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  context: GatewayContext,
): Promise<TData> {
  const response = await server.executeOperation<TData, TVariables>(
    { query: sourceOf(document), variables },
    { contextValue: context },
  );
  if (response.body.kind !== 'single') throw new Error('unexpected incremental response');
  const { data, errors } = response.body.singleResult;
  if (errors?.length) {
    const [first] = errors;
    const { code, serviceName: _service, stacktrace: _stack, ...extensions } = first.extensions ?? {};
    throw operationError(typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR', first.message, extensions);
  }
  if (!data) throw new Error('operation returned no data');
  return data;
}
