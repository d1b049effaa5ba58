import { expect, test, type Browser } from '@playwright/test';
import { apiOrder, apiSignUpWithBalance, uniqueName } from './support';

// The detail page's purchase rows of the spec's error catalogue that a browser can reach:
// success (toast and dialog), a sale lost to another buyer (Purchase Failed with the server's
// text) and Out of Stock once the last unit is gone.

interface ListedProduct {
  id: number;
  title: string;
  price: string;
  stock: number;
}

async function productWithStock(browser: Browser, stock: number): Promise<ListedProduct> {
  const context = await browser.newContext();
  const products = (await (await context.request.get('/api/products')).json()) as ListedProduct[];
  await context.close();
  const found = products.find((product) => product.stock === stock);
  if (!found) throw new Error(`no demo product with stock ${stock}`);
  return found;
}

/** Buys a product in a separate browser session, as another shopper would. */
async function buyElsewhere(browser: Browser, productId: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await apiSignUpWithBalance(page, uniqueName('rival'), '500.00');
  await apiOrder(context.request, productId);
  await context.close();
}

test('buying on the detail page confirms, shows the success toast and dialog, and lowers the stock', async ({
  page,
  browser,
}) => {
  const product = await productWithStock(browser, 3);
  await apiSignUpWithBalance(page, uniqueName('detailbuyer'), '300.00');
  await page.goto(`/product/${product.id}`);
  await expect(page.getByTestId('stock')).toHaveText('3');
  await page
    .getByRole('button', { name: /BUY NOW/ })
    .first()
    .click();

  const confirm = page.getByRole('dialog', { name: 'Confirm Purchase' });
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
  await page.goto(`/product/${product.id}`);
  await expect(page.getByTestId('stock')).toHaveText('1');
  await page
    .getByRole('button', { name: /BUY NOW/ })
    .first()
    .click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Purchase' });
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
