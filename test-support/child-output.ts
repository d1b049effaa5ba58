import type { ChildProcess } from 'node:child_process';

/** A child's output lines, each given to `onLine` (stderr's also printed, as an inherited stderr would). */
export function readLines(child: ChildProcess, onLine: (line: string) => void): void {
  for (const [stream, echo] of [
    [child.stdout, null],
    [child.stderr, process.stderr],
  ] as const) {
    let buffer = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      echo?.write(chunk);
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
  }
}
