import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

type Reply = { url?: string; done?: string; failed?: string; error?: string };

/**
 * A real PostgreSQL server (embedded) on its own port and folder, that a test can stop and start
 * again under load while the shop keeps running against it.
 */
export class RestartablePostgres {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    private readonly dir: string,
  ) {}

  static async start(name: string): Promise<RestartablePostgres> {
    const dir = path.resolve(`.data/${name}-${process.pid}`);
    fs.rmSync(dir, { recursive: true, force: true });
    // Below 32768, where outgoing connections never take it while the server is down (STACK.md).
    let port = 16_500 + Math.floor(Math.random() * 2_000);
    while (!(await portIsFree(port))) port += 1;
    const child = fork(path.join(__dirname, 'postgres-child.mjs'), [], {
      env: { ...process.env, POSTGRES_CHILD: JSON.stringify({ dir, port }) },
      execArgv: [],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const reply = await new Promise<Reply>((resolve, reject) => {
      child.once('message', (message) => resolve(message as Reply));
      child.once('exit', (code) => reject(new Error(`PostgreSQL helper exited with ${code}`)));
    });
    child.removeAllListeners('exit');
    return new RestartablePostgres(child, reply.url!, dir);
  }

  private command(command: 'stop' | 'start' | 'quit'): Promise<void> {
    return new Promise((resolve, reject) => {
      this.child.once('message', (message) => {
        const reply = message as Reply;
        if (reply.failed) reject(new Error(reply.error));
        else resolve();
      });
      this.child.send(command);
    });
  }

  stop(): Promise<void> {
    return this.command('stop');
  }

  start(): Promise<void> {
    return this.command('start');
  }

  async close(): Promise<void> {
    await this.command('quit');
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
