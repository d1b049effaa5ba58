import { Client } from 'pg';
import { migrateOnStart } from '../packages/server-kit/src';
import { passwordHashCost } from './password-hash';
import type { StackOptions } from './stack';

/**
 * The run's stack template (docs/testing.md "Where the time goes"): jest's globalSetup
 * (global-setup.mjs) starts one default stack on an empty database, closes it, and leaves that
 * database as a PostgreSQL TEMPLATE; each default `startStack` then gets `CREATE DATABASE ...
 * TEMPLATE` (a copy) instead of running every migration and seed again. Every file still has a
 * database of its own. The template is built fresh in every run, from the migrations and seeds
 * of the working tree, and dropped with the run's server.
 */
export interface StackTemplate {
  /** The template database's name on TEST_DATABASE_SERVER_URL. */
  database: string;
  /** The CREDENTIALS_KEY its demo units are sealed with (TEST_CREDENTIALS_KEY, one per run). */
  credentialsKey: string;
  /** The argon2id cost its admin's password was hashed at (JSON of `passwordHashCost()`). */
  passwordHash: string;
}

/** Set by global-setup.mjs for the workers (JSON of a StackTemplate); `off` before the run: every stack starts on an empty database. */
export const TEMPLATE_ENV = 'TEST_STACK_TEMPLATE';

export function stackTemplate(): StackTemplate | null {
  const text = process.env[TEMPLATE_ENV];
  return text && text !== 'off' ? (JSON.parse(text) as StackTemplate) : null;
}

/**
 * Whether a stack with these options may start from the template: only when its start would
 * write exactly what the template's default start wrote. Decided per option:
 * - `gatewayReplicas`, `gatewayEnv`, `gatewayRoute`, `killable`: yes. They change how the gateway
 *   runs or where a subgraph runs (a killable child inherits this process's environment, keys
 *   included), not what the migrations and seeds write.
 * - `commerce` and `support`: only with the keys listed below, which act after the start (the
 *   payment provider, a storage quota); any other (seeding, the admin, the hash cost) starts fresh.
 * - `databaseRoles`: no, the roles' script and migrations run as each service's role on an empty database.
 * - `databaseServerUrl`: no, another server has no template.
 * And never when this file changed the run's secrets or hash cost (the template's units would not
 * open, its admin's hash would have another cost) or turned MIGRATE_ON_START off.
 */
export function usesTemplate(options: StackOptions): boolean {
  const template = stackTemplate();
  if (!template) return false;
  if (options.databaseRoles || options.databaseServerUrl) return false;
  if (!Object.keys(options.commerce ?? {}).every((key) => COMMERCE_RUNTIME_OPTIONS.has(key))) return false;
  if (!Object.keys(options.support ?? {}).every((key) => SUPPORT_RUNTIME_OPTIONS.has(key))) return false;
  return (
    process.env.CREDENTIALS_KEY === template.credentialsKey &&
    JSON.stringify(passwordHashCost()) === template.passwordHash &&
    migrateOnStart()
  );
}

/** Commerce options that do not touch what its start writes. */
const COMMERCE_RUNTIME_OPTIONS = new Set([
  'payments',
  'importFailureHook',
  'finishPendingImports',
  'startOutboxWorker',
  'startWebhookWorker',
  'webhookGuard',
  'webhookRetryScale',
]);
/** Support options that do not touch what its start writes. */
const SUPPORT_RUNTIME_OPTIONS = new Set(['quota', 'uploadsInMemory', 'sweepIntervalMs']);

/** Creates the database of `databaseUrl` as a copy of the run's template. */
export async function createFromTemplate(databaseUrl: string): Promise<void> {
  const template = stackTemplate();
  if (!template) throw new Error(`${TEMPLATE_ENV} is not set: global-setup.mjs builds the template`);
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`create database ${quote(name)} template ${quote(template.database)}`);
  } finally {
    await client.end();
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
