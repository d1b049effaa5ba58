// `node scripts/operations-check.mjs`: every GraphQL operation of the microfrontends and the REST
// facade against the composed supergraph (contracts/). Exits 1 naming each operation and field
// that no longer validates. A step of `npm test`, after the contracts check.
import { createRequire } from 'node:module';

const { apiSchemaOf, checkOperations, collectOperations, supergraphSdl } = createRequire(import.meta.url)(
  './lib/operations-check.cjs',
);

const operations = collectOperations();
const problems = checkOperations(apiSchemaOf(supergraphSdl()), operations);
if (problems.length) {
  console.error(
    `operations check: ${problems.length} problem(s) against contracts/supergraph.graphql (a breaking change for the operation named):`,
  );
  for (const problem of problems) console.error(`- ${problem}`);
  process.exit(1);
}
console.log(
  `operations check: ${operations.length} operations of the microfrontends and the facade validate against the supergraph`,
);
