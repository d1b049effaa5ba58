import { type Request, type Response, Router } from 'express';
import {
  CancelRestockAlertDocument,
  CreateRestockAlertDocument,
  DecideClaimDocument,
  GetAdminClaimsDocument,
  GetClaimCredentialsDocument,
  GetClaimDocument,
  GetMyClaimsDocument,
  GetRestockAlertsDocument,
  SubmitClaimDocument,
  UploadClaimFileDocument,
} from '../generated/graphql';
import { OperationError } from './execute';
import type { FacadeDeps } from './facade-deps';
import { withAdminPassword } from './admin.routes';
import { ROUTES } from './registry';
import { adminClaimToRest, claimAttachmentToRest, claimToRest } from './mappers';
import { mount } from './route-spec';
import { attachmentOf, downloadHeaders, oneAttachment } from './uploads';

/** Warranty claims: the buyer's claim and reads, the admin's queue and decisions. */
export function claimRoutes(deps: FacadeDeps): Router {
  const { server, context, files } = deps;
  const router = Router();
  const upload = oneAttachment(files, context);

  /** Stores the form's file for a claim on order `orderId` (support checks the order's owner and the ticket rules). */
  async function uploadedFile(req: Request, res: Response, orderId: number) {
    const attachment = attachmentOf(req);
    if (!attachment) return null;
    const input = { orderId, attachment };
    return (await server.run(UploadClaimFileDocument, { input }, context(req, res))).uploadClaimFile;
  }

  mount(
    router,
    ROUTES.submitClaim,
    async ({ params, body }, req, res) => {
      // The file first: a refused file leaves no claim behind.
      const file = await uploadedFile(req, res, params.id);
      const input = { orderId: params.id, reason: body.reason, message: body.message, attachmentId: file?.id ?? null };
      const { submitClaim: answer } = await server.run(SubmitClaimDocument, { input }, context(req, res));
      // Every refusal of a claim (window, limit, already open, not delivered, wallet on hold) is a 409 with its message.
      if (answer.__typename !== 'Claim')
        throw new OperationError(409, answer.message, 'CONFLICT', { orderId: answer.orderId });
      const { __typename: _type, ...claim } = answer;
      res.status(201).json(claimToRest(claim));
    },
    upload,
  );

  mount(
    router,
    ROUTES.uploadClaimAttachment,
    async ({ params }, req, res) => {
      const file = await uploadedFile(req, res, params.id);
      if (!file) throw new OperationError(400, 'Choose a file to attach.', 'BAD_USER_INPUT');
      res.status(201).json(claimAttachmentToRest(file));
    },
    upload,
  );

  mount(router, ROUTES.myClaims, async (_input, req, res) => {
    const data = await server.run(GetMyClaimsDocument, {}, context(req, res));
    res.json(data.myClaims.map(claimToRest));
  });

  mount(router, ROUTES.claimAttachment, async ({ params }, req, res) => {
    const { identity, requestId } = context(req, res);
    await files.download(identity, requestId, `/claim-files/${params.id}`, res, downloadHeaders);
  });

  mount(router, ROUTES.claim, async ({ params }, req, res) => {
    const data = await server.run(GetClaimDocument, { id: params.id }, context(req, res));
    res.json(claimToRest(data.claim));
  });

  mount(router, ROUTES.adminClaims, async ({ query }, req, res) => {
    const variables = {
      status: query.status ?? null,
      productId: query.productId ?? null,
      batchId: query.batchId ?? null,
      reason: query.reason ?? null,
    };
    const data = await server.run(GetAdminClaimsDocument, variables, context(req, res));
    res.json(data.adminClaims.map(adminClaimToRest));
  });

  mount(router, ROUTES.decideClaim, async ({ params, body }, req, res) => {
    const input = { action: body.action, note: body.note ?? null };
    const data = await server.run(DecideClaimDocument, { id: params.id, input }, context(req, res));
    res.json(adminClaimToRest(data.decideClaim));
  });

  /** Admin: a claim's earlier credentials, re-authenticated (or X-Admin-Password), for a reason; audited and throttled. */
  mount(router, ROUTES.claimCredentials, async ({ params, query }, req, res) => {
    const data = await server.run(
      GetClaimCredentialsDocument,
      { id: params.id, reason: query.reason ?? '' },
      await withAdminPassword(deps, req, res),
    );
    res.setHeader('Cache-Control', 'no-store');
    res.json(data.claimCredentials);
  });

  return router;
}

/** Restock alerts of the signed-in customer. */
export function alertRoutes({ server, context }: FacadeDeps): Router {
  const router = Router();

  mount(router, ROUTES.createAlert, async ({ body }, req, res) => {
    const input = { productId: body.productId ?? null, filter: body.filter ?? null };
    const data = await server.run(CreateRestockAlertDocument, { input }, context(req, res));
    res.status(201).json(data.createRestockAlert);
  });

  mount(router, ROUTES.alerts, async (_input, req, res) => {
    const data = await server.run(GetRestockAlertsDocument, {}, context(req, res));
    res.json(data.myRestockAlerts);
  });

  mount(router, ROUTES.cancelAlert, async ({ params }, req, res) => {
    const data = await server.run(CancelRestockAlertDocument, { id: params.id }, context(req, res));
    res.json(data.cancelRestockAlert);
  });

  return router;
}
