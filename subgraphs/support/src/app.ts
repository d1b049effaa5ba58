import path from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { createOrmSubgraphApp, log, openOrm } from '@shop/server-kit';
import { createSupportContext } from './context';
import { FsAttachmentStorage, type AttachmentStorage } from './modules/attachment/attachment-storage';
import { supportOrmOptions } from './mikro-orm.config';
import { buildSupportSchema } from './schema';
import { seedDemoAnnouncements } from './seed/demo-seed';

export const DEFAULT_COMMERCE_URL = 'http://127.0.0.1:4002/graphql';

export interface SupportAppOptions {
  databaseUrl: string;
  /** Seed the demo announcements on an empty database (npm start); tests seed what they need. */
  seedDemo?: boolean;
  /** Commerce subgraph: order owners and the ticket reply e-mail (default http://127.0.0.1:4002/graphql). */
  commerceUrl?: string;
  /** Where attachment files go (default .data/attachments); ignored when `storage` is given. */
  attachmentsDir?: string;
  storage?: AttachmentStorage;
}

/**
 * Base64 attachments (5 MB -> about 7 MB of JSON) arrive in GraphQL variables, so this subgraph
 * accepts bigger bodies than the others; the gateway's own limits stay small.
 */
const SUPPORT_JSON_LIMIT = '8mb';

/** Builds the support subgraph: migrates, seeds, returns the express app. Tests reuse it. */
export async function createApp(options: SupportAppOptions) {
  const orm: MikroORM<PostgreSqlDriver> = await openOrm(supportOrmOptions(options.databaseUrl));
  if (options.seedDemo) {
    const added = await seedDemoAnnouncements(orm.em.fork());
    if (added) log('support', 'info', `seeded ${added} demo announcements`);
  }
  const config = {
    commerceUrl: options.commerceUrl ?? DEFAULT_COMMERCE_URL,
    storage: options.storage ?? new FsAttachmentStorage(path.resolve(options.attachmentsDir ?? '.data/attachments')),
  };
  const { schema } = await buildSupportSchema();
  return createOrmSubgraphApp({
    name: 'support',
    orm,
    schema,
    jsonLimit: SUPPORT_JSON_LIMIT,
    createContext: (base, em) => createSupportContext(base, em, config),
  });
}
