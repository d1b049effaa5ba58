import { Router } from 'express';
import { GetCardDesignDocument, GetGameCategoriesDocument, GetServersDocument } from '../generated/graphql';
import { OperationError } from './execute';
import type { FacadeDeps } from './facade-deps';
import { queryParam } from './params';

/** Reference data of the catalogue: game categories, card designs, servers. */
export function catalogRoutes({ server, context }: FacadeDeps): Router {
  const router = Router();

  router.get('/game-categories', async (req, res) => {
    const data = await server.run(GetGameCategoriesDocument, {}, context(req, res));
    res.json(data.gameCategories);
  });

  router.get('/card-design/:gameSlug', async (req, res) => {
    const gameSlug = String(req.params.gameSlug).slice(0, 32);
    const data = await server.run(GetCardDesignDocument, { gameSlug }, context(req, res));
    res.json(data.cardDesign);
  });

  router.get('/card-design', async (req, res) => {
    const gameSlug = queryParam(req, 'gameSlug', 32);
    if (!gameSlug) throw new OperationError(400, 'gameSlug is required.', 'BAD_USER_INPUT');
    const variables = {
      gameSlug,
      accountType: queryParam(req, 'accountType', 32),
      subCategory: queryParam(req, 'subCategory', 32),
    };
    const data = await server.run(GetCardDesignDocument, variables, context(req, res));
    res.json(data.cardDesign);
  });

  router.get('/servers', async (req, res) => {
    const data = await server.run(GetServersDocument, {}, context(req, res));
    res.json(data.servers);
  });

  return router;
}
