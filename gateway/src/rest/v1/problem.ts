import type { ErrorRequestHandler, Response } from 'express';
import { isUnavailableError, log, UNAVAILABLE_MESSAGE } from '@shop/server-kit';
import { z } from 'zod';
import { OperationError } from '../execute';

/** RFC 9457 problem details, the error answers of `/api/v1` (docs/api.md "The reseller API"). */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

const TITLES: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthenticated',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  422: 'Unprocessable content',
  429: 'Too many requests',
  500: 'Internal server error',
  503: 'Service unavailable',
};

/** Each problem's `type`: a relative URI naming the kind of problem (resolved against the API's origin). */
export const problemType = (code: string) => `/api/v1/problems/${code.toLowerCase().replace(/_/g, '-')}`;

export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    /** Extension members (RFC 9457 §3.2) a caller acts on, e.g. `balance` and `price`. */
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = 'Problem';
  }
}

export const ProblemAnswer = z
  .object({
    type: z.string().meta({ description: 'A URI naming the kind of problem, e.g. /api/v1/problems/forbidden.' }),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().meta({ description: 'What went wrong, in words a caller can act on.' }),
    code: z.string().meta({ description: "The shop's code: UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, BAD_USER_INPUT, …" }),
    requestId: z.string().optional(),
  })
  .meta({ id: 'Problem' });

export function sendProblem(
  res: Response,
  status: number,
  code: string,
  detail: string,
  extensions: Record<string, unknown> = {},
): void {
  const requestId = res.locals.requestId ? String(res.locals.requestId) : undefined;
  res
    .status(status)
    .type(PROBLEM_CONTENT_TYPE)
    .send(
      JSON.stringify({
        ...extensions,
        type: problemType(code),
        title: TITLES[status] ?? 'Error',
        status,
        detail,
        code,
        ...(requestId && status >= 500 ? { requestId } : {}),
      }),
    );
}

const RETRY_AFTER_S = 5;

/** Every error of `/api/v1` as a problem: the facade's coded errors keep their status and code; the rest is a 500. */
export const problemHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof Problem) {
    if (error.status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_S));
    return sendProblem(res, error.status, error.code, error.detail, error.extensions);
  }
  if (error instanceof OperationError) {
    if (error.status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_S));
    return sendProblem(res, error.status, error.code, error.message, error.extensions);
  }
  const { status } = error as { status?: number };
  if (status && status >= 400 && status < 500) return sendProblem(res, status, 'BAD_REQUEST', 'Bad request.');
  if (isUnavailableError(error)) {
    res.setHeader('Retry-After', String(RETRY_AFTER_S));
    return sendProblem(res, 503, 'SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE);
  }
  log('gateway', 'error', 'unhandled error', {
    requestId: String(res.locals.requestId ?? ''),
    path: req.path,
    error: String((error as Error)?.stack ?? error),
  });
  sendProblem(res, 500, 'INTERNAL_SERVER_ERROR', 'Internal server error');
};
