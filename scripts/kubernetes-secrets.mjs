// Writes the Kubernetes installation's secrets, one env file per piece, into
// deploy/kubernetes/overlays/production/secrets/ (mode 0600, ignored by git), which the overlay's
// secretGenerator turns into one Secret per piece: each gets its own private key, its own database
// role's URL and its own other secrets, and nothing of the others'. The public keys go to
// public.env (a ConfigMap shared by all). database-roles.env holds the four roles' passwords for
// running deploy/postgres/init-roles.sql once on the managed PostgreSQL; it is not loaded into the
// cluster. Existing files are kept (a new set would lock the pieces out of the database and the
// stored credentials): pass --force to replace them.
//   node scripts/kubernetes-secrets.mjs [--database=postgres://HOST:5432/shop?sslmode=verify-full] [--force]
import crypto from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { writeEnvFiles } from './lib/env-files.mjs';

const { PARTIES, generateSecrets } = createRequire(import.meta.url)('./lib/secrets.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// KUBERNETES_SECRETS_DIR: another folder (the battery renders a copy of the manifests).
const dir =
  process.env.KUBERNETES_SECRETS_DIR ?? path.join(root, 'deploy', 'kubernetes', 'overlays', 'production', 'secrets');
const force = process.argv.includes('--force');
const databaseArg = process.argv.find((arg) => arg.startsWith('--database='));
// The managed PostgreSQL's address, without user or password: each piece's role is put in.
const database = new URL(
  databaseArg ? databaseArg.slice('--database='.length) : 'postgres://postgres.example.internal:5432/shop',
);
if (database.protocol !== 'postgres:' && database.protocol !== 'postgresql:') {
  console.error(`--database must be a postgres:// address (got ${database.protocol})`);
  process.exit(1);
}

const secrets = generateSecrets();
const password = () => crypto.randomBytes(24).toString('hex');
const db = Object.fromEntries(PARTIES.map((party) => [party, password()]));
const url = (party) => {
  const own = new URL(database.href);
  own.username = `shop_${party}`;
  own.password = db[party];
  return own.href;
};
const upper = (party) => party.toUpperCase();

const files = {
  'public.env': Object.fromEntries(
    PARTIES.map((party) => [`${upper(party)}_PUBLIC_KEY`, secrets[`${upper(party)}_PUBLIC_KEY`]]),
  ),
  'database-roles.env': Object.fromEntries(PARTIES.map((party) => [`${upper(party)}_DB_PASSWORD`, db[party]])),
  'catalog.env': { CATALOG_PRIVATE_KEY: secrets.CATALOG_PRIVATE_KEY, CATALOG_DATABASE_URL: url('catalog') },
  'commerce.env': {
    COMMERCE_PRIVATE_KEY: secrets.COMMERCE_PRIVATE_KEY,
    CREDENTIALS_KEY: secrets.CREDENTIALS_KEY,
    API_KEY_PEPPER: secrets.API_KEY_PEPPER,
    COMMERCE_DATABASE_URL: url('commerce'),
    // Set here, never generated into a pod's disk: replicas come and go.
    ADMIN_PASSWORD: crypto.randomBytes(18).toString('base64url'),
    // Stripe (docs/api.md "Going live with Stripe") and the outgoing mail server: fill in.
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
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
