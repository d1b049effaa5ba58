import { centsToDecimal, parseCents } from '@shop/shared';

// Buying, the cart buttons and the dialogs they open.

export const purchase = {
  loginRequired: 'Login Required',
  loginRequiredText: 'Please log in first to proceed with the purchase.',
  loginRequiredDetail: 'Please login to make a purchase.',
  insufficientToast: (balance: string) =>
    `You do not have sufficient balance for this purchase. Current balance: $${centsToDecimal(parseCents(balance) ?? 0)}`,
  successToast: 'Account purchased successfully. Account details will be sent to your email address.',
  failedDetailDefault: 'An error occurred while purchasing the account.',
  outOfStock: 'Out of Stock',
  outOfStockText: 'This product is currently out of stock.',
  insufficientTitle: 'Insufficient Balance',
  insufficientText: 'You do not have enough balance to make this purchase.',
  ok: 'OK',
  confirmTitle: 'Confirm Purchase',
  confirmText: 'Please review your order before confirming.',
  product: 'Product',
  price: 'Price',
  balance: 'Current Balance',
  cancel: 'Cancel',
  confirm: 'Confirm',
  processing: 'Processing...',
  failedTitle: 'Purchase Failed',
  failedDefault: 'Order processing failed',
  successTitle: 'Purchase Successful',
  successText: 'Thank you for your purchase!',
  orderNumber: 'Order Number',
  status: 'Status',
  statusCompleted: 'Completed',
  emailNote: 'The account details have been sent to your e-mail address.',
  trackNote: 'You can track your orders in My Account.',
  goToOrders: 'Go to My Orders',
} as const;

export const cart = {
  add: 'Add to cart',
  addLabel: (id: number) => `Add product #${id} to cart`,
  added: 'Sepete Eklendi',
  addedText: (title: string) => `${title} sepetinize eklendi.`,
  duplicate: 'Sepette Zaten Var',
  duplicateText: 'Bu ürün zaten sepetinizde.',
  outOfStock: 'Stokta Yok',
  outOfStockText: 'Bu ürün şu anda stokta yok.',
} as const;

export const dialog = {
  close: 'Close',
} as const;
