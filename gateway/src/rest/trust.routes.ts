import { Router } from 'express';
import { GetTrustFiguresDocument } from '../generated/graphql';
import type { FacadeDeps } from './facade-deps';
import { ROUTES } from './registry';
import { mount } from './route-spec';

/** The trust page's figures (commerce's orders and claims, support's tickets), as GraphQL answers them. */
export function trustRoutes({ server, context }: FacadeDeps): Router {
  const router = Router();
  mount(router, ROUTES.trustFigures, async (_input, req, res) => {
    const data = await server.run(GetTrustFiguresDocument, {}, context(req, res));
    res.json({ orders: data.orderTrustFigures, tickets: data.ticketTrustFigures });
  });
  return router;
}
