import { GraphQLError } from 'graphql';

/**
 * Coded errors every subgraph throws. The REST facade maps the code to an HTTP status
 * (`STATUS_BY_CODE` in gateway/src/rest/execute.ts); anything uncoded becomes a 500 with a request id.
 */
export type ErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT' | 'SERVICE_UNAVAILABLE';

export function codedError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const unauthenticated = (message = 'Please log in first.') => codedError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do this.') => codedError('FORBIDDEN', message);
export const notFound = (message: string) => codedError('NOT_FOUND', message);
export const badInput = (message: string, extra?: Record<string, unknown>) =>
  codedError('BAD_USER_INPUT', message, extra);
export const conflict = (message: string, extra?: Record<string, unknown>) => codedError('CONFLICT', message, extra);
