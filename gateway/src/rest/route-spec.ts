import type { Request, RequestHandler, Response, Router } from 'express';
import { type ApiKeyScope, unsafeInputReason } from '@shop/server-kit';
import type { z } from 'zod';
import { OperationError } from './execute';

/**
 * Who may call a route: anyone, a signed-in user (their own data), an admin (401 guest, 403
 * customer), for the release registry an admin or a deploy token of the remote (`delivery`), or
 * for the reseller API (`/api/v1`) an API key with the route's `scope` (`apiKey`).
 */
export type Access = 'public' | 'customer' | 'admin' | 'delivery' | 'apiKey';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One answer of a route: its JSON schema, or another content type (a download, plain text). */
export interface AnswerSpec {
  description: string;
  schema?: z.ZodType;
  /** Default `application/json`. */
  contentType?: string;
  /** Headers worth documenting (name: description). */
  headers?: Record<string, string>;
}

/**
 * A facade route, declared once (registry.ts): the router mounts it (`mount`), the request is
 * parsed by its schemas (`parseRequest`), the admin gate reads its access, and /api/openapi.json is
 * generated from it.
 */
export interface RouteSpec<
  P extends z.ZodObject | undefined = z.ZodObject | undefined,
  Q extends z.ZodObject | undefined = z.ZodObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: Method;
  /** The express path under /api, e.g. `/wallet/:userId`. */
  path: string;
  /** The area in docs/api.md (an OpenAPI tag). */
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** With `access: 'apiKey'`: the scope the key must carry. */
  scope?: ApiKeyScope;
  params?: P;
  query?: Q;
  /** The JSON body (also parses the fields of a multipart form). */
  body?: B;
  /** Documentation only: a multipart form the route accepts beside JSON (its fields and file). */
  form?: z.ZodObject;
  /** Documentation only: a body the route reads raw (the payment webhook). */
  rawBody?: { contentType: string; description: string };
  /** Documentation only: request headers the route reads. */
  headers?: Record<string, string>;
  answers: Record<number, AnswerSpec>;
}

export type AnyRouteSpec = RouteSpec<z.ZodObject | undefined, z.ZodObject | undefined, z.ZodType | undefined>;

/** The parsed value of an optional schema property: undefined when the route declares none. */
type Parsed<S> = [Exclude<S, undefined>] extends [never] ? undefined : z.output<Exclude<S, undefined>>;

/** What a route's handler receives: its path params, query and body, parsed and typed. */
export interface RouteInput<R extends AnyRouteSpec> {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
}

export function defineRoute<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(route: RouteSpec<P, Q, B>): RouteSpec<P, Q, B> {
  return route;
}

function parsePart(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // Every field schema carries its own message (schemas/fields.ts); the first one is the answer.
  throw new OperationError(400, result.error.issues[0]?.message ?? 'Bad request.', 'BAD_USER_INPUT');
}

/**
 * The request against the route's schemas: path params, then query, then body; the first problem
 * is a 400 with the schema's message. Multipart fields are checked for unsafe input here (the
 * facade's `rejectUnsafeInput` checked JSON bodies, but ran before multer parsed the forms).
 */
export function parseRequest<R extends AnyRouteSpec>(route: R, req: Request): RouteInput<R> {
  const reason = route.form ? unsafeInputReason(req.body) : undefined;
  if (reason) throw new OperationError(400, reason, 'BAD_USER_INPUT');
  return {
    params: parsePart(route.params, req.params),
    query: parsePart(route.query, req.query),
    body: parsePart(route.body, req.body),
  } as RouteInput<R>;
}

/** Mounts a declared route: `before` (e.g. multer) runs first, then the handler with the parsed input. */
export function mount<R extends AnyRouteSpec>(
  router: Router,
  route: R,
  handler: (input: RouteInput<R>, req: Request, res: Response) => Promise<void>,
  ...before: RequestHandler[]
): void {
  router[route.method](route.path, ...before, async (req: Request, res: Response) => {
    await handler(parseRequest(route, req), req, res);
  });
}
