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

export const SECOND_FACTOR_ENROLMENT_REQUIRED =
  "Set up a second factor (an authenticator app or a passkey) on your account's security page to use the admin panel.";
/** An admin past the grace without a second factor (issue 34): refused admin rights, with a code clients act on. */
export const secondFactorEnrolmentRequired = () =>
  codedError('FORBIDDEN', SECOND_FACTOR_ENROLMENT_REQUIRED, { secondFactorEnrolmentRequired: true });
