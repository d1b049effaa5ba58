import { z } from 'zod';
import { DELIVERED_REMOTES } from '../../delivery/build-contents';
import { jsonBody, queryWholeNumber, trueFalse } from './fields';

const remoteMessage = `The remote must be one of ${DELIVERED_REMOTES.join(', ')}.`;
const remoteName = () => z.enum(DELIVERED_REMOTES, { error: remoteMessage });
const buildIdField = () =>
  z.string({ error: 'Give the buildId.' }).regex(/^[0-9a-f]{20}$/, { error: 'A buildId is 20 hex digits.' });
const reasonField = () =>
  z
    .string({ error: 'Give a reason (it goes to the audit).' })
    .trim()
    .min(1, { error: 'Give a reason (it goes to the audit).' })
    .max(500, { error: 'The reason is at most 500 characters.' });

export const RemoteNameParams = z.object({ name: remoteName() });
export const BuildParams = z.object({ name: remoteName(), buildId: buildIdField() });
export const PinBody = jsonBody({ pinned: z.boolean({ error: 'pinned is true or false.' }) });
export const PinAnswer = z.object({ buildId: z.string(), pinned: z.boolean() });
export const TokenIdParams = z.object({ id: z.uuid({ error: 'No such token.' }) });

export const PublishForm = z.object({
  gitCommit: z.string().optional().meta({ description: 'The commit the build was made from.' }),
  files: z
    .array(z.string().meta({ format: 'binary' }))
    .meta({ description: "Every file of the build's dist folder; each part's file name is its path inside dist." }),
});

const Size = z.object({ firstLoadBytes: z.number().int(), totalBytes: z.number().int() });
const Shared = z.object({
  name: z.string(),
  version: z.string().nullable(),
  requiredVersion: z.string().nullable(),
  singleton: z.boolean(),
});

export const PublishedBuildAnswer = z
  .object({
    buildId: z.string(),
    remote: z.string(),
    createdAt: z.string(),
    gitCommit: z.string().nullable(),
    size: Size,
    shared: z.array(Shared),
    exposes: z.array(z.string()),
    operations: z.array(z.string()).meta({ description: 'The sha256 of each GraphQL operation of the build.' }),
  })
  .meta({ id: 'PublishedBuild' });

export const GateResultSchema = z
  .object({ gate: z.enum(['shared', 'graphql', 'exposes', 'budget', 'integrity']), problems: z.array(z.string()) })
  .meta({ id: 'GateResult' });

export const RemoteStateAnswer = z
  .object({
    name: z.string(),
    active: z.object({ buildId: z.string(), revision: z.number().int(), activatedAt: z.string() }).nullable(),
    canary: z
      .object({ buildId: z.string(), percent: z.number().int(), since: z.string() })
      .nullable()
      .meta({ description: 'The build served to percent of the browsers (0 after an automatic abort).' }),
    revision: z.number().int().meta({ description: "The remote's revision: ifRevision of its next activation." }),
  })
  .meta({ id: 'DeliveredRemote' });

export const ListedBuildAnswer = z
  .object({
    buildId: z.string(),
    status: z.enum(['active', 'kept', 'removed']),
    createdAt: z.string(),
    gitCommit: z.string().nullable(),
    publishedBy: z.string(),
    size: Size,
    pinned: z.boolean(),
    gates: z.array(GateResultSchema).nullable().meta({ description: "The last gates' results (null: never checked)." }),
  })
  .meta({ id: 'ListedBuild' });

export const ActivateBody = jsonBody({
  buildId: buildIdField(),
  ifRevision: z
    .number({ error: 'Give ifRevision: the revision you read (GET /api/delivery/remotes).' })
    .int({ error: 'ifRevision is a whole number.' })
    .min(0, { error: 'ifRevision is a whole number.' }),
  reason: reasonField(),
});

export const RollbackBody = jsonBody({ buildId: buildIdField(), reason: reasonField() });

const ifRevisionField = () =>
  z
    .number({ error: 'Give ifRevision: the revision you read (GET /api/delivery/remotes).' })
    .int({ error: 'ifRevision is a whole number.' })
    .min(0, { error: 'ifRevision is a whole number.' });

export const CanaryBody = jsonBody({
  buildId: buildIdField(),
  percent: z
    .number({ error: 'Give percent: the share of browsers (1 to 100) that get the canary.' })
    .int({ error: 'percent is a whole number from 1 to 100 (steps such as 1, 5, 25, 50, 100).' })
    .min(1, { error: 'percent is a whole number from 1 to 100 (steps such as 1, 5, 25, 50, 100).' })
    .max(100, { error: 'percent is a whole number from 1 to 100 (steps such as 1, 5, 25, 50, 100).' }),
  ifRevision: ifRevisionField(),
  reason: reasonField(),
});

export const FailureReportBody = jsonBody({
  remote: remoteName(),
  buildId: buildIdField(),
  kind: z.enum(['render', 'chunk', 'manifest', 'runtime'], {
    error: 'kind is one of render, chunk, manifest, runtime.',
  }),
  message: z
    .string({ error: 'Give the message of the failure.' })
    .max(500, { error: 'The message is at most 500 characters.' })
    .transform((text) => text.trim() || '(no message)'),
});

export const FailureReportAnswer = z.object({ recorded: z.boolean() });

export const BuildFailuresAnswer = z
  .object({
    failures: z.array(z.object({ buildId: z.string(), minute: z.string(), failures: z.number().int() })),
  })
  .meta({
    id: 'BuildFailures',
    description: 'Reported failures per build and minute over the last hour, oldest first.',
  });

export const PreviewBody = jsonBody({
  pins: z
    .object(
      {
        storefront: buildIdField().optional(),
        account: buildIdField().optional(),
        admin: buildIdField().optional(),
      },
      { error: 'Give pins: { storefront: buildId, … }.' },
    )
    .strict()
    .refine((pins) => Object.values(pins).some(Boolean), { error: 'Pin at least one remote.' }),
  hours: z
    .number({ error: 'hours is a whole number from 1 to 168 (7 days).' })
    .int({ error: 'hours is a whole number from 1 to 168 (7 days).' })
    .min(1, { error: 'hours is a whole number from 1 to 168 (7 days).' })
    .max(168, { error: 'A preview link lasts at most 168 hours (7 days).' })
    .optional(),
});

export const PreviewAnswer = z
  .object({
    url: z.string().meta({ description: 'The path to open: /preview/<token>.' }),
    expiresAt: z.string(),
  })
  .meta({ id: 'PreviewLink' });

export const CanaryChangeBody = jsonBody({ ifRevision: ifRevisionField(), reason: reasonField() });

export const RevisionAnswer = z.object({ revision: z.number().int(), gates: z.array(GateResultSchema) });
export const StaleRevisionAnswer = z.object({ message: z.string(), currentRevision: z.number().int() });
export const GatesRefusedAnswer = z.object({ message: z.string(), gates: z.array(GateResultSchema) });

export const CreateTokenBody = jsonBody({
  name: z
    .string({ error: 'Give the token a name.' })
    .trim()
    .min(1, { error: 'Give the token a name.' })
    .max(100, { error: 'The name is at most 100 characters.' }),
  remotes: z
    .array(remoteName(), { error: remoteMessage })
    .min(1, { error: 'Name at least one remote.' })
    .transform((names) => [...new Set(names)].sort()),
  expiresAt: z.iso
    .datetime({ offset: true, error: 'expiresAt is an ISO date and time.' })
    .optional()
    .nullable()
    .refine((value) => !value || new Date(value).getTime() > Date.now(), { error: 'expiresAt is in the past.' }),
});

export const CreatedTokenAnswer = z
  .object({ id: z.string(), token: z.string().meta({ description: 'Shown this once; only its hash is stored.' }) })
  .meta({ id: 'CreatedDeployToken' });

export const DeployTokenAnswer = z
  .object({
    id: z.string(),
    name: z.string(),
    hint: z.string(),
    remotes: z.array(z.string()),
    expiresAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    createdBy: z.number().int().nullable(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'DeployToken' });

export const DeliveryAuditQuery = z.object({
  limit: queryWholeNumber('limit', 100).transform((value) => Math.min(Math.max(value, 1), 500)),
  remote: z.enum(DELIVERED_REMOTES, { error: remoteMessage }).optional(),
  verify: trueFalse('verify'),
});

export const DeliveryAuditAnswer = z
  .object({
    events: z.array(
      z
        .object({
          seq: z.number().int(),
          at: z.string(),
          action: z.string(),
          actor: z.object({
            userId: z.number().int().nullable(),
            tokenId: z.string().nullable(),
            tokenName: z.string().nullable(),
          }),
          remote: z.string().nullable().optional(),
          buildId: z.string().nullable().optional(),
          gitCommit: z.string().nullable().optional(),
          reason: z.string().nullable().optional(),
          before: z.unknown().optional(),
          after: z.unknown().optional(),
          details: z.unknown().optional(),
          hash: z.string(),
          previousHash: z.string(),
        })
        .passthrough(),
    ),
    chain: z
      .object({
        ok: z.boolean(),
        checked: z.number().int(),
        brokenAt: z.number().int().optional(),
        problem: z.string().optional(),
      })
      .optional(),
  })
  .meta({ id: 'DeliveryAudit' });
