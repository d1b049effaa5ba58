import { buildCatalogSchema } from './schema';

/** Prints the subgraph SDL (no database needed); scripts/contracts.mjs commits it. */
buildCatalogSchema()
  .then(({ sdl }) => process.stdout.write(sdl))
  .catch((error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  });
