import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Supergraph } from '@apollo/federation-internals';
import type { GraphQLSchema } from 'graphql';
import type { Pool } from 'pg';
import type { BuildFileStore } from './build-file-store';
import type { GateContext } from './gates';
import { SHARED_SINGLETONS } from './gates';

/** The shell's build lists the singletons it provides (packages/mfe-build writes it). */
export const SHARE_CONTRACT = 'share-contract.json';
/** The shell imports exactly this module of every remote (mfe-shell's remote-registry EXPOSED_APP). */
const SHELL_IMPORT = './App';

export interface GateSources {
  staticRoot: string;
  supergraphPath: string;
  budgetsPath: string;
}

/** The live sources the gates read: the shell's share contract, the supergraph, the live builds, budgets.json. */
export function gateContext(pool: Pool, store: BuildFileStore, sources: GateSources): GateContext {
  let schema: { stamp: number; schema: GraphQLSchema } | undefined;
  return {
    async shellShared() {
      const file = path.join(sources.staticRoot, 'mfe-shell', 'dist', SHARE_CONTRACT);
      try {
        return JSON.parse(await fs.promises.readFile(file, 'utf8')) as Record<string, string>;
      } catch {
        return installedVersions(path.join(sources.staticRoot, 'mfe-shell'));
      }
    },
    apiSchema() {
      const stamp = fs.statSync(sources.supergraphPath).mtimeMs;
      if (schema?.stamp !== stamp)
        schema = {
          stamp,
          schema: Supergraph.build(fs.readFileSync(sources.supergraphPath, 'utf8')).apiSchema().toGraphQLJSSchema(),
        };
      return schema.schema;
    },
    async requiredExposes(remote) {
      const others = await pool.query<{ name: string; consumes: string[] }>(
        `select r.name, b.consumes from gateway.delivery_remote r
           join gateway.delivery_build b on b.remote = r.name and b.build_id = r.active_build_id
          where r.name <> $1`,
        [remote],
      );
      const required = [{ module: SHELL_IMPORT, by: 'the shell' }];
      for (const other of others.rows)
        for (const used of other.consumes)
          if (used.startsWith(`${remote}/`))
            required.push({ module: `./${used.slice(remote.length + 1)}`, by: `the live ${other.name} build` });
      return required;
    },
    firstLoadBudget(remote) {
      try {
        const budgets = JSON.parse(fs.readFileSync(sources.budgetsPath, 'utf8')) as {
          delivery?: { firstLoadBytes?: Record<string, number> };
        };
        return budgets.delivery?.firstLoadBytes?.[remote] ?? null;
      } catch {
        return null;
      }
    },
    readFile: (sha256) => store.get(sha256),
  };
}

/** Without a built shell's contract (a development checkout): the versions installed for the shell. */
function installedVersions(shellDir: string): Record<string, string> {
  const require = createRequire(path.join(shellDir, 'package.json'));
  const versions: Record<string, string> = {};
  for (const name of SHARED_SINGLETONS) {
    try {
      versions[name] = (require(`${name}/package.json`) as { version: string }).version;
    } catch {
      // not installed here: the shared gate then checks only that the build shares it
    }
  }
  return versions;
}
