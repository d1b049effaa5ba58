import { parseTrustProxy } from './config';

describe('TRUST_PROXY', () => {
  it('takes loopback and the proxy addresses or ranges, and nothing when unset or false', () => {
    expect(parseTrustProxy(undefined)).toBeNull();
    expect(parseTrustProxy('false')).toBeNull();
    expect(parseTrustProxy('Loopback')).toEqual(['loopback']);
    expect(parseTrustProxy(' 10.0.0.2, 10.1.0.0/16 ,fd00::/8,::1')).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      'fd00::/8',
      '::1',
    ]);
  });

  it.each(['true', 'TRUE', '1', '2', 'loopback,true'])(
    'refuses %s (every direct client could claim any address or https)',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/any client that connects directly.*TRUST_PROXY=loopback/);
    },
  );

  it.each(['proxy.internal', '10.0.0.300', '10.0.0.0/33', 'fd00::/129', '10.0.0.0/8/1', '*'])(
    'refuses %s with a readable message',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/is not an address, a CIDR range or loopback/);
    },
  );
});
