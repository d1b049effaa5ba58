import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The SSRF guard of webhook deliveries (issue 37, docs/decisions/0072-webhooks.md): a webhook URL
 * must be https (http only with `allowHttp`, development and tests) and every address its host
 * stands for must be a public unicast address. Checked when an endpoint is saved and again when a
 * delivery connects: `guardedLookup` is the socket's own DNS lookup, so the address checked is the
 * address connected to (a name that resolves to a public address when saved and to 127.0.0.1 later
 * is refused at the connection). Addresses are classified by ipaddr.js, never by hand.
 */
export interface WebhookGuardSettings {
  /** `http:` URLs allowed (WEBHOOK_ALLOW_HTTP; development and tests only). */
  allowHttp: boolean;
  /** Private, loopback, CGNAT and unique-local addresses allowed (WEBHOOK_ALLOW_PRIVATE_ADDRESSES; an operator's choice). */
  allowPrivate: boolean;
}

export const STRICT_GUARD: WebhookGuardSettings = { allowHttp: false, allowPrivate: false };

/** What the operator's allowPrivate opens: never link-local (169.254.169.254, the cloud metadata), multicast or reserved. */
const PRIVATE_V4 = new Set(['private', 'loopback', 'carrierGradeNat']);
const PRIVATE_V6 = new Set(['uniqueLocal', 'loopback']);
/** IPv6 forms that carry an IPv4 address inside: refused whatever they carry. */
const EMBEDS_V4: Record<string, string> = {
  ipv4Mapped: 'an IPv4-mapped IPv6 address',
  rfc6145: 'an IPv4-translated IPv6 address',
  rfc6052: 'a NAT64 address',
  '6to4': 'a 6to4 address',
  teredo: 'a Teredo address',
};

export class WebhookUrlRefused extends Error {
  override readonly name = 'WebhookUrlRefused';
}

const refusedAddress = (address: string, why: string) =>
  new WebhookUrlRefused(
    `The webhook URL's address ${address} is refused: ${why}. Webhooks are delivered to public addresses only.`,
  );

/** Why `address` may not be connected to, or null when it may. `address` is an IP literal (v4 or v6, no brackets). */
export function addressRefusal(address: string, settings: WebhookGuardSettings): WebhookUrlRefused | null {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // parse() alone would accept the inet_aton forms (0x7f.1, 2130706433); a URL's host is already
    // normalised by WHATWG URL parsing, and a resolver answers dotted quads, so only those pass.
    if (ipaddr.IPv4.isValidFourPartDecimal(address)) parsed = ipaddr.IPv4.parse(address);
    else if (ipaddr.IPv6.isValid(address)) parsed = ipaddr.IPv6.parse(address);
    else
      return new WebhookUrlRefused(
        `The webhook URL's address ${address} is not an IP address in a form that can be checked.`,
      );
  } catch {
    return new WebhookUrlRefused(`The webhook URL's address ${address} could not be read.`);
  }
  const range = parsed.range();
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (EMBEDS_V4[range])
      return refusedAddress(address, `it is ${EMBEDS_V4[range]} (an IPv6 form embedding an IPv4 address)`);
    // IPv4-compatible ::a.b.c.d (deprecated, ::/96): ipaddr.js calls all but :: and ::1 unicast.
    if (range !== 'unspecified' && range !== 'loopback' && v6.parts.slice(0, 6).every((part) => part === 0))
      return refusedAddress(address, 'it is an IPv4-compatible IPv6 address (an IPv6 form embedding an IPv4 address)');
    if (range === 'unicast' || (settings.allowPrivate && PRIVATE_V6.has(range))) return null;
    return refusedAddress(address, `it is a ${rangeWords(range)} address`);
  }
  if (range === 'unicast' || (settings.allowPrivate && PRIVATE_V4.has(range))) return null;
  return refusedAddress(address, `it is a ${rangeWords(range)} address`);
}

function rangeWords(range: string): string {
  const words: Record<string, string> = {
    loopback: 'loopback',
    private: 'private',
    linkLocal: 'link-local (this includes the cloud metadata address 169.254.169.254)',
    carrierGradeNat: 'carrier-grade NAT',
    multicast: 'multicast',
    broadcast: 'broadcast',
    unspecified: 'unspecified',
    uniqueLocal: 'unique-local (private)',
    reserved: 'reserved',
  };
  return words[range] ?? `special-purpose (${range})`;
}

/** A URL's host without IPv6 brackets. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The checks that need no DNS: a URL, https (or http when allowed), no user or password, and a
 * host that is a name or an allowed address. WHATWG URL parsing has normalised numeric hosts
 * (`0x7f.1`, `2130706433`, `0177.0.0.1` are all `127.0.0.1` here), and the normalised host is
 * what is checked. Answers the parsed URL.
 */
export function checkUrlShape(raw: string, settings: WebhookGuardSettings): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlRefused('The webhook URL is not a valid absolute URL.');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && settings.allowHttp))
    throw new WebhookUrlRefused(
      settings.allowHttp
        ? 'The webhook URL must start with https:// or http://.'
        : 'The webhook URL must start with https://.',
    );
  if (url.username || url.password)
    throw new WebhookUrlRefused('The webhook URL may not carry a user name or password.');
  const host = bareHost(url);
  if (isIpLiteral(host)) {
    const refusal = addressRefusal(host, settings);
    if (refusal) throw refusal;
  }
  return url;
}

const isIpLiteral = (host: string) => ipaddr.IPv4.isValidFourPartDecimal(host) || ipaddr.IPv6.isValid(host);

/** The first refused address among `addresses`, as an error for `host`; null when all may be connected to. */
function refusalAmong(
  host: string,
  addresses: readonly string[],
  settings: WebhookGuardSettings,
): WebhookUrlRefused | null {
  if (!addresses.length) return new WebhookUrlRefused(`The webhook URL's host ${host} resolves to no address.`);
  for (const address of addresses) {
    const refusal = addressRefusal(address, settings);
    if (refusal)
      return new WebhookUrlRefused(
        `The webhook URL's host ${host} resolves to ${address}, which is refused: ${refusal.message.split(': ').slice(1).join(': ')}`,
      );
  }
  return null;
}

/** The full check when an endpoint is saved: the shape, then every address the host resolves to. */
export async function checkWebhookUrl(raw: string, settings: WebhookGuardSettings): Promise<URL> {
  const url = checkUrlShape(raw, settings);
  const host = bareHost(url);
  if (isIpLiteral(host)) return url;
  let addresses: string[];
  try {
    addresses = (await dns.promises.lookup(host, { all: true, verbatim: true })).map(({ address }) => address);
  } catch {
    throw new WebhookUrlRefused(`The webhook URL's host ${host} could not be resolved.`);
  }
  const refusal = refusalAmong(host, addresses, settings);
  if (refusal) throw refusal;
  return url;
}

/**
 * The lookup a delivery's socket uses: resolves every address of the host and refuses the
 * connection if ANY is refused (not only the one picked), so the address connected to is one
 * that was checked, with no second resolution in between (no DNS rebinding).
 */
export function guardedLookup(settings: WebhookGuardSettings, resolve = dns.lookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses;
      const refusal = refusalAmong(
        hostname,
        list.map(({ address }) => address),
        settings,
      );
      if (refusal) return callback(Object.assign(refusal, { code: 'WEBHOOK_ADDRESS_REFUSED' }), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}
