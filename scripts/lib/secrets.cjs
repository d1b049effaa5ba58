// The secrets a shop installation needs, generated fresh: one ES256 (ECDSA P-256) key pair per
// party that signs tokens (gateway, catalog, commerce, support), the session cookie secret and
// the master key that wraps the credential data keys in commerce. `npm start` keeps them in the
// data folder (mode 0600); the tests generate theirs per test file (test-support/test-secrets.js).
// Keys travel as base64 DER (PKCS#8 private, SPKI public) so that they fit in one env variable.
const nodeCrypto = require('node:crypto');

const PARTIES = ['gateway', 'catalog', 'commerce', 'support'];
/** Every variable `generateSecrets` fills. */
const SECRET_NAMES = [
  ...PARTIES.flatMap((party) => [`${party.toUpperCase()}_PRIVATE_KEY`, `${party.toUpperCase()}_PUBLIC_KEY`]),
  'SESSION_SECRET',
  'CREDENTIALS_KEY',
  'API_KEY_PEPPER',
];

function generateSecrets() {
  const secrets = {};
  for (const party of PARTIES) {
    const { privateKey, publicKey } = nodeCrypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
    secrets[`${party.toUpperCase()}_PRIVATE_KEY`] = privateKey
      .export({ type: 'pkcs8', format: 'der' })
      .toString('base64');
    secrets[`${party.toUpperCase()}_PUBLIC_KEY`] = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  }
  secrets.SESSION_SECRET = nodeCrypto.randomBytes(32).toString('hex');
  secrets.CREDENTIALS_KEY = nodeCrypto.randomBytes(32).toString('base64');
  secrets.API_KEY_PEPPER = nodeCrypto.randomBytes(32).toString('base64');
  return secrets;
}

/** What each process may see: every public key, its own private key, and its own other secrets. */
function secretsFor(party, secrets) {
  const own = {};
  for (const name of PARTIES) own[`${name.toUpperCase()}_PUBLIC_KEY`] = secrets[`${name.toUpperCase()}_PUBLIC_KEY`];
  own[`${party.toUpperCase()}_PRIVATE_KEY`] = secrets[`${party.toUpperCase()}_PRIVATE_KEY`];
  if (party === 'gateway') own.SESSION_SECRET = secrets.SESSION_SECRET;
  if (party === 'commerce') {
    own.CREDENTIALS_KEY = secrets.CREDENTIALS_KEY;
    own.API_KEY_PEPPER = secrets.API_KEY_PEPPER;
  }
  return own;
}

module.exports = { PARTIES, SECRET_NAMES, generateSecrets, secretsFor };
