import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import type { GatewayConfig } from '../config';

const REMOTES = ['storefront', 'account', 'admin'] as const;

/** Files that must be re-read on every deploy (entry points); everything else is content-hashed. */
function noCache(file: string): boolean {
  return /(index\.html|mf-manifest\.json|remoteEntry\.js)$/.test(file);
}

/**
 * Default single-origin hosting of the built microfrontends: the shell at `/`, each remote at
 * `/mfe/<name>/`, the run-time remotes config at `/remotes.json`, and the shell's index.html for
 * any other page path (client-side routing).
 */
export function mfeHosting(config: GatewayConfig): Router {
  const router = Router();
  const setHeaders = (res: express.Response, file: string) => {
    res.setHeader('Cache-Control', noCache(file) ? 'no-cache' : 'public, max-age=31536000, immutable');
  };

  router.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(config.remotes);
  });

  for (const remote of REMOTES) {
    const dir = path.join(config.staticRoot, `mfe-${remote}`, 'dist');
    router.use(
      `/mfe/${remote}`,
      (_req, res, next) => {
        res.setHeader('Access-Control-Allow-Origin', '*');
        next();
      },
      express.static(dir, { setHeaders, fallthrough: true, index: false }),
      (_req, res) => {
        res.status(404).type('text/plain').send('Not found');
      },
    );
  }

  const shellDir = path.join(config.staticRoot, 'mfe-shell', 'dist');
  router.use(express.static(shellDir, { setHeaders, index: false }));
  router.get(/^(?!\/(api|graphql|mfe)(\/|$)).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    const index = path.join(shellDir, 'index.html');
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain').send('The shell is not built yet: run npm run build');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
