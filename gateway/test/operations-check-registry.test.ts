import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startShop, type Shop } from '../../test-support/shop';
import { fakeBuild, publishAsAdmin } from '../../test-support/delivery';
import type { ApiClient } from '../../test-support/stack';

// `node scripts/operations-check.mjs --registry <shop url>` against a real release registry (the
// real gateway on real PostgreSQL): a tree whose supergraph drops a field the live build of a
// remote still uses fails naming that build and field; the committed tree passes.

const root = path.resolve(__dirname, '..', '..');
const run = promisify(execFile);
const SUPERGRAPH = fs.readFileSync(path.join(root, 'contracts', 'supergraph.graphql'), 'utf8');
// The live build's one operation selects Product.deletedAt, which no operation of this tree uses.
const OPERATION = 'query LiveProduct($id: Int!) {\n  product(id: $id) {\n    id\n    deletedAt\n  }\n}';

let shop: Shop;
let admin: ApiClient;
let buildId: string;
let folder: string;

beforeAll(async () => {
  shop = await startShop();
  admin = shop.admin;
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'operations-check-'));
  const published = await publishAsAdmin(admin, 'storefront', fakeBuild('storefront', { operations: [OPERATION] }));
  expect(published.status).toBe(201);
  buildId = published.body.buildId as string;
  const { revision } = (
    (await admin.get('/api/delivery/remotes')).body as Array<{ name: string; revision: number }>
  ).find((remote) => remote.name === 'storefront')!;
  const activated = await admin.put('/api/delivery/remotes/storefront/active', {
    buildId,
    ifRevision: revision,
    reason: 'live before the schema change',
  });
  expect(activated.status).toBe(200);
});

afterAll(async () => {
  await shop.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** The check as CI runs it; exit code, stdout and stderr. */
async function check(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/operations-check.mjs', ...args], { cwd: root });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the operations check with --registry', () => {
  it('passes on the committed tree, naming the live build it checked', async () => {
    const result = await check('--registry', shop.url);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('service-to-service operations validate against the subgraphs they call');
    expect(result.stdout).toContain(
      `the live builds at ${shop.url} validate against the supergraph (storefront ${buildId})`,
    );
  });

  it('fails naming the live build and the field when the tree drops a field that build uses', async () => {
    // Product.deletedAt with its description, as contracts/supergraph.graphql writes it.
    const field =
      '\n  """Set when an admin deleted the product; it is then in no public read."""\n  deletedAt: DateTimeISO @join__field(graph: CATALOG)\n';
    const start = SUPERGRAPH.indexOf('\ntype Product\n');
    expect(SUPERGRAPH.indexOf(field, start)).toBeGreaterThan(start);
    const without = SUPERGRAPH.slice(0, start) + SUPERGRAPH.slice(start).replace(field, '\n');
    expect(without).not.toBe(SUPERGRAPH);
    const file = path.join(folder, 'supergraph.graphql');
    fs.writeFileSync(file, without);

    const result = await check('--registry', shop.url, '--supergraph', file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`problem(s) of the builds live at ${shop.url}, against ${file}:`);
    expect(result.stderr).toContain(
      `- storefront build ${buildId}: query LiveProduct: Cannot query field "deletedAt" on type "Product".`,
    );

    // Without the registry, the tree's own operations do not use the field: the live build is what fails.
    expect(await check('--supergraph', file)).toMatchObject({ code: 0 });
  });
});
