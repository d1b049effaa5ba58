import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Pool } from 'pg';
import { log } from '@shop/server-kit';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** Keys are kept at least this long (docs/api.md "Payments" promises 24 h). */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A request that holds its key longer than this is taken to have died with its replica. */
const IN_FLIGHT_TIMEOUT_MS = 60_000;
/** How long a repeat waits for the first request with its key to finish. */
const WAIT_LIMIT_MS = 30_000;
const PRUNE_EVERY_MS = 10 * 60_000;

export interface StoredAnswer {
  fingerprint: string;
  status: number | null;
  /** The JSON text sent, byte for byte (jsonb would reorder the keys), sealed. */
  body: string | null;
  /** The answer's Content-Type when it was not plain JSON (a problem of /api/v1); null: application/json. */
  contentType: string | null;
}

/** JSON with sorted object keys, so the same body sent with its fields in another order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The request's fingerprint: method, path and a hash of its (canonical) JSON body. */
export function fingerprint(req: Request): string {
  return createHash('sha256')
    .update(`${req.method} ${req.baseUrl}${req.path}\n${canonical(req.body)}`)
    .digest('hex');
}

/**
 * Stored answers are sealed (AES-256-GCM under a key derived from the session secret): an order's
 * answer carries the delivered credentials, which must not lie in clear in the gateway's tables.
 */
class AnswerSeal {
  /** The current secret's key seals; earlier secrets' keys still open during a rotation. */
  private readonly keys: Buffer[];

  constructor(secrets: string[]) {
    this.keys = secrets.map((secret) =>
      Buffer.from(hkdfSync('sha256', secret, 'shop-gateway', 'idempotency-answers', 32)),
    );
  }

  seal(text: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keys[0], iv);
    const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
  }

  open(stored: string): string {
    const raw = Buffer.from(stored, 'base64');
    let failure: unknown;
    for (const key of this.keys) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch (error) {
        failure = error;
      }
    }
    throw failure;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `Idempotency-Key` for money-moving POSTs, stored in PostgreSQL (schema `gateway`, shared by
 * every replica) per signed-in user and key. The first request with a key claims it and runs;
 * its answer (status and JSON body) is stored before it is sent. A repeat with the same body gets
 * that answer again, also while the first is still running (it waits); a repeat with another
 * body or route gets 422. Answers of 5xx are not kept, so the client may retry the key. Without
 * the header nothing changes.
 *
 * This record alone cannot make a purchase exactly-once: a purchase may commit while its answer is
 * lost (a 5xx frees the key; a claim abandoned for 60 s is taken over). The order routes therefore
 * hand the key to commerce, which keeps it with the orders and answers a repeat with the first
 * purchase's orders (`OrderService.once`).
 */
export class IdempotencyStore {
  private pruneTimer: NodeJS.Timeout | null = null;

  private readonly seal: AnswerSeal;

  constructor(
    private readonly pool: Pool,
    secrets: string[],
  ) {
    this.seal = new AnswerSeal(secrets);
  }

  /** Prunes expired keys every ten minutes (the table comes from the gateway's migrations). */
  startPruning(): void {
    this.pruneTimer = setInterval(() => void this.prune().catch(() => undefined), PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  /** Forgets keys older than the retention period. */
  async prune(): Promise<number> {
    const result = await this.pool.query(
      `delete from gateway.idempotency_key where created_at < now() - make_interval(hours => $1)`,
      [IDEMPOTENCY_TTL_HOURS],
    );
    return result.rowCount ?? 0;
  }

  close(): void {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
  }

  /**
   * Claims the key (true) or returns what is stored under it. An expired or abandoned claim is
   * taken over. `scope`: '' for the cookie routes, `apikey:<id>` for the reseller API (v1/idempotency.ts).
   */
  async claim(userId: number, key: string, print: string, scope = ''): Promise<true | StoredAnswer> {
    const result = await this.pool.query(
      `insert into gateway.idempotency_key (user_id, scope, key, fingerprint) values ($1, $6, $2, $3)
       on conflict (user_id, scope, key) do update set fingerprint = excluded.fingerprint, status = null, body = null, content_type = null, created_at = now(), claimed_at = now()
         where gateway.idempotency_key.created_at < now() - make_interval(hours => $4)
            or (gateway.idempotency_key.status is null and gateway.idempotency_key.claimed_at < now() - make_interval(secs => $5))
       returning user_id`,
      [userId, key, print, IDEMPOTENCY_TTL_HOURS, IN_FLIGHT_TIMEOUT_MS / 1000, scope],
    );
    if (result.rowCount) return true;
    const stored = await this.pool.query(
      `select fingerprint, status, body, content_type as "contentType" from gateway.idempotency_key where user_id = $1 and scope = $3 and key = $2`,
      [userId, key, scope],
    );
    if (!stored.rowCount) return this.claim(userId, key, print, scope);
    return stored.rows[0] as StoredAnswer;
  }

  /** Keeps the answer of a claimed key (sealed), or frees the key on a 5xx. `body` is the text sent. */
  async finish(
    userId: number,
    key: string,
    answer: { status: number; body: string; contentType?: string | null },
    scope = '',
  ): Promise<void> {
    if (answer.status >= 500) {
      await this.pool.query(
        `delete from gateway.idempotency_key where user_id = $1 and scope = $3 and key = $2 and status is null`,
        [userId, key, scope],
      );
      return;
    }
    await this.pool.query(
      `update gateway.idempotency_key set status = $3, body = $4, content_type = $6 where user_id = $1 and scope = $5 and key = $2`,
      [userId, key, answer.status, this.seal.seal(answer.body), scope, answer.contentType ?? null],
    );
  }

  /** A stored answer's text, opened. */
  open(stored: StoredAnswer): string {
    return stored.body === null ? 'null' : this.seal.open(stored.body);
  }

  /** The middleware for one route (after the session, anti-forgery and JSON body parsers). */
  middleware(): RequestHandler {
    return (req, res, next) => void this.handle(req, res, next).catch(next);
  }

  private async handle(req: Request, res: Response, next: NextFunction): Promise<void> {
    const key = req.header(IDEMPOTENCY_HEADER);
    const userId = req.session?.userId;
    // Without a key, or without a user to scope it to (the route answers 401), nothing changes.
    if (key === undefined || typeof userId !== 'number') return next();
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      res.status(400).json({ message: 'Idempotency-Key must be 1 to 255 printable ASCII characters.' });
      return;
    }
    const print = fingerprint(req);
    const started = Date.now();
    let pause = 20;
    for (;;) {
      const claimed = await this.claim(userId, key, print);
      if (claimed === true) break;
      if (claimed.fingerprint !== print) {
        res.status(422).json({
          message: 'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
        });
        return;
      }
      if (claimed.status !== null) {
        res.setHeader('Idempotent-Replayed', 'true');
        res.status(claimed.status).type('application/json').send(this.open(claimed));
        return;
      }
      if (Date.now() - started > WAIT_LIMIT_MS) {
        res
          .status(409)
          .json({ message: 'A request with this Idempotency-Key is still being processed. Try again shortly.' });
        return;
      }
      await sleep(pause);
      pause = Math.min(pause * 2, 250);
    }

    // Keep the answer before it leaves, so a repeat can never see the key without it.
    const send = res.json.bind(res);
    res.json = (body: unknown) => {
      this.finish(userId, key, { status: res.statusCode, body: JSON.stringify(body ?? null) })
        .catch((error: Error) =>
          log('gateway', 'error', 'idempotency answer not stored', {
            requestId: String(res.locals.requestId ?? ''),
            error: error.message,
          }),
        )
        .finally(() => send(body));
      return res;
    };
    next();
  }
}
