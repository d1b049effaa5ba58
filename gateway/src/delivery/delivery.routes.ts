import express, { type NextFunction, type Request, type RequestHandler, type Response, Router } from 'express';
import multer from 'multer';
import { notAdminError } from '../rest/admin-gate';
import { OperationError } from '../rest/execute';
import { restErrorHandler } from '../rest/facade';
import { DELIVERY_ROUTES } from '../rest/delivery-registry';
import { mount } from '../rest/route-spec';
import { sessionIsAdmin } from '../session/session';
import { rateLimitMessage } from '../throttle/rate-limited.error';
import type { WindowLimit } from '../throttle/throttle-config';
import type { ThrottleStore } from '../throttle/throttle-store';
import { addressKey } from '../throttle/throttles';
import { log } from '@shop/server-kit';
import { requestSeed } from './buckets';
import type { CanaryGuard } from './canary-guard';
import { PREVIEW_DEFAULT_HOURS, type PreviewLinks } from './previews';
import { BadBuildError } from './build-contents';
import type { DeliveryActor, DeliveryAudit } from './delivery-audit';
import type { DeployToken, DeployTokens } from './deploy-tokens';
import { DeliveryRefusal, type ReleaseRegistry } from './release-registry';

/** Who is calling: an admin's session or a deploy token. */
interface Caller {
  actor: DeliveryActor;
  token: DeployToken | null;
  reauthenticated: boolean;
}

const MAX_FILE_BYTES = 10 * 1024 * 1024;
const MAX_BUILD_BYTES = 64 * 1024 * 1024;
const MAX_FILES = 1000;

/** A build's files: one part per file, its file name the path inside dist (kept whole: `preservePath`). */
const buildUpload = multer({
  storage: multer.memoryStorage(),
  preservePath: true,
  defParamCharset: 'utf8',
  limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 10, fieldSize: 4 * 1024 },
}).any();

const receiveBuild: RequestHandler = (req, res, next) => {
  // The whole build is held in memory: its size must be known (and bounded) before it is read.
  if (req.headers['content-length'] === undefined)
    return next(new OperationError(411, 'Send the build with a Content-Length.', 'LENGTH_REQUIRED'));
  if (Number(req.headers['content-length']) > MAX_BUILD_BYTES)
    return next(
      new OperationError(413, `A build is at most ${MAX_BUILD_BYTES / 1024 / 1024} MB.`, 'PAYLOAD_TOO_LARGE'),
    );
  if (!req.is('multipart/form-data'))
    return next(new OperationError(400, 'Send the build as multipart/form-data, one part per file.', 'BAD_USER_INPUT'));
  buildUpload(req, res, (error?: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE')
      return next(
        new OperationError(
          413,
          `A file of a build is at most ${MAX_FILE_BYTES / 1024 / 1024} MB.`,
          'PAYLOAD_TOO_LARGE',
        ),
      );
    if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_COUNT')
      return next(new OperationError(413, `A build has at most ${MAX_FILES} files.`, 'PAYLOAD_TOO_LARGE'));
    next(
      new OperationError(400, 'The build could not be read: send it again as multipart/form-data.', 'BAD_USER_INPUT'),
    );
  });
};

const callerOf = (res: Response) => res.locals.deliveryCaller as Caller;

/** A deploy token may act only on its own remotes; an admin on all. */
function requireRemote(res: Response, remote: string): void {
  const { token } = callerOf(res);
  if (token && !token.remotes.includes(remote))
    throw new OperationError(403, `This deploy token may not deploy the ${remote} remote.`, 'FORBIDDEN');
}

function requireAdminCaller(res: Response): Caller {
  const caller = callerOf(res);
  if (caller.token) throw new OperationError(403, 'A deploy token may not do this: admins only.', 'FORBIDDEN');
  return caller;
}

function refusal(error: unknown): never {
  if (error instanceof DeliveryRefusal) {
    const code = error.status === 404 ? 'NOT_FOUND' : error.status === 409 ? 'CONFLICT' : 'GATES_REFUSED';
    throw new OperationError(error.status, error.message, code, error.extra);
  }
  if (error instanceof BadBuildError)
    throw new OperationError(400, error.message, 'BAD_USER_INPUT', { problems: error.problems });
  throw error;
}

const TOKEN_REFUSALS = {
  malformed: 'That is not a deploy token (shopdt_…).',
  unknown: 'Unknown deploy token.',
  revoked: 'This deploy token was revoked.',
  expired: 'This deploy token has expired.',
} as const;

/**
 * The release registry's routes (rest/delivery-registry.ts). A request with `Authorization: Bearer`
 * is a deploy token's: no session and no anti-forgery token (nothing a browser sends by itself);
 * any other needs an admin session, with the anti-forgery token on writes (`sessionAuth`: the
 * session, fresh rights and CSRF middleware of the facade).
 */
export function deliveryRoutes(deps: {
  registry: ReleaseRegistry;
  tokens: DeployTokens;
  audit: DeliveryAudit;
  sessionAuth: RequestHandler[];
  /** This replica reads the live builds again (its pages' preload links name them). */
  refreshLive(): Promise<void>;
  guard: CanaryGuard;
  previews: PreviewLinks;
  /** The failure reports' throttle per address; null with `RATE_LIMIT=off`. */
  reportThrottle: { store: ThrottleStore; limit: WindowLimit } | null;
}): Router {
  const router = Router();

  // The shell's failure reports: anonymous (no session, no token), small, throttled per address.
  router.post(DELIVERY_ROUTES.reportFailure.path, express.json({ limit: '2kb' }), async (req, _res, next) => {
    const throttle = deps.reportThrottle;
    if (!throttle) return next();
    try {
      const key = `delivery-errors:address:${addressKey(req.ip ?? req.socket.remoteAddress ?? '')}`;
      const hit = await throttle.store.hit(key, 1, throttle.limit.limit, throttle.limit.windowMs);
      if (hit.allowed) return next();
      next(
        new OperationError(429, rateLimitMessage('other', hit.retryAfter), 'RATE_LIMITED', {
          retryAfter: hit.retryAfter,
        }),
      );
    } catch (error) {
      // The throttle's store failed: a report is worth less than an error answer.
      log('gateway', 'warn', 'failure report throttle unavailable', { error: String(error) });
      next();
    }
  });
  mount(router, DELIVERY_ROUTES.reportFailure, async ({ body }, req, res) => {
    // Best effort: a report that could not be kept is not the browser's problem (never a 5xx).
    await deps.guard
      .record(body, requestSeed(req), req.ip ?? '')
      .catch((error: unknown) => log('gateway', 'warn', 'could not keep a failure report', { error: String(error) }));
    res.status(202).json({ recorded: true });
  });

  const sessions = Router();
  sessions.use(...deps.sessionAuth, (req: Request, res: Response, next: NextFunction) => {
    if (req.session?.userId === undefined) throw new OperationError(401, 'Please log in first.', 'UNAUTHENTICATED');
    if (!sessionIsAdmin(req)) throw notAdminError(req);
    const caller: Caller = {
      actor: { userId: req.session.userId, tokenId: null, tokenName: null },
      token: null,
      reauthenticated: (req.session.reauthUntil ?? 0) > Date.now(),
    };
    res.locals.deliveryCaller = caller;
    next();
  });

  router.use('/delivery', (req, res, next) => {
    const authorization = req.header('authorization');
    if (!authorization) return sessions(req, res, next);
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!bearer)
      return next(
        new OperationError(401, 'Send the deploy token as Authorization: Bearer <token>.', 'UNAUTHENTICATED'),
      );
    deps.tokens
      .authenticate(bearer[1])
      .then((found) => {
        if ('refused' in found) throw new OperationError(401, TOKEN_REFUSALS[found.refused], 'UNAUTHENTICATED');
        const caller: Caller = {
          actor: { userId: null, tokenId: found.token.id, tokenName: found.token.name },
          token: found.token,
          reauthenticated: false,
        };
        res.locals.deliveryCaller = caller;
        next();
      })
      .catch(next);
  });
  router.post(
    DELIVERY_ROUTES.publishBuild.path,
    (req, res, next) => {
      // Refused before the upload is read: a token of another remote sends no bytes in.
      requireRemote(res, String(req.params.name));
      next();
    },
    receiveBuild,
  );
  router.use('/delivery', express.json({ limit: '64kb' }));

  mount(router, DELIVERY_ROUTES.publishBuild, async ({ params }, req, res) => {
    requireRemote(res, params.name);
    const uploaded = ((req.files as Express.Multer.File[] | undefined) ?? []).map((file) => ({
      path: file.originalname,
      bytes: file.buffer,
    }));
    if (!uploaded.length) throw new OperationError(400, 'The build has no files.', 'BAD_USER_INPUT');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const gitCommit =
      typeof body.gitCommit === 'string' && /^[0-9a-f]{7,64}$/i.test(body.gitCommit) ? body.gitCommit : null;
    const result = await deps.registry.publish(params.name, uploaded, gitCommit, callerOf(res).actor).catch(refusal);
    res.status(result.outcome === 'created' ? 201 : 200).json(result.build);
  });

  mount(router, DELIVERY_ROUTES.deliveredRemotes, async (_input, _req, res) => {
    const { token } = callerOf(res);
    res.json(await deps.registry.remotes(token?.remotes));
  });

  mount(router, DELIVERY_ROUTES.remoteBuilds, async ({ params }, _req, res) => {
    requireRemote(res, params.name);
    res.json(await deps.registry.builds(params.name));
  });

  // A switch is answered once this replica serves it: a page loaded right after names the new
  // build in its preload links (the others follow on the change feed, moments later).
  mount(router, DELIVERY_ROUTES.activateBuild, async ({ params, body }, _req, res) => {
    requireRemote(res, params.name);
    const { revision, gates } = await deps.registry
      .activate(params.name, body, callerOf(res).actor, 'activate')
      .catch(refusal);
    await deps.refreshLive();
    res.json({ revision, gates });
  });

  mount(router, DELIVERY_ROUTES.rollbackBuild, async ({ params, body }, _req, res) => {
    requireRemote(res, params.name);
    const { revision, gates } = await deps.registry
      .activate(params.name, body, callerOf(res).actor, 'rollback')
      .catch(refusal);
    await deps.refreshLive();
    res.json({ revision, gates });
  });

  mount(router, DELIVERY_ROUTES.setCanary, async ({ params, body }, _req, res) => {
    requireRemote(res, params.name);
    const answer = await deps.registry.setCanary(params.name, body, callerOf(res).actor).catch(refusal);
    await deps.refreshLive();
    res.json(answer);
  });

  mount(router, DELIVERY_ROUTES.clearCanary, async ({ params, body }, _req, res) => {
    requireRemote(res, params.name);
    const { revision } = await deps.registry.clearCanary(params.name, body, callerOf(res).actor).catch(refusal);
    await deps.refreshLive();
    res.json({ revision, gates: [] });
  });

  mount(router, DELIVERY_ROUTES.promoteCanary, async ({ params, body }, _req, res) => {
    requireRemote(res, params.name);
    const answer = await deps.registry.promoteCanary(params.name, body, callerOf(res).actor).catch(refusal);
    await deps.refreshLive();
    res.json(answer);
  });

  mount(router, DELIVERY_ROUTES.remoteFailures, async ({ params }, _req, res) => {
    requireRemote(res, params.name);
    res.json({ failures: await deps.guard.lastHour(params.name) });
  });

  mount(router, DELIVERY_ROUTES.createPreview, async ({ body }, _req, res) => {
    const pins = Object.fromEntries(Object.entries(body.pins).filter(([, buildId]) => buildId)) as Record<
      string,
      string
    >;
    for (const remote of Object.keys(pins)) requireRemote(res, remote);
    const expiresAt = new Date(Date.now() + (body.hours ?? PREVIEW_DEFAULT_HOURS) * 3600_000);
    await deps.registry.preview(pins, expiresAt, callerOf(res).actor).catch(refusal);
    const token = deps.previews.sign({ pins, expiresAt: expiresAt.getTime() });
    res.status(201).json({ url: `/preview/${token}`, expiresAt: expiresAt.toISOString() });
  });

  mount(router, DELIVERY_ROUTES.pinBuild, async ({ params, body }, _req, res) => {
    const caller = requireAdminCaller(res);
    const pinned = await deps.registry.pin(params.name, params.buildId, body.pinned, caller.actor);
    if (pinned === null) throw new OperationError(404, `${params.name} has no build ${params.buildId}.`, 'NOT_FOUND');
    res.json({ buildId: params.buildId, pinned });
  });

  mount(router, DELIVERY_ROUTES.createDeployToken, async ({ body }, _req, res) => {
    const caller = requireAdminCaller(res);
    if (!caller.reauthenticated)
      throw new OperationError(403, 'Re-enter your password to create a deploy token.', 'REAUTH_REQUIRED');
    const created = await deps.tokens.create(
      { name: body.name, remotes: body.remotes, expiresAt: body.expiresAt ? new Date(body.expiresAt) : null },
      caller.actor,
    );
    res.status(201).json(created);
  });

  mount(router, DELIVERY_ROUTES.deployTokens, async (_input, _req, res) => {
    requireAdminCaller(res);
    res.json(await deps.tokens.list());
  });

  mount(router, DELIVERY_ROUTES.revokeDeployToken, async ({ params }, _req, res) => {
    const caller = requireAdminCaller(res);
    const revoked = await deps.tokens.revoke(params.id, caller.actor);
    if (!revoked) throw new OperationError(404, 'No such token.', 'NOT_FOUND');
    res.json(revoked);
  });

  mount(router, DELIVERY_ROUTES.deliveryAudit, async ({ query }, _req, res) => {
    requireAdminCaller(res);
    const events = await deps.audit.list(query.limit, query.remote);
    res.json(query.verify ? { events, chain: await deps.audit.verify() } : { events });
  });

  router.use('/delivery', () => {
    throw new OperationError(404, 'Not found', 'NOT_FOUND');
  });
  router.use('/delivery', restErrorHandler);
  return router;
}
