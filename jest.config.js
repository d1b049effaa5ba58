// Unit tests (`*.spec.ts` beside the code) and integration tests (`test/**/*.test.ts`, real
// PostgreSQL started once in globalSetup). Workspace packages are mapped to their sources so
// tests never depend on a previous build.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      keepClassNames: true,
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/packages', '<rootDir>/subgraphs', '<rootDir>/gateway', '<rootDir>/scripts', '<rootDir>/mfe-shell', '<rootDir>/mfe-storefront', '<rootDir>/mfe-account', '<rootDir>/mfe-admin'],
  testMatch: ['**/src/**/*.spec.ts', '**/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper: {
    '^@shop/shared$': '<rootDir>/packages/shared/src/index.ts',
    '^@shop/server-kit$': '<rootDir>/packages/server-kit/src/index.ts',
  },
  globalSetup: '<rootDir>/test-support/global-setup.mjs',
  globalTeardown: '<rootDir>/test-support/global-teardown.mjs',
  setupFiles: ['<rootDir>/test-support/quiet-logs.js'],
  testTimeout: 60_000,
  maxWorkers: 2,
};
