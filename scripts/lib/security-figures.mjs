// The security battery's figures: each test of `security/` records what it measured
// (security/figure.ts appends one JSON line per figure); the test commands print them at the end.
import fs from 'node:fs';
import path from 'node:path';

export const FIGURES_FILE = 'security-figures.jsonl';

export function printSecurityFigures(reportsDir) {
  const file = path.join(reportsDir, FIGURES_FILE);
  if (!fs.existsSync(file)) return;
  const figures = fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  process.stdout.write('\n=== security battery figures\n');
  for (const { name, value } of figures) process.stdout.write(`- ${name}: ${value}\n`);
}
