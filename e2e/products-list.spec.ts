import { expect, type Page, type Request as PageRequest } from '@playwright/test';
import { test } from './fixtures';
import { startCountingShifts, whenLive } from './support';

// The products lists come rendered on the server with their first page of cards (issue 33), read
// a page at a time from catalog's productPage (mfe-storefront product-list.tsx, PagedProductList);
// the browser starts from the server's answer. What a shopper can reach must not change.

/** GetProductPage requests the page sent, counted from the start. */
function countProductQueries(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === 'GetProductPage') count += 1;
  });
  return () => count;
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`every card of the page ends up in the grid, in the skeletons' place (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const shifts = await startCountingShifts(page);
    const requests = countProductQueries(page);
    await page.goto('/products/lol');
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(4);
    await expect(page.getByTestId('product-card-skeleton')).toHaveCount(0);
    // The last card is a real card: its title, a price and a link of its own.
    await expect(cards.nth(3).getByRole('heading', { level: 2 })).toHaveText(/^#\d+$/);
    await expect(cards.nth(3).getByRole('link', { name: 'VIEW DETAILS' })).toHaveAttribute('href', /^\/product\/\d+$/);
    // Cards of one row share their top; the grid's rows are the cards' fixed height apart.
    const boxes = await Promise.all([0, 1, 2, 3].map((index) => cards.nth(index).boundingBox()));
    if (viewport.width >= 1280) expect(boxes[1]!.y).toBe(boxes[0]!.y);
    expect(boxes[3]!.y - boxes[2]!.y).toBe(viewport.width >= 1280 ? 0 : boxes[1]!.y - boxes[0]!.y);
    expect(await shifts()).toBeLessThan(0.01);
    // The first page came with the HTML: none asked again.
    await page.waitForLoadState('networkidle');
    expect(requests()).toBe(0);
  });
}

test('the later cards are reached from the keyboard like the first ones', async ({ page }) => {
  await page.goto('/products/lol');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(4);
  await whenLive(page); // keys go to a focused control, which must be live first
  // From the third card's cart button, Tab goes on into the fourth card.
  await cards.nth(2).getByRole('button', { name: 'Add to cart' }).focus();
  await page.keyboard.press('Tab');
  const focusedInFourth = await cards.nth(3).evaluate((card) => card.contains(document.activeElement));
  expect(focusedInFourth).toBe(true);
});

test('a list shown again shows the last answer at once while it asks the network again', async ({ page }) => {
  // From the click on, the products answer is held back: what the list shows comes from the last
  // answer. Held from the click, not from the product page: a request the product page starts (a
  // prefetch of the list) and the list then joins counts as the list's ask, as it is.
  let holding = false;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route('**/graphql', async (route) => {
    if (holding && route.request().postDataJSON()?.operationName === 'GetProductPage') {
      asked += 1;
      await released;
    }
    await route.continue();
  });
  // The list's own asks of its first visit (none: its first page came with the HTML) are
  // answered before the click: a slowed page still waiting for one would have the list shown again
  // join it instead of asking anew.
  let inFlight = 0;
  const isProducts = (request: PageRequest) =>
    request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === 'GetProductPage';
  page.on('request', (request) => void (isProducts(request) && (inFlight += 1)));
  for (const ended of ['requestfinished', 'requestfailed'] as const)
    page.on(ended, (request) => void (isProducts(request) && (inFlight -= 1)));
  await page.goto('/products/lol');
  const firstCard = page.getByTestId('product-card').first();
  await expect(page.getByTestId('product-card')).toHaveCount(4);
  const title = await firstCard.getByRole('heading', { level: 2 }).textContent();
  await expect.poll(() => inFlight).toBe(0);
  holding = true;
  await firstCard.getByRole('link', { name: 'VIEW DETAILS' }).click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  // The detail page shown, so the list is gone: going back before that commit (a slowed page
  // still loading the detail route) would keep the list mounted, and it would ask nothing.
  await expect(page.getByRole('tab', { name: 'Description' })).toBeVisible();
  await page.goBack();
  await expect(firstCard.getByRole('heading', { level: 2 })).toHaveText(title!);
  await expect(page.getByTestId('product-card')).toHaveCount(4);
  // The request leaves right after the commit that shows the remembered cards: wait for it, briefly.
  await expect.poll(() => asked).toBeGreaterThan(0);
  release();
  await expect(page.getByTestId('list-summary').getByRole('status')).toHaveText(/products found/);
});
