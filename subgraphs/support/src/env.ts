import { duration, flag, integer, oneOf, optionalText, processEnv, text, trustedIssuers } from '@shop/server-kit';
import { s3ConfigOf } from './modules/attachment/s3-attachment-store';

const s3 = (description: string, secret = false) => optionalText({ description, secret });

/** Every variable support reads (docs/configuration.md is generated from it). */
export const supportEnv = processEnv({
  process: 'support',
  trusts: trustedIssuers('support'),
  defaultPort: 4003,
  defaultHost: '127.0.0.1',
  shape: {
    SEED_DEMO: flag({ default: 'true', description: 'seed the demo announcements into an empty database' }),
    COMMERCE_URL: text({
      default: 'http://127.0.0.1:4002/graphql',
      description: 'the commerce subgraph: order owners and the ticket reply e-mail',
    }),
    ATTACHMENT_STORE: oneOf(['pg', 's3'], {
      default: 'pg',
      aliases: { postgres: 'pg', postgresql: 'pg' },
      description:
        "where attachment bytes go: `pg` (support's schema; `postgres` too) or `s3` (an S3-compatible bucket, the `S3_*` variables)",
    }),
    ATTACHMENTS_DIR: optionalText({
      description:
        'a folder of attachment files from earlier versions, imported into the store once at start; unset: `DATA_DIR/attachments`',
    }),
    ATTACHMENT_QUOTA_CUSTOMER_MB: integer({
      default: '50',
      description:
        "megabytes of files one customer's tickets, replies and claims may hold (admins: only the store's quota); past it an upload is refused with 413",
    }),
    ATTACHMENT_QUOTA_TOTAL_MB: integer({
      default: '10240',
      description: 'megabytes of files the whole store may hold; past it every upload is refused with 507',
    }),
    FILE_UPLOADS_IN_MEMORY: integer({
      default: '8',
      description:
        'uploads support holds in memory at once while it checks them (5 MB each); further uploads wait, unread',
    }),
    FILE_SWEEP_INTERVAL: duration({
      default: '10m',
      description:
        'how often support removes staged files unused after an hour and claim files no claim names after 24 hours',
    }),
    DATA_DIR: text({ default: '.data', description: 'holds `attachments/` when `ATTACHMENTS_DIR` is unset' }),
    S3_ENDPOINT: s3(
      'with `ATTACHMENT_STORE=s3`: the service, e.g. https://s3.eu-central-1.amazonaws.com; `http://` (a local MinIO) only with `NODE_ENV` unset, `development` or `test`; redirects are never followed',
    ),
    S3_BUCKET: s3('with `ATTACHMENT_STORE=s3`: the bucket'),
    S3_REGION: s3('with `ATTACHMENT_STORE=s3`: the region'),
    S3_ACCESS_KEY_ID: s3('with `ATTACHMENT_STORE=s3`: the access key; unset: `AWS_ACCESS_KEY_ID`', true),
    S3_SECRET_ACCESS_KEY: s3('with `ATTACHMENT_STORE=s3`: its secret; unset: `AWS_SECRET_ACCESS_KEY`', true),
    AWS_ACCESS_KEY_ID: s3('the other name of `S3_ACCESS_KEY_ID`', true),
    AWS_SECRET_ACCESS_KEY: s3('the other name of `S3_SECRET_ACCESS_KEY`', true),
    S3_SESSION_TOKEN: s3('with `ATTACHMENT_STORE=s3` and temporary credentials: the session token', true),
    S3_PREFIX: text({
      default: 'attachments/',
      description: 'with `ATTACHMENT_STORE=s3`: the key prefix inside the bucket',
    }),
  },
  checks: (raw) => {
    if (raw.ATTACHMENT_STORE?.trim().toLowerCase() !== 's3') return [];
    try {
      s3ConfigOf(raw);
      return [];
    } catch (error) {
      return [(error as Error).message];
    }
  },
});
