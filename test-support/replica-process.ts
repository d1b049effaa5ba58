import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { readLines } from './child-output';

export type Piece = 'catalog' | 'commerce' | 'support' | 'gateway';

/** A replica of one piece in its own process (test-support/replica-child.ts), as a deployment runs several. */
export class ReplicaProcess {
  private constructor(
    readonly piece: Piece,
    readonly url: string,
    private readonly child: ChildProcess,
  ) {}

  /**
   * Starts it and waits until it listens. `options`: a subgraph's createApp options, or for the
   * gateway its environment on top of this process's. Rejects with the child's exit code when it
   * does not come up. `env` is added to the child's environment (MIGRATE_ON_START, say);
   * `onLine` gets each line the child writes (its logs), instead of dropping its stdout.
   */
  static start(
    piece: Piece,
    options: Record<string, unknown>,
    env: Record<string, string> = {},
    onLine?: (line: string) => void,
  ): Promise<ReplicaProcess> {
    const child = fork(path.join(__dirname, 'ts-child.cjs'), [path.join(__dirname, 'replica-child.ts')], {
      env: { ...process.env, ...env, REPLICA_CHILD: JSON.stringify({ piece, options }) },
      execArgv: [],
      stdio: onLine ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    if (onLine) readLines(child, onLine);
    return new Promise((resolve, reject) => {
      child.once('message', (message: { port: number }) => {
        child.removeAllListeners('exit');
        resolve(new ReplicaProcess(piece, `http://127.0.0.1:${message.port}`, child));
      });
      child.once('exit', (code) => reject(new Error(`a ${piece} replica exited with ${code} before it was ready`)));
    });
  }

  /** The child's process id (its `/proc/<pid>/status`, say). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Ends the process (SIGTERM, then SIGKILL after 5 s) and waits until it is gone. */
  async close(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
      this.child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      this.child.kill('SIGTERM');
    });
  }
}
