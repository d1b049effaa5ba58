// A cookie-keeping REST client for the benches: the anti-forgery token and the session cookie,
// as a browser would send them; enough for sign-in, admin calls and purchases. On undici's
// `request` over one keep-alive agent rather than `fetch`: the buyers share the machine with the
// shop they measure, and fetch's WHATWG objects cost them about twice the CPU per call. The
// buyers of the purchase figures are `fetchBuyer`s instead: the figure is the rate clients see.
import { Agent, request } from 'undici';

const agent = new Agent({ keepAliveTimeout: 4_000, connections: 256 });

/**
 * The client both kinds share: its cookie jar, the anti-forgery token read from the `csrf-token`
 * cookie (as the storefront reads it) and echoed in `x-csrf-token`, and the answer's body parsed
 * when it is JSON. `send(url, { method, headers, body })` is the transport, answering
 * `{ status, setCookies, text }` once the body has been read to the end.
 * Returns `call(method, url, body)` answering `{ status, body, ms }`.
 */
function cookieClient(base, send) {
  const cookies = new Map();
  const remember = (setCookies) => {
    for (const header of setCookies) {
      const [pair] = header.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const csrfName = () => [...cookies.keys()].find((name) => name.endsWith('csrf-token'));
  const call = async (method, url, body) => {
    if (!csrfName()) {
      // Read to the end (send does): the session holding the token is stored before the answer's last byte.
      const issued = await send(`${base}/api/csrf-token`, { method: 'GET', headers: { cookie: cookieHeader() } });
      remember(issued.setCookies);
    }
    const start = performance.now();
    const response = await send(`${base}${url}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': decodeURIComponent(cookies.get(csrfName())),
        cookie: cookieHeader(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    remember(response.setCookies);
    const ms = performance.now() - start;
    let parsed = response.text;
    try {
      parsed = JSON.parse(response.text);
    } catch {
      // Not JSON: the raw text is the answer.
    }
    return { status: response.status, body: parsed, ms };
  };
  /** The session's cookies as a Cookie header (for a browser told to send them, e.g. Lighthouse's extraHeaders). */
  call.cookieHeader = cookieHeader;
  return call;
}

/** The benches' own client: undici's `request` over the one keep-alive agent. */
export function benchClient(base) {
  return cookieClient(base, async (url, init) => {
    const response = await request(url, { dispatcher: agent, ...init });
    const text = await response.body.text();
    const setCookie = response.headers['set-cookie'];
    return { status: response.statusCode, setCookies: setCookie === undefined ? [] : [setCookie].flat(), text };
  });
}

/**
 * A shopper's browser as the purchase figures measure it (issue 35): the global `fetch`, with the
 * same cookie jar and anti-forgery token as `benchClient`.
 */
export function fetchBuyer(base) {
  return cookieClient(base, async (url, init) => {
    const response = await fetch(url, init);
    const text = await response.text();
    return { status: response.status, setCookies: response.headers.getSetCookie(), text };
  });
}

/**
 * `count` shoppers' browsers (`fetchBuyer`), signed up at once, each keeping its session, and funded
 * by the signed-in `admin` through a balance adjustment (deposits are limited per day, an admin
 * adjustment is not). Usernames are `prefix` + index.
 */
export async function fundedBuyers(url, admin, prefix, count) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const call = fetchBuyer(url);
      const username = `${prefix}${i}`;
      const email = `${username}@bench.test`;
      const registered = await call('POST', '/api/register', { username, email, password: 'bench-buyer-pass-1' });
      if (registered.status !== 201)
        throw new Error(`sign-up of ${username} failed: ${registered.status} ${JSON.stringify(registered.body)}`);
      const funded = await admin('PUT', `/api/users/${registered.body.id}`, {
        username,
        email,
        balance: '100000.00',
        balanceReason: 'Bench funding',
      });
      if (funded.status !== 200)
        throw new Error(`funding ${username} failed: ${funded.status} ${JSON.stringify(funded.body)}`);
      return call;
    }),
  );
}

/**
 * Wallets whose balance differs from the sum of their ledger (commerce's tables; the money
 * invariant of security/money-invariants.test.ts): the bench fails on any.
 */
export async function walletsOffLedger(databaseUrl) {
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(`
      select w.user_id from commerce.wallet w
       where w.balance <> (select coalesce(sum(t.amount), 0) from commerce.wallet_transaction t where t.user_id = w.user_id)`);
    const { rows: counted } = await db.query('select count(*)::int as wallets from commerce.wallet');
    return { off: rows.map((row) => row.user_id), wallets: counted[0].wallets };
  } finally {
    await db.end();
  }
}

/** One import line per account (one product with one credential unit each); `prefix` keeps usernames unique. */
export function accountLines(prefix, count) {
  return Array.from(
    { length: count },
    (_, i) =>
      `EUW:${prefix}${i}:Pw${i}secret:${30000 + i}:1200:${prefix}${i}@mail.test:Nick${i}:2000-01-01:2025-01-01:2026-10-30:Turkey:EPIC Arcade Sona, RARE Safari Caitlyn`,
  ).join('\n');
}

/** Grows the catalogue through the real bulk import (credentials are sealed by commerce, so never by SQL). */
export async function importAccounts(call, prefix, count) {
  const result = await call('POST', '/api/products/bulk-import', {
    accounts: accountLines(prefix, count),
    basePrice: '9.99',
    title: 'Bench import',
    server: 'EUW',
    accountType: 'fresh',
    subCategory: '30-40k',
  });
  if (result.status !== 200 || result.body.addedCount !== count)
    throw new Error(`import failed: ${result.status} ${JSON.stringify(result.body).slice(0, 300)}`);
  return result;
}
