import fs from 'node:fs';
import path from 'node:path';
import {
  brokenAnchor,
  checkPaths,
  commentReferences,
  exists,
  markdownReferences,
  repositoryFiles,
  ROOT,
  Tree,
  ignoredFolders,
} from '../lib/doc-paths';

// Every repository path named in docs/, the READMEs and the code comments exists (scripts/lib/doc-paths.ts
// says what counts as a path and what is left out), and every decision record is numbered and indexed.
describe('paths named in the docs and in code comments', () => {
  const tree = new Tree(repositoryFiles(), ignoredFolders());

  it('all exist', () => {
    const { references, missing } = checkPaths();
    expect(references.length).toBeGreaterThan(500);
    expect(missing.map((m) => `${m.file}:${m.line} (${m.kind}) ${m.path}${m.anchor ? `#${m.anchor}` : ''}`)).toEqual(
      [],
    );
  });

  it('finds a wrong path in a link, a code span and a comment, and passes the right one', () => {
    const markdown = [
      'See [the cache](../gateway/src/cache/no-such-file.ts) and `gateway/src/cache/no-such-file.ts`,',
      'a shorthand `src/no-such-module.ts`, and the real `gateway/src/app.ts` and [api](api.md#routes).',
    ].join('\n');
    const named = markdownReferences('docs/example.md', markdown, tree);
    const missing = named.filter((r) => !exists(r.path, r.file, tree, r.kind)).map((r) => `${r.kind} ${r.path}`);
    expect(missing).toEqual([
      'link ../gateway/src/cache/no-such-file.ts',
      'code span gateway/src/cache/no-such-file.ts',
      'code span src/no-such-module.ts',
    ]);
    const code = "// Moved to packages/server-kit/src/no-such.ts (see docs/api.md).\nconst url = 'http://x/y.js';\n";
    const inComments = commentReferences('gateway/src/example.ts', code, tree);
    expect(inComments.map((r) => [r.path, exists(r.path, r.file, tree, r.kind)])).toEqual([
      ['packages/server-kit/src/no-such.ts', false],
      ['docs/api.md', true],
    ]);
  });

  it("finds a link's anchor that names no heading of its target", () => {
    const markdown = '[a](api.md#routes) [b](api.md#no-such-heading) [c](#goals) [d](#nope) [e](performance.md#memory)';
    const named = markdownReferences('docs/performance.md', markdown, tree);
    expect(named.filter((r) => brokenAnchor(r)).map((r) => `${r.path}#${r.anchor}`)).toEqual([
      'api.md#no-such-heading',
      'performance.md#nope',
    ]);
    expect(checkPaths().references.filter((r) => r.anchor).length).toBeGreaterThan(5);
  });

  it('leaves out URL paths, globs, placeholders, generated folders and package names', () => {
    const markdown =
      '`/api/products/:id` `mfe-*/src/app.tsx` `docs/decisions/NNNN-name.md` `<piece>.env` `dist/server/remoteEntry.js` ' +
      '`node_modules/x/y.js` `@module-federation/runtime-core` `react-dom/client` `https://example.com/a.js` ' +
      '`deploy/secrets/public.env` `DATA_DIR/secrets.json` `./App`';
    expect(
      markdownReferences('docs/example.md', markdown, tree).filter((r) => !exists(r.path, r.file, tree, r.kind)),
    ).toEqual([]);
  });

  it('holds every decision record numbered, in order, and listed in docs/decisions/README.md', () => {
    const folder = path.join(ROOT, 'docs', 'decisions');
    const records = fs.readdirSync(folder).filter((file) => file.endsWith('.md') && file !== 'README.md');
    expect(records.filter((file) => !/^\d{4}-[a-z0-9-]+\.md$/.test(file))).toEqual([]);
    const numbers = records.map((file) => Number(file.slice(0, 4))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    // The index's rows: number, [title](file), date, status.
    const rows = fs
      .readFileSync(path.join(folder, 'README.md'), 'utf8')
      .split('\n')
      .filter((line) => /^\| \d{4} /.test(line))
      .map((line) => line.split(' | ').map((cell) => cell.replace(/^\|\s*|\s*\|$/g, '').trim()));
    expect(rows.map((row) => row[0])).toEqual(records.map((file) => file.slice(0, 4)).sort());
    for (const file of records) {
      const title = fs.readFileSync(path.join(folder, file), 'utf8').split('\n')[0]!.replace(/^#\s*/, '');
      const row = rows.find((cells) => cells[0] === file.slice(0, 4));
      expect([file, row?.[1], /^\d{4}-\d{2}-\d{2}$/.test(row?.[2] ?? ''), Boolean(row?.[3])]).toEqual([
        file,
        `[${title}](${file})`,
        true,
        true,
      ]);
    }
  });
});
