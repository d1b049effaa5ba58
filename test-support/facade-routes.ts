import type { ApolloServer } from '@apollo/server';
import type { Router } from 'express';
import type { AuditLog } from '../gateway/src/audit/audit-log';
import type { ContextFactory, GatewayContext } from '../gateway/src/graphql/context';
import type { IdempotencyStore } from '../gateway/src/middleware/idempotency';
import { restFacade } from '../gateway/src/rest/facade';
import type { PublicProductReader } from '../gateway/src/rest/public-products';

export interface FacadeRoute {
  method: string;
  /** Express path under /api, e.g. `/wallet/:userId`. */
  path: string;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: unknown;
}

/**
 * Every route the REST facade declares, read from its express router (nested routers included,
 * with their mount paths), so a test that must cover every route notices a new one. Building the
 * router runs nothing.
 */
export function facadeRoutes(): FacadeRoute[] {
  const idempotency = { middleware: () => () => undefined } as unknown as IdempotencyStore;
  const publicProducts = {} as PublicProductReader;
  const router = restFacade({} as ApolloServer<GatewayContext>, {
    context: (() => ({})) as unknown as ContextFactory,
    audit: {} as AuditLog,
    idempotency,
    publicProducts,
  }) as Router & {
    stack: Layer[];
  };
  const found = new Map<string, FacadeRoute>();
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths) {
          for (const method of Object.keys(layer.route.methods)) {
            if (method !== '_all')
              found.set(`${method.toUpperCase()} ${prefix}${path}`, {
                method: method.toUpperCase(),
                path: prefix + path,
              });
          }
        }
      } else if (layer.handle?.stack) {
        walk(
          layer.handle.stack,
          prefix + (typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : ''),
        );
      }
    }
  };
  walk(router.stack, '');
  return [...found.values()];
}
