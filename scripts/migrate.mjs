// `npm run migrate`: runs every piece's pending migrations and exits (a deployment's migration job,
// with MIGRATE_ON_START=false on the long-running processes). Each piece connects as it does when it
// starts (<NAME>_DATABASE_URL, else DATABASE_URL) and takes its schema's advisory lock, so running
// this beside starting replicas is safe. Needs the built servers (npm run build:servers).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pieces = ['subgraphs/catalog', 'subgraphs/commerce', 'subgraphs/support', 'gateway'];

for (const piece of pieces) {
  const script = path.join(root, piece, 'dist', 'migrate.js');
  if (!fs.existsSync(script)) {
    process.stderr.write(`[migrate] ${path.relative(root, script)} is missing: run npm run build:servers first\n`);
    process.exit(1);
  }
  const result = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`[migrate] ${piece} failed; the pieces after it were not migrated\n`);
    process.exit(result.status ?? 1);
  }
}
