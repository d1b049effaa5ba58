// The operations of the builds a release registry serves live, judged against the tree's
// supergraph by the registry's own graphql gate (persistedDocumentsProblems): a change to the tree
// that drops a field a deployed remote still uses fails before it is deployed.
// `node scripts/operations-check.mjs --registry <shop url>` (docs/delivery.md). It reads what every
// browser reads, with no credentials: /remotes.json names each remote's live build, and the build's
// persisted-documents.json is one of its immutable files under /mfe/<remote>/b/<buildId>/.
import type { GraphQLSchema } from 'graphql';
import { buildFolder, DELIVERED_REMOTES, PERSISTED_DOCUMENTS } from '../../gateway/src/delivery/build-contents';
import { persistedDocumentsProblems } from '../../gateway/src/delivery/gates';

export interface LiveBuildsCheck {
  /** The live build of each remote that has one. */
  builds: Array<{ remote: string; buildId: string }>;
  /** One line per problem: `<remote> build <buildId>: <kind> <Name>: <graphql's message>`. */
  problems: string[];
}

async function get(url: string): Promise<Response> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, redirect: 'error' });
  if (!response.ok) throw new Error(`operations check: GET ${url} answered ${response.status}`);
  return response;
}

export async function liveBuildProblems(registryUrl: string, schema: GraphQLSchema): Promise<LiveBuildsCheck> {
  const base = registryUrl.replace(/\/+$/, '');
  const config = (await (await get(`${base}/remotes.json`)).json()) as { builds?: Record<string, string | null> };
  if (!config.builds)
    throw new Error(`operations check: ${base}/remotes.json names no builds (not a release registry)`);
  const builds: LiveBuildsCheck['builds'] = [];
  const problems: string[] = [];
  for (const remote of DELIVERED_REMOTES) {
    const buildId = config.builds[remote];
    if (!buildId) continue;
    builds.push({ remote, buildId });
    const response = await fetch(`${base}${buildFolder(remote, buildId)}${PERSISTED_DOCUMENTS}`, {
      redirect: 'error',
    });
    const found = response.ok
      ? persistedDocumentsProblems(Buffer.from(await response.arrayBuffer()), schema)
      : [`the build has no ${PERSISTED_DOCUMENTS} (${response.status}): its operations cannot be checked`];
    problems.push(...found.map((problem) => `${remote} build ${buildId}: ${problem}`));
  }
  return { builds, problems };
}
