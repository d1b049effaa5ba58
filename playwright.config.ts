import { defineConfig } from '@playwright/test';

// End-to-end tests drive the real shop (built microfrontends, gateway, subgraphs, embedded
// PostgreSQL) in Debian's Chromium; Playwright's own browser downloads are not used.
const PORT = Number(process.env.E2E_PORT ?? 18080);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Specs that change or count shop-wide state: never two of them at once (`workers: 1` below). */
const SHARED_STATE_SPECS = [
  'admin-people.spec.ts', // turns an announcement off and on
  'shell.spec.ts', // counts the bell's announcements
  'restock-alerts.spec.ts', // counts the bell's badge
  'warranty-claims.spec.ts', // turns automatic replacement on and off
  'admin-claims.spec.ts', // reads claims under the rules warranty-claims changes
  'releases.spec.ts', // builds the storefront and starts a shop of its own
  'redeploy.spec.ts', // the same
  'canary.spec.ts', // the same
  'tracing.spec.ts', // starts a shop of its own (with tracing on)
].map((file) => `**/${file}`);

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two spec files at a time (a file's tests stay in order). The specs that change or count what
  // every page shows (announcements and the bell, the warranty rules, the catalogue's totals, the
  // shops the release specs start) run one at a time, beside the others: decision 0066.
  workers: 2,
  // Projects are queued in this order: the shared-state specs one at a time on one worker while the
  // other takes the rest.
  projects: [
    { name: 'shared-state', testMatch: SHARED_STATE_SPECS, workers: 1 },
    { name: 'e2e', testIgnore: SHARED_STATE_SPECS },
  ],
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-reports/playwright.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace is recorded for every test and kept for a failed one: its DOM snapshots at each action,
    // without the screencast, which cost about a quarter of the browser's and Playwright's CPU in every
    // test (docs/testing.md, "Where the time goes"); the failure's screenshot is kept below.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT) },
  },
});
