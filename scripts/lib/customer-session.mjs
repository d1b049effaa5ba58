// A signed-in customer on a running shop, for the page measurements (lighthouse.mjs, trace-page.mjs).
import { benchClient } from './bench-client.mjs';

export function cookieOf(call) {
  const cookie = call.cookieHeader();
  if (!cookie) throw new Error('no session cookie after sign-in');
  return cookie;
}

/** A new customer with a balance and one order on the running shop: its cookie header. */
export async function customerCookie(url) {
  const call = benchClient(url);
  const name = `lh${Date.now().toString(36)}`;
  const registered = await call('POST', '/api/register', {
    username: name,
    email: `${name}@shop.test`,
    password: 'secret-pass-1',
  });
  if (registered.status !== 201)
    throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const deposit = await call('POST', '/api/wallet/deposit', { amount: '100', paymentMethod: 'paypal' });
  if (deposit.status !== 200)
    throw new Error(
      `deposit failed (the shop needs PAYMENT_PROVIDER=test): ${deposit.status} ${JSON.stringify(deposit.body)}`,
    );
  // The in-stock product with the most units (an account sold instantly, so the order is delivered).
  const [product] = (await call('GET', '/api/products/all')).body
    .filter((p) => p.hasAccountData && p.stock > 0)
    .sort((a, b) => b.stock - a.stock);
  if (!product) throw new Error('no product in stock to order');
  const order = await call('POST', '/api/orders', { productId: product.id });
  if (order.status !== 201) throw new Error(`order failed: ${order.status} ${JSON.stringify(order.body)}`);
  return cookieOf(call);
}

/** `customerCookie`'s session as Playwright's cookies for `origin`, for `context.addCookies`. */
export async function customerCookies(origin) {
  return (await customerCookie(origin)).split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
  });
}
