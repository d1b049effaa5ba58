import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { addUnits, adminApi, apiSignUpWithBalance, csrfToken, uniqueName, gotoHydrated } from './support';

// A shopper's restock alert (issue 20, item 6): asked for on a sold-out product's page, told in
// the bell only once an admin's import brings stock, and not before.

const SHOTS = 'screenshots';

function bell(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Notifications/ });
}

test("a shopper's restock alert fires after the admin's import, and not before", async ({ page, browser }) => {
  const admin = await adminApi(browser);
  const title = `Restock Alert ${uniqueName('p')}`;
  const created = await admin.post('/api/products', {
    data: { title, price: '9.00', warrantyDays: 30 },
    headers: { 'x-csrf-token': await csrfToken(admin) },
  });
  expect(created.status()).toBe(201);
  const productId = ((await created.json()) as { id: number }).id;

  await apiSignUpWithBalance(page, uniqueName('alerted'), '20.00');
  await gotoHydrated(page, `/product/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The card's default warranty text follows the product's warranty days.
  await expect(page.getByText('30 Day Warranty')).toBeVisible();
  await expect(page.getByTestId('stock')).toHaveText('0');
  await expect(page.getByText('This account is sold out.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/restock-detail-1280.png`, fullPage: true });

  await page.getByRole('button', { name: 'Notify me when back in stock' }).click();
  const set = page.getByRole('status').filter({ hasText: 'Alert set' });
  await expect(set).toContainText('we will tell you when this account is back in stock');
  await expect(set.getByRole('link', { name: 'Manage my alerts' })).toHaveAttribute('href', '/account/alerts');
  await page.screenshot({ path: `${SHOTS}/restock-detail-set-1280.png` });

  // Before any stock: the bell has the shop's announcements only, nothing of this product.
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('list', { name: 'Announcements' })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'For you' })).toHaveCount(0);
  await expect(panel.getByText(`Back in stock: ${title}`)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // The admin adds one unit through the bulk-stock import.
  expect(await addUnits(admin, productId, [uniqueName('u')])).toBe(1);

  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 3 unread');
  await bell(page).click();
  const notice = panel.getByRole('list', { name: 'For you' }).getByRole('link', { name: `Back in stock: ${title}` });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('href', `/product/${productId}`);
  // Opening the panel marks the notice read on the server: the badge is back to the announcements.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await page.screenshot({ path: `${SHOTS}/restock-bell-1280.png` });

  await notice.click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/product/${productId}$`));
  await expect(page.getByTestId('stock')).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Notify me when back in stock' })).toHaveCount(0);

  const alerts = (await (await page.context().request.get('/api/alerts')).json()) as Array<{
    productId: number | null;
    status: string;
  }>;
  expect(alerts.find((alert) => alert.productId === productId)?.status).toBe('notified');
});

test('on a phone: the sold-out detail with its notify button, and the bell with a notice', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const admin = await adminApi(browser);
  const title = `Restock Phone ${uniqueName('p')}`;
  const created = await admin.post('/api/products', {
    data: { title, price: '7.00' },
    headers: { 'x-csrf-token': await csrfToken(admin) },
  });
  const productId = ((await created.json()) as { id: number }).id;
  await apiSignUpWithBalance(page, uniqueName('phone'), '20.00');
  await gotoHydrated(page, `/product/${productId}`);
  // A default product keeps the shop's 14-day text.
  await expect(page.getByText('14 Day Warranty')).toBeVisible();
  const notify = page.getByRole('button', { name: 'Notify me when back in stock' });
  await notify.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/restock-detail-390.png` });
  await notify.click();
  await expect(page.getByRole('status').filter({ hasText: 'Alert set' })).toBeVisible();

  await addUnits(admin, productId, [uniqueName('u')]);
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 3 unread');
  await bell(page).click();
  await expect(page.getByRole('link', { name: `Back in stock: ${title}` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/restock-bell-390.png` });
});

test("a product list's 'Notify me of new stock' saves the list's path as the alert's filter", async ({ page }) => {
  await apiSignUpWithBalance(page, uniqueName('filter'), '20.00');
  await page.goto('/products/lol/fresh/40-50k');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Notify me of new stock' }).click();
  const saved = page.getByTestId('restock-alert-set');
  await expect(saved).toContainText('Alert saved: we will tell you when accounts matching these filters arrive.');
  await expect(saved.getByRole('link', { name: 'Manage my alerts' })).toHaveAttribute('href', '/account/alerts');
  await page.screenshot({ path: `${SHOTS}/restock-list-1280.png` });

  const alerts = (await (await page.context().request.get('/api/alerts')).json()) as Array<{
    productId: number | null;
    filter: Record<string, unknown> | null;
    status: string;
  }>;
  expect(alerts).toHaveLength(1);
  expect(alerts[0]).toMatchObject({
    productId: null,
    status: 'waiting',
    filter: { gameSlug: 'lol', server: 'EUW', accountType: 'fresh', subCategory: '40-50k' },
  });
});
