import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type Level, type Logger } from 'pino';
import { logLevelSetting } from './env';
import { traceFields } from './tracing/state';

/**
 * Logging on pino: one JSON line per event (`time`, `level`, `service`, `message`, fields), info
 * and warnings on stdout, errors on stderr. Every line written while a request is being served
 * carries that request's id (`requestId`), which the gateway takes from `x-request-id` or makes,
 * and every service call passes on, so one request can be followed across every process.
 * `LOG_LEVEL`: `silent`, `error`, `warn`, `info` (default) or `debug`; read on every line, so a
 * test may quiet a noisy stretch. With tracing on (docs/operations.md "Traces"), every line
 * written inside a span carries its `traceId` and `spanId` too.
 */
const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `next` (and everything it starts) as part of the request with this id. */
export function inRequest<T>(requestId: string, next: () => T): T {
  return requestScope.run({ requestId }, next);
}

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

let root: Logger | undefined;
const byService = new Map<string, Logger>();

function rootLogger(): Logger {
  root ??= pino(
    {
      level: 'trace',
      base: undefined,
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // A child logger that already binds the id (pino-http's request logger) gets it once.
      mixin: (_fields, _level, logger) => {
        const requestId = currentRequestId();
        // A new object for each line: pino merges the line's fields into what the mixin answers.
        const fields = requestId && !('requestId' in logger.bindings()) ? { requestId } : {};
        const trace = traceFields();
        return trace ? Object.assign(fields, trace) : fields;
      },
    },
    pino.multistream(
      [
        // The process's own streams (not raw descriptors): what a test or a wrapper captures sees every line.
        { level: 'trace', stream: process.stdout },
        { level: 'error', stream: process.stderr },
      ],
      { dedupe: true },
    ),
  );
  return root;
}

/** The logger of one service (`gateway`, `catalog`, ...), at the level `LOG_LEVEL` asks for now. */
export function logger(service: string): Logger {
  let child = byService.get(service);
  if (!child) {
    child = rootLogger().child({ service });
    byService.set(service, child);
  }
  const wanted = logLevelSetting();
  if (child.level !== wanted) child.level = wanted;
  return child;
}

/** One event of `service`; `fields` join the line (an `error` field is written as given). */
export function log(
  service: string,
  level: Extract<Level, 'info' | 'warn' | 'error'>,
  message: string,
  fields: Record<string, unknown> = {},
): void {
  logger(service)[level](fields, message);
}
