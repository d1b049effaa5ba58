import net from 'node:net';

/** express's names for address ranges (`trust proxy`). */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * `TRUST_PROXY`: the addresses of the proxy in front (comma-separated addresses or CIDR ranges,
 * or `loopback` for one on the same host). Forwarded headers are believed only from them: with
 * `true` (trust whatever connects) a client talking to the gateway directly could claim any
 * address (and slip every per-address throttle) or https, so it is refused.
 */
export function parseTrustProxy(value: string | undefined): string[] | null {
  const text = (value ?? '').trim();
  if (text === '' || text.toLowerCase() === 'false') return null;
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hint =
    'give the addresses of the proxy in front of the gateway, e.g. TRUST_PROXY=10.0.0.2 or TRUST_PROXY=10.0.0.0/8,fd00::/8, or TRUST_PROXY=loopback for a proxy on the same host';
  for (const entry of entries) {
    if (PROXY_RANGES.has(entry.toLowerCase())) continue;
    if (entry.toLowerCase() === 'true' || /^\d+$/.test(entry)) {
      throw new Error(
        `TRUST_PROXY=${text} would believe X-Forwarded-For and X-Forwarded-Proto from any client that connects directly: ${hint}`,
      );
    }
    const [address, prefix, ...rest] = entry.split('/');
    const family = net.isIP(address);
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (!family || !prefixOk || rest.length)
      throw new Error(`TRUST_PROXY: '${entry}' is not an address, a CIDR range or loopback; ${hint}`);
  }
  return entries.map((entry) => (PROXY_RANGES.has(entry.toLowerCase()) ? entry.toLowerCase() : entry));
}
