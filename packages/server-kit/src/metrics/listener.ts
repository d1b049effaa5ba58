import http, { type Server } from 'node:http';
import type { Metrics } from './registry';

/**
 * `/metrics` on its own listener (`METRICS_PORT`, bound to `METRICS_HOST`, 127.0.0.1 by default),
 * never on the public port: Prometheus scrapes it inside the network. Anything else answers 404.
 */
export function serveMetrics(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
