import type { Request } from 'express';
import { OperationError } from './execute';

/** A positive integer id from the path, or a 400 with a readable message. */
export function idParam(req: Request, name: string, label = name): number {
  const raw = req.params[name];
  const value = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new OperationError(400, `Invalid ${label}.`, 'BAD_USER_INPUT');
  }
  return value;
}

/** The JSON body as an object (express leaves it undefined when none was sent). */
export function body(req: Request): Record<string, unknown> {
  const value = req.body as unknown;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function stringField(source: Record<string, unknown>, field: string): string {
  const value = source[field];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Owner-or-admin check on `{userId}` path segments, before any operation runs. */
export function assertSelfOrAdmin(req: Request, userId: number): void {
  const sessionUser = req.session?.userId;
  if (sessionUser === undefined) throw new OperationError(401, 'Please log in first.', 'UNAUTHENTICATED');
  if (sessionUser !== userId && req.session.isAdmin !== true) {
    throw new OperationError(403, 'You can only access your own data.', 'FORBIDDEN');
  }
}
