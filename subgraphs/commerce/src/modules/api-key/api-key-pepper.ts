import { createHmac } from 'node:crypto';

export const PEPPER_MISSING =
  'API_KEY_PEPPER is not set: commerce keeps API keys only as an HMAC with this secret (32 random bytes, base64 or hex). npm start generates one into the data folder.';

/**
 * The HMAC of an API key with the server pepper (`API_KEY_PEPPER`, commerce only): a database
 * dump alone cannot test guesses, and the key is never stored in clear. Throws without the pepper,
 * so commerce refuses to start rather than store keys under a built-in secret.
 */
export function apiKeyHasher(env: NodeJS.ProcessEnv = process.env): (key: string) => string {
  const pepper = env.API_KEY_PEPPER;
  if (!pepper || pepper.length < 32) throw new Error(PEPPER_MISSING);
  return (key) => createHmac('sha256', pepper).update(key).digest('hex');
}
