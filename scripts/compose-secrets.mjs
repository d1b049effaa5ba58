// Writes the secrets of a docker-compose installation, one env file per service in
// deploy/secrets/ (mode 0600, ignored by git, never mounted into a container): each service gets
// its own private key, its own database role's password and its own other secrets, and nothing of
// the others'. The public keys go to deploy/secrets/public.env, shared by all. Existing files are
// kept (a new set would lock the services out of the database and the stored credentials): pass
// --force to replace them, e.g. on a fresh installation.
//   node scripts/compose-secrets.mjs [--force]
import crypto from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { writeEnvFiles } from './lib/env-files.mjs';

const { PARTIES, generateSecrets } = createRequire(import.meta.url)('./lib/secrets.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// COMPOSE_SECRETS_DIR: another folder (the battery writes a set into a temporary one).
const dir = process.env.COMPOSE_SECRETS_DIR ?? path.join(root, 'deploy', 'secrets');
const force = process.argv.includes('--force');

const secrets = generateSecrets();
// Hex: the postgres image passes them to psql through PGOPTIONS (deploy/postgres/10-roles.sh).
const password = () => crypto.randomBytes(24).toString('hex');
const db = Object.fromEntries(PARTIES.map((party) => [party, password()]));
const url = (party) => `postgres://shop_${party}:${db[party]}@postgres:5432/shop`;
const upper = (party) => party.toUpperCase();

const files = {
  'public.env': Object.fromEntries(
    PARTIES.map((party) => [`${upper(party)}_PUBLIC_KEY`, secrets[`${upper(party)}_PUBLIC_KEY`]]),
  ),
  'postgres.env': {
    POSTGRES_PASSWORD: password(),
    ...Object.fromEntries(PARTIES.map((party) => [`${upper(party)}_DB_PASSWORD`, db[party]])),
  },
  'catalog.env': { CATALOG_PRIVATE_KEY: secrets.CATALOG_PRIVATE_KEY, CATALOG_DATABASE_URL: url('catalog') },
  'commerce.env': {
    COMMERCE_PRIVATE_KEY: secrets.COMMERCE_PRIVATE_KEY,
    CREDENTIALS_KEY: secrets.CREDENTIALS_KEY,
    API_KEY_PEPPER: secrets.API_KEY_PEPPER,
    COMMERCE_DATABASE_URL: url('commerce'),
    // Empty: commerce generates the admin's password into DATA_DIR/admin-password.txt (0600).
    ADMIN_PASSWORD: '',
    // Stripe (docs/api.md "Going live with Stripe"): fill in here, not in a shared file.
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    // Your mail server (smtp://user:pass@host:587). Empty: e-mails are written as .eml files into
    // the data volume. With the development profile's mail catcher: smtp://mailcatcher:1025.
    SMTP_URL: '',
  },
  'support.env': { SUPPORT_PRIVATE_KEY: secrets.SUPPORT_PRIVATE_KEY, SUPPORT_DATABASE_URL: url('support') },
  'gateway.env': {
    GATEWAY_PRIVATE_KEY: secrets.GATEWAY_PRIVATE_KEY,
    SESSION_SECRET: secrets.SESSION_SECRET,
    GATEWAY_DATABASE_URL: url('gateway'),
  },
};

writeEnvFiles(root, dir, files, force);
