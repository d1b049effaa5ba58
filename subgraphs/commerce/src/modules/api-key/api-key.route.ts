import type { EntityManager } from '@mikro-orm/postgresql';
import { API_KEY_AUTH_PATH, hasValidApiKeyChecksum, IDENTITY_HEADER, verifyIdentity } from '@shop/server-kit';
import express, { type Express } from 'express';
import { ApiKeyService } from './api-key.service';

/**
 * `POST /api-keys/authenticate { key, address }`: the gateway asks whose key a bearer is. Answered
 * only to the gateway's identity token (a service token or none is a 401), as `GET /rights`.
 */
export function mountApiKeyAuthRoute(app: Express, em: () => EntityManager): void {
  app.post(API_KEY_AUTH_PATH, express.json({ limit: '4kb' }), async (req, res) => {
    const identity = verifyIdentity(req.header(IDENTITY_HEADER), 'commerce');
    if (!identity || identity.service) {
      res.status(401).json({ message: 'Missing or invalid identity token' });
      return;
    }
    const { key, address } = (req.body ?? {}) as { key?: unknown; address?: unknown };
    if (typeof key !== 'string' || !hasValidApiKeyChecksum(key)) {
      res.json({ ok: false, reason: 'unknown' });
      return;
    }
    try {
      res.json(await new ApiKeyService(em()).authenticate(key, typeof address === 'string' ? address : undefined));
    } catch {
      res.status(503).json({ message: 'The key could not be checked' });
    }
  });
}
