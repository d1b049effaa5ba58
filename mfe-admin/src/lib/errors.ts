import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

/** The server's own message for a failed operation, or the given fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => e.message)?.message;
    return message || fallback;
  }
  if (ServerError.is(error)) {
    try {
      const body: unknown = JSON.parse(error.bodyText);
      const message = (body as { message?: unknown; error?: unknown } | null)?.message ?? (body as { error?: unknown } | null)?.error;
      if (typeof message === 'string' && message) return message;
    } catch {
      // not JSON: fall through
    }
  }
  return fallback;
}
