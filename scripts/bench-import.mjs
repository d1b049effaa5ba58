// Bulk import of 10,000 account lines through the real stack: POST /api/products/bulk-import as
// an admin (gateway -> commerce stages the units -> one catalog call creates the products ->
// activation -> publish), on embedded PostgreSQL. Run after `npm run build:servers`; called by bench.mjs.
import { performance } from 'node:perf_hooks';
import { BENCH_ADMIN, startBenchStack } from './lib/bench-stack.mjs';

const LINES = 10_000;

/** A cookie-keeping client with the anti-forgery header, enough for login and one POST. */
function client(base) {
  const cookies = new Map();
  const remember = (response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return async (method, url, body) => {
    if (!cookies.has('csrf-token')) remember(await fetch(`${base}/api/csrf-token`));
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(cookies.get('csrf-token')), cookie: cookieHeader() },
      body: JSON.stringify(body),
    });
    remember(response);
    return { status: response.status, body: await response.json() };
  };
}

export async function benchImport({ targetMs }) {
  const stack = await startBenchStack('bench-import', 15480);
  try {
    const call = client(stack.url);
    const login = await call('POST', '/api/login', BENCH_ADMIN);
    if (login.status !== 200) throw new Error(`admin login failed: ${login.status}`);
    const accounts = Array.from(
      { length: LINES },
      (_, i) => `EUW:bench${i}:Pw${i}secret:${30000 + i}:1200:bench${i}@mail.test:Nick${i}:2000-01-01:2025-01-01:2026-10-30:Turkey:EPIC Arcade Sona, RARE Safari Caitlyn`,
    ).join('\n');
    const start = performance.now();
    const result = await call('POST', '/api/products/bulk-import', { accounts, basePrice: '9.99', title: 'Bench import', server: 'EUW', accountType: 'fresh', subCategory: '30-40k' });
    const ms = performance.now() - start;
    if (result.status !== 200 || result.body.addedCount !== LINES) throw new Error(`import failed: ${result.status} ${JSON.stringify(result.body).slice(0, 300)}`);
    const ok = ms <= targetMs;
    console.log(`${ok ? 'ok  ' : 'SLOW'} POST /api/products/bulk-import with ${LINES} lines: ${(ms / 1000).toFixed(2)} s (target ${targetMs / 1000} s)`);
    return ok;
  } finally {
    await stack.close();
  }
}
