// `node scripts/operations-check.mjs`: every GraphQL operation of the microfrontends and the REST
// facade against the composed supergraph (contracts/), and every query one subgraph sends another
// (commerce → catalog, support → commerce) against the called subgraph's own contract
// (contracts/<subgraph>.graphql). Exits 1 naming each operation and field that no longer
// validates. A step of `npm test`, after the contracts check.
//
// `--registry <shop url>` (or `--registry=<url>`) also judges the operations of the builds that
// registry serves live (/remotes.json) against this tree's supergraph, with the registry's own
// graphql gate: a change that drops a field a deployed remote still uses fails before it ships.
// `--supergraph <file>` judges another composed supergraph than contracts/supergraph.graphql.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const {
  apiSchemaOf,
  checkOperations,
  checkServiceCalls,
  collectOperations,
  collectServiceCalls,
  subgraphSchemas,
  supergraphSdl,
} = require('./lib/operations-check.cjs');

const { values } = parseArgs({ options: { registry: { type: 'string' }, supergraph: { type: 'string' } } });
// The tree's supergraph, or (`--supergraph <file>`) one composed elsewhere, judged the same way.
const supergraph = values.supergraph ?? 'contracts/supergraph.graphql';

const apiSchema = apiSchemaOf(values.supergraph ? fs.readFileSync(values.supergraph, 'utf8') : supergraphSdl());
const operations = collectOperations();
const problems = checkOperations(apiSchema, operations);
const services = collectServiceCalls();
const serviceProblems = [...services.problems, ...checkServiceCalls(subgraphSchemas(), services.calls)];

let live = null;
if (values.registry) {
  require('../test-support/ts-child.cjs'); // compiles the registry's gate (TypeScript) on require
  const { liveBuildProblems } = require('./lib/live-operations.ts');
  live = await liveBuildProblems(values.registry, apiSchema).catch((error) => {
    console.error(`operations check: the registry at ${values.registry} could not be read: ${error.message}`);
    process.exit(2);
  });
}

const report = (found, heading) => {
  if (!found.length) return;
  console.error(`operations check: ${found.length} problem(s) ${heading}:`);
  for (const problem of found) console.error(`- ${problem}`);
};
report(problems, `against ${supergraph} (a breaking change for the operation named)`);
report(
  serviceProblems,
  "in the calls between services, each against the called subgraph's contracts/<subgraph>.graphql",
);
report(live?.problems ?? [], `of the builds live at ${values.registry}, against ${supergraph}`);
if (problems.length || serviceProblems.length || live?.problems.length) process.exit(1);

console.log(
  `operations check: ${operations.length} operations of the microfrontends and the facade validate against the supergraph`,
);
console.log(
  `operations check: ${services.calls.length} service-to-service operations validate against the subgraphs they call`,
);
if (live)
  console.log(
    `operations check: the live builds at ${values.registry} validate against the supergraph (${
      live.builds.map(({ remote, buildId }) => `${remote} ${buildId}`).join(', ') || 'none live'
    })`,
  );
