import { Router } from 'express';
import { GetMeDocument, LoginDocument, LogoutDocument, RegisterDocument } from '../generated/graphql';
import { issueCsrfToken } from '../session/csrf';
import { save as saveSession } from '../session/session';
import { OperationError } from './execute';
import type { FacadeDeps } from './facade-deps';
import { userToRest } from './mappers';
import { body, stringField } from './params';

export function authRoutes({ server, context }: FacadeDeps): Router {
  const router = Router();

  router.get('/csrf-token', async (req, res) => {
    const token = issueCsrfToken(req, res);
    // A new session is stored before its cookie leaves: a client that sends its next request as
    // soon as the headers are in (before the body) must find it (session-race test).
    await saveSession(req);
    res.json({ token });
  });

  router.get('/user', async (req, res) => {
    const data = await server.run(GetMeDocument, {}, context(req, res));
    if (!data.me) throw new OperationError(401, 'Not authenticated', 'UNAUTHENTICATED');
    res.json(userToRest(data.me));
  });

  router.post('/register', async (req, res) => {
    const input = body(req);
    const data = await server.run(
      RegisterDocument,
      {
        input: {
          username: stringField(input, 'username'),
          email: stringField(input, 'email'),
          password: stringField(input, 'password'),
        },
      },
      context(req, res),
    );
    res.status(201).json(userToRest(data.register));
  });

  router.post('/login', async (req, res) => {
    const input = body(req);
    const data = await server.run(
      LoginDocument,
      { input: { email: stringField(input, 'email'), password: stringField(input, 'password') } },
      context(req, res),
    );
    res.json(userToRest(data.login));
  });

  router.post('/logout', async (req, res) => {
    await server.run(LogoutDocument, {}, context(req, res));
    res.json({ message: 'Logged out' });
  });

  return router;
}
