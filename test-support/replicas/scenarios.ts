import { fund, signInAdmin, signUp, unitProduct, type Customer } from '../shop';
import { fakeBuild, publishAsAdmin } from '../delivery';
import { ledgerMismatches, purchaseLosses, type Sql } from '../shop-invariants';
import { ApiClient } from '../stack';
import { PIECES, type Cluster } from './cluster';

// The scenarios of `npm run test:replicas` (docs/scaling.md "Replica test"). Each answers its
// verdict and the figures that back it; none throws for a failed expectation.

export interface ScenarioResult {
  name: string;
  pass: boolean;
  figures: Record<string, number | string>;
  note?: string;
}

export interface ScenarioDeps {
  cluster: Cluster;
  sql: Sql;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const NO_LOSSES = {
  ordersWithoutUnit: 0,
  unitsSharingAnOrder: 0,
  ordersWithoutCharge: 0,
  chargesWithoutOrder: 0,
  chargesOffPrice: 0,
};

/** A request whose failure to connect counts as an answer (599) instead of throwing. */
async function attempt<T extends { status: number; body: unknown }>(
  request: () => Promise<T>,
): Promise<T | { status: 599; body: string }> {
  try {
    return await request();
  } catch (error) {
    return { status: 599, body: String(error) };
  }
}

/** The built microfrontends are served by both gateways. */
export async function staticMicrofrontends({ cluster }: ScenarioDeps): Promise<ScenarioResult> {
  const answers: string[] = [];
  let served = 0;
  for (const url of cluster.gatewayUrls) {
    const page = await fetch(`${url}/`);
    const remotes = await fetch(`${url}/remotes.json`);
    const manifest = remotes.ok ? ((await remotes.json()) as { storefront?: string }).storefront : undefined;
    const storefront = manifest ? await fetch(new URL(manifest, url)) : undefined;
    const ok =
      page.ok && /text\/html/.test(page.headers.get('content-type') ?? '') && remotes.ok && storefront?.ok === true;
    if (ok) served += 1;
    answers.push(`${page.status}/${remotes.status}/${storefront?.status ?? '-'}`);
  }
  return {
    name: 'built microfrontends served by both gateways',
    pass: served === cluster.gatewayUrls.length,
    figures: {
      'gateways serving the shell and a remote': `${served} of ${cluster.gatewayUrls.length}`,
      'page/remotes.json/manifest': answers.join(' '),
    },
    ...(served === cluster.gatewayUrls.length ? {} : { note: 'run `npm run build` first' }),
  };
}

/**
 * A session made on one gateway works on the other; signing out on one ends it on both: the old
 * cookie, replayed by a fresh client (as a thief who copied it would), is refused on the other
 * gateway. (The signed-out client's own jar drops the cookie, so its 401 alone proves nothing.)
 */
export async function sessionAcrossGateways({ cluster }: ScenarioDeps): Promise<ScenarioResult> {
  const [a, b] = cluster.gatewayUrls;
  const [customer] = await signUp(a, 'session', 1);
  const onB = customer.client.at(b);
  const userOnB = await onB.get('/api/user');
  const sessionCookie = customer.client.cookie('shop.sid');
  const replayedBefore = await new ApiClient(a, {}, new Map([['shop.sid', sessionCookie ?? '']])).get('/api/user');
  const loggedOut = await onB.post('/api/logout');
  const userOnA = await customer.client.get('/api/user');
  const replayedOnA = await new ApiClient(a, {}, new Map([['shop.sid', sessionCookie ?? '']])).get('/api/user');
  const pass =
    sessionCookie !== undefined &&
    userOnB.status === 200 &&
    userOnB.body?.id === customer.id &&
    replayedBefore.status === 200 &&
    loggedOut.status < 300 &&
    userOnA.status === 401 &&
    replayedOnA.status === 401;
  return {
    name: 'session made on gateway 1 works on gateway 2; signed out on 2, its cookie is refused on 1',
    pass,
    figures: {
      'signed up on gateway 1, /api/user on gateway 2': `${userOnB.status} (same user: ${userOnB.body?.id === customer.id})`,
      'the cookie replayed by a fresh client on 1, before the sign-out': replayedBefore.status,
      'signed out on 2, /api/user on 1': userOnA.status,
      'signed out on 2, the old cookie replayed by a fresh client on 1': replayedOnA.status,
    },
  };
}

/**
 * A purchase on gateway 1 changes the stock that gateway 2's cached product read shows within
 * 1 s. Each purchase follows a read gateway 2 answered from its response cache (X-Cache: HIT), so
 * what is proven is the cache's invalidation, not an uncached read.
 */
export async function stockVisibility({ cluster }: ScenarioDeps): Promise<ScenarioResult> {
  const [a, b] = cluster.gatewayUrls;
  const SAMPLES = 10;
  const admin = await signInAdmin(a);
  const [buyer] = await signUp(a, 'visibility', 1);
  await fund(admin, buyer, '100.00');
  const productId = await unitProduct(admin, 'Replica Visibility', '1.00', SAMPLES + 2);
  const reader = new ApiClient(b);
  const stockOnB = async () => (await reader.get(`/api/products/detail/${productId}`)).body?.stock as number;
  const latencies: number[] = [];
  let cachedReads = 0;
  for (let i = 0; i < SAMPLES; i += 1) {
    // Read twice, so gateway 2 answers from its response cache.
    const before = await stockOnB();
    const again = await reader.raw(`/api/products/detail/${productId}`);
    if (again.headers.get('x-cache') === 'HIT') cachedReads += 1;
    const bought = await buyer.client.post('/api/orders', { productId });
    if (bought.status !== 201)
      throw new Error(`purchase on gateway 1 answered ${bought.status} ${JSON.stringify(bought.body)}`);
    const sold = Date.now();
    let seen = before;
    while (seen !== before - 1 && Date.now() - sold < 5_000) {
      await sleep(5);
      seen = await stockOnB();
    }
    latencies.push(seen === before - 1 ? Date.now() - sold : Infinity);
  }
  const max = Math.max(...latencies);
  return {
    name: 'stock change visible on the other gateway within 1 s, after a cached read',
    pass: max < 1_000 && cachedReads === SAMPLES,
    figures: {
      samples: SAMPLES,
      'latency max (ms)': max,
      'latency median (ms)': median(latencies),
      'purchases after a cached read (X-Cache: HIT) on gateway 2': `${cachedReads} of ${SAMPLES}`,
    },
  };
}

/** 200 buyers, half on each gateway, race for one unit: it is sold once. */
export async function raceForOneUnit({ cluster, sql }: ScenarioDeps): Promise<ScenarioResult> {
  const [a, b] = cluster.gatewayUrls;
  const admin = await signInAdmin(a);
  // Signed up 20 at a time (password hashing is what the shop does slowest on purpose).
  const buyers: Customer[] = [];
  for (let batch = 0; batch < 10; batch += 1) buyers.push(...(await signUp(batch % 2 ? b : a, `race${batch}n`, 20)));
  for (let i = 0; i < buyers.length; i += 20)
    await Promise.all(buyers.slice(i, i + 20).map((buyer) => fund(admin, buyer, '10.00')));
  const productId = await unitProduct(admin, 'Replica Race', '5.00', 1);
  // Each buyer on the gateway it signed up on: 100 on gateway 1, 100 on gateway 2, all at once.
  const answers = await Promise.all(
    buyers.map((buyer) => attempt(() => buyer.client.post('/api/orders', { productId }))),
  );
  const statuses: Record<string, number> = {};
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  const soldOut = answers.filter((answer) => answer.status === 409 && isSoldOut(answer.body)).length;
  const [orders] = await sql<{ count: number }>(
    'select count(*)::int as count from commerce."order" where product_id = ?',
    [productId],
  );
  const [units] = await sql<{ sold: number }>(
    'select count(order_id)::int as sold from commerce.inventory_unit where product_id = ?',
    [productId],
  );
  const mismatches = await ledgerMismatches(sql);
  const losses = await purchaseLosses(sql, [productId]);
  const errors = answers.filter((answer) => answer.status >= 500).length;
  return {
    name: '200 buyers across both gateways race for one unit',
    pass:
      statuses['201'] === 1 &&
      soldOut === buyers.length - 1 &&
      orders.count === 1 &&
      units.sold === 1 &&
      errors === 0 &&
      mismatches.length === 0 &&
      JSON.stringify(losses) === JSON.stringify(NO_LOSSES),
    figures: {
      racers: buyers.length,
      'answered 201': statuses['201'] ?? 0,
      'answered 409 sold out': `${soldOut} (of ${buyers.length - 1} expected)`,
      answers: Object.entries(statuses)
        .map(([status, n]) => `${status}x${n}`)
        .join(' '),
      'orders in the database': orders.count,
      'units sold': units.sold,
      'wallets unequal to ledger': mismatches.length,
    },
  };
}

const SOLD_OUT = 'This product is out of stock.';
const isSoldOut = (body: unknown) => (body as { message?: string } | null)?.message === SOLD_OUT;

/**
 * The answers a load scenario accepts: a purchase bought (201) or refused as sold out (409); a read
 * answered (200). A 4xx other than that (a lost session, a refused token) fails as a 5xx does.
 */
const acceptable = (entry: Entry) =>
  entry.kind.startsWith('POST')
    ? entry.status === 201 || (entry.status === 409 && entry.soldOut === true)
    : entry.status === 200;
const succeeded = (entry: Entry) => entry.status === 201 || (entry.status === 200 && !entry.kind.startsWith('POST'));

interface Entry {
  start: number;
  end: number;
  kind: string;
  status: number;
  orderId?: number;
  soldOut?: boolean;
  said?: string;
}

/** Customers buying and reading through HAProxy's gateway frontend until `stop()`. */
function load(url: string, customers: Customer[], productId: number) {
  const log: Entry[] = [];
  let running = true;
  const kinds = ['POST /api/orders', `GET /api/products/detail/${productId}`, 'GET /api/user'];
  const workers = customers.map(async (customer, i) => {
    const client = customer.client.at(url);
    for (let n = i; running; n += 1) {
      const kind = kinds[n % kinds.length];
      const start = Date.now();
      const answer = await attempt(() =>
        kind.startsWith('POST') ? client.post('/api/orders', { productId }) : client.get(kind.slice(4)),
      );
      log.push({
        start,
        end: Date.now(),
        kind,
        status: answer.status,
        ...(kind.startsWith('POST') && answer.status === 201 ? { orderId: answer.body.id as number } : {}),
        ...(answer.status === 409 ? { soldOut: isSoldOut(answer.body) } : {}),
        ...(answer.status >= 400 ? { said: JSON.stringify(answer.body).slice(0, 200) } : {}),
      });
      if (answer.status >= 500) await sleep(20);
    }
  });
  return {
    log,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

async function loadCustomers(cluster: Cluster, prefix: string, count: number, units: number) {
  const admin = await signInAdmin(cluster.url);
  const customers = await signUp(cluster.url, prefix, count);
  await Promise.all(customers.map((customer) => fund(admin, customer, '1000.00')));
  const productId = await unitProduct(admin, `Replica ${prefix}`, '0.10', units);
  return { customers, productId };
}

const RATE_BUYERS = 16;
const RATE_ROUNDS = 3;
const RATE_ORDERS = 300;

/** `count` orders of one unit each through `url`, one buyer per customer at a time: the rate and the answers. */
async function buyRound(url: string, customers: Customer[], productId: number, count: number) {
  let sent = 0;
  const statuses: Record<string, number> = {};
  const started = performance.now();
  await Promise.all(
    customers.map(async (customer) => {
      const client = customer.client.at(url);
      while (sent < count) {
        sent += 1;
        const answer = await attempt(() => client.post('/api/orders', { productId }));
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      }
    }),
  );
  return { perSecond: count / ((performance.now() - started) / 1000), statuses };
}

/**
 * The purchase rate through HAProxy with two gateways and two commerce replicas, then with one of
 * each (the second of each stopped and seen down by HAProxy): rounds of RATE_ORDERS orders,
 * RATE_BUYERS buyers at a time, the layouts in turn. A figure, not a goal: on a machine of two cores a second process
 * adds no core (docs/performance.md "Growth").
 */
export async function purchaseRateByLayout({ cluster, sql }: ScenarioDeps): Promise<ScenarioResult> {
  // Each layout's round follows a round of its own not counted: a process started again compiles
  // its purchase path on first use. The layouts take turns, so a drift of the machine hits both.
  const warmOrders = 50;
  const units = 2 * RATE_ROUNDS * (warmOrders + RATE_ORDERS);
  const { customers, productId } = await loadCustomers(cluster, 'rate', RATE_BUYERS, units);
  const round = async () => {
    const warm = await buyRound(cluster.url, customers, productId, warmOrders);
    return { warm, counted: await buyRound(cluster.url, customers, productId, RATE_ORDERS) };
  };
  const second = [cluster.replicas.gateway[1], cluster.replicas.commerce[1]];
  const two = [];
  const one = [];
  for (let i = 0; i < RATE_ROUNDS; i += 1) {
    two.push(await round());
    await Promise.all(second.map((replica) => replica.stop()));
    await Promise.all(second.map((replica) => cluster.waitDown(replica)));
    one.push(await round());
    await Promise.all(second.map((replica) => replica.start()));
    await Promise.all(second.map((replica) => cluster.waitUp(replica)));
  }

  const all = [...two, ...one].flatMap(({ warm, counted }) => [warm, counted]);
  const statuses: Record<string, number> = {};
  for (const round of all)
    for (const [status, n] of Object.entries(round.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  const [sold] = await sql<{ sold: number }>(
    'select count(order_id)::int as sold from commerce.inventory_unit where product_id = ?',
    [productId],
  );
  const mismatches = await ledgerMismatches(sql);
  const losses = await purchaseLosses(sql, [productId]);
  const rate = (done: { counted: { perSecond: number } }[]) => {
    const rates = done.map(({ counted }) => counted.perSecond);
    return `${median(rates).toFixed(1)} (${Math.min(...rates).toFixed(1)}-${Math.max(...rates).toFixed(1)})`;
  };
  return {
    name: 'purchase rate: two gateways and two commerce replicas beside one of each',
    pass:
      statuses['201'] === units &&
      sold.sold === units &&
      mismatches.length === 0 &&
      JSON.stringify(losses) === JSON.stringify(NO_LOSSES),
    figures: {
      [`orders/s, 2 gateways + 2 commerce (median of ${RATE_ROUNDS} x ${RATE_ORDERS}, ${RATE_BUYERS} buyers)`]:
        rate(two),
      [`orders/s, 1 gateway + 1 commerce (median of ${RATE_ROUNDS} x ${RATE_ORDERS}, ${RATE_BUYERS} buyers)`]:
        rate(one),
      answers: Object.entries(statuses)
        .map(([status, n]) => `${status}x${n}`)
        .join(' '),
      'units sold / orders sent': `${sold.sold} / ${units}`,
      'wallets unequal to ledger': mismatches.length,
    },
  };
}

/** SIGKILL of a gateway and a commerce replica under load: nothing committed is lost, the rest carries on. */
export async function killUnderLoad({ cluster, sql }: ScenarioDeps): Promise<ScenarioResult> {
  const { customers, productId } = await loadCustomers(cluster, 'kill', 12, 1_000);
  const running = load(cluster.url, customers, productId);
  await sleep(1_500);
  const gateway = cluster.replicas.gateway[0];
  const commerce = cluster.replicas.commerce[0];
  const killedAt = Date.now();
  await Promise.all([gateway.kill(), commerce.kill()]);
  // "After the kill": sent once both processes are gone (the exit events arrived).
  const goneAt = Date.now();
  await sleep(3_000);
  await running.stop();

  const committed = running.log.filter((entry) => entry.orderId !== undefined).map((entry) => entry.orderId!);
  const found = committed.length
    ? (
        await sql<{ count: number }>('select count(*)::int as count from commerce."order" where id = any(?::int[])', [
          `{${committed.join(',')}}`,
        ])
      )[0].count
    : 0;
  const [orders] = await sql<{ count: number }>(
    'select count(*)::int as count from commerce."order" where product_id = ?',
    [productId],
  );
  const mismatches = await ledgerMismatches(sql);
  const losses = await purchaseLosses(sql, [productId]);
  const failed = (entry: Entry) => !acceptable(entry);
  const inFlight = running.log.filter((entry) => entry.start < goneAt && entry.end >= killedAt);
  const after = running.log.filter((entry) => entry.start >= goneAt);
  const afterFailures = after.filter(failed);
  const before = running.log.filter((entry) => entry.end < killedAt);
  const afterSuccesses = after.filter(succeeded).length;

  // Back to two of each for the next scenario.
  await Promise.all([gateway.start(), commerce.start()]);
  await Promise.all([cluster.waitUp(gateway), cluster.waitUp(commerce)]);
  return {
    name: 'gateway 1 and commerce 1 killed (SIGKILL) under load',
    pass:
      committed.length > 0 &&
      found === committed.length &&
      mismatches.length === 0 &&
      JSON.stringify(losses) === JSON.stringify(NO_LOSSES) &&
      after.length > 0 &&
      afterSuccesses > 0 &&
      afterFailures.length === 0 &&
      before.every(acceptable),
    figures: {
      'requests served': running.log.length,
      'orders confirmed (201) / found in the database': `${committed.length} / ${found}`,
      'orders in the database (incl. unanswered)': orders.count,
      'wallets unequal to ledger': mismatches.length,
      'lost units or money (purchase invariants)': Object.values(losses).reduce((sum, n) => sum + n, 0),
      'before the kill: answered other than 201/409 sold out/200': before.filter(failed).length,
      'in flight at the kill / of them other than 201/409/200': `${inFlight.length} / ${inFlight.filter(failed).length}`,
      'kill to both processes gone (ms)': goneAt - killedAt,
      'sent after the kill / succeeded / other than 201/409/200': `${after.length} / ${afterSuccesses} / ${afterFailures.length}`,
    },
    ...(afterFailures.length
      ? {
          note: afterFailures
            .slice(0, 3)
            .map((entry) => `${entry.kind} ${entry.status} ${entry.said ?? ''}`)
            .join('; '),
        }
      : {}),
  };
}

/** Every process restarted one after the other (SIGTERM, start, wait until HAProxy sees it) under load: no 5xx. */
export async function rollingRestart({ cluster, sql }: ScenarioDeps): Promise<ScenarioResult> {
  const { customers, productId } = await loadCustomers(cluster, 'rolling', 12, 2_000);
  const running = load(cluster.url, customers, productId);
  const started = Date.now();
  await sleep(500);
  const exits: string[] = [];
  /** When each replica was back (HAProxy sees it): a success must follow each. */
  const backAt: { name: string; at: number }[] = [];
  for (const piece of PIECES) {
    for (const replica of cluster.replicas[piece]) {
      const code = await replica.stop();
      if (code !== 0) exits.push(`${replica.name} exited ${code}`);
      await replica.start();
      await cluster.waitUp(replica);
      backAt.push({ name: replica.name, at: Date.now() });
    }
  }
  await sleep(500);
  await running.stop();
  const failures = running.log.filter((entry) => !acceptable(entry));
  // Each restart's window: from the replica back to the next one back (the last: to the end).
  const withoutSuccess = backAt
    .filter(({ at }, i) => {
      const until = backAt[i + 1]?.at ?? Infinity;
      return !running.log.some((entry) => entry.start >= at && entry.start < until && succeeded(entry));
    })
    .map(({ name }) => name);
  const mismatches = await ledgerMismatches(sql);
  const losses = await purchaseLosses(sql, [productId]);
  const restarted = PIECES.reduce((sum, piece) => sum + cluster.replicas[piece].length, 0);
  return {
    name: 'rolling restart of every process under load',
    pass:
      failures.length === 0 &&
      exits.length === 0 &&
      withoutSuccess.length === 0 &&
      running.log.length > 0 &&
      mismatches.length === 0 &&
      JSON.stringify(losses) === JSON.stringify(NO_LOSSES),
    figures: {
      'processes restarted (SIGTERM, exit 0, start)': `${restarted - exits.length} of ${restarted}`,
      'requests served': running.log.length,
      'answered other than 201/409 sold out/200 (5xx, cut, other 4xx)': failures.length,
      'restarts with no success after them': withoutSuccess.length ? withoutSuccess.join(', ') : 0,
      'purchases (201)': running.log.filter((entry) => entry.orderId !== undefined).length,
      'duration (s)': ((Date.now() - started) / 1000).toFixed(1),
      'wallets unequal to ledger': mismatches.length,
    },
    ...(failures.length || exits.length
      ? {
          note: [
            ...exits,
            ...failures.slice(0, 3).map((entry) => `${entry.kind} ${entry.status} ${entry.said ?? ''}`),
          ].join('; '),
        }
      : {}),
  };
}

/**
 * Rounds of 20 activations of the storefront at once, half on each gateway, all with the same
 * `ifRevision`: exactly one wins per round (200) and the others are 409 naming its revision, while
 * a poller reads /remotes.json through HAProxy and never sees the revision go back; both gateways
 * serve each new revision within 1 s.
 */
export async function concurrentActivations({ cluster }: ScenarioDeps): Promise<ScenarioResult> {
  const ROUNDS = 5;
  const AT_ONCE = 20;
  const admin = await signInAdmin(cluster.url);
  const onGateway = cluster.gatewayUrls.map((url) => admin.at(url));
  const builds: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const published = await publishAsAdmin(admin, 'storefront', fakeBuild('storefront', { marker: `replica-${i}` }));
    if (published.status !== 201 && published.status !== 200)
      throw new Error(`publish answered ${published.status} ${JSON.stringify(published.body)}`);
    builds.push(published.body.buildId as string);
  }
  const seen: number[] = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const answer = await attempt(async () => {
        const response = await fetch(`${cluster.url}/remotes.json`);
        return { status: response.status, body: (await response.json()) as { revision: number } };
      });
      if (answer.status === 200) seen.push((answer.body as { revision: number }).revision);
      await sleep(2);
    }
  })();
  let roundsWithOneWinner = 0;
  let staleAnswersRight = 0;
  const propagation: number[] = [];
  const problems: string[] = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const remotes = await admin.get('/api/delivery/remotes');
      const current = (remotes.body as Array<{ name: string; revision: number }>).find((r) => r.name === 'storefront')!;
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, i) =>
          onGateway[i % onGateway.length].put('/api/delivery/remotes/storefront/active', {
            buildId: builds[(round + i) % builds.length],
            ifRevision: current.revision,
            reason: `replica round ${round}`,
          }),
        ),
      );
      const won = answers.filter((answer) => answer.status === 200);
      const lost = answers.filter((answer) => answer.status === 409);
      if (won.length === 1 && lost.length === AT_ONCE - 1) roundsWithOneWinner += 1;
      else problems.push(`round ${round}: ${answers.map((answer) => answer.status).join(',')}`);
      const revision = won[0]?.body.revision as number | undefined;
      if (revision !== undefined && lost.every((answer) => answer.body.currentRevision === revision))
        staleAnswersRight += 1;
      const committed = Date.now();
      for (const url of cluster.gatewayUrls) {
        let latest = -1;
        while (revision !== undefined && latest < revision && Date.now() - committed < 5_000) {
          latest = ((await (await fetch(`${url}/remotes.json`)).json()) as { revision: number }).revision;
          if (latest < revision) await sleep(5);
        }
        propagation.push(latest >= (revision ?? Infinity) ? Date.now() - committed : Infinity);
      }
    }
  } finally {
    polling = false;
    await poller;
  }
  const backwards = seen.filter((revision, i) => i > 0 && revision < seen[i - 1]).length;
  const slowest = Math.max(...propagation);
  return {
    name: 'concurrent activations across two gateways',
    pass:
      roundsWithOneWinner === ROUNDS &&
      staleAnswersRight === ROUNDS &&
      backwards === 0 &&
      seen.length > 0 &&
      slowest < 1_000,
    figures: {
      'rounds with exactly one winner (200) and 19 409s': `${roundsWithOneWinner} of ${ROUNDS}`,
      '409s naming the winning revision': `${staleAnswersRight} of ${ROUNDS} rounds`,
      'revisions read through HAProxy': seen.length,
      'times the revision went back': backwards,
      'slowest new revision on a gateway (ms)': slowest,
    },
    ...(problems.length ? { note: problems.join('; ') } : {}),
  };
}

/**
 * The canary (issue 36) across two gateways: set on one, the other serves it to the browsers in
 * its share within 1 s, and both answer each of 200 browsers (its bucket cookie) with the same build.
 */
export async function canaryAcrossGateways({ cluster }: ScenarioDeps): Promise<ScenarioResult> {
  const admin = await signInAdmin(cluster.url);
  const [first, second] = cluster.gatewayUrls.map((url) => admin.at(url));
  const builds: string[] = [];
  for (const marker of ['replica-canary-stable', 'replica-canary']) {
    const published = await publishAsAdmin(admin, 'account', fakeBuild('account', { marker }));
    if (published.status !== 201 && published.status !== 200)
      throw new Error(`publish answered ${published.status} ${JSON.stringify(published.body)}`);
    builds.push(published.body.buildId as string);
  }
  const [stable, canary] = builds;
  const revision = async () =>
    ((await admin.get('/api/delivery/remotes')).body as Array<{ name: string; revision: number }>).find(
      (remote) => remote.name === 'account',
    )!.revision;
  const activated = await first.put('/api/delivery/remotes/account/active', {
    buildId: stable,
    ifRevision: await revision(),
    reason: 'replica canary: stable',
  });
  if (activated.status !== 200) throw new Error(`activation answered ${activated.status}`);
  // 200 browsers, each with its bucket cookie from the first gateway.
  const browsers = await Promise.all(
    Array.from({ length: 200 }, async () => {
      const browser = new ApiClient(cluster.gatewayUrls[0]);
      await browser.get('/remotes.json');
      return browser;
    }),
  );
  const set = await first.put('/api/delivery/remotes/account/canary', {
    buildId: canary,
    percent: 50,
    ifRevision: await revision(),
    reason: 'replica canary',
  });
  const committed = Date.now();
  // The first browser the first gateway puts in the canary, asked of the second until it agrees.
  let witness: ApiClient | undefined;
  for (const browser of browsers)
    if ((await browser.get('/remotes.json')).body.builds.account === canary) {
      witness = browser;
      break;
    }
  let servedAfter = Infinity;
  while (witness && Date.now() - committed < 5_000) {
    if ((await witness.at(cluster.gatewayUrls[1]).get('/remotes.json')).body.builds.account === canary) {
      servedAfter = Date.now() - committed;
      break;
    }
    await sleep(5);
  }
  let agreeing = 0;
  let canaries = 0;
  for (const browser of browsers) {
    const [one, two] = await Promise.all(
      cluster.gatewayUrls.map(async (url) => (await browser.at(url).get('/remotes.json')).body.builds.account),
    );
    if (one === two) agreeing += 1;
    if (one === canary) canaries += 1;
  }
  await second.request('DELETE', '/api/delivery/remotes/account/canary', {
    ifRevision: await revision(),
    reason: 'replica canary: done',
  });
  return {
    name: 'a canary across two gateways',
    pass: set.status === 200 && witness !== undefined && servedAfter < 1_000 && agreeing === browsers.length,
    figures: {
      'canary set on gateway 1 (status)': set.status,
      'served by gateway 2 after (ms)': servedAfter,
      'browsers both gateways answer alike': `${agreeing} of ${browsers.length}`,
      'browsers in the 50% canary': canaries,
    },
  };
}

export const SCENARIOS = [
  staticMicrofrontends,
  concurrentActivations,
  canaryAcrossGateways,
  sessionAcrossGateways,
  stockVisibility,
  raceForOneUnit,
  purchaseRateByLayout,
  killUnderLoad,
  rollingRestart,
];
