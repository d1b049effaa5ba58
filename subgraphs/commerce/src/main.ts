import path from 'node:path';
import { runSubgraph } from '@shop/server-kit';
import { DEFAULT_CATALOG_URL, createApp } from './app';
import { paymentOptionsFromEnv } from './modules/payment/payment-config';

const env = (name: string) => process.env[name] || undefined;

runSubgraph('commerce', 4002, (databaseUrl) =>
  createApp({
    databaseUrl,
    catalogUrl: env('CATALOG_URL') ?? DEFAULT_CATALOG_URL,
    seedDemo: process.env.SEED_DEMO !== 'false',
    adminEmail: env('ADMIN_EMAIL'),
    adminPassword: env('ADMIN_PASSWORD'),
    adminPasswordFile: path.join(env('DATA_DIR') ?? '.data', 'admin-password.txt'),
    mailDir: env('MAIL_DIR'),
    smtpUrl: env('SMTP_URL'),
    mailFrom: env('MAIL_FROM'),
    publicUrl: env('PUBLIC_URL'),
    payments: paymentOptionsFromEnv(),
  }),
);
