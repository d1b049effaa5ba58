import { parseAddressList } from './address-list';
import { z } from 'zod';
import { keyProblem, missingSecretText, privateKeyVar, publicKeyVar, type Party } from './keys';

/**
 * One configuration schema per process (docs/configuration.md, generated from these schemas by
 * `npm run docs:config`). Every variable is a string schema that carries its documentation
 * (`.meta`: type, default, description) and turns the text into the value the code uses; the
 * loader parses a whole environment at once and reports every bad or missing variable together.
 */
export { z };

/** What docs/configuration.md and the Kubernetes check read of a variable. */
export interface VariableDoc {
  name: string;
  type: string;
  /** As written in the environment; undefined when the variable has no default. */
  default?: string;
  description: string;
  /** The process does not start without it. */
  required: boolean;
  /** A secret: never in a ConfigMap, never in a log. */
  secret: boolean;
}

interface VariableMeta {
  description: string;
  envType: string;
  envDefault?: string;
  envRequired: boolean;
  envSecret: boolean;
}

/** A variable's parser: throws an Error whose message completes "NAME ..." ("must be ..."). */
type Parse<T> = (text: string) => T;

export interface Spec {
  description: string;
  /** The default, as it would be written in the environment (parsed like a given value). */
  default?: string;
  required?: boolean;
  /** How the variable's absence reads when it is required ("is not set" by default). */
  missing?: string;
  secret?: boolean;
}

/** A variable's schema: its value is always there with a default or when required. */
export type VariableSchema<T, P> = z.ZodType<
  P extends { default: string } ? T : P extends { required: true } ? T : T | undefined,
  unknown
>;

/** A variable of any type: `parse` turns its text into the value; see the builders below. */
export function variable<T, P extends Spec>(type: string, spec: P, parse: Parse<T>): VariableSchema<T, P> {
  const text = z.string({ error: () => spec.missing ?? 'is not set' }).transform((value, context) => {
    try {
      return parse(value);
    } catch (error) {
      context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
      return z.NEVER;
    }
  });
  const meta: VariableMeta = {
    description: spec.description,
    envType: type,
    envDefault: spec.default,
    envRequired: !!spec.required && spec.default === undefined,
    envSecret: !!spec.secret,
  };
  const schema = spec.default !== undefined ? text.prefault(spec.default) : spec.required ? text : text.optional();
  return schema.describe(spec.description).meta(meta as unknown as Record<string, unknown>) as VariableSchema<T, P>;
}

export const text = <P extends Spec & { default: string }>(spec: P) => variable('text', spec, (value) => value);
export const optionalText = (spec: Spec) => variable('text', spec, (value) => value);

/** A secret the process refuses to start without; its absence reads as `MissingSecretError` does. */
export const secret = (spec: Spec & { hint: string; minLength?: number }) =>
  variable(
    'secret',
    { ...spec, required: true as const, secret: true, missing: missingSecretText(spec.hint) },
    (value) => {
      if (spec.minLength && value.length < spec.minLength) throw new Error(missingSecretText(spec.hint));
      return value;
    },
  );

/** One of a few words, case-insensitive; anything else is refused with the allowed words named. */
export function oneOf<const V extends string, P extends Spec & { default?: V; aliases?: Record<string, V> }>(
  values: readonly V[],
  spec: P,
) {
  return variable(values.join(' | '), spec, (value) => {
    const word = value.trim().toLowerCase();
    const found = (values as readonly string[]).includes(word) ? (word as V) : spec.aliases?.[word];
    if (!found) throw new Error(`must be one of ${values.join(', ')} (got '${value}')`);
    return found;
  });
}

/** `true` or `false`. */
export const flag = <P extends Spec & { default: 'true' | 'false'; aliases?: Record<string, 'true' | 'false'> }>(
  spec: P,
) =>
  variable('true | false', spec, (value) => {
    const word = value.trim().toLowerCase();
    const found = word === 'true' || word === 'false' ? word : spec.aliases?.[word];
    if (!found) throw new Error(`must be one of true, false (got '${value}')`);
    return found === 'true';
  });

/** `on` or `off`, as a boolean (true = on). */
export const onOff = <P extends Spec & { default: 'on' | 'off' }>(spec: P) =>
  variable('on | off', spec, (value) => {
    const word = value.trim().toLowerCase();
    if (word !== 'on' && word !== 'off') throw new Error(`must be one of on, off (got '${value}')`);
    return word === 'on';
  });

/** A whole number of at least `min`. */
export const integer = <P extends Spec & { min?: number }>(spec: P) =>
  variable('integer', spec, (value) => {
    const number = Number(value.trim());
    const min = spec.min ?? 1;
    if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < min)
      throw new Error(`must be a whole number of at least ${min} (got '${value}')`);
    return number;
  });

/** A number greater than zero (fractions allowed). */
export const positiveNumber = <P extends Spec>(spec: P) =>
  variable('number', spec, (value) => {
    const number = Number(value.trim());
    if (!Number.isFinite(number) || number <= 0) throw new Error(`must be a positive number (got '${value}')`);
    return number;
  });

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `90s`, `10m`, `1h`, `7d` (a bare number is seconds), in milliseconds. */
export function parseDurationText(value: string): number {
  const match = /^\s*(\d+)\s*(ms|s|m|h|d)?\s*$/.exec(value);
  if (!match || Number(match[1]) <= 0)
    throw new Error(`must be a duration such as 30s, 10m, 1h or 7d (got '${value}')`);
  return Number(match[1]) * UNITS[match[2] ?? 's'];
}

export const duration = <P extends Spec>(spec: P) => variable('duration', spec, parseDurationText);

/** `20/10m`: so many per window. */
export const windowLimit = <P extends Spec>(spec: P) =>
  variable('count/duration', spec, (value) => {
    const [count, window, ...rest] = value.split('/');
    const limit = Number(count);
    if (!Number.isSafeInteger(limit) || limit < 1 || window === undefined || rest.length)
      throw new Error(`must look like 20/10m (got '${value}')`);
    try {
      return { limit, windowMs: parseDurationText(window) };
    } catch {
      throw new Error(`must look like 20/10m (got '${value}')`);
    }
  });

/** An absolute http(s) address. */
export const httpUrl = <P extends Spec>(spec: P) =>
  variable('URL', spec, (value) => {
    let url: URL | null = null;
    try {
      url = new URL(value.trim());
    } catch {
      // refused below
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
      throw new Error(`must be an http(s) address (got '${value}')`);
    return url.href;
  });

/** Why the configuration cannot be used: every problem, one per line. */
export class ConfigError extends Error {
  constructor(
    readonly process: string,
    readonly problems: string[],
  ) {
    super(
      `${process} cannot start: ${problems.length} configuration problem${problems.length === 1 ? '' : 's'} ` +
        `(see docs/configuration.md):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

type Shape = Record<string, z.ZodType>;
type Raw = Readonly<Record<string, string>>;

/** The environment without blank values: an empty variable counts as unset (compose files leave many empty). */
function cleaned(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== ''),
  );
}

/** Every problem of `env` against `shape`, then those of the cross-variable `checks`; throws them together. */
export function parseEnv<S extends Shape>(
  process: string,
  shape: S,
  env: NodeJS.ProcessEnv,
  checks: (raw: Raw) => string[] = () => [],
): z.output<z.ZodObject<S>> {
  const raw = cleaned(env);
  const result = z.object(shape).safeParse(raw);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.map(String).join('.')} ${issue.message}`);
  problems.push(...checks(raw));
  if (problems.length || !result.success) throw new ConfigError(process, problems);
  return result.data;
}

/** The documentation of every variable of `shape`, in its order. */
export function describeEnv(shape: Shape): VariableDoc[] {
  return Object.entries(shape).map(([name, schema]) => {
    const meta = schema.meta() as unknown as VariableMeta | undefined;
    if (!meta?.envType) throw new Error(`${name}: not built with the env.ts builders (no documentation)`);
    return {
      name,
      type: meta.envType,
      default: meta.envDefault,
      description: meta.description,
      required: meta.envRequired,
      secret: meta.envSecret,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The variables server-kit itself reads, in every process.

export const LOG_LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/** Read by server-kit in every process (gateway and subgraphs alike). */
export const commonEnv = {
  NODE_ENV: optionalText({
    description: '`production` refuses the development-only switches (`RATE_LIMITS=off`, the test payment provider)',
  }),
  LOG_LEVEL: oneOf(LOG_LEVELS, {
    default: 'info',
    description:
      'pino level; one JSON line per event (errors on stderr, the rest on stdout), each carrying the `requestId` of the request it serves',
  }),
  DB_POOL_MAX: integer({
    default: '10',
    description: "connections of the process's MikroORM / PostgreSQL pool",
  }),
  SQL_POOL_MAX: integer({
    description:
      "connections of the `pg` pool for the hot prepared statements (beside MikroORM's); unset: `DB_POOL_MAX`, so a process may hold up to twice it",
  }),
  GRAPHQL_JIT: onOff({
    default: 'on',
    description:
      '`off` executes queries with graphql-js instead of graphql-jit (a comparison, or a way out of a fault)',
  }),
  GRAPHQL_INTROSPECTION: flag({
    default: 'false',
    description:
      '`true` answers introspection queries (GraphQL IDEs); the shop, its codegen and contract check read the SDL in `contracts/`',
  }),
  SHUTDOWN_TIMEOUT_MS: integer({
    default: '10000',
    min: 0,
    description:
      'on SIGTERM/SIGINT, how long requests in flight may take before connections are cut and the process exits (operations.md "Graceful shutdown")',
  }),
  HEALTH_DETAILS_FROM: variable(
    'address list',
    {
      default: 'loopback',
      description:
        "who sees `/health/ready`'s checks: a direct connection (no `X-Forwarded-For` / `Forwarded`) from these addresses (`loopback`, `linklocal`, `uniquelocal`, addresses, CIDR ranges; `kubectl port-forward` and `exec` arrive as loopback); everyone else gets only `ok` / `fail`",
    },
    parseAddressList,
  ),
  MIGRATE_ON_START: flag({
    default: 'true',
    aliases: { '1': 'true', '0': 'false' },
    description: 'run pending migrations at start; deployments that migrate in a separate job set `false`',
  }),
  METRICS_PORT: integer({
    description:
      "the port of the process's Prometheus `/metrics` listener, apart from its public port (the public `/metrics` answers 404); unset: no metrics listener. `npm start` gives each process its own from `METRICS_PORT_BASE`; Kubernetes sets 9464 ([operations.md](operations.md#metrics-and-alerts))",
  }),
  METRICS_HOST: text({
    default: '127.0.0.1',
    description:
      'the address the `/metrics` listener binds to: keep it off the public network (`0.0.0.0` in a pod, where only the cluster reaches the pod port)',
  }),
  DATABASE_URL: optionalText({
    secret: true,
    description:
      "PostgreSQL, when the process's own `<PIECE>_DATABASE_URL` is unset (`npm start` sets it; unset there: embedded PostgreSQL)",
  }),
};

/** The typed settings of `commonEnv`. */
export interface KitSettings {
  production: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  dbPoolMax: number;
  sqlPoolMax: number;
  graphqlJit: boolean;
  introspection: boolean;
  shutdownTimeoutMs: number;
  migrateOnStart: boolean;
  /** Who sees `/health/ready`'s checks (`HEALTH_DETAILS_FROM`). */
  healthDetailsFrom: string[];
  /** The `/metrics` listener (`METRICS_PORT`, `METRICS_HOST`); no port: none. */
  metrics: { port?: number; host: string };
}

function kitSettingsOf(parsed: z.output<z.ZodObject<typeof commonEnv>>): KitSettings {
  return {
    production: parsed.NODE_ENV === 'production',
    logLevel: parsed.LOG_LEVEL,
    dbPoolMax: parsed.DB_POOL_MAX,
    sqlPoolMax: parsed.SQL_POOL_MAX ?? parsed.DB_POOL_MAX,
    graphqlJit: parsed.GRAPHQL_JIT,
    introspection: parsed.GRAPHQL_INTROSPECTION,
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS,
    migrateOnStart: parsed.MIGRATE_ON_START,
    healthDetailsFrom: parsed.HEALTH_DETAILS_FROM,
    metrics: { port: parsed.METRICS_PORT, host: parsed.METRICS_HOST },
  };
}

let configured: KitSettings | undefined;
let lastRead: { key: string; settings: KitSettings } | undefined;

/**
 * server-kit's settings: those the process loaded at start (`useKitSettings`), else, in tests that
 * build the pieces in one process, read from `process.env` as it is now.
 */
export function kitSettings(env?: NodeJS.ProcessEnv): KitSettings {
  if (!env && configured) return configured;
  const source = env ?? process.env;
  const key = Object.keys(commonEnv)
    .map((name) => source[name] ?? '')
    .join('\u0000');
  if (lastRead?.key !== key || env) {
    lastRead = { key, settings: kitSettingsOf(parseEnv('server-kit', commonEnv, source)) };
  }
  return lastRead.settings;
}

/** The log level, never throwing: a bad `LOG_LEVEL` stops a process when it loads its settings, not at a log line. */
export function logLevelSetting(): KitSettings['logLevel'] {
  if (configured) return configured.logLevel;
  const value = process.env.LOG_LEVEL;
  const result = commonEnv.LOG_LEVEL.safeParse(value?.trim() ? value : undefined);
  return result.success ? result.data : 'info';
}

/** Called once by a process that loaded its settings (runSubgraph, the gateway's main). */
export function useKitSettings(settings: KitSettings): void {
  configured = settings;
}

/** A process's own key pair variables: its private key and the public keys of the parties it trusts. */
export function keyEnv(self: Party, trusts: readonly Party[]): Shape {
  const shape: Shape = {
    [privateKeyVar(self)]: variable(
      'secret',
      {
        required: true,
        secret: true,
        missing: missingSecretText(`the ${self}'s private signing key`),
        description: `the ${self}'s ES256 (P-256) signing key, base64 DER (PKCS#8) or PEM; no other process is given it`,
      },
      (value) => {
        const problem = keyProblem(value, 'private');
        if (problem) throw new Error(`is not a usable key: ${problem}`);
        return value;
      },
    ),
  };
  for (const party of trusts) {
    shape[publicKeyVar(party)] = variable(
      'public key',
      {
        required: true,
        missing: missingSecretText(`the ${party}'s public key`),
        description: `the ${party}'s public key(s), base64 DER (SPKI) or PEM; during a rotation two (two PEM blocks, or comma-separated)`,
      },
      (value) => {
        const problem = keyProblem(value, 'public');
        if (problem) throw new Error(`is not a usable key: ${problem}`);
        return value;
      },
    );
  }
  return shape;
}

/** A process's environment: its own `shape`, where it listens, its database, its keys, server-kit's variables. */
export interface ProcessEnvDefinition<S extends Shape> {
  process: Party;
  trusts: readonly Party[];
  /** The port when none is given; subgraphs also read `<NAME>_PORT` (`npm start` gives each its own). */
  defaultPort: number;
  defaultHost: string;
  shape: S;
  /** Rules over several variables; each returns full messages naming the variables. */
  checks?: (raw: Raw) => string[];
}

/** Where the process listens and which database it uses, with server-kit's settings. */
export interface ProcessSettings extends KitSettings {
  port: number;
  host: string;
  databaseUrl: string;
}

export interface ProcessEnv<S extends Shape> {
  process: Party;
  /** Every variable the process reads, in documentation order. */
  shape: Shape;
  variables(): VariableDoc[];
  /** Parses `env` once: every problem reported together in one ConfigError. */
  load(env?: NodeJS.ProcessEnv): { settings: ProcessSettings; own: z.output<z.ZodObject<S & typeof commonEnv>> };
}

export function processEnv<S extends Shape>(definition: ProcessEnvDefinition<S>): ProcessEnv<S> {
  const upper = definition.process.toUpperCase();
  const subgraph = definition.process !== 'gateway';
  const ownDatabase = `${upper}_DATABASE_URL`;
  const ownPort = `${upper}_PORT`;
  const listening: Shape = subgraph
    ? {
        PORT: integer({ description: `the ${definition.process}'s port; unset: \`${ownPort}\`` }),
        [ownPort]: integer({
          default: String(definition.defaultPort),
          description: `the ${definition.process}'s port when \`PORT\` is unset (\`npm start\` runs every piece in one environment)`,
        }),
      }
    : { PORT: integer({ default: String(definition.defaultPort), description: 'the port the gateway listens on' }) };
  const shape: Shape = {
    ...listening,
    HOST: text({ default: definition.defaultHost, description: 'the address the process listens on' }),
    [ownDatabase]: optionalText({
      secret: true,
      description: `the ${definition.process}'s PostgreSQL URL (its own role); unset: \`DATABASE_URL\``,
    }),
    ...definition.shape,
    ...keyEnv(definition.process, definition.trusts),
    ...commonEnv,
  };
  const checks = (raw: Raw) => [
    ...(raw[ownDatabase] || raw.DATABASE_URL
      ? []
      : [`${ownDatabase} or DATABASE_URL must be set (npm start sets it for you)`]),
    ...(definition.checks?.(raw) ?? []),
  ];
  return {
    process: definition.process,
    shape,
    variables: () => describeEnv(shape),
    load(env = process.env) {
      const all = parseEnv(definition.process, shape, env, checks) as Record<string, unknown>;
      const settings: ProcessSettings = {
        ...kitSettingsOf(all as z.output<z.ZodObject<typeof commonEnv>>),
        port: (all.PORT ?? all[ownPort]) as number,
        host: all.HOST as string,
        databaseUrl: (all[ownDatabase] ?? all.DATABASE_URL) as string,
      };
      return { settings, own: all as z.output<z.ZodObject<S & typeof commonEnv>> };
    },
  };
}

/** `RATE_LIMITS=off` with `NODE_ENV=production` stops the start unless the benchmark's override is set. */
export function rateLimitsOffInProduction(raw: Raw): boolean {
  return (
    raw.RATE_LIMITS?.trim().toLowerCase() === 'off' &&
    raw.NODE_ENV === 'production' &&
    raw.RATE_LIMITS_OFF_IN_PRODUCTION?.trim().toLowerCase() !== 'true'
  );
}
