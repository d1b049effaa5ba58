import { ApolloLink, ServerError } from '@apollo/client';
import { catchError, defer, mergeMap, throwError } from 'rxjs';
import { CSRF_HEADER, type CsrfTokenSource } from './csrf-token';

/**
 * Adds `x-csrf-token` to every request (Apollo sends queries and mutations as POST). A 403 means
 * the token no longer matches the session (it expired or changed under us): fetch a fresh token
 * and retry once.
 */
export function createCsrfLink(tokens: CsrfTokenSource): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const sendWith = (token: string) => {
      operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
        headers: { ...headers, [CSRF_HEADER]: token },
      }));
      return forward(operation);
    };
    return defer(() => tokens.get()).pipe(
      mergeMap(sendWith),
      catchError((error: unknown) =>
        ServerError.is(error) && error.statusCode === 403
          ? defer(() => tokens.refresh()).pipe(mergeMap(sendWith))
          : throwError(() => error),
      ),
    );
  });
}
