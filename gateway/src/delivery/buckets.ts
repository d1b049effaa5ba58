import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * The browser's bucket seed (issue 36): a random id in a long-lived cookie the gateway sets on the
 * first /remotes.json. It is the browser's, not the session's: signing in or out leaves it as it
 * is, so a shopper keeps the same builds across sign-in with no session read per request. It is
 * not signed: choosing one's own bucket only chooses between two published builds.
 */
export const BUCKET_COOKIE = 'shop_bucket';
/** What browsers keep a cookie for at most (400 days). */
const LIFETIME_MS = 400 * 24 * 60 * 60 * 1000;
const SEED_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function cookieOf(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The request's seed, or null when it came without a well-formed one. */
export function requestSeed(req: Request): string | null {
  const seed = cookieOf(req, BUCKET_COOKIE);
  return seed && SEED_PATTERN.test(seed) ? seed : null;
}

/** The request's seed; a request without one gets a new one, set as the cookie on the answer. */
export function seedFor(req: Request, res: Response): string {
  const known = requestSeed(req);
  if (known) return known;
  const seed = randomBytes(16).toString('base64url');
  res.cookie(BUCKET_COOKIE, seed, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    maxAge: LIFETIME_MS,
  });
  return seed;
}

/**
 * The seed's bucket (0..99) for one remote. Salted with the remote's name, so the browsers in one
 * remote's canary are not also the first in every other remote's.
 */
export function bucketOf(seed: string, remote: string): number {
  return createHash('sha256').update(`${remote}:${seed}`).digest().readUInt32BE(0) % 100;
}

/** What the registry says of one remote: its active build and its canary (percent 0: none served). */
export interface RemoteBuilds {
  active: string | null;
  canary: string | null;
  percent: number;
}

/** The build of a remote a browser gets: the canary when its bucket is below the canary's percent. */
export function buildForSeed(
  remote: string,
  builds: RemoteBuilds,
  seed: string | null,
): { buildId: string | null; canary: boolean; bucket: number | null } {
  const bucket = seed === null ? null : bucketOf(seed, remote);
  if (builds.canary && builds.percent > 0 && bucket !== null && bucket < builds.percent)
    return { buildId: builds.canary, canary: true, bucket };
  return { buildId: builds.active, canary: false, bucket };
}
