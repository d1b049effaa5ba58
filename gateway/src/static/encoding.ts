/**
 * The variant to send: the one the client weighs highest, brotli on a tie (browsers list
 * `gzip, deflate, br` with equal weight, and brotli is the smaller). Undefined when the client
 * accepts none of them (no header means identity, RFC 9110 12.5.3).
 */
export function chooseEncoding(header: string | undefined, available: readonly string[]): string | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)).find(Boolean);
    if (name) weights.set(name, q ? Number(q[1]) : 1);
  }
  let best: { encoding: string; q: number } | undefined;
  for (const encoding of available) {
    const q = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}
