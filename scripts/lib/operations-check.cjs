// The operations check: every GraphQL operation the four microfrontends and the REST facade send,
// validated against the API schema of the composed supergraph (contracts/supergraph.graphql).
// A field removed or retyped in a subgraph that one of them uses fails here with the operation's
// name and file, before the change ships. Used by scripts/operations-check.mjs (a step of
// `npm test`) and gateway/test/operations-check.test.ts.
const fs = require('node:fs');
const path = require('node:path');
const { Kind, parse, validate, visit } = require('graphql');
const YAML = require('yaml');
const { Supergraph } = require('@apollo/federation-internals');

const ROOT = path.resolve(__dirname, '..', '..');

/** The API schema clients see: the supergraph without its join/link machinery and @inaccessible parts. */
function apiSchemaOf(supergraphSdl) {
  return Supergraph.build(supergraphSdl).apiSchema().toGraphQLJSSchema();
}

/**
 * codegen.yml's targets and their document globs, so the check and codegen can never look at
 * different files. Globs are of the form `<dir>/**\/*.<ext>` (the only form codegen.yml uses).
 */
function documentTargets(root = ROOT) {
  const config = YAML.parse(fs.readFileSync(path.join(root, 'codegen.yml'), 'utf8'));
  return Object.entries(config.generates).flatMap(([target, options]) =>
    [options.documents ?? []].flat().map((glob) => {
      const match = /^(.+?)\/\*\*\/\*(\.[a-z]+)$/.exec(glob);
      if (!match) throw new Error(`operations check: codegen.yml glob ${glob} is not of the form <dir>/**/*.<ext>`);
      return { target, dir: path.join(root, match[1]), extension: match[2] };
    }),
  );
}

function filesUnder(dir, extension) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

function fragmentSpreads(node) {
  const names = new Set();
  visit(node, { FragmentSpread: (spread) => void names.add(spread.name.value) });
  return names;
}

/**
 * Every operation of every target, each as a document holding the operation and the fragments
 * it uses (fragments are shared between the files of one codegen target, as codegen sees them).
 * @returns {{ target: string, file: string, name: string, document: import('graphql').DocumentNode }[]}
 */
function collectOperations(root = ROOT) {
  const operations = [];
  for (const { target, dir, extension } of documentTargets(root)) {
    const fragments = new Map();
    const found = [];
    for (const file of filesUnder(dir, extension)) {
      const relative = path.relative(root, file);
      const document = parse(fs.readFileSync(file, 'utf8'));
      for (const definition of document.definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
        else if (definition.kind === Kind.OPERATION_DEFINITION) {
          if (!definition.name) throw new Error(`operations check: ${relative} has an operation without a name`);
          found.push({ file: relative, definition });
        }
      }
    }
    for (const { file, definition } of found) {
      const used = new Map();
      const pending = [...fragmentSpreads(definition)];
      while (pending.length) {
        const name = pending.pop();
        if (used.has(name) || !fragments.has(name)) continue;
        used.set(name, fragments.get(name));
        pending.push(...fragmentSpreads(fragments.get(name)));
      }
      operations.push({
        target,
        file,
        name: definition.name.value,
        document: { kind: Kind.DOCUMENT, definitions: [definition, ...used.values()] },
      });
    }
  }
  return operations;
}

/** One line per problem: `<file>: <Kind> <Name>: <graphql's message, which names the field>`. */
function checkOperations(schema, operations) {
  return operations.flatMap(({ file, name, document }) => {
    const kind = document.definitions[0].operation;
    return validate(schema, document).map((error) => `${file}: ${kind} ${name}: ${error.message}`);
  });
}

function supergraphSdl(root = ROOT) {
  return fs.readFileSync(path.join(root, 'contracts', 'supergraph.graphql'), 'utf8');
}

module.exports = { apiSchemaOf, checkOperations, collectOperations, documentTargets, supergraphSdl };
