// `npm run api-client`: regenerates the typed client's types from the reseller API's routes;
// `npm run api-client -- --check` exits 1 when the committed file is not what the routes render.
import fs from 'node:fs';
import { API_CLIENT_TYPES, renderApiClientTypes, writeApiClientTypes } from './lib/api-client-schema';

async function main(): Promise<number> {
  if (process.argv.includes('--check')) {
    const stale = (await renderApiClientTypes()) !== fs.readFileSync(API_CLIENT_TYPES, 'utf8');
    process.stdout.write(
      stale
        ? 'packages/api-client/src/v1.ts is stale: run `npm run api-client`\n'
        : 'packages/api-client/src/v1.ts is up to date\n',
    );
    return stale ? 1 : 0;
  }
  const changed = await writeApiClientTypes();
  process.stdout.write(`packages/api-client/src/v1.ts ${changed ? 'updated' : 'is up to date'}\n`);
  return 0;
}

void main().then((code) => process.exit(code));
