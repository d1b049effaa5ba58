import { buildCatalogSchema } from './schema';

/** Prints the subgraph SDL (no database needed); scripts/contracts.mjs commits it. */
buildCatalogSchema().then(({ sdl }) => process.stdout.write(sdl));
