import { Router } from 'express';
import {
  CreateWebhookEndpointDocument,
  DeleteWebhookEndpointDocument,
  GetWebhookDeliveriesDocument,
  GetWebhookEndpointsDocument,
  RedeliverWebhookDocument,
  RollWebhookSecretDocument,
} from '../../generated/graphql';
import type { FacadeDeps } from '../facade-deps';
import { mount } from '../route-spec';
import { requireScope } from './bearer';
import { keyOwnerContext } from './context';
import { V1_ROUTES } from './registry';

/**
 * `/api/v1/webhooks` (issue 37 item 5, docs/api.md "Webhooks"): thin routes over commerce's
 * webhook operations, run as the key's owner, so every endpoint id is looked up among the owner's
 * own (another owner's is a 404). The POSTs' scope and Idempotency-Key are checked in v1/index.ts.
 */
export function v1WebhookRoutes(deps: Pick<FacadeDeps, 'server'>): Router {
  const { server } = deps;
  const router = Router();

  mount(router, V1_ROUTES.v1CreateWebhook, async ({ body }, req, res) => {
    const data = await server.run(CreateWebhookEndpointDocument, { input: body }, keyOwnerContext(req, res));
    res.status(201).json(data.createWebhookEndpoint);
  });

  mount(router, V1_ROUTES.v1Webhooks, async (_input, req, res) => {
    requireScope(res, 'webhooks:write');
    res.json((await server.run(GetWebhookEndpointsDocument, {}, keyOwnerContext(req, res))).webhookEndpoints);
  });

  mount(router, V1_ROUTES.v1DeleteWebhook, async ({ params }, req, res) => {
    requireScope(res, 'webhooks:write');
    await server.run(DeleteWebhookEndpointDocument, { id: params.id }, keyOwnerContext(req, res));
    res.status(204).end();
  });

  mount(router, V1_ROUTES.v1WebhookDeliveries, async ({ params }, req, res) => {
    requireScope(res, 'webhooks:write');
    const data = await server.run(GetWebhookDeliveriesDocument, { endpointId: params.id }, keyOwnerContext(req, res));
    res.json(data.webhookDeliveries);
  });

  mount(router, V1_ROUTES.v1RedeliverWebhook, async ({ params }, req, res) => {
    const variables = { endpointId: params.id, deliveryId: params.deliveryId };
    const data = await server.run(RedeliverWebhookDocument, variables, keyOwnerContext(req, res));
    res.status(201).json(data.redeliverWebhook);
  });

  mount(router, V1_ROUTES.v1RollWebhookSecret, async ({ params, body }, req, res) => {
    const variables = { id: params.id, overlapHours: body.overlapHours ?? null };
    const data = await server.run(RollWebhookSecretDocument, variables, keyOwnerContext(req, res));
    res.json({ secret: data.rollWebhookSecret });
  });

  return router;
}
