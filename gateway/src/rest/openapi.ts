import path from 'node:path';
import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { type RequestHandler, Router } from 'express';
import { z } from 'zod';
import { SESSION_COOKIE } from '../session/session';
import type { AnyRouteSpec } from './route-spec';
import { ErrorAnswer } from './schemas/fields';
import { PROBLEM_CONTENT_TYPE, ProblemAnswer } from './v1/problem';

export type OpenAPIObject = ReturnType<OpenApiGeneratorV31['generateDocument']>;

/** Where the reference lives under /api (public, outside the facade's router). */
export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PATH = '/docs';

const ACCESS_TEXT: Record<AnyRouteSpec['access'], string> = {
  public: 'Public.',
  customer: 'Signed-in users (their own data; admins any).',
  admin: 'Admins only: a guest gets 401 and a customer 403 before anything is read.',
  delivery:
    'An admin session, or a deploy token (Authorization: Bearer) whose remotes include this one (403 otherwise).',
  apiKey:
    'An API key (Authorization: Bearer gas_live_…) with the scope named under security; cookies are not accepted. Errors are RFC 9457 problem details.',
};

/** `/wallet/:userId` (express) as `/api/wallet/{userId}` (OpenAPI). */
export function openApiPath(expressPath: string): string {
  return `/api${expressPath.replace(/:([A-Za-z]+)/g, '{$1}')}`;
}

const error = (description: string) => ({ description, content: { 'application/json': { schema: ErrorAnswer } } });
const problem = (description: string) => ({
  description,
  content: { [PROBLEM_CONTENT_TYPE]: { schema: ProblemAnswer } },
});

function responsesOf(route: AnyRouteSpec): RouteConfig['responses'] {
  const responses: RouteConfig['responses'] = {};
  for (const [status, answer] of Object.entries(route.answers)) {
    const contentType = answer.contentType ?? 'application/json';
    responses[status] = {
      description: answer.description,
      ...(answer.schema ? { content: { [contentType]: { schema: answer.schema } } } : {}),
      ...(answer.headers
        ? {
            headers: Object.fromEntries(
              Object.entries(answer.headers).map(([name, description]) => [
                name,
                { description, schema: { type: 'string' } },
              ]),
            ),
          }
        : {}),
    };
  }
  const hasInput = Boolean(route.params || route.query || route.body || route.rawBody);
  if (route.access === 'apiKey') {
    if (hasInput && !responses[400]) responses[400] = problem('Bad input: `detail` says what to fix.');
    responses[401] ??= problem(
      'No key, a look-alike (bad checksum), or a key unknown, expired, revoked or rolled past its overlap.',
    );
    responses[403] ??= problem('The key lacks the scope, or is used from an address it does not allow.');
    responses[429] ??= problem(
      "Past the key's requests (or, for orders, order requests) per minute: retry after Retry-After seconds. Every answer carries RateLimit-Policy and RateLimit.",
    );
    responses[503] = problem('A service is unreachable for a moment: retry after Retry-After seconds.');
    return responses;
  }
  if (hasInput && !responses[400]) responses[400] = error('Bad input: `message` says what to fix.');
  if (route.access !== 'public' && !responses[401]) responses[401] = error('Not signed in.');
  if (route.access !== 'public' && !responses[403]) responses[403] = error('Not allowed (not an admin, or not yours).');
  responses[503] = error('A service is unreachable for a moment: retry after Retry-After seconds.');
  return responses;
}

function requestOf(route: AnyRouteSpec): RouteConfig['request'] {
  const content: Record<string, { schema: z.ZodType }> = {};
  if (route.body) content['application/json'] = { schema: route.body };
  if (route.form) content['multipart/form-data'] = { schema: route.form };
  if (route.rawBody)
    content[route.rawBody.contentType] = { schema: z.string().meta({ description: route.rawBody.description }) };
  return {
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { query: route.query } : {}),
    ...(route.headers
      ? {
          headers: z.object(
            Object.fromEntries(
              Object.keys(route.headers).map((name) => [
                name,
                z.string().optional().meta({ description: route.headers![name] }),
              ]),
            ),
          ),
        }
      : {}),
    ...(Object.keys(content).length ? { body: { content, required: Boolean(route.body && !route.form) } } : {}),
  };
}

function securityOf(route: AnyRouteSpec): Array<Record<string, string[]>> {
  if (route.access === 'apiKey') return [{ apiKey: route.scope ? [route.scope] : [] }];
  if (route.access === 'delivery') return [{ session: [] }, { deployToken: [] }];
  return [{ session: [] }];
}

/** The OpenAPI 3.1 document of the facade, generated from the registry (built once per process). */
export function openApiDocument(routes: Record<string, AnyRouteSpec>): OpenAPIObject {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session cookie set by /api/login; writes also send X-CSRF-Token (GET /api/csrf-token).',
  });
  registry.registerComponent('securitySchemes', 'apiKey', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'gas_live_ + 32 random characters + CRC32 (8 hex digits)',
    description:
      'An API key of the reseller API (`/api/v1`), created on the account page or with POST /api/account/api-keys; the scopes each route needs are listed in its security requirement.',
  });
  registry.registerComponent('securitySchemes', 'deployToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'A deploy token (shopdt_…) for the release registry routes of its remotes (docs/delivery.md).',
  });
  for (const [name, route] of Object.entries(routes)) {
    registry.registerPath({
      method: route.method,
      path: openApiPath(route.path),
      operationId: name,
      tags: [route.tag],
      summary: route.summary,
      description: [route.description, `Access: ${ACCESS_TEXT[route.access]}`].filter(Boolean).join('\n\n'),
      'x-access': route.access,
      ...(route.access === 'public' ? {} : { security: securityOf(route) }),
      request: requestOf(route),
      responses: responsesOf(route),
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Game account shop REST API',
      version: '1.0.0',
      description:
        'The REST facade of the gateway (docs/api.md): each route runs one typed GraphQL operation. ' +
        'Errors answer `{ message, error, code }` with a 4xx or 5xx status. Writes need the X-CSRF-Token header. ' +
        'The reseller API under /api/v1 takes an API key (Authorization: Bearer) instead of the session and answers errors as RFC 9457 problem details.',
    },
    tags: [...new Set(Object.values(routes).map((route) => route.tag))].map((name) => ({ name })),
  });
}

/** swagger-ui-dist's files the reference page loads, served from this origin (no third-party origins). */
const SWAGGER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Game account shop REST API</title>
<link rel="icon" href="/api/docs/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"><p>Loading the API reference…</p></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

// Only reads can be tried from the page: writes need a CSRF token and a session the page does not manage.
const INIT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  supportedSubmitMethods: ['get'],
});
`;

/** Revalidated on each use: the document changes with a deploy, never within one. */
const noCache: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-cache');
  next();
};

/**
 * `GET /api/openapi.json` (the document) and `GET /api/docs` (a readable reference page from
 * swagger-ui-dist's files). `gate` runs first on each of them: none when `API_DOCS=public`
 * (mounted before sessions: they read nothing of the caller), the admin check when `admin`
 * (mounted after the session).
 */
export function apiReference(routes: Record<string, AnyRouteSpec>, gate?: RequestHandler): Router {
  const router = Router();
  if (gate) router.use([OPENAPI_PATH, DOCS_PATH], gate);
  let document: OpenAPIObject | undefined;
  const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  router.get(OPENAPI_PATH, noCache, (_req, res) => {
    document ??= openApiDocument(routes);
    res.json(document);
  });
  router.get(DOCS_PATH, noCache, (_req, res) => {
    res.type('html').send(PAGE);
  });
  router.get(`${DOCS_PATH}/init.js`, noCache, (_req, res) => {
    res.type('text/javascript').send(INIT);
  });
  router.get(`${DOCS_PATH}/:file`, noCache, (req, res, next) => {
    const file = String(req.params.file);
    const type = SWAGGER_FILES[file];
    if (!type) return next();
    res.sendFile(path.join(swaggerDir, file), { headers: { 'Content-Type': type } });
  });
  return router;
}
