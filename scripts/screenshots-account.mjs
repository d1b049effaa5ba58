// Screenshots of the account pages and the cart at 1280 and 375 px, for a person to look at after
// a UI change: `node scripts/screenshots-account.mjs [baseUrl]` against a running shop with demo
// data. Signs up a new user, tops up, buys a delivered account and the manual-delivery product
// 37, opens a support ticket, fills the cart, then writes screenshots/account-*.png (git-ignored).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = process.argv[2] ?? 'http://localhost:8080';
const out = path.join(root, 'screenshots');
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

async function post(request, url, data) {
  const { token } = await (await request.get(`${base}/api/csrf-token`)).json();
  const response = await request.post(base + url, { data, headers: { 'x-csrf-token': token } });
  if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
  return response.json();
}

for (const width of [1280, 375]) {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 812 } });
  const page = await context.newPage();
  const shot = async (name) => {
    await page.waitForTimeout(500);
    const file = path.join(out, `account-${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  };
  await page.goto(`${base}/auth`, { waitUntil: 'networkidle' });
  await shot('auth');

  const name = `shot${width}${Date.now().toString(36)}`;
  await post(context.request, '/api/register', {
    username: name,
    email: `${name}@shop.test`,
    password: 'secret-pass-1',
  });
  await post(context.request, '/api/wallet/deposit', { amount: '300', paymentMethod: 'paypal' });
  const products = await (await context.request.get(`${base}/api/products/all`)).json();
  const available = products.filter((p) => p.stock > 0 && p.id !== 37);
  await post(context.request, '/api/orders', { productId: available[0].id });
  await post(context.request, '/api/orders', { productId: 37 });

  await page.goto(`${base}/account`, { waitUntil: 'networkidle' });
  await shot('dashboard');
  await page.goto(`${base}/account/wallet`, { waitUntil: 'networkidle' });
  await shot('wallet');
  await page.goto(`${base}/account/orders`, { waitUntil: 'networkidle' });
  await shot('orders');
  await page.getByRole('table').getByRole('button', { name: /View/ }).nth(0).click();
  await shot('order-waiting');
  await page.keyboard.press('Escape');
  await page.getByRole('table').getByRole('button', { name: /View/ }).nth(1).click();
  await shot('order-delivered');
  await page.keyboard.press('Escape');

  const ticket = await post(context.request, '/api/tickets', {
    subject: 'Account not delivered yet',
    message: 'I bought the hand-delivered account an hour ago and it still waits.',
    priority: 'High',
  });
  await page.goto(`${base}/account/support`, { waitUntil: 'networkidle' });
  await shot('support');
  await page.goto(`${base}/support/tickets/${ticket.id}`, { waitUntil: 'networkidle' });
  await shot('ticket');

  await page.goto(`${base}/cart`, { waitUntil: 'networkidle' });
  await shot('cart-empty');
  await page.goto(`${base}/products/lol`, { waitUntil: 'networkidle' });
  await shot('products');
  const cards = page.getByTestId('product-card');
  await cards.nth(0).getByRole('button', { name: 'Add to cart' }).click();
  await cards.nth(1).getByRole('button', { name: 'Add to cart' }).click();
  await page.goto(`${base}/product/${available[2].id}`, { waitUntil: 'networkidle' });
  await shot('detail');
  await page.goto(`${base}/cart`, { waitUntil: 'networkidle' });
  await shot('cart');
  await page.getByRole('button', { name: 'Satın Al' }).click();
  await shot('cart-confirm');
  await context.close();
}
await browser.close();
