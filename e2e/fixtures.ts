import { test as base, type BrowserContext } from '@playwright/test';

// The `test` every end-to-end spec uses: Playwright's, with the slow mode (`npm run test:slow`,
// TEST_SLOW=1) slowing Chromium's CPU TEST_SLOWDOWN times (default 3) on every page, the test's
// own `page` and any page of a context a test opens, through the DevTools protocol. A spec that
// sets its own rate (the per-page budgets, 4x) sets it after this one, and its rate holds.

const SLOWDOWN = process.env.TEST_SLOW === '1' ? Number(process.env.TEST_SLOWDOWN ?? 3) : 1;

async function slowPage(context: BrowserContext, page: Parameters<BrowserContext['newCDPSession']>[0]) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
}

function slowEveryPage(context: BrowserContext) {
  context.on('page', (page) => void slowPage(context, page).catch(() => undefined));
}

export const test =
  SLOWDOWN === 1
    ? base
    : base.extend({
        browser: [
          async ({ browser }, use) => {
            // Contexts a test opens itself (browser.newContext) are slowed too.
            const newContext = browser.newContext.bind(browser);
            browser.newContext = async (options) => {
              const context = await newContext(options);
              slowEveryPage(context);
              return context;
            };
            await use(browser);
            browser.newContext = newContext;
          },
          { scope: 'worker' },
        ],
        page: async ({ context, page }, use) => {
          await slowPage(context, page);
          slowEveryPage(context);
          await use(page);
        },
      });
