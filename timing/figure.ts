import fs from 'node:fs';
import path from 'node:path';

/** Records a figure of the timing suite with its budget; scripts/test-timing.mjs prints them at the end. */
export function timingFigure(name: string, value: number, budget: number, unit = 'ms'): void {
  const dir = path.resolve(__dirname, '..', 'test-reports');
  fs.mkdirSync(dir, { recursive: true });
  fs.appendFileSync(path.join(dir, 'timing-figures.jsonl'), `${JSON.stringify({ name, value, budget, unit })}\n`);
}
