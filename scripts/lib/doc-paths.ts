// Repository paths named in docs/ (and the READMEs) and in code comments, checked against the tree:
// scripts/test/doc-paths.test.ts fails on a path that does not exist, so a rename or a removal
// cannot leave a reference behind.
//
// What counts as a path:
// - Markdown: a link's target (not a URL or an anchor), and a backticked span without spaces that
//   contains a `/` and either ends in a file extension or starts with a top-level folder.
// - Code comments (*.ts, *.tsx, *.mjs, *.cjs, *.js): a word of the same shape.
// What is left out: URLs and URL paths (`/api/...`), globs (`*`, `{a,b}`), placeholders (`<name>`,
// `NNNN`, `...`), route params (`:id`), and what a build or a run makes (`dist/`, `node_modules/`,
// `test-reports/`, `.tools/`).
// How it resolves: a path that starts with a top-level folder is read from the repository root; one
// that starts with `./` or `../` from the naming file's folder (and a Markdown link always so); any
// other is a shorthand inside a package (`src/bootstrap.tsx`, `app/routes.tsx`) and must be the
// end of some file's or folder's path in the repository.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(__dirname, '..', '..');

export interface PathReference {
  /** The naming file, from the root. */
  file: string;
  line: number;
  /** The path as written (without an anchor or a line number). */
  path: string;
  /** A Markdown link's `#anchor`, checked against the target's headings. */
  anchor?: string;
  kind: 'link' | 'code span' | 'comment';
}

const GENERATED = new Set(['dist', 'node_modules', 'test-reports', '.tools', '.data', 'coverage', 'playwright-report']);

/**
 * Paths that name something outside the repository on purpose (a part inside a package or an
 * archive), each with the reason. Keep it short: a path here is never checked.
 */
export const OUTSIDE_THE_REPOSITORY: Record<string, string> = {
  'word/document.xml': 'the main part inside a .docx package',
  'utils/preload.js': "a file of @module-federation/runtime-core's dist",
  'plugins/snapshot/SnapshotHandler.js': "a file of @module-federation/runtime-core's dist",
};

/** Folders .gitignore names (`deploy/secrets/`, `dist/`): what a build, a run or a script writes. */
export function ignoredFolders(root = ROOT): { rooted: string[]; anywhere: Set<string> } {
  const rooted: string[] = [];
  const anywhere = new Set<string>();
  const ignore = path.join(root, '.gitignore');
  const lines = fs.existsSync(ignore) ? fs.readFileSync(ignore, 'utf8').split('\n') : [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line.endsWith('/') || line.startsWith('#') || /[*?[!]/.test(line)) continue;
    const folder = line.replace(/^\/|\/$/g, '');
    if (folder.includes('/')) rooted.push(folder);
    else anywhere.add(folder);
  }
  return { rooted, anywhere };
}
const CODE = /\.(ts|tsx|mjs|cjs|js)$/;
/** Where code comments are read: the workspaces, scripts, test-support, security, e2e. */
const CODE_ROOTS = [
  'packages',
  'subgraphs',
  'gateway',
  'mfe-shell',
  'mfe-storefront',
  'mfe-account',
  'mfe-admin',
  'scripts',
  'test-support',
  'security',
  'e2e',
];

/** Files of the repository (tracked, or new and not ignored), from the root. */
export function repositoryFiles(root = ROOT): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && fs.existsSync(path.join(root, file)));
}

export class Tree {
  readonly paths = new Set<string>();
  readonly topLevel = new Set<string>();
  constructor(
    files: string[],
    readonly ignored: { rooted: string[]; anywhere: Set<string> } = { rooted: [], anywhere: new Set() },
  ) {
    for (const file of files) {
      const parts = file.split('/');
      for (let i = 1; i <= parts.length; i += 1) this.paths.add(parts.slice(0, i).join('/'));
      if (parts.length > 1) this.topLevel.add(parts[0]!);
    }
  }
  has(relative: string): boolean {
    return this.paths.has(relative.replace(/\/+$/, ''));
  }
  /** In a folder .gitignore names: written by a build, a run or a script, not committed. */
  isIgnored(reference: string): boolean {
    const segments = reference.split('/').filter((s) => s && s !== '.' && s !== '..');
    if (segments.some((s) => this.ignored.anywhere.has(s))) return true;
    const folder = segments.slice(0, -1).join('/');
    return this.ignored.rooted.some(
      (ignored) => `${reference}/`.startsWith(`${ignored}/`) || (folder && `/${ignored}`.endsWith(`/${folder}`)),
    );
  }
  /** Some file or folder whose path ends with these segments. */
  hasSuffix(partial: string): boolean {
    const tail = `/${partial.replace(/\/+$/, '')}`;
    for (const known of this.paths) if (known.endsWith(tail) || known === tail.slice(1)) return true;
    return false;
  }
}

const EXTENSION = /\.[A-Za-z][A-Za-z0-9]{0,9}$/;

/** The word as a path to check, or null when it is not one (see the top of this file). */
export function candidate(word: string, tree: Tree): string | null {
  let text = word.trim();
  // Anchors and line numbers: `docs/performance.md#response-cache`, `gateway/src/app.ts:63`.
  text = text.replace(/#.*$/, '').replace(/:\d+(:\d+)?$/, '');
  text = text.replace(/^[("'`[]+|[)"'`,;:.!?\]]+$/g, '');
  if (!text.includes('/')) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return null; // http:, node:, mailto:
  if (text.startsWith('/') || text.startsWith('~') || text.startsWith('@')) return null; // URL paths, home, packages
  if (/[*?{}<>$%=@\\|]|\.\.\.|…|NNNN|XXX|xxx/.test(text)) return null; // globs, placeholders
  if (OUTSIDE_THE_REPOSITORY[text]) return null;
  if (/(^|\/):/.test(text)) return null; // route params
  if (/\s/.test(text)) return null;
  const segments = text.split('/').filter((s) => s && s !== '.' && s !== '..');
  if (!segments.length || segments.some((s) => GENERATED.has(s))) return null;
  if (segments.some((s) => /^[A-Z][A-Z0-9_]{2,}$/.test(s))) return null; // DATA_DIR/secrets.json
  const relative = text.startsWith('./') || text.startsWith('../');
  // `./App`, `./demo`: an exposed module's or a package export's name, not a file.
  if (text.startsWith('./') && segments.length === 1 && !EXTENSION.test(text)) return null;
  if (!relative && !EXTENSION.test(text) && !tree.topLevel.has(segments[0]!)) return null;
  return text;
}

/** Whether a candidate named in `file` (from the root) exists. */
export function exists(reference: string, file: string, tree: Tree, kind: PathReference['kind']): boolean {
  if (tree.isIgnored(reference)) return true;
  // An import specifier (`test-support/shop`) names the module file without its extension.
  if (!EXTENSION.test(reference) && kind !== 'link')
    for (const suffix of ['', '.ts', '.tsx', '.mjs', '.cjs', '.js', '/index.ts'])
      if (found(`${reference}${suffix}`, file, tree, kind)) return true;
  return found(reference, file, tree, kind);
}

function found(reference: string, file: string, tree: Tree, kind: PathReference['kind']): boolean {
  const fromFile = path.posix.normalize(path.posix.join(path.posix.dirname(file), reference));
  if (kind === 'link' || reference.startsWith('./') || reference.startsWith('../')) return tree.has(fromFile);
  const first = reference.split('/')[0]!;
  if (tree.topLevel.has(first)) return tree.has(reference) || tree.has(fromFile);
  return tree.has(fromFile) || tree.hasSuffix(reference);
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * A decision record's Context is the state before the decision: the files it names may be gone by
 * design. Its other sections describe what is, and are checked.
 */
function withoutDecisionContext(file: string, text: string): string {
  if (!/^docs\/decisions\/\d{4}-/.test(file)) return text;
  return text.replace(/^## Context\n[\s\S]*?(?=^## )/m, (context) => context.replace(/[^\n]/g, ' '));
}

/** Links and backticked paths of a Markdown file (fenced code blocks included: they name files too). */
export function markdownReferences(file: string, markdown: string, tree: Tree): PathReference[] {
  const found: PathReference[] = [];
  const text = withoutDecisionContext(file, markdown);
  for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1]!;
    if (/^([a-z][a-z0-9+.-]*:|\/)/i.test(target)) continue;
    const [linked, anchor] = target.split('#') as [string, string | undefined];
    const clean = linked ? decodeURI(linked) : path.posix.basename(file);
    found.push({ file, line: lineAt(text, match.index), path: clean, kind: 'link', ...(anchor ? { anchor } : {}) });
  }
  for (const match of text.matchAll(/`([^`\n]+)`/g)) {
    const reference = candidate(match[1]!, tree);
    if (reference) found.push({ file, line: lineAt(text, match.index), path: reference, kind: 'code span' });
  }
  return found;
}

/** Paths in the comments of a source file. */
export function commentReferences(file: string, text: string, tree: Tree): PathReference[] {
  const found: PathReference[] = [];
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const seen = new Set<number>();
  const visitComments = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      const comment = text.slice(range.pos, range.end);
      for (const match of comment.matchAll(/[^\s()[\]'"`,;]+\/[^\s()[\]'"`,;]+/g)) {
        const reference = candidate(match[0], tree);
        if (reference)
          found.push({ file, line: lineAt(text, range.pos + match.index), path: reference, kind: 'comment' });
      }
    }
  };
  const visit = (node: ts.Node) => {
    visitComments(ts.getLeadingCommentRanges(text, node.getFullStart()));
    visitComments(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.forEachChild(visit);
  };
  visit(source);
  visitComments(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return found;
}

/** The anchors of a Markdown file's headings, as GitHub makes them (repeats get -1, -2, ...). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const text = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const match of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = match[1]!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

/** A link's anchor into a Markdown file of the repository that has no such heading. */
export function brokenAnchor(reference: PathReference, root = ROOT): boolean {
  if (!reference.anchor || !reference.path.endsWith('.md')) return false;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(reference.file), reference.path));
  const file = path.join(root, target);
  if (!fs.existsSync(file)) return false;
  return !headingAnchors(fs.readFileSync(file, 'utf8')).has(decodeURIComponent(reference.anchor));
}

/** Every path named in docs/, the READMEs and the code comments, and whether it exists. */
export function checkPaths(root = ROOT): { references: PathReference[]; missing: PathReference[] } {
  const files = repositoryFiles(root);
  const tree = new Tree(files, ignoredFolders(root));
  const references: PathReference[] = [];
  for (const file of files) {
    if (file.split('/').some((s) => GENERATED.has(s))) continue;
    const isDoc = file.endsWith('.md') && (file.startsWith('docs/') || path.posix.basename(file) === 'README.md');
    const isCode = CODE.test(file) && CODE_ROOTS.includes(file.split('/')[0]!) && !file.endsWith('.d.ts');
    if (!isDoc && !isCode) continue;
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    references.push(...(isDoc ? markdownReferences(file, text, tree) : commentReferences(file, text, tree)));
  }
  const missing = references.filter(
    (reference) => !exists(reference.path, reference.file, tree, reference.kind) || brokenAnchor(reference, root),
  );
  return { references, missing };
}
