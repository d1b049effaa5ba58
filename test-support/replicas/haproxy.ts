// HAProxy's configuration for the replica test: one frontend per piece, each balancing over the
// piece's two replicas and sending a request only to a replica whose /health/ready answers 200.

export interface HaproxyLayout {
  frontends: Record<'gateway' | 'catalog' | 'commerce' | 'support', number>;
  stats: number;
  servers: Record<'gateway' | 'catalog' | 'commerce' | 'support', number[]>;
}

export function haproxyConfig(layout: HaproxyLayout): string {
  const section = (piece: keyof HaproxyLayout['frontends']) => {
    const backend = piece === 'gateway' ? 'gateways' : piece;
    return [
      `frontend ${piece}_front`,
      `  bind 127.0.0.1:${layout.frontends[piece]}`,
      `  default_backend ${backend}`,
      `backend ${backend}`,
      '  balance roundrobin',
      ...layout.servers[piece].map((port, i) => `  server ${piece}${i + 1} 127.0.0.1:${port}`),
      '',
    ].join('\n');
  };
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 10s',
    '  timeout check 5s',
    // A refused connection (a stopped or killed replica) is sent to the other replica: only
    // requests that never reached a server are retried, so no purchase runs twice.
    '  retries 3',
    '  option redispatch 1',
    '  option httpchk GET /health/ready',
    // Down after three failed checks (the first failure switches to 100 ms): a replica shutting down
    // refuses connections at once, so it is out in about half a second.
    '  default-server check inter 250ms fastinter 100ms downinter 250ms fall 3 rise 2',
    '',
    'frontend stats',
    `  bind 127.0.0.1:${layout.stats}`,
    '  stats enable',
    '  stats uri /stats',
    '',
    section('gateway'),
    section('catalog'),
    section('commerce'),
    section('support'),
  ].join('\n');
}
