// Screenshots of every admin tab (Products and the product dialog, Users, a user's details, the
// user dialog, Orders and an order's details, Duyurular, Support Tickets, both import forms with a
// preview, categories and card designs, Denetim Kaydı) at 1280 and 375 px, signed in as the admin:
//   node scripts/screenshots-admin.mjs [baseUrl] [adminEmail] [adminPassword]
// Writes screenshots/admin-<view>-<width>.png (git-ignored). Creates a few users first.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [base = 'http://localhost:8080', email = 'admin@shop.local', password = process.env.ADMIN_PASSWORD ?? ''] =
  process.argv.slice(2);
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
const context = await browser.newContext();
const request = context.request;
const csrf = async () => (await (await request.get(`${base}/api/csrf-token`)).json()).token;
const login = await request.post(`${base}/api/login`, {
  data: { email, password },
  headers: { 'x-csrf-token': await csrf() },
});
if (!login.ok()) throw new Error(`admin sign-in failed: ${login.status()}`);
const stamp = Date.now().toString(36);
for (let i = 0; i < 12; i += 1) {
  await request.post(`${base}/api/users`, {
    data: {
      username: `musteri${stamp}${i}`,
      email: `musteri${stamp}${i}@shop.test`,
      password: 'secret-pass',
      balance: String(100 + i * 12.5),
      status: i % 5 === 3 ? 'Suspended' : 'Active',
    },
    headers: { 'x-csrf-token': await csrf() },
  });
}
// A few orders, bought by the first new users.
for (let i = 0; i < 3; i += 1) {
  const buyer = await browser.newContext();
  const token = async () => (await (await buyer.request.get(`${base}/api/csrf-token`)).json()).token;
  await buyer.request.post(`${base}/api/login`, {
    data: { email: `musteri${stamp}${i}@shop.test`, password: 'secret-pass' },
    headers: { 'x-csrf-token': await token() },
  });
  await buyer.request.post(`${base}/api/orders`, {
    data: { productId: 20 + i },
    headers: { 'x-csrf-token': await token() },
  });
  await buyer.close();
}

const importLines = {
  old: `EUW:shot${stamp}a:Pw1:35000:1200:a@mail.test:NickA:2000-01-01:2025-01-01:2026-10-30:Turkey:EPIC Arcade Sona\nbroken line`,
  new: `EUNE:shot${stamp}b:Pw2:41000:RARE Safari Caitlyn, EPIC Arcade Sona`,
};
const views = [
  ['products', async (page) => page.getByRole('tab', { name: 'Products' }).click()],
  [
    'product-form',
    async (page) => {
      await page.getByRole('tab', { name: 'Products' }).click();
      await page.getByRole('button', { name: 'Yeni Ürün' }).click();
    },
  ],
  [
    'import-old',
    async (page) => {
      await page.getByRole('tab', { name: 'Eski Format' }).click();
      await page
        .getByRole('textbox', { name: /accounts/i })
        .first()
        .fill(importLines.old);
      await page
        .getByRole('button', { name: /önizle/i })
        .first()
        .click();
    },
  ],
  [
    'import-new',
    async (page) => {
      await page.getByRole('tab', { name: 'Yeni Format' }).click();
      await page
        .getByRole('textbox', { name: /accounts/i })
        .first()
        .fill(importLines.new);
    },
  ],
  ['catalog', async (page) => page.getByRole('tab', { name: /Kategoriler/ }).click()],
  ['tickets', async (page) => page.getByRole('tab', { name: 'Support Tickets' }).click()],
  ['users', async (page) => page.getByRole('tab', { name: 'Users' }).click()],
  [
    'user-form',
    async (page) => {
      await page.getByRole('tab', { name: 'Users' }).click();
      await page.getByRole('button', { name: 'Yeni Kullanıcı' }).click();
      await page.getByRole('button', { name: 'Oluştur' }).click();
    },
  ],
  [
    'user-detail',
    async (page) => {
      await page.getByRole('tab', { name: 'Users' }).click();
      await page
        .getByRole('button', { name: /^Detay/ })
        .nth(1)
        .click();
      await page.getByRole('tab', { name: 'Bakiye İşlemleri' }).click();
    },
  ],
  ['orders', async (page) => page.getByRole('tab', { name: 'Orders' }).click()],
  [
    'order-detail',
    async (page) => {
      await page.getByRole('tab', { name: 'Orders' }).click();
      await page
        .getByRole('button', { name: /^Görüntüle/ })
        .first()
        .click();
      await page.getByRole('tab', { name: 'Hesap Bilgileri' }).click();
    },
  ],
  ['announcements', async (page) => page.getByRole('tab', { name: 'Duyurular' }).click()],
  ['audit', async (page) => page.getByRole('tab', { name: 'Denetim Kaydı' }).click()],
  ['releases', async (page) => page.getByRole('tab', { name: 'Yayınlar' }).click()],
  [
    'release-token-form',
    async (page) => {
      await page.getByRole('tab', { name: 'Yayınlar' }).click();
      await page.getByRole('button', { name: 'Yeni anahtar' }).click();
      await page.getByRole('button', { name: 'Oluştur' }).click();
    },
  ],
];
for (const width of [1280, 375]) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
  for (const [name, open] of views) {
    await page.goto(`${base}/panel`, { waitUntil: 'networkidle' });
    await open(page).catch((error) => console.warn(`${name}: ${error.message.split('\n')[0]}`));
    await page.waitForTimeout(800);
    const file = path.join(out, `admin-${name}-${width}.png`);
    await page.screenshot({
      path: file,
      fullPage: !['user-form', 'user-detail', 'order-detail', 'product-form', 'release-token-form'].includes(name),
    });
    console.log(file);
  }
  await page.close();
}
await browser.close();
