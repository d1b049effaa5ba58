import { z } from 'zod';
import { type AnyRouteSpec, defineRoute } from './route-spec';
import {
  ActivateBody,
  BuildParams,
  CreatedTokenAnswer,
  CreateTokenBody,
  DeliveryAuditAnswer,
  DeliveryAuditQuery,
  DeployTokenAnswer,
  GatesRefusedAnswer,
  ListedBuildAnswer,
  PinAnswer,
  PinBody,
  PublishedBuildAnswer,
  PublishForm,
  RemoteNameParams,
  RemoteStateAnswer,
  RevisionAnswer,
  RollbackBody,
  StaleRevisionAnswer,
  TokenIdParams,
} from './schemas/delivery';
import { MessageAnswer } from './schemas/fields';

const json = (description: string, schema: z.ZodType) => ({ description, schema });
const BEARER = { Authorization: 'Bearer <deploy token> (or an admin session).' };

/**
 * The release registry's routes under /api/delivery (docs/api.md, docs/delivery.md). They sit
 * outside the facade's router: a deploy token (`Authorization: Bearer`) reaches them without a
 * session or an anti-forgery token, an admin with both (delivery/delivery.routes.ts).
 */
export const DELIVERY_ROUTES = {
  publishBuild: defineRoute({
    method: 'post',
    path: '/delivery/remotes/:name/builds',
    tag: 'Delivery',
    summary: "Publishes a remote's build (multipart: every file of its dist); immutable and content-addressed.",
    access: 'delivery',
    headers: BEARER,
    params: RemoteNameParams,
    form: PublishForm,
    answers: {
      201: json('Published.', PublishedBuildAnswer),
      200: json('The same bytes were published before: that build.', PublishedBuildAnswer),
      409: json('The same buildId exists with other bytes.', MessageAnswer),
      413: json('A file or the whole build is too large.', MessageAnswer),
    },
  }),
  deliveredRemotes: defineRoute({
    method: 'get',
    path: '/delivery/remotes',
    tag: 'Delivery',
    summary: 'Each remote (a token: its own) with its live build and revision.',
    access: 'delivery',
    headers: BEARER,
    answers: { 200: json('The remotes.', z.array(RemoteStateAnswer)) },
  }),
  remoteBuilds: defineRoute({
    method: 'get',
    path: '/delivery/remotes/:name/builds',
    tag: 'Delivery',
    summary: "A remote's builds, newest first, with status (active, kept, removed) and the last gate results.",
    access: 'delivery',
    headers: BEARER,
    params: RemoteNameParams,
    answers: { 200: json('The builds.', z.array(ListedBuildAnswer)) },
  }),
  activateBuild: defineRoute({
    method: 'put',
    path: '/delivery/remotes/:name/active',
    tag: 'Delivery',
    summary: 'Switches the remote to a build: the gates, then a compare-and-swap on the remote revision.',
    access: 'delivery',
    headers: BEARER,
    params: RemoteNameParams,
    body: ActivateBody,
    answers: {
      200: json('Live: the new revision of /remotes.json.', RevisionAnswer),
      404: json('No such build.', MessageAnswer),
      409: json('ifRevision is stale: currentRevision is the one to use.', StaleRevisionAnswer),
      422: json('Refused by the gates: every problem named; nothing switched.', GatesRefusedAnswer),
    },
  }),
  rollbackBuild: defineRoute({
    method: 'post',
    path: '/delivery/remotes/:name/rollback',
    tag: 'Delivery',
    summary: 'Switches the remote back to any kept build, through the same gates.',
    access: 'delivery',
    headers: BEARER,
    params: RemoteNameParams,
    body: RollbackBody,
    answers: {
      200: json('Live: the new revision of /remotes.json.', RevisionAnswer),
      404: json('No such build.', MessageAnswer),
      409: json('Another switch came first, or the build was removed.', StaleRevisionAnswer),
      422: json('Refused by the gates: every problem named; nothing switched.', GatesRefusedAnswer),
    },
  }),
  pinBuild: defineRoute({
    method: 'put',
    path: '/delivery/remotes/:name/builds/:buildId/pin',
    tag: 'Delivery',
    summary: 'Pins a build (retention never removes it) or unpins it.',
    access: 'admin',
    params: BuildParams,
    body: PinBody,
    answers: { 200: json('The build.', PinAnswer), 404: json('No such build.', MessageAnswer) },
  }),
  createDeployToken: defineRoute({
    method: 'post',
    path: '/delivery/tokens',
    tag: 'Delivery',
    summary: 'Creates a deploy token for named remotes (a re-authenticated admin); the token is shown this once.',
    access: 'admin',
    body: CreateTokenBody,
    answers: { 201: json('The token.', CreatedTokenAnswer) },
  }),
  deployTokens: defineRoute({
    method: 'get',
    path: '/delivery/tokens',
    tag: 'Delivery',
    summary: 'The deploy tokens, without their secret.',
    access: 'admin',
    answers: { 200: json('The tokens.', z.array(DeployTokenAnswer)) },
  }),
  revokeDeployToken: defineRoute({
    method: 'delete',
    path: '/delivery/tokens/:id',
    tag: 'Delivery',
    summary: 'Revokes a deploy token.',
    access: 'admin',
    params: TokenIdParams,
    answers: { 200: json('Revoked.', DeployTokenAnswer), 404: json('No such token.', MessageAnswer) },
  }),
  deliveryAudit: defineRoute({
    method: 'get',
    path: '/delivery/audit',
    tag: 'Delivery',
    summary: 'The delivery audit, newest first, each event with hash and previousHash (verify=1: the chain checked).',
    access: 'admin',
    query: DeliveryAuditQuery,
    answers: { 200: json('The events.', DeliveryAuditAnswer) },
  }),
};

export const DELIVERY_ROUTE_LIST: readonly AnyRouteSpec[] = Object.values(DELIVERY_ROUTES);
