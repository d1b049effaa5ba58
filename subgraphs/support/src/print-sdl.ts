import { buildSupportSchema } from './schema';

/** Prints the subgraph SDL (no database needed); scripts/contracts.mjs commits it. */
buildSupportSchema().then(({ sdl }) => process.stdout.write(sdl));
