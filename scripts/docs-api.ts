// `npm run docs:api`: rewrites docs/api.md's route tables from the gateway's route registry.
import { writeApiDocs } from './lib/api-docs';

process.stdout.write(writeApiDocs() ? 'docs/api.md updated\n' : 'docs/api.md is up to date\n');
