import net from 'node:net';

/** Named ranges, as express's `trust proxy` names them. */
const NAMED: Record<string, Array<[string, number, 'ipv4' | 'ipv6']>> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/**
 * A comma-separated list of `loopback`, `linklocal`, `uniquelocal`, addresses and CIDR ranges (the
 * words of `TRUST_PROXY`), checked; throws an Error whose message completes "NAME ...".
 */
export function parseAddressList(value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (NAMED[entry.toLowerCase()]) continue;
    const [address, prefix, ...rest] = entry.split('/');
    const family = net.isIP(address);
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (!family || !prefixOk || rest.length)
      throw new Error(`'${entry}' is not an address, a CIDR range, loopback, linklocal or uniquelocal`);
  }
  return entries;
}

/** Whether an address (IPv4-mapped IPv6 included) is in the list. */
export function addressMatcher(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new net.BlockList();
  for (const entry of entries) {
    const named = NAMED[entry.toLowerCase()];
    if (named) {
      for (const [network, prefix, type] of named) list.addSubnet(network, prefix, type);
      continue;
    }
    const [address, prefix] = entry.split('/');
    const type = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    list.addSubnet(address, prefix === undefined ? (type === 'ipv6' ? 128 : 32) : Number(prefix), type);
  }
  return (address) => {
    if (!address) return false;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    const plain = mapped ? mapped[1] : address;
    const type = net.isIP(plain);
    return type !== 0 && list.check(plain, type === 6 ? 'ipv6' : 'ipv4');
  };
}
