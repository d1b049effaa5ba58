// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mfeConfig } from '@shop/mfe-build';
import pkg from './package.json' with { type: 'json' };

export default (env = {}) =>
  mfeConfig({
    name: 'account',
    port: 3002,
    dirname: path.dirname(fileURLToPath(import.meta.url)),
    pkg,
    env,
    // Its Node build renders /auth on the server (gateway/src/static/server-render.ts).
    server: true,
  });
