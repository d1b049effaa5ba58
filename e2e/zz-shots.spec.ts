import { expect, test } from '@playwright/test';

for (const width of [1280, 375]) {
  test(`shots ${width}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/auth');
    const form = page.locator('form');
    await form.getByLabel('Email').fill('admin@shop.local');
    await form.getByLabel('Password').fill('e2e-admin-password');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
    await page.goto('/panel');
    await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
    await page.screenshot({ path: `/tmp/ac-shots/products-${width}.png`, fullPage: false });
    await page.getByRole('button', { name: /^Edit / }).first().click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/ac-shots/dialog-${width}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Hesap/Ürün Ekle' }).click();
    await page.getByLabel('Accounts (one per line)').fill('EUW:a:b:100\nbad');
    await page.getByRole('button', { name: 'Önizle' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/ac-shots/import-${width}.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Kategoriler & Kart Tasarımı' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/ac-shots/catalog-${width}.png`, fullPage: true });
  });
}
