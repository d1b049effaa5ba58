import { expect } from '@playwright/test';
import { test } from './fixtures';
import { apiSignUpWithBalance, gotoHydrated, pressUntil, uniqueName } from './support';

// Issue 16 item 4 in the browser: the deposit dialog's limits, the Support tab's community chat
// link (run with COMMUNITY_CHAT_URL set to see it, unset to see it gone) and a legal page's date.
// Each test leaves a screenshot in test-results/ to look at.

const SHOTS = 'test-results/account-gaps';

test('the deposit dialog states the limits before anything is submitted', async ({ page }) => {
  await apiSignUpWithBalance(page, uniqueName('limits'), '10.00');
  await gotoHydrated(page, '/account/wallet');
  const dialog = page.getByRole('dialog', { name: 'Top Up Balance' });
  await pressUntil(page.getByRole('button', { name: 'Top Up Balance' }), () => dialog.isVisible());
  const limits = dialog.getByRole('region', { name: 'Deposit limits' });
  // The e2e shop runs the defaults (docs/configuration.md): 1000.00 a day, 10 deposits an hour.
  await expect(limits.getByRole('listitem')).toHaveText([
    'Up to $10,000.00 per deposit',
    'Up to $1,000.00 in any 24 hours',
    'At most 10 deposits per hour',
  ]);
  await expect(dialog.getByLabel('Amount (USD)')).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/deposit-dialog.png` });
});

test('the Support tab keeps the tickets and links to the community chat server only when one is configured', async ({
  page,
}) => {
  await apiSignUpWithBalance(page, uniqueName('chat'), '1.00');
  await gotoHydrated(page, '/account/support');
  await expect(page.getByRole('heading', { name: 'Support Tickets' })).toBeVisible();
  await expect(page.getByText('No tickets yet')).toBeVisible();
  const configured = process.env.COMMUNITY_CHAT_URL?.trim();
  const link = page.getByRole('link', { name: 'Join the community chat server (opens in a new tab)' });
  if (configured) {
    await expect(link).toHaveAttribute('href', new URL(configured).href);
    await expect(link).toHaveAttribute('target', '_blank');
  } else {
    await expect(link).toHaveCount(0);
  }
  await page.screenshot({ path: `${SHOTS}/support-tab${configured ? '' : '-unset'}.png`, fullPage: true });
});

test('the refund policy is dated in the Turkish format and covers orders not delivered or not as described', async ({
  page,
}) => {
  await page.goto('/refund-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
  await expect(page.getByText(/^Last updated: \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await expect(
    page.getByText(/your order was not delivered, or if what was delivered is not as described/),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/refund-policy.png`, fullPage: true });
});
