import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

/** The browser's device id (issue 34): random, signed, httpOnly, long-lived; set at sign-in. */
export const DEVICE_COOKIE = 'shop_device';
/** What browsers keep a cookie for at most (400 days). */
const LIFETIME_MS = 400 * 24 * 60 * 60 * 1000;
const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

interface RequestDevice {
  /** SHA-256 (hex) of the id: what commerce compares and keeps, never the id itself. */
  hash: string;
  /** A new id, when the request came without a valid cookie; written at sign-in. */
  fresh?: string;
}

function cookieOf(req: Request, name: string): string | undefined {
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

/**
 * The device of a request: the id in a cookie signed with the session secret (or a previous one
 * during a rotation), else a new random id that sign-in writes. Commerce gets only its hash, in the
 * identity of a guest or pending session (the sign-ins), and e-mails a sign-in from a device the
 * user has not used; a forged or altered cookie is a new device.
 */
export class DeviceCookie {
  constructor(private readonly secrets: string[]) {}

  hashOf(req: Request, res: Response): string {
    const known = res.locals.device as RequestDevice | undefined;
    if (known) return known.hash;
    let id = this.verified(cookieOf(req, DEVICE_COOKIE));
    const device: RequestDevice = { hash: '' };
    if (!id) {
      id = randomBytes(32).toString('base64url');
      device.fresh = id;
    }
    device.hash = createHash('sha256').update(id).digest('hex');
    res.locals.device = device;
    return device.hash;
  }

  /** After a sign-in: a browser that came without a valid device cookie gets the one commerce now knows. */
  remember(req: Request, res: Response): void {
    const device = res.locals.device as RequestDevice | undefined;
    if (!device?.fresh || res.headersSent) return;
    res.cookie(DEVICE_COOKIE, `${device.fresh}.${this.mac(device.fresh, this.secrets[0])}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: '/',
      maxAge: LIFETIME_MS,
    });
  }

  private mac(id: string, secret: string): string {
    return createHmac('sha256', `shop_device:${secret}`).update(id).digest('base64url');
  }

  private verified(value: string | undefined): string | null {
    if (!value) return null;
    const [id, signature, ...rest] = value.split('.');
    if (rest.length > 0 || !id || !signature || !ID_PATTERN.test(id)) return null;
    const given = Buffer.from(signature);
    for (const secret of this.secrets) {
      const expected = Buffer.from(this.mac(id, secret));
      if (given.length === expected.length && timingSafeEqual(given, expected)) return id;
    }
    return null;
  }
}
