import { Router } from 'express';
import {
  GetProductUnitsDocument,
  GetUnitCredentialsDocument,
  UpdateUnitCredentialsDocument,
  WithdrawUnitDocument,
} from '../generated/graphql';
import type { FacadeDeps } from './facade-deps';
import { withAdminPassword } from './admin.routes';
import { body, idParam, stringField } from './params';

/**
 * A product's credential units, one by one (admin only): the list never carries credentials;
 * one unit's credentials need a re-authentication (or X-Admin-Password, as the export) and are
 * audited by commerce; an unsold unit can be corrected or withdrawn (a sold one is a 409).
 */
export function unitRoutes(deps: FacadeDeps): Router {
  const { server, context } = deps;
  const router = Router();

  router.get('/products/:id/units', async (req, res) => {
    const productId = idParam(req, 'id', 'product id');
    const data = await server.run(GetProductUnitsDocument, { productId }, context(req, res));
    res.json(data.productUnits);
  });

  router.get('/units/:id/credentials', async (req, res) => {
    const id = idParam(req, 'id', 'unit id');
    const data = await server.run(GetUnitCredentialsDocument, { id }, await withAdminPassword(deps, req, res));
    res.setHeader('Cache-Control', 'no-store');
    res.json({ credentials: data.unitCredentials.credentials });
  });

  router.put('/units/:id', async (req, res) => {
    const id = idParam(req, 'id', 'unit id');
    // Checked by commerce after the admin check, so a guest or a customer learns nothing about the body.
    const credentials = stringField(body(req), 'credentials');
    const data = await server.run(UpdateUnitCredentialsDocument, { id, credentials }, context(req, res));
    res.json(data.updateUnitCredentials);
  });

  router.delete('/units/:id', async (req, res) => {
    const id = idParam(req, 'id', 'unit id');
    const data = await server.run(WithdrawUnitDocument, { id }, context(req, res));
    res.json(data.withdrawUnit);
  });

  return router;
}
