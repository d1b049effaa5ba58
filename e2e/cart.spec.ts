import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { apiOrder, apiSignUpWithBalance, ownProduct, uniqueName, gotoHydrated } from './support';

// The cart as a shopper uses it: add from the cards and the detail page, refusals, and one
// checkout that buys every item.

const cards = (page: Page) => page.getByTestId('product-card');
const cartLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart/ });

async function cardPrice(page: Page, index: number): Promise<number> {
  const text =
    (await cards(page)
      .nth(index)
      .getByRole('button', { name: /BUY NOW/ })
      .textContent()) ?? '';
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
}

test('two products added from the list are bought together in one checkout', async ({ page }) => {
  await apiSignUpWithBalance(page, uniqueName('cart'), '500');
  // Ranked accounts, away from the first products other specs buy or expect in stock.
  await page.goto('/products/lol/ranked');
  await expect(cards(page).nth(3)).toBeVisible();
  const total = (await cardPrice(page, 2)) + (await cardPrice(page, 3));

  await cards(page).nth(2).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Sepete Eklendi').first()).toBeVisible();
  await cards(page).nth(3).getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  const items = page.getByRole('list', { name: 'Sepetteki ürünler' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  const totalText = `$${(total / 100).toFixed(2)}`;
  await expect(page.getByTestId('cart-total')).toHaveText(totalText);

  await page.getByRole('button', { name: 'Satın Al' }).click();
  const dialog = page.getByRole('dialog', { name: 'Satın Alma İşlemini Onayla' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('checkout-total')).toHaveText(totalText);
  await dialog.getByRole('button', { name: 'Onayla' }).click();

  await expect(page.getByText('Sipariş başarıyla oluşturuldu')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('region', { name: 'Total Orders Placed' })).toContainText('2');
  await expect(page.getByRole('region', { name: 'Total Spent' })).toContainText(totalText);
  await expect(cartLink(page)).toHaveAccessibleName('Cart');

  await gotoHydrated(page, '/account/orders');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3); // header + the two orders
  await gotoHydrated(page, '/cart');
  await expect(page.getByText('Sepetiniz Boş')).toBeVisible();
  await page.getByRole('link', { name: 'Mağazaya Dön' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the same product cannot be added twice', async ({ page }) => {
  await page.goto('/products/lol');
  const add = cards(page).first().getByRole('button', { name: 'Add to cart' });
  await add.click();
  await expect(page.getByText('Sepete Eklendi').first()).toBeVisible();
  await add.click();
  await expect(page.getByText('Sepette Zaten Var')).toBeVisible();
  await gotoHydrated(page, '/cart');
  await expect(page.getByRole('list', { name: 'Sepetteki ürünler' }).getByRole('listitem')).toHaveCount(1);
});

test('a product whose stock is gone is refused with Stokta Yok on its detail page', async ({ page, browser }) => {
  await apiSignUpWithBalance(page, uniqueName('soldout'), '500');
  const request = page.context().request;
  // A product of its own, bought out here (never a demo product other specs read).
  const product = await ownProduct(browser, 'Sold Out Product', 2);
  for (let i = 0; i < product.stock; i += 1) await apiOrder(request, product.id);

  await gotoHydrated(page, `/product/${product.id}`);
  await expect(page.getByTestId('stock')).toHaveText('0');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Stokta Yok', { exact: true })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart');
});

test('a guest is sent to sign in from the cart', async ({ page }) => {
  await page.goto('/products/lol');
  await cards(page).first().getByRole('button', { name: 'Add to cart' }).click();
  await gotoHydrated(page, '/cart');
  await page.getByRole('button', { name: 'Satın Al' }).click();
  await expect(page.getByText('Oturum açmanız gerekiyor')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an order of a product without credentials waits for delivery at 33 percent', async ({ page }) => {
  await apiSignUpWithBalance(page, uniqueName('manual'), '500');
  // Demo product 37 is sold from a manual stock counter and has no credential units.
  await gotoHydrated(page, '/product/37');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Sepete Eklendi').first()).toBeVisible();
  await gotoHydrated(page, '/cart');
  await page.getByRole('button', { name: 'Satın Al' }).click();
  await page
    .getByRole('dialog', { name: 'Satın Alma İşlemini Onayla' })
    .getByRole('button', { name: 'Onayla' })
    .click();
  await expect(page).toHaveURL(/\/account$/);

  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Orders' }).click();
  const row = page.getByRole('table').getByRole('row').nth(1);
  await expect(row).toContainText('LOL-NA-0037');
  await expect(row).toContainText('Waiting');
  await row.getByRole('button', { name: /View/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('region', { name: 'Waiting for account delivery' })).toContainText(
    'delivered automatically once your payment is confirmed',
  );
  await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
  await expect(dialog.getByRole('button', { name: 'Copy All Account Information' })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'Go to Support' })).toHaveAttribute('href', '/account/support');
});
