import { expect, type Browser } from '@playwright/test';
import { test } from './fixtures';
import {
  ADMIN,
  apiOrder,
  apiSignUpWithBalance,
  csrfToken,
  ownProduct,
  uniqueName,
  gotoHydrated,
  pressUntil,
} from './support';

// The detail page's purchase rows of the spec's error catalogue that a browser can reach:
// success (toast and dialog), a sale lost to another buyer (Purchase Failed with the server's
// text), a price changed by an admin meanwhile (the same) and Out of Stock once the last unit is gone.

interface ListedProduct {
  id: number;
  title: string;
  price: string;
  stock: number;
}

/** A product of the spec's own with `stock` units (never a demo product other specs read). */
function productWithStock(browser: Browser, stock: number): Promise<ListedProduct> {
  return ownProduct(browser, 'Detail Purchase', stock);
}

/** Buys a product in a separate browser session, as another shopper would. */
async function buyElsewhere(browser: Browser, productId: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await apiSignUpWithBalance(page, uniqueName('rival'), '500.00');
  await apiOrder(context.request, productId);
  await context.close();
}

/** An admin, in a separate browser session, sets a product's price through PUT /api/products/:id. */
async function setPriceElsewhere(browser: Browser, productId: number, price: string) {
  const context = await browser.newContext();
  const request = context.request;
  const login = await request.post('/api/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { 'x-csrf-token': await csrfToken(request) },
  });
  expect(login.status()).toBe(200);
  const updated = await request.put(`/api/products/${productId}`, {
    data: { price },
    headers: { 'x-csrf-token': await csrfToken(request) },
  });
  expect(updated.status()).toBe(200);
  await context.close();
}

test('buying on the detail page confirms, shows the success toast and dialog, and lowers the stock', async ({
  page,
  browser,
}) => {
  const product = await productWithStock(browser, 3);
  await apiSignUpWithBalance(page, uniqueName('detailbuyer'), '300.00');
  await gotoHydrated(page, `/product/${product.id}`);
  await expect(page.getByTestId('stock')).toHaveText('3');
  const confirm = page.getByRole('dialog', { name: 'Confirm Purchase' });
  await pressUntil(page.getByRole('button', { name: /BUY NOW/ }).first(), () => confirm.isVisible());
  await expect(confirm).toContainText(product.title);
  await expect(confirm).toContainText(`$${product.price}`);
  await expect(confirm).toContainText('$300.00');
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  await expect(
    page.getByText('Account purchased successfully. Account details will be sent to your email address.'),
  ).toBeVisible();
  const success = page.getByRole('dialog', { name: 'Purchase Successful' });
  await expect(success).toContainText(/#?\d+/);
  await expect(success).toContainText('Completed');
  await expect(page.getByTestId('stock')).toHaveText('2');
});

test('a unit sold to someone else meanwhile ends in Purchase Failed with the server text, then Out of Stock', async ({
  page,
  browser,
}) => {
  const product = await productWithStock(browser, 1);
  await apiSignUpWithBalance(page, uniqueName('lateshopper'), '300.00');
  await gotoHydrated(page, `/product/${product.id}`);
  await expect(page.getByTestId('stock')).toHaveText('1');
  const confirm = page.getByRole('dialog', { name: 'Confirm Purchase' });
  await page
    .getByRole('button', { name: /BUY NOW/ })
    .first()
    .click();
  await expect(confirm).toBeVisible();

  await buyElsewhere(browser, product.id);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Purchase Failed')).toBeVisible();
  await expect(page.getByText('This product is out of stock.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Purchase Successful' })).toHaveCount(0);

  // the wallet was not charged
  const me = await (await page.context().request.get('/api/user')).json();
  expect(me.balance).toBe('300.00');

  await page.reload();
  await expect(page.getByTestId('stock')).toHaveText('0');
  await page
    .getByRole('button', { name: /BUY NOW/ })
    .first()
    .click();
  await expect(page.getByText('This product is currently out of stock.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a price changed by an admin meanwhile ends in Purchase Failed with the server text, and charges nothing', async ({
  page,
  browser,
}) => {
  const product = await productWithStock(browser, 1);
  await apiSignUpWithBalance(page, uniqueName('priceshopper'), '300.00');
  await gotoHydrated(page, `/product/${product.id}`);
  const confirm = page.getByRole('dialog', { name: 'Confirm Purchase' });
  await page
    .getByRole('button', { name: /BUY NOW/ })
    .first()
    .click();
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(`$${product.price}`);

  const raised = (Number(product.price) + 1).toFixed(2);
  await setPriceElsewhere(browser, product.id, raised);
  try {
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Purchase Failed')).toBeVisible();
    await expect(
      page.getByText('The price of this product has changed. Please review it and try again.'),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Purchase Successful' })).toHaveCount(0);
    const me = await (await page.context().request.get('/api/user')).json();
    expect(me.balance).toBe('300.00');
  } finally {
    await setPriceElsewhere(browser, product.id, product.price);
  }
});
