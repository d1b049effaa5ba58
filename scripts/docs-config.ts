// `npm run docs:config`: rewrites docs/configuration.md's tables from the configuration schemas.
import { writeConfiguration } from './lib/configuration-docs';

process.stdout.write(
  writeConfiguration() ? 'docs/configuration.md updated\n' : 'docs/configuration.md is up to date\n',
);
