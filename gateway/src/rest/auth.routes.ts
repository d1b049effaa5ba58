import { Router } from 'express';
import {
  GetMeDocument,
  LoginDocument,
  LogoutDocument,
  RegisterDocument,
  ResendVerificationEmailDocument,
  VerifyEmailDocument,
} from '../generated/graphql';
import { issueCsrfToken } from '../session/csrf';
import { save as saveSession } from '../session/session';
import { OperationError } from './execute';
import type { FacadeDeps } from './facade-deps';
import { userToRest } from './mappers';
import { ROUTES } from './registry';
import { mount } from './route-spec';

export function authRoutes({ server, context }: FacadeDeps): Router {
  const router = Router();

  mount(router, ROUTES.csrfToken, async (_input, req, res) => {
    const token = issueCsrfToken(req, res);
    // A new session is stored before its cookie leaves: a client that sends its next request as
    // soon as the headers are in (before the body) must find it (session-race test).
    await saveSession(req);
    res.json({ token });
  });

  mount(router, ROUTES.me, async (_input, req, res) => {
    const data = await server.run(GetMeDocument, {}, context(req, res));
    if (!data.me) throw new OperationError(401, 'Not authenticated', 'UNAUTHENTICATED');
    res.json(userToRest(data.me));
  });

  mount(router, ROUTES.register, async ({ body }, req, res) => {
    const data = await server.run(RegisterDocument, { input: body }, context(req, res));
    res.status(201).json(userToRest(data.register));
  });

  mount(router, ROUTES.login, async ({ body }, req, res) => {
    const data = await server.run(LoginDocument, { input: body }, context(req, res));
    res.json(userToRest(data.login));
  });

  mount(router, ROUTES.verifyEmail, async ({ body }, req, res) => {
    await server.run(VerifyEmailDocument, { token: body.token }, context(req, res));
    res.json({ verified: true });
  });

  mount(router, ROUTES.resendVerificationEmail, async (_input, req, res) => {
    await server.run(ResendVerificationEmailDocument, {}, context(req, res));
    res.json({ sent: true });
  });

  mount(router, ROUTES.logout, async (_input, req, res) => {
    await server.run(LogoutDocument, {}, context(req, res));
    res.json({ message: 'Logged out' });
  });

  return router;
}
