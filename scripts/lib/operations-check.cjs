// The operations check: every GraphQL operation the four microfrontends and the REST facade send,
// validated against the API schema of the composed supergraph (contracts/supergraph.graphql).
// A field removed or retyped in a subgraph that one of them uses fails here with the operation's
// name and file, before the change ships. Used by scripts/operations-check.mjs (a step of
// `npm test`) and gateway/test/operations-check.test.ts.
const fs = require('node:fs');
const path = require('node:path');
const { Kind, parse, validate, visit } = require('graphql');
const YAML = require('yaml');
const { buildSubgraph, Supergraph } = require('@apollo/federation-internals');
const ts = require('typescript');

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

/**
 * The calls one service makes to another's GraphQL (`callService`, `postGraphql` of
 * @shop/server-kit), found in the TypeScript of every subgraph by its syntax tree, so a new call
 * cannot slip past: its query must be a string literal or a string constant of the same file,
 * and the service it calls is the audience of its scope (SERVICE_SCOPES); a call whose query or
 * target cannot be read that way is a problem itself. The gateway's own calls to subgraphs
 * (gateway/src/rest/public-products.ts) are derived from the supergraph at start-up, not written.
 * @returns {{ calls: { file: string, name: string, target: string, document: import('graphql').DocumentNode }[], problems: string[] }}
 */
function collectServiceCalls(root = ROOT) {
  const audiences = serviceScopeAudiences(root);
  const calls = [];
  const problems = [];
  for (const file of SERVICE_SOURCES.flatMap((dir) => filesUnder(path.join(root, dir), '.ts'))) {
    if (/\.(spec|test)\.ts$/.test(file)) continue;
    const relative = path.relative(root, file);
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const constants = stringConstants(source);
    const visitNode = (node) => {
      const callee = ts.isCallExpression(node) ? calleeName(node.expression) : null;
      if (callee === 'callService' || callee === 'postGraphql') {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        const where = `${relative}:${line}: ${callee}`;
        const query = node.arguments[2];
        const name = query && ts.isIdentifier(query) ? query.text : `${enclosingName(node)} (line ${line})`;
        const text = query && (stringOf(query) ?? (ts.isIdentifier(query) ? constants.get(query.text) : undefined));
        const scope = callee === 'callService' ? stringOf(node.arguments[1]) : scopeNamedIn(enclosingFunction(node));
        if (text === undefined)
          problems.push(
            `${where}: its query is not a string literal or a string constant of the file, so it cannot be checked`,
          );
        else if (!scope || !audiences.has(scope))
          problems.push(`${where}: the service it calls cannot be read (a literal scope of SERVICE_SCOPES)`);
        else {
          try {
            calls.push({ file: relative, name, target: audiences.get(scope), document: parse(text) });
          } catch (error) {
            problems.push(`${relative}: ${name}: ${error.message}`);
          }
        }
      }
      ts.forEachChild(node, visitNode);
    };
    visitNode(source);
  }
  return { calls, problems };
}

/** The folders whose code calls other services' GraphQL. */
const SERVICE_SOURCES = ['subgraphs/catalog/src', 'subgraphs/commerce/src', 'subgraphs/support/src'];

/** SERVICE_SCOPES of @shop/server-kit (identity.ts): each scope's audience, the service called. */
function serviceScopeAudiences(root) {
  const file = path.join(root, 'packages/server-kit/src/identity.ts');
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const audiences = new Map();
  const visitNode = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'SERVICE_SCOPES') {
      let value = node.initializer;
      while (value && (ts.isSatisfiesExpression(value) || ts.isAsExpression(value))) value = value.expression;
      for (const property of value.properties) {
        const audience = property.initializer.properties.find((entry) => entry.name.getText(source) === 'audience');
        audiences.set(stringOf(property.name), stringOf(audience.initializer));
      }
    }
    ts.forEachChild(node, visitNode);
  };
  visitNode(source);
  if (!audiences.size)
    throw new Error('operations check: SERVICE_SCOPES not found in packages/server-kit/src/identity.ts');
  return audiences;
}

function stringOf(node) {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

/** `const NAME = '…'` anywhere in the file. */
function stringConstants(source) {
  const constants = new Map();
  const visitNode = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && stringOf(node.initializer) !== undefined)
      constants.set(node.name.text, stringOf(node.initializer));
    ts.forEachChild(node, visitNode);
  };
  visitNode(source);
  return constants;
}

function calleeName(expression) {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return null;
}

function enclosingFunction(node) {
  let current = node.parent;
  while (current && !ts.isFunctionLike(current)) current = current.parent;
  return current;
}

/** `Class.method` (or the function's name, or the constant holding it) of the function holding a call. */
function enclosingName(node) {
  const names = [];
  for (let current = node.parent; current; current = current.parent) {
    if (!ts.isFunctionLike(current) && !ts.isClassDeclaration(current)) continue;
    const holder = current.name ?? (ts.isVariableDeclaration(current.parent) ? current.parent.name : undefined);
    if (holder && ts.isIdentifier(holder)) names.unshift(holder.text);
  }
  return names.join('.') || 'an anonymous function';
}

/** The scope a `postGraphql` call signs for: the `SERVICE_SCOPES['<scope>']` its function reads. */
function scopeNamedIn(fn) {
  let scope;
  const visitNode = (node) => {
    if (
      scope === undefined &&
      ts.isElementAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'SERVICE_SCOPES'
    )
      scope = stringOf(node.argumentExpression);
    ts.forEachChild(node, visitNode);
  };
  if (fn) visitNode(fn);
  return scope;
}

/** Each subgraph's own schema (contracts/<subgraph>.graphql with federation's _entities, _service). */
function subgraphSchemas(root = ROOT) {
  const schemas = new Map();
  for (const name of ['catalog', 'commerce', 'support']) {
    const sdl = fs.readFileSync(path.join(root, 'contracts', `${name}.graphql`), 'utf8');
    schemas.set(name, subgraphSchemaOf(name, sdl));
  }
  return schemas;
}

function subgraphSchemaOf(name, sdl) {
  return buildSubgraph(name, `http://${name}`, sdl).validate().schema.toGraphQLJSSchema();
}

/** One line per problem: `<file>: <kind> <name> (to <subgraph>): <graphql's message>`. */
function checkServiceCalls(schemas, calls) {
  return calls.flatMap(({ file, name, target, document }) => {
    const kind = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION)?.operation;
    return validate(schemas.get(target), document).map(
      (error) => `${file}: ${kind} ${name} (to ${target}): ${error.message}`,
    );
  });
}

function supergraphSdl(root = ROOT) {
  return fs.readFileSync(path.join(root, 'contracts', 'supergraph.graphql'), 'utf8');
}

module.exports = {
  apiSchemaOf,
  checkOperations,
  checkServiceCalls,
  collectOperations,
  collectServiceCalls,
  documentTargets,
  subgraphSchemaOf,
  subgraphSchemas,
  supergraphSdl,
};
