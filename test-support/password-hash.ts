import { commerceEnv } from '../subgraphs/commerce/src/env';
import type { PasswordHashCost } from '../subgraphs/commerce/src/modules/user/password';

/**
 * argon2id's cost for a commerce the tests start, as commerce's configuration schema reads
 * PASSWORD_HASH_MEMORY_KIB and PASSWORD_HASH_PASSES from the environment (test-secrets.js lowers
 * them; the schema refuses less than OWASP's minimum with NODE_ENV=production).
 */
export function passwordHashCost(): PasswordHashCost {
  const { own } = commerceEnv.load({ ...process.env, DATABASE_URL: 'postgres://unused', PAYMENT_PROVIDER: 'test' });
  return { memoryCost: own.PASSWORD_HASH_MEMORY_KIB, timeCost: own.PASSWORD_HASH_PASSES };
}
