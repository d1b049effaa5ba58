import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { whenLive } from './support';

// Issues 21 and 33: pages rendered on the server keep their largest texts where the HTML put them
// when the browser hydrates (the shell's script is held back to measure the server's page first).

const PRODUCTS_HEADING = 'Ürünlerimiz';

/** Holds the shell's script back until `release()` is called: the page shows only what its HTML painted. */
async function holdShellScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/main.*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

// Issue 21: the products pages' heading (their LCP element) comes with the HTML, rendered on the
// server with the first page of cards since issue 33; hydration keeps heading and cards in place.
for (const width of [375, 1280]) {
  test(`at ${width} px the server's products heading and cards stay in place when the list hydrates`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const release = await holdShellScript(page);
    await page.goto('/products/lol', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(PRODUCTS_HEADING);
    const card = page.getByTestId('product-card').first();
    await expect(card).toBeVisible();
    const painted = [await heading.boundingBox(), await card.boundingBox()];
    release();
    await whenLive(page);
    await expect(heading).toHaveText(PRODUCTS_HEADING);
    expect([await heading.boundingBox(), await card.boundingBox()]).toEqual(painted);
  });
}

// Issue 21: the sign-in page's heading and intro (its LCP element) come with the HTML too, rendered
// on the server from the real form since issue 33 slice 5; hydration keeps them where they were.
for (const width of [375, 1280]) {
  test(`at ${width} px the server's sign-in heading and intro stay in place when the form hydrates`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const release = await holdShellScript(page);
    await page.goto('/auth', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Sign In');
    const intro = page.locator('h1 + p');
    await expect(intro).toHaveText('Welcome back! Sign in to your account.');
    await expect(page.getByLabel('Email')).toBeVisible();
    const painted = [await heading.boundingBox(), await intro.boundingBox()];
    release();
    // Hydrated: every part of the page is live.
    await whenLive(page);
    await expect(heading).toHaveCount(1);
    await expect(intro).toHaveText('Welcome back! Sign in to your account.');
    expect([await heading.boundingBox(), await intro.boundingBox()]).toEqual(painted);
  });
}
