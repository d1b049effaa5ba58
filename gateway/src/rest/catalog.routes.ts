import { Router } from 'express';
import { GetCardDesignDocument, GetGameCategoriesDocument, GetServersDocument } from '../generated/graphql';
import type { FacadeDeps } from './facade-deps';
import { ROUTES } from './registry';
import { mount } from './route-spec';

/** Reference data of the catalogue: game categories, card designs, servers. */
export function catalogRoutes({ server, context }: FacadeDeps): Router {
  const router = Router();

  mount(router, ROUTES.gameCategories, async (_input, req, res) => {
    const data = await server.run(GetGameCategoriesDocument, {}, context(req, res));
    res.json(data.gameCategories);
  });

  mount(router, ROUTES.cardDesignOfGame, async ({ params }, req, res) => {
    const data = await server.run(GetCardDesignDocument, { gameSlug: params.gameSlug }, context(req, res));
    res.json(data.cardDesign);
  });

  mount(router, ROUTES.cardDesign, async ({ query }, req, res) => {
    const variables = { gameSlug: query.gameSlug!, accountType: query.accountType, subCategory: query.subCategory };
    const data = await server.run(GetCardDesignDocument, variables, context(req, res));
    res.json(data.cardDesign);
  });

  mount(router, ROUTES.servers, async (_input, req, res) => {
    const data = await server.run(GetServersDocument, {}, context(req, res));
    res.json(data.servers);
  });

  return router;
}
