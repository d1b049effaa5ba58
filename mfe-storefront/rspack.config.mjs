// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mfeConfig } from '@shop/mfe-build';
import pkg from './package.json' with { type: 'json' };

export default (env = {}) =>
  mfeConfig({
    name: 'storefront',
    port: 3001,
    dirname: path.dirname(fileURLToPath(import.meta.url)),
    pkg,
    env,
    server: true,
  });
