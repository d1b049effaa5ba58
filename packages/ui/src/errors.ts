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
      const message =
        (body as { message?: unknown; error?: unknown } | null)?.message ?? (body as { error?: unknown } | null)?.error;
      if (typeof message === 'string' && message) return message;
    } catch {
      // not JSON: fall through
    }
  }
  return fallback;
}

/**
 * The spec's read-error wording: the HTTP status, ': ', then the body text (the status text when
 * the body is empty). Errors without an HTTP status give their message.
 */
export function httpErrorMessage(error: unknown): string {
  if (ServerError.is(error)) {
    const body = error.bodyText?.trim();
    return `${error.statusCode}: ${body || error.message}`;
  }
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => e.message).join('; ') || error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The message of a refusal answered by the purchase family (a member of `PlaceOrderResult`,
 * `CheckoutCartResult` or `DepositResult` that implements `Refusal`: every member but the success
 * carries `message`), or null for the success or no answer.
 */
export function refusalMessage(answer: object | null | undefined): string | null {
  return answer && 'message' in answer && typeof answer.message === 'string' ? answer.message : null;
}
