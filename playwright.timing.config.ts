import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The timing suite's browser part (`npm run test:timing`, never `npm test`): specs in timing/ that
// bound a time, against the same shop as the end-to-end tests (playwright.config.ts).
export default defineConfig({
  ...base,
  testDir: 'timing',
  testMatch: '*.spec.ts',
  // Times are measured one page at a time, on an otherwise idle machine.
  workers: 1,
  projects: [{ name: 'timing' }],
  reporter: [['list'], ['json', { outputFile: 'test-reports/playwright-timing.json' }]],
  outputDir: 'test-results/timing',
});
