// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { mfeConfig } from '@shop/mfe-build';
import pkg from './package.json' with { type: 'json' };

export default (env = {}) => {
  const config = mfeConfig({
    name: 'storefront',
    port: 3001,
    dirname: path.dirname(fileURLToPath(import.meta.url)),
    pkg,
    env,
  });
  // The home page's top painted with the HTML (the gateway puts it in #root on /), deployed with
  // the build whose hero it copies.
  config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: 'first-paint', to: 'first-paint' }] }));
  return config;
};
