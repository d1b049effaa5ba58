import { expect, type Page } from '@playwright/test';

// Steps several end-to-end specs share, done the way a person does them.

export function uniqueName(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

export async function signUp(page: Page, username: string) {
  await page.goto('/auth');
  await page.getByRole('button', { name: /sign up|create account|register/i }).first().click();
  await page.getByLabel(/name/i).first().fill(username);
  await page.getByLabel(/e-?mail/i).fill(`${username}@shop.test`);
  await page.getByLabel(/^password$/i).fill('secret-pass-1');
  await page.getByLabel(/retype|confirm/i).fill('secret-pass-1');
  await page.getByRole('button', { name: /sign up|create account|register/i }).last().click();
  await expect(page.getByText('Registration successful')).toBeVisible();
}
