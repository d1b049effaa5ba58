import fs from 'node:fs';
import path from 'node:path';

/**
 * Records a figure the battery measured (a count, a ratio, a time) so `npm test` and
 * `npm run test:security` print it at the end (scripts/lib/security-figures.mjs).
 */
export function figure(name: string, value: string | number): void {
  const dir = path.resolve(__dirname, '..', 'test-reports');
  fs.mkdirSync(dir, { recursive: true });
  fs.appendFileSync(path.join(dir, 'security-figures.jsonl'), `${JSON.stringify({ name, value })}\n`);
}
