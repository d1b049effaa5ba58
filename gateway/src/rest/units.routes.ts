import { Router } from 'express';
import {
  GetProductUnitsDocument,
  GetUnitCredentialsDocument,
  UpdateUnitCredentialsDocument,
  WithdrawUnitDocument,
} from '../generated/graphql';
import type { FacadeDeps } from './facade-deps';
import { withAdminPassword } from './admin.routes';
import { ROUTES } from './registry';
import { mount } from './route-spec';

/**
 * A product's credential units, one by one (admin only): the list never carries credentials;
 * one unit's credentials need a re-authentication (or X-Admin-Password, as the export) and a
 * reason, are audited by commerce and throttled per admin; an unsold unit can be corrected (with
 * the same re-authentication) or withdrawn (a sold one is a 409).
 */
export function unitRoutes(deps: FacadeDeps): Router {
  const { server, context } = deps;
  const router = Router();

  mount(router, ROUTES.productUnits, async ({ params }, req, res) => {
    const data = await server.run(GetProductUnitsDocument, { productId: params.id }, context(req, res));
    res.json(data.productUnits);
  });

  mount(router, ROUTES.unitCredentials, async ({ params, query }, req, res) => {
    const data = await server.run(
      GetUnitCredentialsDocument,
      { id: params.id, reason: query.reason ?? '' },
      await withAdminPassword(deps, req, res),
    );
    res.setHeader('Cache-Control', 'no-store');
    res.json({ credentials: data.unitCredentials.credentials });
  });

  mount(router, ROUTES.updateUnit, async ({ params, body }, req, res) => {
    // Checked by commerce after the admin check, so a guest or a customer learns nothing about the body.
    const data = await server.run(
      UpdateUnitCredentialsDocument,
      { id: params.id, credentials: body.credentials },
      await withAdminPassword(deps, req, res),
    );
    res.json(data.updateUnitCredentials);
  });

  mount(router, ROUTES.withdrawUnit, async ({ params }, req, res) => {
    const data = await server.run(WithdrawUnitDocument, { id: params.id }, context(req, res));
    res.json(data.withdrawUnit);
  });

  return router;
}
