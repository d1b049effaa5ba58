import { Kind, parse, validate, type GraphQLSchema } from 'graphql';
import semver from 'semver';
import { PERSISTED_DOCUMENTS, sha256Hex, type BuildFile, type SharedEntry } from './build-contents';

/** The libraries the shell provides once for every remote; a remote must take them from it. */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@apollo/client',
  '@emotion/react',
] as const;

export type GateName = 'shared' | 'graphql' | 'exposes' | 'budget' | 'integrity';

export interface GateResult {
  gate: GateName;
  problems: string[];
}

/** The build as the gates see it (a row of gateway.delivery_build). */
export interface GatedBuild {
  remote: string;
  buildId: string;
  files: BuildFile[];
  shared: SharedEntry[];
  exposes: string[];
  firstLoadBytes: number;
}

/** What the gates judge a build against, read at the moment of the switch. */
export interface GateContext {
  /** The version of each singleton the live shell provides (its build's share-contract.json). */
  shellShared(): Promise<Record<string, string>>;
  /** The API schema of the supergraph the gateway serves now. */
  apiSchema(): GraphQLSchema;
  /** Each module importers need from `remote`, with who needs it (the shell, other live remotes). */
  requiredExposes(remote: string): Promise<Array<{ module: string; by: string }>>;
  /** The first-load budget of `remote` in bytes (budgets.json), null when it has none. */
  firstLoadBudget(remote: string): number | null;
  readFile(sha256: string): Promise<Buffer | null>;
}

export function sharedGate(build: GatedBuild, shell: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const name of SHARED_SINGLETONS) {
    const provided = shell[name];
    const entry = build.shared.find((candidate) => candidate.name === name);
    if (!entry) {
      problems.push(`${name}: not shared (the build bundles its own copy instead of the shell's singleton)`);
      continue;
    }
    if (!entry.singleton) problems.push(`${name}: shared without singleton: true`);
    if (!provided) continue;
    const own = entry.version ? semver.coerce(entry.version) : null;
    const shells = semver.coerce(provided);
    if (own && shells && own.major !== shells.major)
      problems.push(`${name}: built with ${entry.version}, the shell provides ${provided} (another major version)`);
    if (
      entry.requiredVersion &&
      semver.validRange(entry.requiredVersion) &&
      !semver.satisfies(provided, entry.requiredVersion)
    )
      problems.push(`${name}: requires ${entry.requiredVersion}, the shell provides ${provided}`);
  }
  return problems;
}

export async function graphqlGate(build: GatedBuild, context: GateContext): Promise<string[]> {
  const listed = build.files.find((file) => file.path === PERSISTED_DOCUMENTS);
  if (!listed) return [`the build has no ${PERSISTED_DOCUMENTS}: its operations cannot be checked`];
  const bytes = await context.readFile(listed.sha256);
  if (!bytes) return [`${PERSISTED_DOCUMENTS} is missing from the store`];
  return persistedDocumentsProblems(bytes, context.apiSchema());
}

/**
 * The graphql gate's judgement of a build's persisted-documents.json against an API schema: one
 * line per problem, `<kind> <Name>: <graphql's message>`. Also the operations check's, for the
 * live builds of a registry (`scripts/operations-check.mjs --registry`).
 */
export function persistedDocumentsProblems(bytes: Buffer, schema: GraphQLSchema): string[] {
  let documents: Record<string, unknown>;
  try {
    documents = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
  } catch {
    return [`${PERSISTED_DOCUMENTS} is not JSON`];
  }
  const problems: string[] = [];
  for (const [hash, text] of Object.entries(documents)) {
    if (typeof text !== 'string' || sha256Hex(Buffer.from(text, 'utf8')) !== hash) {
      problems.push(`operation ${hash.slice(0, 12)}: its text does not match its hash`);
      continue;
    }
    try {
      const document = parse(text);
      const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
      const label =
        operation && 'name' in operation && operation.name
          ? `${operation.operation} ${operation.name.value}`
          : hash.slice(0, 12);
      for (const error of validate(schema, document)) problems.push(`${label}: ${error.message}`);
    } catch (error) {
      problems.push(`operation ${hash.slice(0, 12)}: ${(error as Error).message}`);
    }
  }
  return problems;
}

export async function exposesGate(build: GatedBuild, context: GateContext): Promise<string[]> {
  const required = await context.requiredExposes(build.remote);
  return required
    .filter(({ module }) => !build.exposes.includes(module))
    .map(({ module, by }) => `${module} is imported by ${by} but the build does not expose it`);
}

export function budgetGate(build: GatedBuild, budget: number | null): string[] {
  if (budget === null || build.firstLoadBytes <= budget) return [];
  return [`first load is ${build.firstLoadBytes} bytes, over the budget of ${budget} bytes (budgets.json)`];
}

export async function integrityGate(build: GatedBuild, context: GateContext): Promise<string[]> {
  const problems: string[] = [];
  for (const file of build.files) {
    const bytes = await context.readFile(file.sha256);
    if (!bytes) problems.push(`${file.path} is missing from the store`);
    else if (sha256Hex(bytes) !== file.sha256 || bytes.length !== file.size)
      problems.push(`${file.path} does not match its recorded hash`);
  }
  return problems;
}

/** Every gate, each with its problems (an empty list: passed). */
export async function runGates(build: GatedBuild, context: GateContext): Promise<GateResult[]> {
  const shell = await context.shellShared();
  return [
    { gate: 'shared', problems: sharedGate(build, shell) },
    { gate: 'graphql', problems: await graphqlGate(build, context) },
    { gate: 'exposes', problems: await exposesGate(build, context) },
    { gate: 'budget', problems: budgetGate(build, context.firstLoadBudget(build.remote)) },
    { gate: 'integrity', problems: await integrityGate(build, context) },
  ];
}
