import { commerceEnv } from './env';

// Password hashing's cost is configuration: tests lower it, production never below OWASP's minimum.
describe('commerce configuration: password hashing', () => {
  const production = {
    ...process.env,
    DATABASE_URL: 'postgres://shop@127.0.0.1/shop',
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'test',
    PAYMENTS_TEST_PROVIDER_IN_PRODUCTION: 'true',
    PASSWORD_HASH_MEMORY_KIB: undefined,
    PASSWORD_HASH_PASSES: undefined,
  };

  it("defaults to OWASP's minimum for argon2id (19 MiB, 2 passes)", () => {
    const { own } = commerceEnv.load(production);
    expect([own.PASSWORD_HASH_MEMORY_KIB, own.PASSWORD_HASH_PASSES]).toEqual([19456, 2]);
  });

  it('accepts less outside production (the tests), and refuses it with NODE_ENV=production', () => {
    const weak = { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_PASSES: '1' };
    const { own } = commerceEnv.load({ ...production, NODE_ENV: 'development', ...weak });
    expect([own.PASSWORD_HASH_MEMORY_KIB, own.PASSWORD_HASH_PASSES]).toEqual([1024, 1]);
    for (const variable of [{ PASSWORD_HASH_MEMORY_KIB: '1024' }, { PASSWORD_HASH_PASSES: '1' }])
      expect(() => commerceEnv.load({ ...production, ...variable })).toThrow(
        /PASSWORD_HASH_MEMORY_KIB and PASSWORD_HASH_PASSES may not be below 19456 and 2 .* with NODE_ENV=production/,
      );
  });
});
