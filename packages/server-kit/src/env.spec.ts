import {
  ConfigError,
  describeEnv,
  duration,
  flag,
  integer,
  oneOf,
  parseEnv,
  processEnv,
  secret,
  windowLimit,
} from './env';

const shape = {
  MODE: oneOf(['direct', 'federated'], { default: 'direct', description: 'how' }),
  TIMEOUT: duration({ default: '12h', description: 'how long' }),
  LIMIT: windowLimit({ default: '20/10m', description: 'how many' }),
  COUNT: integer({ default: '5', description: 'how many times' }),
  ENABLED: flag({ default: 'true', description: 'whether' }),
  TOKEN: secret({ hint: 'at least 16 characters', minLength: 16, description: 'a secret' }),
};

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('no ConfigError');
}

describe('parseEnv', () => {
  it('reports every bad or missing variable at once, in one message naming each and why', () => {
    let message = '';
    try {
      parseEnv('demo', shape, { MODE: 'sideways', TIMEOUT: 'soon', COUNT: '0' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('demo cannot start: 4 configuration problems');
    expect(message).toContain("MODE must be one of direct, federated (got 'sideways')");
    expect(message).toContain("TIMEOUT must be a duration such as 30s, 10m, 1h or 7d (got 'soon')");
    expect(message).toContain("COUNT must be a whole number of at least 1 (got '0')");
    // A missing secret reads as MissingSecretError always has.
    expect(message).toContain(
      'TOKEN is not configured (at least 16 characters). npm start generates it into the data folder; see docs/configuration.md.',
    );
  });

  it('applies the defaults, parsed like given values, and counts an empty variable as unset', () => {
    expect(parseEnv('demo', shape, { TOKEN: 'x'.repeat(16), MODE: '', COUNT: ' ' })).toEqual({
      MODE: 'direct',
      TIMEOUT: 43_200_000,
      LIMIT: { limit: 20, windowMs: 600_000 },
      COUNT: 5,
      ENABLED: true,
      TOKEN: 'x'.repeat(16),
    });
    const given = parseEnv('demo', shape, {
      TOKEN: 'y'.repeat(20),
      MODE: 'Federated',
      TIMEOUT: '90',
      LIMIT: '3/1m',
      ENABLED: 'FALSE',
    });
    expect(given).toMatchObject({ MODE: 'federated', TIMEOUT: 90_000, LIMIT: { limit: 3, windowMs: 60_000 } });
    expect(given.ENABLED).toBe(false);
  });

  it('refuses unknown values of a word with the allowed values named', () => {
    expect(problemsOf(() => parseEnv('demo', shape, { TOKEN: 'z'.repeat(16), ENABLED: 'yes' }))).toEqual([
      "ENABLED must be one of true, false (got 'yes')",
    ]);
    expect(problemsOf(() => parseEnv('demo', shape, { TOKEN: 'z'.repeat(16), LIMIT: '20 per 10m' }))).toEqual([
      "LIMIT must look like 20/10m (got '20 per 10m')",
    ]);
    expect(problemsOf(() => parseEnv('demo', shape, { TOKEN: 'short' }))).toEqual([
      'TOKEN is not configured (at least 16 characters). npm start generates it into the data folder; see docs/configuration.md.',
    ]);
  });

  it('adds the problems of rules over several variables to those of single ones', () => {
    const problems = problemsOf(() =>
      parseEnv('demo', shape, { MODE: 'x' }, (raw) => (raw.MODE === 'x' ? ['MODE=x needs TOKEN'] : [])),
    );
    expect(problems).toEqual([
      "MODE must be one of direct, federated (got 'x')",
      expect.stringMatching(/^TOKEN is not configured/),
      'MODE=x needs TOKEN',
    ]);
  });
});

describe('processEnv', () => {
  const env = processEnv({
    process: 'catalog',
    trusts: ['gateway'],
    defaultPort: 4001,
    defaultHost: '127.0.0.1',
    shape: { SEED_DEMO: flag({ default: 'true', description: 'seed' }) },
  });

  it("adds where the process listens, its database, its keys and server-kit's variables, each documented", () => {
    const names = env.variables().map((variable) => variable.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'PORT',
        'CATALOG_PORT',
        'HOST',
        'CATALOG_DATABASE_URL',
        'SEED_DEMO',
        'CATALOG_PRIVATE_KEY',
        'GATEWAY_PUBLIC_KEY',
        'LOG_LEVEL',
        'DB_POOL_MAX',
        'SHUTDOWN_TIMEOUT_MS',
      ]),
    );
    for (const variable of env.variables()) expect(variable.description.length).toBeGreaterThan(3);
    expect(describeEnv(shape).find((variable) => variable.name === 'TIMEOUT')).toMatchObject({
      type: 'duration',
      default: '12h',
      required: false,
    });
  });

  it('reads the port and database with their fallbacks, and names a missing database and bad keys', () => {
    const keys = {
      CATALOG_PRIVATE_KEY: process.env.CATALOG_PRIVATE_KEY,
      GATEWAY_PUBLIC_KEY: process.env.GATEWAY_PUBLIC_KEY,
    };
    const { settings, own } = env.load({ ...keys, DATABASE_URL: 'postgres://db/shop', CATALOG_PORT: '4101' });
    expect(settings).toMatchObject({ port: 4101, host: '127.0.0.1', databaseUrl: 'postgres://db/shop', dbPoolMax: 10 });
    expect(own.SEED_DEMO).toBe(true);
    expect(env.load({ ...keys, DATABASE_URL: 'a', CATALOG_DATABASE_URL: 'b', PORT: '9' }).settings).toMatchObject({
      port: 9,
      databaseUrl: 'b',
    });
    expect(problemsOf(() => env.load({ CATALOG_PRIVATE_KEY: 'not a key', LOG_LEVEL: 'loud' }))).toEqual([
      expect.stringMatching(/^CATALOG_PRIVATE_KEY is not a usable key/),
      expect.stringMatching(/^GATEWAY_PUBLIC_KEY is not configured/),
      "LOG_LEVEL must be one of silent, fatal, error, warn, info, debug, trace (got 'loud')",
      'CATALOG_DATABASE_URL or DATABASE_URL must be set (npm start sets it for you)',
    ]);
  });
});
