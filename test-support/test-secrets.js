// Every test file gets fresh keys and secrets (the shop has no built-in ones). The in-process
// stack runs all four pieces in one process, so each of them sees every key here; a real
// installation gives each process only its own private key (scripts/lib/secrets.cjs secretsFor).
const { generateSecrets } = require('../scripts/lib/secrets.cjs');

for (const [name, value] of Object.entries(generateSecrets())) process.env[name] = value;
