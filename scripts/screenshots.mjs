// Full-page screenshots of the storefront pages at desktop and phone widths, for a person to look
// at after a UI change: `node scripts/screenshots.mjs [baseUrl]` (default http://localhost:8080,
// e.g. a running `npm start`). Writes screenshots/<page>-<width>.png (git-ignored).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = process.argv[2] ?? 'http://localhost:8080';
const out = path.join(root, 'screenshots');
fs.mkdirSync(out, { recursive: true });

const pages = [
  ['home', '/'],
  ['products', '/products/lol/fresh/30-40k'],
  ['skins', '/skins'],
  ['detail', '/product/1'],
  ['detail-missing', '/product/999999'],
  ['privacy', '/privacy-policy'],
  ['not-found', '/no-such-page'],
];
const only = process.env.PAGES?.split(',');

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
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: width > 500 ? 900 : 812 } });
  for (const [name, url] of pages) {
    if (only && !only.includes(name)) continue;
    await page.goto(base + url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(600);
    const file = path.join(out, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
