import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { detail } from '../mfe-storefront/src/messages';
import { pressUntil, shiftSources, startCountingShifts, whenLive } from './support';

// Issue 21 on the storefront's pages: what arrives later takes a place held for it (nothing on
// screen moves while a page's code and data arrive), headings never skip a level, and a
// definition list holds only its terms and descriptions.

/** Holds every GraphQL request of `operation` until the returned function is called. */
async function holdOperation(page: Page, operation: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName === operation) await released;
    await route.continue();
  });
  return release;
}

async function headingSkips(page: Page) {
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
  expect(levels[0]).toBe(1);
  return levels.flatMap((level, i) => (i > 0 && level > levels[i - 1] + 1 ? [`h${levels[i - 1]} → h${level}`] : []));
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`the product list holds the cards' place while its data loads (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const shifts = await startCountingShifts(page);
    // A list loaded from the server comes with its first page of cards (decision 0068): the
    // skeletons are what a navigation in the browser shows, here from the not-found page's button.
    await page.goto('/product/999999999');
    await whenLive(page);
    const release = await holdOperation(page, 'GetProductPage');
    await page.evaluate(() => ((window as unknown as { __shift: number }).__shift = 0));
    await pressUntil(page.getByRole('button', { name: detail.backToAll }), async () => /\/products$/.test(page.url()));
    await expect(page.getByRole('heading', { level: 1, name: 'Ürünlerimiz' })).toBeVisible();
    const skeleton = page.getByTestId('product-card-skeleton').first();
    await expect(skeleton).toBeVisible();
    const held = await skeleton.boundingBox();
    const summary = await page.getByTestId('list-summary').boundingBox();
    release();
    const card = page.getByTestId('product-card').first();
    await expect(card).toBeVisible();
    expect(await card.boundingBox()).toEqual(held);
    expect(await page.getByTestId('list-summary').boundingBox()).toEqual(summary);
    expect(await shifts()).toBeLessThan(0.01);
  });

  test(`the product detail holds its card's place while the product loads (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const shifts = await startCountingShifts(page);
    // A product page loaded from the server comes whole (decision 0068): the skeleton is what a
    // navigation in the browser shows, from a list's card to its detail.
    await page.goto('/products/lol');
    const card = page.getByTestId('product-card').first();
    await expect(card).toBeVisible();
    // The list comes rendered from the server: its links navigate in the browser once it has
    // hydrated (before, they load the page whole).
    await whenLive(page);
    const release = await holdOperation(page, 'GetProduct');
    await page.evaluate(() => ((window as unknown as { __shift: number }).__shift = 0));
    await card.getByRole('link').last().click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    const skeleton = page.getByTestId('product-detail-skeleton').getByTestId('product-card-skeleton');
    await expect(skeleton).toBeVisible();
    // The new page starts at its top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const held = await skeleton.boundingBox();
    release();
    const detailCard = page.getByTestId('product-card');
    await expect(detailCard).toBeVisible();
    const shown = await detailCard.boundingBox();
    expect(shown?.height).toBe(held?.height);
    expect(shown?.x).toBe(held?.x);
    // The title's box is held too (one line, two on phones): titles of that length do not move the card.
    expect(shown?.y).toBe(held?.y);
    expect(await shifts(), (await shiftSources(page)).join('; ')).toBeLessThan(0.01);
  });
}

test('short pages keep the footer below the first screen, so it never moves into view', async ({ page }) => {
  for (const path of ['/no-such-page', '/privacy-policy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const footer = await page.locator('footer').boundingBox();
    expect(footer!.y).toBeGreaterThanOrEqual(page.viewportSize()!.height);
  }
});

test("the list and detail headings never skip a level, and the detail's definition list holds only terms and descriptions", async ({
  page,
}) => {
  await page.goto('/products/lol');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(await headingSkips(page)).toEqual([]);

  await page.goto('/product/1');
  await expect(page.getByTestId('account-code')).toBeVisible();
  expect(await headingSkips(page)).toEqual([]);
  const strays = await page.locator('dl').evaluateAll((lists) =>
    lists.flatMap((dl) =>
      [...dl.children].flatMap((child) => {
        if (child.tagName === 'DT' || child.tagName === 'DD') return [];
        if (child.tagName !== 'DIV') return [child.tagName];
        return [...child.children]
          .filter((inner) => inner.tagName !== 'DT' && inner.tagName !== 'DD')
          .map((inner) => `DIV > ${inner.tagName}`);
      }),
    ),
  );
  expect(strays).toEqual([]);
});
