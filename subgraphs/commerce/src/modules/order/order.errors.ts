import { badInput, conflict, notFound } from '@shop/server-kit';

export const PRODUCT_NOT_FOUND = 'Product not found.';
export const PRODUCT_SOLD = 'This product has already been sold.';
export const OUT_OF_STOCK = 'This product is out of stock.';
export const PRICE_CHANGED = 'The price of this product has changed. Please review it and try again.';
export const INSUFFICIENT_BALANCE = 'Insufficient balance.';
export const INVALID_EXPECTED_PRICE = 'Invalid expected price.';

export const productNotFoundError = () => notFound(PRODUCT_NOT_FOUND);
export const productSoldError = () => conflict(PRODUCT_SOLD);
export const outOfStockError = () => conflict(OUT_OF_STOCK);
export const priceChangedError = (currentPrice: string) => conflict(PRICE_CHANGED, { currentPrice });
export const insufficientBalanceError = (balance: string, price: string) => badInput(INSUFFICIENT_BALANCE, { balance, price });
export const invalidExpectedPriceError = () => badInput(INVALID_EXPECTED_PRICE, { field: 'expectedPrice' });
