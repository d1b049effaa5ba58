import { flag, processEnv, trustedIssuers } from '@shop/server-kit';

/** Every variable the catalog reads (docs/configuration.md is generated from it). */
export const catalogEnv = processEnv({
  process: 'catalog',
  trusts: trustedIssuers('catalog'),
  defaultPort: 4001,
  defaultHost: '127.0.0.1',
  shape: {
    SEED_DEMO: flag({
      default: 'true',
      description: 'seed the demo games, categories and products into an empty catalogue',
    }),
  },
});
