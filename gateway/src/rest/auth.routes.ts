import { Router } from 'express';
import {
  AddPasskeyDocument,
  CompleteSignInDocument,
  PasskeyRegistrationOptionsDocument,
  PasskeySignInOptionsDocument,
  RemovePasskeyDocument,
  SignInWithPasskeyDocument,
  ConfirmTotpDocument,
  DisableTotpDocument,
  GetAccountSecurityDocument,
  GetMeDocument,
  LoginDocument,
  LogoutDocument,
  RegenerateRecoveryCodesDocument,
  RegisterDocument,
  ResendVerificationEmailDocument,
  StartTotpEnrolmentDocument,
  VerifyEmailDocument,
} from '../generated/graphql';
import { issueCsrfToken } from '../session/csrf';
import { save as saveSession } from '../session/session';
import { OperationError } from './execute';
import type { FacadeDeps } from './facade-deps';
import { userToRest } from './mappers';
import { ROUTES } from './registry';
import { mount } from './route-spec';

const freshFactor = (body: { code?: string; recoveryCode?: string }) => ({
  code: body.code ?? null,
  recoveryCode: body.recoveryCode ?? null,
});

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
    try {
      const data = await server.run(LoginDocument, { input: body }, context(req, res));
      res.json(userToRest(data.login));
    } catch (error) {
      // The password was right; the session is pending until the second step (commerce decided, the grant applied it).
      if (error instanceof OperationError && error.extensions.secondFactorRequired === true) {
        res.json({ secondFactorRequired: true, methods: error.extensions.methods });
        return;
      }
      throw error;
    }
  });

  mount(router, ROUTES.loginSecondFactor, async ({ body }, req, res) => {
    const variables = {
      code: body.code ?? null,
      recoveryCode: body.recoveryCode ?? null,
      passkeyResponse: body.response ? JSON.stringify(body.response) : null,
    };
    const data = await server.run(CompleteSignInDocument, variables, context(req, res));
    res.json(userToRest(data.completeSignIn));
  });

  mount(router, ROUTES.accountSecurity, async (_input, req, res) => {
    const data = await server.run(GetAccountSecurityDocument, {}, context(req, res));
    res.json(data.accountSecurity);
  });

  mount(router, ROUTES.loginPasskeyOptions, async (_input, req, res) => {
    const data = await server.run(PasskeySignInOptionsDocument, {}, context(req, res));
    res.json(JSON.parse(data.passkeySignInOptions));
  });

  mount(router, ROUTES.loginPasskey, async ({ body }, req, res) => {
    const data = await server.run(
      SignInWithPasskeyDocument,
      { response: JSON.stringify(body.response) },
      context(req, res),
    );
    res.json(userToRest(data.signInWithPasskey));
  });

  mount(router, ROUTES.passkeyRegistrationOptions, async ({ body }, req, res) => {
    const variables = { password: body.password ?? null };
    const data = await server.run(PasskeyRegistrationOptionsDocument, variables, context(req, res));
    res.json(JSON.parse(data.passkeyRegistrationOptions));
  });

  mount(router, ROUTES.addPasskey, async ({ body }, req, res) => {
    const variables = { name: body.name, response: JSON.stringify(body.response) };
    const data = await server.run(AddPasskeyDocument, variables, context(req, res));
    res.status(201).json(data.addPasskey);
  });

  mount(router, ROUTES.removePasskey, async ({ params, body }, req, res) => {
    const variables = {
      id: params.id,
      passkeyResponse: body.response ? JSON.stringify(body.response) : null,
      ...freshFactor(body),
    };
    await server.run(RemovePasskeyDocument, variables, context(req, res));
    res.json({ message: 'The passkey is removed.' });
  });

  mount(router, ROUTES.startTotp, async ({ body }, req, res) => {
    const data = await server.run(StartTotpEnrolmentDocument, { password: body.password ?? null }, context(req, res));
    res.json({ secret: data.startTotpEnrolment.secret, otpauthUrl: data.startTotpEnrolment.otpauthUrl });
  });

  mount(router, ROUTES.confirmTotp, async ({ body }, req, res) => {
    const data = await server.run(ConfirmTotpDocument, { code: body.code }, context(req, res));
    res.json({ recoveryCodes: data.confirmTotp });
  });

  mount(router, ROUTES.disableTotp, async ({ body }, req, res) => {
    await server.run(DisableTotpDocument, freshFactor(body), context(req, res));
    res.json({ message: 'The authenticator app is removed.' });
  });

  mount(router, ROUTES.regenerateRecoveryCodes, async ({ body }, req, res) => {
    const data = await server.run(RegenerateRecoveryCodesDocument, freshFactor(body), context(req, res));
    res.json({ recoveryCodes: data.regenerateRecoveryCodes });
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
