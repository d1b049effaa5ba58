import { fork, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

import type { SubgraphName } from '../packages/server-kit/src';
import { readLines } from './child-output';

export type { SubgraphName };

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A fixed port for a subgraph that restarts: below 32768, where outgoing connections never take
 * it while the subgraph is down (STACK.md), from a random start so parallel runs rarely collide.
 */
async function freeFixedPort(): Promise<number> {
  const start = 20_000 + Math.floor(Math.random() * 10_000);
  for (let port = start; port < start + 500; port += 1) if (await portIsFree(port)) return port;
  throw new Error('no free port for a killable subgraph');
}

/**
 * A subgraph running in a child process on a fixed port: `kill()` ends it at once with SIGKILL
 * (no shutdown hook runs; its sockets and database sessions die with it, as in a crash) and
 * `start()` runs it again on the same port, so the gateway and the other subgraphs find it.
 */
export class SubgraphProcess {
  private child?: ChildProcess;

  private constructor(
    readonly name: SubgraphName,
    readonly port: number,
    private readonly options: Record<string, unknown>,
    private readonly onLine?: (line: string) => void,
  ) {}

  /** `onLine`: each line the child writes (its logs), instead of dropping its stdout. */
  static async start(
    name: SubgraphName,
    options: Record<string, unknown>,
    onLine?: (line: string) => void,
  ): Promise<SubgraphProcess> {
    const subgraph = new SubgraphProcess(name, await freeFixedPort(), options, onLine);
    await subgraph.start();
    return subgraph;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The running child's process id (its `/proc/<pid>/status`, say); undefined while it is down. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== undefined;
  }

  async start(): Promise<void> {
    if (this.child) return;
    const child = fork(path.join(__dirname, 'ts-child.cjs'), [path.join(__dirname, 'subgraph-child.ts')], {
      env: {
        ...process.env,
        SUBGRAPH_CHILD: JSON.stringify({ name: this.name, port: this.port, options: this.options }),
      },
      execArgv: [],
      stdio: this.onLine ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    if (this.onLine) readLines(child, this.onLine);
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`${this.name} exited with ${code} before it was ready`)));
    });
    child.removeAllListeners('exit');
    child.once('exit', () => {
      if (this.child === child) this.child = undefined;
    });
  }

  /** SIGKILL, then waits until the process is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = undefined;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  /** A clean stop at the end of a test (the same as kill: nothing to flush in a test). */
  close(): Promise<void> {
    return this.kill();
  }
}
