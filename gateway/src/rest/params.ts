import type { Request, RequestHandler } from 'express';
import { unsafeInputReason } from '@shop/server-kit';
import { sessionIsAdmin } from '../session/session';
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

/** A positive integer id from the path, or a 400 with a readable message. */
export function idParam(req: Request, name: string, label = name): number {
  const raw = req.params[name];
  const value = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new OperationError(400, `Invalid ${label}.`, 'BAD_USER_INPUT');
  }
  return value;
}

/** The JSON or multipart body as an object (express leaves it undefined when none was sent). */
export function body(req: Request): Record<string, unknown> {
  const value = req.body as unknown;
  // Multipart fields are parsed by the route itself, after rejectUnsafeInput ran.
  assertSafe(value);
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
  if (sessionUser !== userId && !sessionIsAdmin(req)) {
    throw new OperationError(403, 'You can only access your own data.', 'FORBIDDEN');
  }
}

/** An optional query-string value: trimmed, undefined when absent or blank; a list is a 400. */
export function queryParam(req: Request, name: string, maxLength = 64): string | undefined {
  const raw = req.query[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw new OperationError(400, `Give ${name} once, as text.`, 'BAD_USER_INPUT');
  const value = raw.trim();
  if (value.length > maxLength) throw new OperationError(400, `${name} is too long.`, 'BAD_USER_INPUT');
  return value || undefined;
}

/** An optional whole-number query-string value with a default; anything else is a 400. */
export function queryInt(req: Request, name: string, fallback: number): number {
  const value = queryParam(req, name, 9);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new OperationError(400, `${name} must be a whole number.`, 'BAD_USER_INPUT');
  return Number(value);
}
