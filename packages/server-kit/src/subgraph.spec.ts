import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { listen } from './subgraph';

/** GET through `agent`, answering the client port the server saw (one port = one connection). */
function clientPort(port: number, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve(Number(body)));
      })
      .on('error', reject);
  });
}

describe('listen', () => {
  it('keeps an idle keep-alive connection open past the 5 s idle timeout of Node clients', async () => {
    const app = express();
    app.get('/', (req, res) => {
      res.send(String(req.socket.remotePort));
    });
    const server = await listen(app, 0);
    // A client without an idle timeout of its own, like Apollo's default subgraph fetcher.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const { port } = server.address() as AddressInfo;
      const first = await clientPort(port, agent);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      // Had the server closed the socket at 5 s, the agent would have opened a new connection.
      expect(await clientPort(port, agent)).toBe(first);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 20_000);
});
