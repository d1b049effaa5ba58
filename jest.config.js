// Unit tests (`*.spec.ts` beside the code) and integration tests (`test/**/*.test.ts`, real
// PostgreSQL started once in globalSetup) run in node; component tests (`*.spec.tsx`, Testing
// Library) run in jsdom. Workspace packages are mapped to their sources so tests never depend on
// a previous build.
const swcOptions = (tsx) => ({
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx },
    transform: {
      legacyDecorator: true,
      decoratorMetadata: true,
      useDefineForClassFields: false,
      // the microfrontends' `css` prop, as their rspack build compiles it
      ...(tsx ? { react: { runtime: 'automatic', importSource: '@emotion/react' } } : {}),
    },
    keepClassNames: true,
    target: 'es2022',
  },
  module: { type: 'commonjs' },
});

const roots = [
  '<rootDir>/security',
  '<rootDir>/packages',
  '<rootDir>/subgraphs',
  '<rootDir>/gateway',
  '<rootDir>/scripts',
  '<rootDir>/deploy',
  '<rootDir>/mfe-shell',
  '<rootDir>/mfe-storefront',
  '<rootDir>/mfe-account',
  '<rootDir>/mfe-admin',
];

/** ES-module-only dependencies (otplib's base32 and hashes): compiled to CommonJS for jest only; node requires them natively. */
const ESM_ONLY = ['@scure', '@noble'];

const common = {
  roots,
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', swcOptions(false)],
    '^.+\\.tsx$': ['@swc/jest', swcOptions(true)],
    // only the ES-module-only packages: the repository's own .js files stay untransformed
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  moduleNameMapper: {
    '^@shop/shared$': '<rootDir>/packages/shared/src/index.ts',
    '^@shop/shared/demo$': '<rootDir>/packages/shared/src/demo-data.ts',
    '^@shop/server-kit$': '<rootDir>/packages/server-kit/src/index.ts',
    '^@shop/server-kit/tracing$': '<rootDir>/packages/server-kit/src/tracing/index.ts',
    '^@shop/ui$': '<rootDir>/packages/ui/src/index.ts',
    '^@shop/api-client$': '<rootDir>/packages/api-client/src/index.ts',
  },
};

/** The node project's environment: one PostgreSQL for the run, quiet logs, test secrets. */
const nodeProject = {
  ...common,
  testEnvironment: 'node',
  globalSetup: '<rootDir>/test-support/global-setup.mjs',
  globalTeardown: '<rootDir>/test-support/global-teardown.mjs',
  setupFiles: ['<rootDir>/test-support/quiet-logs.js', '<rootDir>/test-support/test-secrets.js'],
};

module.exports = {
  testTimeout: 60_000,
  maxWorkers: 2,
  projects: [
    {
      ...nodeProject,
      displayName: 'node',
      testMatch: ['**/src/**/*.spec.ts', '**/test/**/*.test.ts'],
    },
    {
      // The security and reliability battery (`npm run test:security`): real stack, real PostgreSQL.
      ...nodeProject,
      displayName: 'security',
      testMatch: ['<rootDir>/security/**/*.test.ts'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '<rootDir>/security/load/'],
    },
    {
      // Memory bounds under load and the crowd of sign-ins (`npm run test:load`, in .ci/run after
      // `npm test`): targets and load, which the guide keeps out of the behaviour suite; docs/testing.md.
      ...nodeProject,
      displayName: 'load',
      testMatch: ['<rootDir>/security/load/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testMatch: ['**/src/**/*.spec.tsx'],
      setupFilesAfterEnv: ['<rootDir>/test-support/dom-setup.ts'],
    },
  ],
};
