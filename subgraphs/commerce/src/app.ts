import fs from 'node:fs';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { createMetrics, createOrmSubgraphApp, log, openOrm, TtlMemo, withStartupLock } from '@shop/server-kit';
import { commerceMetrics } from './metrics';
import { configurePasswordHashing, type PasswordHashCost } from './modules/user/password';
import { passkeySettingsOf } from './modules/user/passkey-config';
import { DEFAULT_STAFF_SECOND_FACTOR_GRACE } from './modules/user/staff-second-factor';
import { createCommerceContext, createStockServices, type CommerceConfig } from './context';
import { commerceOrmOptions, SCHEMA } from './mikro-orm.config';
import { createMailTransport } from './modules/mail/mail-transport';
import { OutboxWorker } from './modules/mail/outbox.worker';
import { STRICT_GUARD, type WebhookGuardSettings } from './modules/webhook/ssrf-guard';
import { WebhookWorker } from './modules/webhook/webhook.worker';
import { catalogStockListing, StockFeed } from './modules/inventory/stock-feed';
import { mountRightsRoute } from './modules/access/rights.route';
import { apiKeyHasher } from './modules/api-key/api-key-pepper';
import { mountApiKeyAuthRoute } from './modules/api-key/api-key.route';
import { mountDeliveryAlertRoute } from './modules/mail/delivery-alert.route';
import { ensureAdminAccount } from './modules/user/admin-account';
import { buildCommerceSchema } from './schema';
import { seedDemoUnits } from './seed/demo-seed';
import type { ImportFailureHook } from './modules/import/import.service';
import { PendingImports } from './modules/import/pending-imports';
import { credentialVault } from './modules/vault/credential-vault';
import { paymentSettings, type PaymentOptions } from './modules/payment/payment-config';
import { TRUST_CACHE_MS } from '@shop/shared';

export const DEFAULT_CATALOG_URL = 'http://127.0.0.1:4001/graphql';
export const DEFAULT_MAIL_FROM = 'Game Account Shop <no-reply@shop.local>';

export interface CommerceAppOptions {
  databaseUrl: string;
  /** Catalog subgraph, read for prices (default http://127.0.0.1:4001/graphql). */
  catalogUrl?: string;
  /** Seed the demo credential units on an empty inventory (npm start); tests insert what they need. */
  seedDemo?: boolean;
  /** The first admin, created when no user has this e-mail (default admin@shop.local). */
  adminEmail?: string;
  /** Its password; when unset a random one is generated into `adminPasswordFile`. */
  adminPassword?: string;
  /** Where a generated admin password is written, readable only by its owner (default .data/admin-password.txt). */
  adminPasswordFile?: string;
  /** Where `.eml` files go without SMTP (default .data/mail). */
  mailDir?: string;
  /** smtp://... switches delivery e-mail to a real server. */
  smtpUrl?: string;
  mailFrom?: string;
  /** The site's address for links in e-mails (ticket replies); relative links when unset. */
  publicUrl?: string;
  /** Send outbox e-mails in the background (default true); tests call `outbox.runOnce()`. */
  startOutboxWorker?: boolean;
  /**
   * The webhooks' SSRF guard (WEBHOOK_ALLOW_HTTP, WEBHOOK_ALLOW_PRIVATE_ADDRESSES; default strict:
   * https and public addresses only). Read at every check, so a test can hold the object and tighten it.
   */
  webhookGuard?: WebhookGuardSettings;
  /** WEBHOOK_RETRY_SCALE: multiplies the retry schedule (default 1). */
  webhookRetryScale?: number;
  /** Deliver webhooks in the background (default true); tests call `webhooks.runOnce()`. */
  startWebhookWorker?: boolean;
  /**
   * Keep catalog's list of products in stock current from the stock events (decision 0074; default
   * true). Off in tests of commerce alone, which have no catalog to tell.
   */
  startStockFeed?: boolean;
  /** Finish import batches left staged by a crash, in the background after start (default true). */
  finishPendingImports?: boolean;
  /** Tests only: fails the import flow at a step, as a crash there would. */
  importFailureHook?: ImportFailureHook;
  /**
   * Payment provider and deposit limits (1000.00 a day unless set; `limitsOff` lifts it). The
   * provider has no default: `stripe`, or `test` chosen explicitly (it prints a banner).
   */
  payments: PaymentOptions;
  /** argon2id's cost (src/env.ts PASSWORD_HASH_*); default OWASP's minimum. */
  passwordHash?: PasswordHashCost;
  /** Passkeys' relying party (src/env.ts WEBAUTHN_*); unset: the host and origin of `publicUrl`, else http://localhost:8080. */
  webauthn?: { rpId?: string; origins?: string };
  /** Password sign-ins an admin without a second factor gets before admin rights are refused (src/env.ts, default 1). */
  staffSecondFactorGrace?: number;
  /** How long the trust page's figures are kept per process (default `TRUST_CACHE_MS`, a minute); 0 reads them every time (tests). */
  trustFiguresTtlMs?: number;
}

/** Builds the commerce subgraph: migrates, seeds, ensures the admin, returns the express app. Tests reuse it. */
export async function createApp(options: CommerceAppOptions) {
  configurePasswordHashing(options.passwordHash);
  // No built-in master key: without CREDENTIALS_KEY commerce refuses to start (the migrations need it too).
  credentialVault();
  // Nor without the API keys' pepper (keys are stored only as an HMAC with it).
  apiKeyHasher();
  // Before anything else: a provider refused in this environment stops the start.
  const payments = paymentSettings(options.payments ?? {});
  const passkeys = passkeySettingsOf({ ...options.webauthn, publicUrl: options.publicUrl });
  const orm: MikroORM<PostgreSqlDriver> = await openOrm(commerceOrmOptions(options.databaseUrl));
  const metrics = createMetrics('commerce');
  const commerceConfig: CommerceConfig = {
    catalogUrl: options.catalogUrl ?? DEFAULT_CATALOG_URL,
    payments,
    publicUrl: options.publicUrl ?? '',
    passkeys,
    staffSecondFactorGrace: options.staffSecondFactorGrace ?? DEFAULT_STAFF_SECOND_FACTOR_GRACE,
    importFailureHook: options.importFailureHook,
    webhookGuard: options.webhookGuard ?? { ...STRICT_GUARD },
    trustFigures: new TtlMemo(options.trustFiguresTtlMs ?? TRUST_CACHE_MS),
    metrics: commerceMetrics(metrics, orm),
  };
  // Check-then-insert seeds and the first admin: one replica at a time.
  const admin = await withStartupLock(options.databaseUrl, SCHEMA, async () => {
    if (options.seedDemo) {
      const added = await seedDemoUnits(createStockServices(orm.em.fork(), commerceConfig).inventory);
      if (added) log('commerce', 'info', `seeded ${added} demo credential units`);
    }
    return ensureAdminAccount(orm.em.fork(), { email: options.adminEmail, password: options.adminPassword });
  });
  if (admin.generatedPassword) {
    // Never in the log (logs are shipped and kept): in a file only its owner can read.
    const file = path.resolve(options.adminPasswordFile ?? '.data/admin-password.txt');
    writeSecretFile(file, `${admin.email}\n${admin.generatedPassword}\n`);
    // Printed whatever LOG_LEVEL says: the operator needs to know where to look, once.
    process.stdout.write(
      `Admin account created: ${admin.email}; its generated password is in ${file} (readable only by its owner)\n`,
    );
  } else if (admin.created) {
    log('commerce', 'info', `admin account created: ${admin.email}`);
  }

  const outbox = new OutboxWorker(
    orm,
    createMailTransport({ smtpUrl: options.smtpUrl, mailDir: path.resolve(options.mailDir ?? '.data/mail') }),
    options.mailFrom ?? DEFAULT_MAIL_FROM,
  );
  if (options.startOutboxWorker ?? true) outbox.start();
  const webhooks = new WebhookWorker(orm, {
    guard: commerceConfig.webhookGuard,
    retryScale: options.webhookRetryScale,
  });
  if (options.startWebhookWorker ?? true) webhooks.start();

  const { schema } = await buildCommerceSchema();
  const served = await createOrmSubgraphApp({
    name: 'commerce',
    orm,
    schema,
    metrics,
    createContext: (base, em) => createCommerceContext(base, em, commerceConfig),
  });
  // The gateway reads each user's rights here before it signs their identity tokens.
  mountRightsRoute(served.app, () => orm.em.fork());
  // The gateway asks here whose key a bearer of the reseller API is (issue 37).
  mountApiKeyAuthRoute(served.app, () => orm.em.fork());
  mountDeliveryAlertRoute(served.app, () => orm.em.fork());
  const stockFeed = new StockFeed(orm, options.databaseUrl, catalogStockListing(commerceConfig.catalogUrl));
  if (options.startStockFeed ?? true) await stockFeed.start();
  const pendingImports = new PendingImports(orm, (em) => createStockServices(em, commerceConfig));
  if (options.finishPendingImports ?? true) pendingImports.start();
  return {
    ...served,
    outbox,
    webhooks,
    /** Catalog's list of products in stock; `settled()` waits until it holds every change so far. */
    stockFeed,
    /** Finishes every staged import batch now (start-up does it in the background). */
    finishPendingImports: () => pendingImports.runOnce(),
    async close() {
      pendingImports.stop();
      await stockFeed.stop();
      await webhooks.stop();
      await outbox.stop();
      await served.close();
    },
  };
}

/**
 * Writes a file only its owner can read or write. The folder keeps its mode: the data folder also
 * holds the embedded database, whose server runs as another user.
 */
function writeSecretFile(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, text, { mode: 0o600, flag: 'wx' });
}
