import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { REQUEST_ID_HEADER } from './identity';
import { postGraphql } from './service-client';
import { inRequest } from './log';

const root = path.resolve(__dirname, '../../..');

/** Runs a few lines of TypeScript against the log module in a child process; its stdout and stderr lines. */
function logsOf(
  code: string,
  env: Record<string, string> = {},
): { out: Array<Record<string, unknown>>; err: Array<Record<string, unknown>> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-spec-'));
  const file = path.join(dir, 'script.ts');
  fs.writeFileSync(
    file,
    `import { log, inRequest } from ${JSON.stringify(path.join(root, 'packages/server-kit/src/log'))};\n${code}\n`,
  );
  const result = spawnSync(process.execPath, [path.join(root, 'test-support/ts-child.cjs'), file], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    encoding: 'utf8',
  });
  fs.rmSync(dir, { recursive: true, force: true });
  const lines = (text: string) =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { out: lines(result.stdout), err: lines(result.stderr) };
}

describe('logs follow a request across processes', () => {
  it('passes the id of the request being served to the services it calls, across awaits', async () => {
    const seen: Array<string | undefined> = [];
    const server = http.createServer((req, res) => {
      seen.push(req.headers[REQUEST_ID_HEADER] as string | undefined);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ data: { ok: true } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    try {
      await inRequest('req-00000001', async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        await postGraphql(url, 'token', '{ ok }', {});
      });
      await postGraphql(url, 'token', '{ ok }', {}, 'explicit-0002');
      await postGraphql(url, 'token', '{ ok }', {});
    } finally {
      server.close();
    }
    expect(seen).toEqual(['req-00000001', 'explicit-0002', undefined]);
  });

  it('writes every line of a request with its id, info on stdout and errors on stderr, at the level asked', () => {
    const { out, err } = logsOf(`
      log('catalog', 'info', 'started', { port: 4001 });
      inRequest('req-00000003', () => setTimeout(() => {
        log('commerce', 'info', 'order placed', { orderId: 7 });
        log('commerce', 'error', 'mail failed', { error: 'refused' });
        process.env.LOG_LEVEL = 'warn';
        log('commerce', 'info', 'quiet now');
      }, 5));
    `);
    expect(out).toEqual([
      expect.objectContaining({ level: 'info', service: 'catalog', message: 'started', port: 4001 }),
      expect.objectContaining({
        level: 'info',
        service: 'commerce',
        message: 'order placed',
        orderId: 7,
        requestId: 'req-00000003',
      }),
    ]);
    expect(out[0]).not.toHaveProperty('requestId');
    expect(err).toEqual([
      expect.objectContaining({ level: 'error', message: 'mail failed', error: 'refused', requestId: 'req-00000003' }),
    ]);
    expect(typeof out[0].time).toBe('string');
  });
});
