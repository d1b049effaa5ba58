import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { V1_ROUTES } from '../../gateway/src/rest/v1/registry';

// The typed client (packages/api-client) is generated from the reseller API's routes: the committed
// types must be what the registry renders now, so a v1 route added or changed without
// `npm run api-client` fails here rather than in a reseller's build.
const ROOT = path.resolve(__dirname, '..', '..');
const TYPES = path.join(ROOT, 'packages', 'api-client', 'src', 'v1.ts');

/** `npm run api-client -- --check` (in a child: openapi-typescript's dependencies are ES modules jest cannot load). */
function check(): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, ['test-support/ts-child.cjs', 'scripts/api-client.ts', '--check'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('packages/api-client/src/v1.ts', () => {
  it('holds the types the registry renders, and the check notices a stale file', () => {
    expect(check()).toMatchObject({ status: 0, output: expect.stringContaining('is up to date') });
    const committed = fs.readFileSync(TYPES, 'utf8');
    try {
      fs.writeFileSync(TYPES, committed.replace('"/api/v1/wallet"', '"/api/v1/purse"'));
      expect(check()).toMatchObject({ status: 1, output: expect.stringContaining('is stale') });
    } finally {
      fs.writeFileSync(TYPES, committed);
    }
  });

  it('names every /api/v1 route of the registry', () => {
    const committed = fs.readFileSync(TYPES, 'utf8');
    for (const route of Object.values(V1_ROUTES)) {
      const typed = `/api${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
      expect([typed, committed.includes(`"${typed}": {`)]).toEqual([typed, true]);
    }
  });
});
