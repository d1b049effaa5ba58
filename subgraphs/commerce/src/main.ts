import './tracing';
import { runSubgraph } from '@shop/server-kit';
import { createApp } from './app';
import { adminPasswordFile, commerceEnv } from './env';
import { paymentOptionsOf } from './modules/payment/payment-config';

runSubgraph(commerceEnv, (settings, env) =>
  createApp({
    databaseUrl: settings.databaseUrl,
    catalogUrl: env.CATALOG_URL,
    seedDemo: env.SEED_DEMO,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    adminPasswordFile: adminPasswordFile(env.DATA_DIR),
    mailDir: env.MAIL_DIR,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: env.PUBLIC_URL,
    payments: paymentOptionsOf(env),
    staffSecondFactorGrace: env.STAFF_SECOND_FACTOR_GRACE,
    webauthn: { rpId: env.WEBAUTHN_RP_ID, origins: env.WEBAUTHN_ORIGINS },
    webhookGuard: { allowHttp: env.WEBHOOK_ALLOW_HTTP, allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_ADDRESSES },
    webhookRetryScale: env.WEBHOOK_RETRY_SCALE,
    passwordHash: { memoryCost: env.PASSWORD_HASH_MEMORY_KIB, timeCost: env.PASSWORD_HASH_PASSES },
  }),
);
