// @ts-check
// Files the release registry reads from a build (docs/delivery.md):
// - a remote's persisted-documents.json: every GraphQL operation of its src/**/*.graphql, printed
//   with the fragments it uses, keyed by the sha256 of that text. The registry records the hashes
//   and validates the documents against the live supergraph at the moment of the switch.
// - the shell's share-contract.json: the version of each singleton it provides to the remotes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, visit } from 'graphql';

/** @param {string} dir */
function graphqlFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.graphql'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** @param {import('graphql').ASTNode} node */
function spreads(node) {
  /** @type {Set<string>} */
  const names = new Set();
  visit(node, { FragmentSpread: (spread) => void names.add(spread.name.value) });
  return names;
}

/**
 * The persisted documents of the operations under `srcDir`: sha256 (hex) → document text.
 * @param {string} srcDir
 * @returns {Record<string, string>}
 */
export function persistedDocuments(srcDir) {
  /** @type {Map<string, import('graphql').FragmentDefinitionNode>} */
  const fragments = new Map();
  /** @type {import('graphql').OperationDefinitionNode[]} */
  const operations = [];
  for (const file of graphqlFiles(srcDir)) {
    for (const definition of parse(fs.readFileSync(file, 'utf8')).definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
      else if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
    }
  }
  /** @type {Record<string, string>} */
  const documents = {};
  for (const operation of operations) {
    /** @type {Map<string, import('graphql').FragmentDefinitionNode>} */
    const used = new Map();
    const pending = [...spreads(operation)];
    while (pending.length) {
      const name = /** @type {string} */ (pending.pop());
      const fragment = fragments.get(name);
      if (used.has(name) || !fragment) continue;
      used.set(name, fragment);
      pending.push(...spreads(fragment));
    }
    const text = print({ kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] });
    documents[createHash('sha256').update(text, 'utf8').digest('hex')] = text;
  }
  return Object.fromEntries(Object.entries(documents).sort(([a], [b]) => (a < b ? -1 : 1)));
}

export class ReleaseFilesPlugin {
  /**
   * @param {{ dirname: string, shareContract?: Record<string, string> }} options
   *   shareContract: the shell's singletons and versions; a remote writes its persisted documents.
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ReleaseFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (this.options.shareContract)
            compilation.emitAsset(
              'share-contract.json',
              new RawSource(`${JSON.stringify(this.options.shareContract, null, 2)}\n`),
            );
          else
            compilation.emitAsset(
              'persisted-documents.json',
              new RawSource(`${JSON.stringify(persistedDocuments(path.join(this.options.dirname, 'src')), null, 2)}\n`),
            );
        },
      );
    });
  }
}
