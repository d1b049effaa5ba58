import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Request, type Response, Router } from 'express';
import { DELIVERED_REMOTES, type DeliveredRemote } from './build-contents';
import { cookieOf } from './buckets';

/**
 * Preview links (issue 36): `/preview/<token>` pins builds of some remotes for the browser that
 * opens it. The token is the pins and their expiry, signed with the session secret (or a previous
 * one during a rotation): nothing is stored, a changed byte or a past expiry is refused. Opening
 * it sets the token as a session cookie (gone with the browser session); /remotes.json then names
 * the pinned builds for that browser only and is never cached.
 */
export const PREVIEW_COOKIE = 'shop_preview';
export const PREVIEW_DEFAULT_HOURS = 24;
export const PREVIEW_MAX_HOURS = 7 * 24;

export type PreviewPins = Partial<Record<DeliveredRemote, string>>;

export interface Preview {
  pins: PreviewPins;
  /** Epoch ms. */
  expiresAt: number;
}

const BUILD_ID = /^[0-9a-f]{20}$/;

export class PreviewLinks {
  constructor(private readonly secrets: string[]) {}

  /** The token of a link pinning `pins` until `expiresAt`. */
  sign(preview: Preview): string {
    const payload = Buffer.from(JSON.stringify({ p: preview.pins, e: preview.expiresAt })).toString('base64url');
    return `${payload}.${this.mac(payload, this.secrets[0])}`;
  }

  /** The preview a token names; why not, when it is not one. */
  verify(token: string, now = Date.now()): Preview | 'tampered' | 'expired' {
    const [payload, signature, ...rest] = token.split('.');
    if (rest.length || !payload || !signature) return 'tampered';
    const given = Buffer.from(signature);
    const signed = this.secrets.some((secret) => {
      const expected = Buffer.from(this.mac(payload, secret));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
    if (!signed) return 'tampered';
    let claims: { p?: unknown; e?: unknown };
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
    } catch {
      return 'tampered';
    }
    const pins = pinsOf(claims.p);
    if (!pins || typeof claims.e !== 'number') return 'tampered';
    return claims.e > now ? { pins, expiresAt: claims.e } : 'expired';
  }

  /** The request's preview (its cookie), when valid and not expired. */
  fromRequest(req: Request): Preview | null {
    const token = cookieOf(req, PREVIEW_COOKIE);
    if (!token) return null;
    const preview = this.verify(token);
    return typeof preview === 'string' ? null : preview;
  }

  /** `/preview/exit` ends the browser's preview; `/preview/<token>` starts one (or is a 403 page). */
  router(): Router {
    const router = Router();
    router.get('/preview/exit', (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.clearCookie(PREVIEW_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.secure });
      res.redirect(303, '/');
    });
    router.get('/preview/:token', (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      const preview = this.verify(String(req.params.token));
      if (typeof preview === 'string') return refused(req, res, preview);
      res.cookie(PREVIEW_COOKIE, String(req.params.token), {
        httpOnly: true,
        sameSite: 'lax',
        secure: req.secure,
        path: '/',
      });
      res.redirect(303, '/');
    });
    return router;
  }

  private mac(payload: string, secret: string): string {
    return createHmac('sha256', `shop_preview:${secret}`).update(payload).digest('base64url');
  }
}

function pinsOf(value: unknown): PreviewPins | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const pins: PreviewPins = {};
  for (const [remote, buildId] of Object.entries(value)) {
    if (!(DELIVERED_REMOTES as readonly string[]).includes(remote) || typeof buildId !== 'string') return null;
    if (!BUILD_ID.test(buildId)) return null;
    pins[remote as DeliveredRemote] = buildId;
  }
  return Object.keys(pins).length ? pins : null;
}

const REFUSALS = {
  tampered: 'This preview link is not valid: it was changed or cut short.',
  expired: 'This preview link has expired. Ask for a new one.',
} as const;

/** The shop's dark palette (packages/ui's theme) for the page, which loads no script or stylesheet. */
const REFUSAL_STYLE =
  "body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0a1a29;color:#fff;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}" +
  'main{max-width:440px;margin:24px;padding:28px;border:1px solid #1e3a5f;border-radius:10px;background:#0e1c2f}' +
  'h1{margin:0 0 12px;font-size:1.4rem}p{color:#a9bdd6;line-height:1.5}' +
  'a{display:inline-block;margin-top:8px;padding:10px 18px;border-radius:10px;background:#2563eb;color:#fff;font-weight:700;text-decoration:none}';

/** A 403 page naming why, with a way back to the shop (the browser's own preview, if any, ends). */
function refused(req: Request, res: Response, why: keyof typeof REFUSALS): void {
  res.clearCookie(PREVIEW_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.secure });
  res
    .status(403)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>Preview link not valid</title><style>${REFUSAL_STYLE}</style></head><body>` +
        `<main><h1>Preview link not valid</h1><p>${REFUSALS[why]}</p>` +
        `<p><a href="/">Back to the shop</a></p></main></body></html>`,
    );
}
