import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/**
 * Anti-forgery per the spec's request conventions: a token kept in the session and mirrored in a
 * readable cookie; every POST/PUT/PATCH/DELETE must echo it in the `x-csrf-token` header.
 */
export const CSRF_COOKIE = 'csrf-token';
export const CSRF_HEADER = 'x-csrf-token';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function issueCsrfToken(req: Request, res: Response): string {
  if (!req.session.csrfToken) {
    req.session.csrfToken = randomBytes(24).toString('base64url');
    req.session.createdAt ??= Date.now();
  }
  res.cookie(CSRF_COOKIE, req.session.csrfToken, { sameSite: 'lax', secure: req.secure, httpOnly: false, path: '/' });
  return req.session.csrfToken;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function csrfProtection(req: Request, res: Response, next: NextFunction): void {
  if (!MUTATING.has(req.method)) return next();
  const expected = req.session?.csrfToken;
  const given = req.header(CSRF_HEADER);
  if (!expected || !given || !sameToken(expected, given)) {
    // A stale cookie (expired or destroyed session) is dropped so the client fetches a new token.
    if (!expected) res.clearCookie(CSRF_COOKIE, { path: '/', secure: req.secure, sameSite: 'lax' });
    const message = 'Invalid or missing CSRF token. Reload the page and try again.';
    res.status(403).json({ message, error: message });
    return;
  }
  next();
}
