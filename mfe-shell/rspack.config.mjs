// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mfeConfig } from '@shop/mfe-build';
import pkg from './package.json' with { type: 'json' };

const dirname = path.dirname(fileURLToPath(import.meta.url));

// The host: remotes are registered at run time from /remotes.json (no baked remote URLs).
export default (env = {}) =>
  mfeConfig({
    name: 'shell',
    host: true,
    port: 3000,
    dirname,
    pkg,
    env,
    server: true,
    // public/remotes.json points at the remotes' own dev servers (3001-3003).
    devServer: { static: { directory: path.join(dirname, 'public') } },
  });
