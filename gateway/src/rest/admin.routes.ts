import { type Request, type Response, Router } from 'express';
import { ReauthPasskeyOptionsDocument, ReauthenticateDocument } from '../generated/graphql';
import { sessionIsAdmin } from '../session/session';
import { notAdminError } from './admin-gate';
import { OperationError } from './execute';
import type { FacadeDeps } from './facade-deps';
import { ROUTES } from './registry';
import { mount } from './route-spec';

const ADMIN_PASSWORD_HEADER = 'x-admin-password';
const ADMIN_CODE_HEADER = 'x-admin-code';

/** Admin-only facade routes that belong to the gateway itself: re-authentication and the audit log. */
export function adminRoutes(deps: FacadeDeps): Router {
  const router = Router();

  mount(router, ROUTES.reauth, async ({ body }, req, res) => {
    if (body.response) {
      const passkeyResponse = JSON.stringify(body.response);
      await deps.server.run(ReauthenticateDocument, { passkeyResponse }, deps.context(req, res));
    } else if (body.code) await deps.server.run(ReauthenticateDocument, { code: body.code }, deps.context(req, res));
    else await reauthenticate(deps, req, res, body.password);
    res.json({ reauthenticated: true, validForSeconds: 300 });
  });

  mount(router, ROUTES.reauthPasskeyOptions, async (_input, req, res) => {
    const data = await deps.server.run(ReauthPasskeyOptionsDocument, {}, deps.context(req, res));
    res.json(JSON.parse(data.reauthPasskeyOptions));
  });

  mount(router, ROUTES.audit, async ({ query }, req, res) => {
    // Decided for this request from commerce's rights (session/session.ts, freshRights).
    if (req.session?.userId === undefined) throw new OperationError(401, 'Please log in first.', 'UNAUTHENTICATED');
    if (!sessionIsAdmin(req)) throw notAdminError(req);
    res.json(await deps.audit.list(query.limit, query.offset));
  });

  return router;
}

async function reauthenticate(deps: FacadeDeps, req: Request, res: Response, password: string): Promise<void> {
  if (!password) throw new OperationError(400, 'Enter your password.', 'BAD_USER_INPUT');
  await deps.server.run(ReauthenticateDocument, { password }, deps.context(req, res));
}

/**
 * For scripts: a credential export may carry the admin's password in `X-Admin-Password` (or, for an
 * account with an authenticator app, a code in `X-Admin-Code`), which re-authenticates the session
 * first. Returns the context to run the export with.
 */
export async function withAdminPassword(deps: FacadeDeps, req: Request, res: Response) {
  const code = req.header(ADMIN_CODE_HEADER);
  const password = req.header(ADMIN_PASSWORD_HEADER);
  if (code) await deps.server.run(ReauthenticateDocument, { code }, deps.context(req, res));
  else if (password) await reauthenticate(deps, req, res, password);
  return deps.context(req, res);
}
