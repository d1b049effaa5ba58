// `npm run test:replicas`: HAProxy in front of two gateways, each reaching two replicas of every
// subgraph through HAProxy, on one PostgreSQL; the scenarios of docs/scaling.md "Replica test".
// Builds nothing: run `npm run build` first. Ports from REPLICAS_PORT_BASE (default 17000).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const haproxy = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
const needed = [
  ['gateway/dist/main.js', 'npm run build:servers'],
  ['subgraphs/catalog/dist/main.js', 'npm run build:servers'],
  ['subgraphs/commerce/dist/main.js', 'npm run build:servers'],
  ['subgraphs/support/dist/main.js', 'npm run build:servers'],
  ['mfe-shell/dist/index.html', 'npm run build:mfes'],
];
for (const [file, command] of needed) {
  if (!fs.existsSync(path.join(root, file))) {
    process.stderr.write(`test:replicas: ${file} is missing; run \`${command}\` (or \`npm run build\`) first\n`);
    process.exit(1);
  }
}
if (!fs.existsSync(haproxy)) {
  process.stderr.write(
    `test:replicas: HAProxy not found at ${haproxy}; install Debian's package (apt-get install haproxy) or set HAPROXY_BIN\n`,
  );
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  [path.join(root, 'test-support/ts-child.cjs'), path.join(root, 'test-support/replicas/run.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, HAPROXY_BIN: haproxy },
  },
);
process.exit(result.status ?? 1);
