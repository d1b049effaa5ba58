import { buildSupportSchema } from './schema';

/** Prints the subgraph SDL (no database needed); scripts/contracts.mjs commits it. */
buildSupportSchema()
  .then(({ sdl }) => process.stdout.write(sdl))
  .catch((error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  });
