import { Router } from 'express';
import {
  AdminCreateApiKeyDocument,
  AdminRevokeApiKeyDocument,
  AdminRollApiKeyDocument,
  CreateApiKeyDocument,
  GetAdminApiKeysDocument,
  GetApiKeysDocument,
  RevokeApiKeyDocument,
  RollApiKeyDocument,
  SetApiKeyLimitsDocument,
} from '../generated/graphql';
import type { FacadeDeps } from './facade-deps';
import { ROUTES } from './registry';
import { mount } from './route-spec';

/** The key fields both create routes send to commerce. */
const keyInput = (body: {
  name: string;
  scopes: string[];
  expiresAt?: string | null;
  allowedAddresses?: string[] | null;
}) => ({
  name: body.name,
  scopes: body.scopes,
  expiresAt: body.expiresAt ?? null,
  allowedAddresses: body.allowedAddresses ?? null,
});

/** The fresh second factor a create or roll sends on to commerce (a passkey's response as JSON text). */
const freshFactor = (body: { code?: string; recoveryCode?: string; passkeyResponse?: Record<string, unknown> }) => ({
  code: body.code ?? null,
  recoveryCode: body.recoveryCode ?? null,
  passkeyResponse: body.passkeyResponse ? JSON.stringify(body.passkeyResponse) : null,
});

/** API keys of the reseller API (issue 37): one's own on the account routes, any account's for admins. */
export function apiKeyRoutes({ server, context }: FacadeDeps): Router {
  const router = Router();

  mount(router, ROUTES.apiKeys, async (_input, req, res) => {
    res.json((await server.run(GetApiKeysDocument, {}, context(req, res))).apiKeys);
  });

  mount(router, ROUTES.createApiKey, async ({ body }, req, res) => {
    const variables = { input: keyInput(body), ...freshFactor(body) };
    const data = await server.run(CreateApiKeyDocument, variables, context(req, res));
    res.status(201).json(data.createApiKey);
  });

  mount(router, ROUTES.rollApiKey, async ({ params, body }, req, res) => {
    const variables = {
      id: params.id,
      overlapHours: body.overlapHours ?? null,
      ...freshFactor(body),
    };
    res.json({ key: (await server.run(RollApiKeyDocument, variables, context(req, res))).rollApiKey });
  });

  mount(router, ROUTES.revokeApiKey, async ({ params }, req, res) => {
    await server.run(RevokeApiKeyDocument, { id: params.id }, context(req, res));
    res.json({ message: 'The API key is revoked.' });
  });

  mount(router, ROUTES.adminApiKeys, async ({ query }, req, res) => {
    const data = await server.run(GetAdminApiKeysDocument, { userId: query.userId ?? null }, context(req, res));
    res.json(data.adminApiKeys);
  });

  mount(router, ROUTES.adminCreateApiKey, async ({ body }, req, res) => {
    const variables = { userId: body.userId, input: keyInput(body) };
    const data = await server.run(AdminCreateApiKeyDocument, variables, context(req, res));
    res.status(201).json(data.adminCreateApiKey);
  });

  mount(router, ROUTES.adminRollApiKey, async ({ params, body }, req, res) => {
    const variables = { id: params.id, overlapHours: body.overlapHours ?? null };
    res.json({ key: (await server.run(AdminRollApiKeyDocument, variables, context(req, res))).adminRollApiKey });
  });

  mount(router, ROUTES.adminRevokeApiKey, async ({ params }, req, res) => {
    await server.run(AdminRevokeApiKeyDocument, { id: params.id }, context(req, res));
    res.json({ message: 'The API key is revoked.' });
  });

  mount(router, ROUTES.setApiKeyLimits, async ({ params, body }, req, res) => {
    const limits = { requestsPerMinute: body.requestsPerMinute ?? null, ordersPerMinute: body.ordersPerMinute ?? null };
    const data = await server.run(SetApiKeyLimitsDocument, { id: params.id, limits }, context(req, res));
    res.json(data.setApiKeyLimits);
  });

  return router;
}
