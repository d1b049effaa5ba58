import { expect, type Page } from '@playwright/test';
import { detail } from '../mfe-storefront/src/messages';
import { test } from './fixtures';
import { adminApi, ownProduct, uniqueName, unitProduct, watchHydration, whenLive } from './support';

// Issue 33, slice 4 (docs/decisions/0068-one-renderer.md): the product page is rendered by the
// gateway whole (title, price, stock, skins, warranty, description) with schema.org Product and
// Offer JSON-LD and a canonical link in its head; a product that does not exist is a real 404 with
// the not-found page rendered; every text from data is escaped.

interface PublicProduct {
  id: number;
  title: string;
  price: string;
  stock: number;
  description: string;
}

/** The page's JSON-LD blocks, parsed. */
async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a product's page comes whole in its HTML, with JSON-LD that matches the product and a canonical link", async ({
    page,
  }) => {
    const product = (await (await page.request.get('/api/products/detail/1')).json()) as PublicProduct;
    const response = await page.goto('/product/1');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await expect(page.getByTestId('detail-price')).toHaveText(`$${product.price}`);
    // The seeded product's card: its skin, its stock and its warranty.
    await expect(page.getByText('Soul Fighter Samira').first()).toBeVisible();
    await expect(page.getByText('14 Day Warranty').first()).toBeVisible();
    await expect(page.getByText('Stock', { exact: true })).toBeVisible();
    // The description, one feature a line.
    for (const line of product.description.split('\n').filter(Boolean))
      await expect(page.getByRole('listitem').filter({ hasText: line.trim() }).first()).toBeVisible();

    // Absolute on the shop's public address (PUBLIC_URL: npm start's is http://localhost:<PORT>).
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL('/product/1', page.url()).href,
    );
    const [ld, ...more] = await jsonLdOf(page);
    expect(more).toEqual([]);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description: product.description,
      sku: '1',
      url: '/product/1',
      offers: {
        '@type': 'Offer',
        price: product.price,
        priceCurrency: 'USD',
        availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url: '/product/1',
      },
    });
    // The JSON-LD carries the page's nonce, as every script of the page.
    const nonce = /'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const html = await response!.text();
    expect(html).toContain(`<script type="application/ld+json" nonce="${nonce}">`);
  });

  test('a sold-out product is an OutOfStock offer', async ({ page, browser }) => {
    const product = await ownProduct(browser, 'SSR Sold Out', 0);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    const [ld] = await jsonLdOf(page);
    expect(ld.offers).toMatchObject({ price: '2.00', availability: 'https://schema.org/OutOfStock' });
  });

  for (const path of ['/product/999999999', '/product/not-a-number'])
    test(`${path} is a real 404 with the not-found page rendered`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.notFoundTitle);
      await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
      expect(await jsonLdOf(page)).toEqual([]);
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
    });
});

test.describe('with JavaScript', () => {
  test('the product page hydrates without a hydration warning or error and its buttons work', async ({ page }) => {
    const problems = watchHydration(page);
    await page.goto('/product/1');
    await expect(page.getByTestId('detail-price')).toBeVisible();
    // Hydrated: every part of the page is live.
    await whenLive(page);
    await page
      .getByRole('button', { name: /add to cart|sepete ekle/i })
      .first()
      .click();
    await expect(page.getByRole('link', { name: /cart/i }).first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  // Titles an attacker might choose: markup that would end a script element, and the replacement
  // patterns of String.prototype.replace ($& is "the match"). Both show literally; nothing runs.
  for (const hostile of ['</script><script>alert(1)</script>', "Price $& more $1 $` $' end"])
    test(`a product titled ${JSON.stringify(hostile)} shows its title literally and runs nothing`, async ({
      page,
      browser,
    }) => {
      // Its own product, the hostile text first in its title.
      const title = uniqueName(`${hostile} `);
      const id = await unitProduct(await adminApi(browser), title, [uniqueName('hostile')]);

      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const problems = watchHydration(page);
      const response = await page.goto(`/product/${id}`);
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      // Rendered on the server, the title escaped in the markup and in the JSON-LD.
      expect(html).toContain('data-rendered="server"');
      expect(html).not.toContain('<script>alert(1)');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const [ld] = await jsonLdOf(page);
      expect(ld.name).toBe(title);
      await whenLive(page);
      expect(dialogs).toEqual([]);
      expect(problems).toEqual([]);
    });
});
