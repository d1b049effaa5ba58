/** Where passkeys are valid: the relying-party id (a host name) and the origins a browser may sign from. */
export interface PasskeySettings {
  rpId: string;
  origins: string[];
}

/** The shop's own address when nothing is configured (the gateway's `http://localhost:<PORT>`). */
const DEVELOPMENT_ORIGIN = 'http://localhost:8080';

/**
 * The settings from `WEBAUTHN_RP_ID` / `WEBAUTHN_ORIGINS`, else from the shop's public address
 * (behind the trusted proxy the origin is the public one, never the internal host). Throws with a
 * readable message when an origin is not the relying party's host or a subdomain of it: a browser
 * would refuse every passkey, so commerce does not start.
 */
export function passkeySettingsOf(raw: { rpId?: string; origins?: string; publicUrl?: string }): PasskeySettings {
  const fallback = raw.publicUrl ? new URL(raw.publicUrl).origin : DEVELOPMENT_ORIGIN;
  const origins = (raw.origins ?? fallback)
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const rpId = raw.rpId?.trim() || new URL(origins[0] ?? fallback).hostname;
  if (!origins.length) throw new Error('WEBAUTHN_ORIGINS lists no origin');
  for (const origin of origins) {
    let host: string;
    try {
      const url = new URL(origin);
      if (url.origin !== origin) throw new Error();
      host = url.hostname;
    } catch {
      throw new Error(`WEBAUTHN_ORIGINS: '${origin}' is not an origin such as https://shop.example`);
    }
    if (host !== rpId && !host.endsWith(`.${rpId}`))
      throw new Error(`WEBAUTHN_ORIGINS: '${origin}' is not on WEBAUTHN_RP_ID '${rpId}' (or a subdomain of it)`);
  }
  return { rpId, origins };
}
