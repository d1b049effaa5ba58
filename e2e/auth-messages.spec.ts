import { expect } from '@playwright/test';
import { test } from './fixtures';
import { gotoHydrated, signUp, uniqueName } from './support';

// The sign-in and sign-up rows of the storefront's error catalogue, through the real account
// microfrontend and gateway.

test('a wrong password is a Login failed toast with the server message; the right one signs in', async ({ page }) => {
  const username = uniqueName('authmsg');
  await signUp(page, username);
  await page.goto('/');
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();

  await gotoHydrated(page, '/auth'); // rendered on the server: live once hydrated
  const form = page.locator('form');
  await form.getByLabel('Email').fill(`${username}@shop.test`);
  await form.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await form.getByLabel('Password').fill('secret-pass-1');
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('signing up with a taken e-mail is a Registration failed toast with the server message', async ({ page }) => {
  const username = uniqueName('dupe');
  await signUp(page, username);
  await page.goto('/');
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();

  await gotoHydrated(page, '/auth'); // rendered on the server: live once hydrated
  await page
    .getByRole('button', { name: /sign up/i })
    .first()
    .click();
  await page.getByLabel('Name').fill(`${username}x`);
  await page.getByLabel('Email').fill(`${username}@shop.test`);
  await page.getByLabel(/^password$/i).fill('secret-pass-1');
  await page.getByLabel(/retype/i).fill('secret-pass-1');
  await page.getByRole('button', { name: 'Create Account' }).last().click();
  await expect(page.getByText('Registration failed')).toBeVisible();
  await expect(page.getByText(/already/i)).toBeVisible();
});
