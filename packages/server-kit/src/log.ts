/** One JSON line per event, always carrying the request id so a request can be followed across processes. */
export function log(service: string, level: 'info' | 'warn' | 'error', message: string, fields: Record<string, unknown> = {}): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  if (level === 'info' && process.env.LOG_LEVEL === 'warn') return;
  const line = JSON.stringify({ time: new Date().toISOString(), service, level, message, ...fields });
  (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
}
