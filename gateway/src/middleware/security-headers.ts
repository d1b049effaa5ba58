import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { GatewayConfig } from '../config';

/** Origins of the run-time remotes (`/remotes.json`); relative URLs are this origin ('self'). */
export function remoteOrigins(remotes: GatewayConfig['remotes']): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    try {
      const { origin, protocol } = new URL(url);
      if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
    } catch {
      // relative: served by this gateway
    }
  }
  return [...origins];
}

/**
 * helmet with a Content-Security-Policy fitted to the microfrontends: scripts, styles, fonts and
 * manifests only from this origin and the remotes' origins (Module Federation loads each remote's
 * mf-manifest.json with fetch and its chunks as scripts); inline styles are allowed because
 * emotion injects its rules in style tags at run time; images may come from any https origin
 * (admins may point card icons at one) but never run code. No framing at all, no sniffing, and
 * HSTS only on requests that arrived over https (behind the proxy with `TRUST_PROXY`): sent over
 * plain http it would pin a local or test host to https.
 */
export function securityHeaders(config: GatewayConfig): RequestHandler {
  const remotes = remoteOrigins(config.remotes);
  const self = ["'self'", ...remotes];
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: self,
        styleSrc: [...self, "'unsafe-inline'"],
        fontSrc: [...self, 'data:'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...remotes],
        connectSrc: self,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.trustProxy ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: 365 * 24 * 60 * 60, includeSubDomains: true });
  return (req, res, next) => {
    headers(req, res, (error?: unknown) => {
      if (error) return next(error);
      // The remotes' files may be loaded by a shell on another origin (docker-compose serves them apart).
      if (req.path.startsWith('/mfe/')) res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      if (req.secure) return hsts(req, res, next);
      next();
    });
  };
}
