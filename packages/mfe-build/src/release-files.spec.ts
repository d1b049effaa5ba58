import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The persisted-documents manifest a remote's build writes for the release registry's graphql gate
// (packages/mfe-build/release-files.mjs, an ES module: run in a child node).

const MODULE = path.join(__dirname, '..', 'release-files.mjs');
const src = fs.mkdtempSync(path.join(os.tmpdir(), 'release-files-'));

function persisted(): Record<string, string> {
  const script = `import { persistedDocuments } from ${JSON.stringify(MODULE)}; console.log(JSON.stringify(persistedDocuments(process.argv[1])));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script, src], { encoding: 'utf8' }),
  ) as Record<string, string>;
}

afterAll(() => fs.rmSync(src, { recursive: true, force: true }));

it('lists each operation with the fragments it uses (from any file of the remote), keyed by the sha256 of its text', () => {
  fs.mkdirSync(path.join(src, 'features', 'a'), { recursive: true });
  fs.writeFileSync(path.join(src, 'fragments.graphql'), 'fragment ServerFields on GameServer { code name }\n');
  fs.writeFileSync(
    path.join(src, 'features', 'a', 'get-servers.graphql'),
    'query GetServers { servers { ...ServerFields } }\n',
  );
  fs.writeFileSync(
    path.join(src, 'features', 'a', 'get-categories.graphql'),
    'query GetCategories { gameCategories { id } }\n',
  );
  const documents = persisted();
  const texts = Object.values(documents);
  expect(texts).toHaveLength(2);
  const servers = texts.find((text) => text.startsWith('query GetServers'))!;
  expect(servers).toContain('fragment ServerFields on GameServer');
  expect(texts.find((text) => text.startsWith('query GetCategories'))).not.toContain('fragment');
  for (const [hash, text] of Object.entries(documents))
    expect(hash).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
});
