import { GraphQLError } from 'graphql';

export const RATE_LIMITED = 'RATE_LIMITED';

function inWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

export function rateLimitMessage(kind: 'login' | 'other', retryAfter: number): string {
  const wait = `Try again in ${inWords(retryAfter)}.`;
  return kind === 'login' ? `Too many failed sign-in attempts. ${wait}` : `Too many requests. ${wait}`;
}

/**
 * A refused request: 429 with `Retry-After` on /graphql (Apollo applies `extensions.http` and then
 * drops it); the REST facade maps the code to 429 and sets the header from `retryAfter`.
 */
export function rateLimitedError(kind: 'login' | 'other', retryAfter: number): GraphQLError {
  return new GraphQLError(rateLimitMessage(kind, retryAfter), {
    extensions: {
      code: RATE_LIMITED,
      retryAfter,
      http: { status: 429, headers: new Map([['retry-after', String(retryAfter)]]) },
    },
  });
}
