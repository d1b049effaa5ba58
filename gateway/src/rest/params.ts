import type { Request, RequestHandler } from 'express';
import { unsafeInputReason } from '@shop/server-kit';
import { sessionIsAdmin } from '../session/session';
import { notAdminError } from './admin-gate';
import { OperationError } from './execute';

function assertSafe(value: unknown): void {
  const reason = unsafeInputReason(value);
  if (reason) throw new OperationError(400, reason, 'BAD_USER_INPUT');
}

/**
 * Query strings and JSON bodies with NUL characters, broken Unicode or deep nesting are refused
 * before any route reads them (a route may turn a field into text, which recurses).
 */
export const rejectUnsafeInput: RequestHandler = (req, _res, next) => {
  assertSafe(req.query);
  assertSafe(req.body);
  next();
};

/** Owner-or-admin check on `{userId}` path segments, before any operation runs. */
export function assertSelfOrAdmin(req: Request, userId: number): void {
  const sessionUser = req.session?.userId;
  if (sessionUser === undefined) throw new OperationError(401, 'Please log in first.', 'UNAUTHENTICATED');
  if (sessionUser !== userId && !sessionIsAdmin(req)) {
    throw notAdminError(req, 'You can only access your own data.');
  }
}
