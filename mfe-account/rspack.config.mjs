// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { mfeConfig } from '@shop/mfe-build';
import pkg from './package.json' with { type: 'json' };

export default (env = {}) => {
  const config = mfeConfig({
    name: 'account',
    port: 3002,
    dirname: path.dirname(fileURLToPath(import.meta.url)),
    pkg,
    env,
  });
  // The sign-in page's top painted with the HTML (the gateway puts it in #root on /auth), deployed
  // with the build whose texts it copies.
  config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: 'first-paint', to: 'first-paint' }] }));
  return config;
};
