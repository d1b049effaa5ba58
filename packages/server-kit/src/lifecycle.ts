import type { Server, ServerResponse } from 'node:http';
import net from 'node:net';
import type { Express, NextFunction, Request, Response } from 'express';
import { log } from './log';
import { kitSettings } from './env';
import { addressMatcher } from './address-list';
import { shutdownTracing } from './tracing/state';

/** One readiness condition: resolves true when met; false, a throw or a timeout mean not ready. */
export type ReadinessCheck = () => Promise<boolean> | boolean;

/** A check that hangs (a database that accepts connections but never answers) counts as failed. */
const CHECK_TIMEOUT_MS = 2_000;

async function runCheck(check: ReadinessCheck): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([Promise.resolve().then(check), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness of one server, for orchestrators and load balancers (docs/operations.md
 * "Health routes"): `/health/live` answers while the process runs; `/health/ready` answers 200
 * only when every check passes and the server is not shutting down, else 503.
 */
export class Health {
  private draining = false;
  private readonly checks = new Map<string, ReadinessCheck>();
  private readonly inFlight = new Set<ServerResponse>();

  /** `detailsFrom` overrides `HEALTH_DETAILS_FROM` (tests). */
  constructor(
    readonly service: string,
    private readonly detailsFrom?: readonly string[],
  ) {}

  addCheck(name: string, check: ReadinessCheck): this {
    this.checks.set(name, check);
    return this;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /** Shutdown began: readiness answers 503 from now on and every response closes its connection. */
  startDraining(): void {
    this.draining = true;
    // Requests already running close their keep-alive connection once answered.
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
  }

  async readiness(): Promise<{ ready: boolean; checks: Record<string, boolean> }> {
    const names = [...this.checks.keys()];
    const results = await Promise.all(names.map((name) => runCheck(this.checks.get(name)!)));
    const checks = Object.fromEntries(names.map((name, i) => [name, results[i]]));
    return { ready: !this.draining && results.every(Boolean), checks };
  }

  /** Mounts the two routes and the connection bookkeeping; call before any other route. */
  mount(app: Express): void {
    app.use((_req: Request, res: Response, next: NextFunction) => {
      if (this.draining) res.setHeader('connection', 'close');
      this.inFlight.add(res);
      res.once('close', () => this.inFlight.delete(res));
      next();
    });
    app.get('/health/live', (_req, res) => {
      res.setHeader('cache-control', 'no-store');
      res.json({ status: 'live', service: this.service });
    });
    // The checks name the service's dependencies and which one is down: only for the cluster's own
    // callers (a direct connection from HEALTH_DETAILS_FROM); a request that came through a proxy is
    // the public's, whatever address it comes from.
    const inside = addressMatcher(this.detailsFrom ?? kitSettings().healthDetailsFrom);
    const detailed = (req: Request) =>
      req.headers['x-forwarded-for'] === undefined &&
      req.headers.forwarded === undefined &&
      inside(req.socket.remoteAddress);
    app.get('/health/ready', async (req, res) => {
      const { ready, checks } = await this.readiness();
      res.setHeader('cache-control', 'no-store');
      res.status(ready ? 200 : 503);
      if (!detailed(req)) return void res.json({ status: ready ? 'ok' : 'fail' });
      const status = ready ? 'ready' : this.draining ? 'draining' : 'not ready';
      res.json({ status, service: this.service, checks });
    });
  }
}

/** `SHUTDOWN_TIMEOUT_MS`: how long in-flight requests may take once a shutdown began (default 10 s). */
export function shutdownTimeoutMs(env?: NodeJS.ProcessEnv): number {
  return kitSettings(env).shutdownTimeoutMs;
}

/**
 * How long idle keep-alive connections stay open after the listener closed: the load balancer's
 * health check sees the 503 and stops sending in that time, so no request races a closing socket.
 */
const IDLE_GRACE_MS = 1_000;

export interface GracefulShutdownOptions {
  name: string;
  server: Server;
  health?: Health;
  /** Closes what the server holds (pools, listeners, workers), after the last request finished. */
  close(): Promise<void>;
  timeoutMs?: number;
}

/**
 * Stops a server without dropping a request: readiness turns 503, the listener closes (new
 * connections are refused, so a load balancer retries them elsewhere), requests in flight finish
 * (each closing its connection), idle keep-alive connections close after a short grace, then
 * `close()` runs. Past `timeoutMs` the remaining connections are cut. Resolves when done.
 */
export async function shutdownGracefully(options: GracefulShutdownOptions): Promise<void> {
  const { server, name } = options;
  const timeoutMs = options.timeoutMs ?? shutdownTimeoutMs();
  const started = Date.now();
  options.health?.startDraining();
  // net.Server's close: stop accepting, but unlike http.Server's not yet drop idle keep-alives.
  const drained = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  const idle = setTimeout(() => server.closeIdleConnections(), Math.min(IDLE_GRACE_MS, timeoutMs));
  // A connection that turns idle later (its request answered) is closed on the next tick of this.
  const sweep = setInterval(() => {
    if (Date.now() - started >= IDLE_GRACE_MS) server.closeIdleConnections();
  }, 100);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    drained.then(() => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  clearTimeout(idle);
  clearInterval(sweep);
  if (timedOut) {
    log(name, 'warn', 'shutdown timeout: closing the connections still open', { timeoutMs });
    server.closeAllConnections();
  }
  await options.close();
  log(name, 'info', 'stopped', { ms: Date.now() - started });
}

/**
 * SIGTERM or SIGINT: `shutdownGracefully`, then the last spans exported (with tracing on), then
 * exit 0 (1 if closing failed). A second signal exits at once.
 */
export function exitGracefullyOnSignals(options: GracefulShutdownOptions): void {
  // Read now: a bad SHUTDOWN_TIMEOUT_MS stops the start, not the shutdown.
  const timeoutMs = options.timeoutMs ?? shutdownTimeoutMs();
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(options.name, 'warn', `second ${signal}: exiting now`);
      process.exit(1);
    }
    stopping = true;
    log(options.name, 'info', `${signal}: shutting down`);
    shutdownGracefully({ ...options, timeoutMs }).then(
      () => shutdownTracing().then(() => process.exit(0)),
      (error: unknown) => {
        log(options.name, 'error', 'shutdown failed', { error: String(error) });
        void shutdownTracing().then(() => process.exit(1));
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
