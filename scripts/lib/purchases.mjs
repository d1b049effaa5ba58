// The purchase figures of `npm run bench`, in a process of their own so that the buyers' clients
// do not share an event loop with the shop they measure. `node purchases.mjs '<json>'` with
// { url, admin: { email, password }, warmIds, productIds, orderConcurrency, contested, racers };
// prints { warm: { seconds, statuses }, orders: { seconds, statuses }, race: { slowestMs, statuses } }
// as JSON on stdout. With `rounds` ([{ concurrency, ids }], bench-growth.mjs) instead of
// productIds/contested/racers: buys each round's ids that many at a time, after the warm round, and
// prints { warm, rounds: [{ concurrency, seconds, statuses }] }. Each buyer is a shopper's browser as clients see the shop (issue 35): a plain
// `fetch` client of its own with its session cookie and anti-forgery token (`fetchBuyer`), signed up,
// signed in and buying one product per `POST /api/orders`.
import { performance } from 'node:perf_hooks';
import { benchClient, fundedBuyers } from './bench-client.mjs';

const {
  url,
  admin: adminLogin,
  warmIds = [],
  productIds,
  orderConcurrency = 0,
  contested,
  racers = 0,
  rounds,
  prefix = 'benchbuyer',
} = JSON.parse(process.argv[2]);

const count = (answers) => {
  const statuses = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  return statuses;
};

const admin = benchClient(url);
const login = await admin('POST', '/api/login', adminLogin);
if (login.status !== 200) throw new Error(`admin login failed: ${login.status}`);

const buyerCount = Math.max(racers, orderConcurrency, ...(rounds ?? []).map((round) => round.concurrency));
const buyers = await fundedBuyers(url, admin, prefix, buyerCount);

/** Buys each product once (one unit each), `concurrency` buyers at a time; answers the seconds and the answers. */
async function buyAll(ids, concurrency = orderConcurrency) {
  let next = 0;
  const placed = [];
  const start = performance.now();
  await Promise.all(
    buyers.slice(0, concurrency).map(async (call) => {
      while (next < ids.length) placed.push(await call('POST', '/api/orders', { productId: ids[next++] }));
    }),
  );
  return { seconds: (performance.now() - start) / 1000, statuses: count(placed) };
}

// A first round on other products, not counted: the shop's processes compile their purchase path
// on first use (V8's optimising compiler, PostgreSQL's prepared statements), and the figure is the
// rate of a shop that has sold before, as the read figures are of a catalogue in use.
const warm = await buyAll(warmIds, rounds ? buyerCount : orderConcurrency);
if (rounds) {
  const done = [];
  for (const { concurrency, ids } of rounds) done.push({ concurrency, ...(await buyAll(ids, concurrency)) });
  process.stdout.write(JSON.stringify({ warm, rounds: done }));
  process.exit(0);
}
const orders = await buyAll(productIds);

// Every racer at once for the single unit of one product.
const answers = await Promise.all(
  buyers.slice(0, racers).map((call) => call('POST', '/api/orders', { productId: contested })),
);
process.stdout.write(
  JSON.stringify({
    warm,
    orders,
    race: { slowestMs: Math.max(...answers.map((a) => a.ms)), statuses: count(answers) },
  }),
);
