// ESLint (flat config). The layout rules are the point: no import cycles, no microfrontend importing
// another or any server code, no subgraph importing another, no feature of a microfrontend importing
// another feature. Type-aware rules run on the code every tsconfig compiles (the sources); tests,
// scripts and config files get the same rules without type information. docs/development.md.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
const mfes = ['mfe-shell', 'mfe-storefront', 'mfe-account', 'mfe-admin'];
const subgraphs = ['catalog', 'commerce', 'support'];
const serverCode = ['gateway', 'subgraphs', 'packages/server-kit'];
const serverPackages = ['@shop/gateway', '@shop/server-kit', ...subgraphs.map((name) => `@shop/${name}`)];

// Shipped code, compiled by a tsconfig: linted with type information.
const typedSources = [
  'gateway/src/**/*.ts',
  'subgraphs/*/src/**/*.ts',
  'packages/shared/src/**/*.ts',
  'packages/server-kit/src/**/*.ts',
  'packages/ui/src/**/*.{ts,tsx}',
  'mfe-*/src/**/*.{ts,tsx}',
];
// Tests beside the code are outside every tsconfig (jest compiles them with swc).
const untypedTests = ['**/*.spec.ts', '**/*.spec.tsx', '**/src/test/**'];

// One zone per feature folder: a feature imports only itself and the microfrontend's shared folders
// (components, hooks, lib, messages, gql, app); features that must share something move it there.
const featureZones = mfes.flatMap((mfe) => {
  const features = path.join(root, mfe, 'src', 'features');
  if (!fs.existsSync(features)) return [];
  return fs
    .readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      target: `./${mfe}/src/features/${entry.name}`,
      from: `./${mfe}/src/features`,
      except: [`./${entry.name}`],
      message:
        "A feature imports no other feature: move what both need to the microfrontend's components/, hooks/ or lib/.",
    }));
});

const layoutZones = [
  ...mfes.map((mfe) => ({
    target: `./${mfe}/src`,
    from: [
      ...mfes.filter((other) => other !== mfe).map((other) => `./${other}`),
      ...serverCode.map((dir) => `./${dir}`),
    ],
    message:
      'A microfrontend imports neither another microfrontend (they meet at run time, through Module Federation) nor server code.',
  })),
  {
    target: './packages/ui/src',
    from: [...mfes.map((mfe) => `./${mfe}`), ...serverCode.map((dir) => `./${dir}`)],
    message: 'The UI kit is below the microfrontends and knows no server code.',
  },
  ...subgraphs.map((name) => ({
    target: `./subgraphs/${name}/src`,
    from: [...subgraphs.filter((other) => other !== name).map((other) => `./subgraphs/${other}`), './gateway'],
    message: 'A subgraph imports no other subgraph nor the gateway: they meet through the supergraph (docs/design.md).',
  })),
  {
    target: ['./packages/shared/src', './packages/server-kit/src'],
    from: ['./gateway', './subgraphs', ...mfes.map((mfe) => `./${mfe}`)],
    message: 'Shared packages sit below the services and microfrontends that use them.',
  },
  ...featureZones,
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/src/gql/',
      'gateway/src/generated/',
      'packages/api-client/src/v1.ts',
      'contracts/',
      'docs/',
      '.data/',
      '.data-*/',
      'test-results/',
      'test-reports/',
      'playwright-report/',
      'screenshots/',
      'deploy/secrets/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'tsconfig.json',
            'packages/*/tsconfig.json',
            'subgraphs/*/tsconfig.json',
            'gateway/tsconfig.json',
            'mfe-*/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The layout binds shipped code; a test may start two subgraphs or compare both ends of a contract.
    files: typedSources,
    ignores: untypedTests,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layoutZones }] },
  },
  {
    // Tests read JSON answers of every shape; typing each body would not make them assert more.
    files: ['security/**', 'test-support/**', 'e2e/**', 'timing/**', '**/test/**', '**/*.spec.ts', '**/*.spec.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // CommonJS files load with require.
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Package names reach server code too, past the path zones.
    files: ['mfe-*/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...serverPackages.map((name) => ({ name, message: 'A microfrontend imports no server code.' })),
            { name: '@shop/shared/demo', message: 'Seed and demo data never ship to a browser.' },
          ],
          patterns: [
            { group: ['@shop/mfe-*'], message: 'A microfrontend imports no other microfrontend.' },
            { group: ['**/shared/src/demo-data'], message: 'Seed and demo data never ship to a browser.' },
          ],
        },
      ],
    },
  },
  ...subgraphs.map((name) => ({
    files: [`subgraphs/${name}/**/*.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['@shop/gateway', ...subgraphs.filter((other) => other !== name).map((other) => `@shop/${other}`)].map(
            (pkg) => ({ name: pkg, message: 'A subgraph imports no other subgraph nor the gateway.' }),
          ),
        },
      ],
    },
  })),
  {
    files: typedSources,
    ignores: untypedTests,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      // Callback props and service interfaces are declared in method shorthand (`onClose(): void`),
      // which this rule takes for class methods; none of its findings was a lost `this`.
      '@typescript-eslint/unbound-method': 'off',
      // React event handlers may be async; what matters is that their promise is handled inside.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Apollo plugin hooks and MikroORM migrations implement Promise-returning interfaces with
      // `async` and no `await`; a forgotten await is what no-floating-promises catches.
      '@typescript-eslint/require-await': 'off',
    },
  },

  {
    files: ['mfe-*/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // Three React Compiler rules of v7's preset stay off until the compiler is adopted: their
      // findings (state reset in effects on open, refs read in render, TanStack Table) are the
      // compiler's concerns, not bugs (docs/decisions/0033-eslint-rules.md).
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/incompatible-library': 'off',
    },
  },
);
