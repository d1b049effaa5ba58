// Every test file gets fresh keys and secrets (the shop has no built-in ones). The in-process
// stack runs all four pieces in one process, so each of them sees every key here; a real
// installation gives each process only its own private key (scripts/lib/secrets.cjs secretsFor).
const { generateSecrets } = require('../scripts/lib/secrets.cjs');

for (const [name, value] of Object.entries(generateSecrets())) process.env[name] = value;
// Except the credentials master key: one per jest run (global-setup.mjs), the key the stack
// template's demo units are sealed with (test-support/stack-template.ts). Each file's database is still its own.
if (process.env.TEST_CREDENTIALS_KEY) process.env.CREDENTIALS_KEY = process.env.TEST_CREDENTIALS_KEY;

// argon2id at 1 MiB and one pass instead of OWASP's 19 MiB and two: sign-ups and sign-ins in the
// tests cost a fraction (commerce's configuration schema refuses this with NODE_ENV=production).
// A test that measures the real cost sets them back (timing/sign-in-timing.test.ts).
process.env.PASSWORD_HASH_MEMORY_KIB ??= '1024';
process.env.PASSWORD_HASH_PASSES ??= '1';
