import { badInput, conflict, notFound } from '@shop/server-kit';

export const PAYMENT_NOT_FOUND = 'Payment not found.';
export const INVALID_SIGNATURE = 'Invalid webhook signature.';
export const ORDER_ALREADY_REFUNDED = 'This order has already been refunded.';
export const ORDER_NOT_CHARGED = 'This order charged nothing, so there is nothing to refund.';
export const DEPOSIT_ALREADY_REFUNDED = 'This deposit has already been refunded.';
export const DEPOSIT_NOT_COMPLETED = 'Only a completed deposit can be refunded.';
export const DEPOSIT_SPENT = 'The wallet holds less than this deposit: it has been spent, so it cannot be refunded.';

export const paymentNotFoundError = () => notFound(PAYMENT_NOT_FOUND);
export const invalidSignatureError = (message = INVALID_SIGNATURE) => badInput(message);
export const orderAlreadyRefundedError = () => conflict(ORDER_ALREADY_REFUNDED);
export const orderNotChargedError = () => badInput(ORDER_NOT_CHARGED);
export const depositAlreadyRefundedError = () => conflict(DEPOSIT_ALREADY_REFUNDED);
export const depositNotCompletedError = () => conflict(DEPOSIT_NOT_COMPLETED);
export const depositSpentError = () => conflict(DEPOSIT_SPENT);
