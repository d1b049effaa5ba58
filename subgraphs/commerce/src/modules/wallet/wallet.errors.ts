import { badInput, notFound } from '@shop/server-kit';

/** Largest single deposit, in cents (10000.00). */
export const MAX_DEPOSIT_CENTS = 1_000_000;

export const INVALID_AMOUNT = 'Please enter a valid amount greater than 0.';
export const DEPOSIT_LIMIT = 'The maximum amount per deposit is 10000.00.';
export const WALLET_NOT_FOUND = 'Wallet not found.';

export const invalidAmountError = () => badInput(INVALID_AMOUNT, { field: 'amount' });
export const depositLimitError = () => badInput(DEPOSIT_LIMIT, { field: 'amount', max: '10000.00' });
export const walletNotFoundError = () => notFound(WALLET_NOT_FOUND);
export const ACCOUNT_ON_HOLD =
  'Your account is on hold: a payment into your wallet was reversed (refunded or disputed at the payment provider) after the money was spent. Purchases and deposits are paused; please contact support.';
