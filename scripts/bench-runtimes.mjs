// `npm run bench -- runtimes` (`-- runtimes --quick` for development): the gateway runtimes side by
// side on our supergraph, uncached (issue 18, item 3). One stack (scripts/lib/bench-stack.mjs) grown
// through the real bulk import, and over its subgraphs, each in a process of its own:
//  - raw: the raw baseline (scripts/lib/raw-baseline.mjs), the goals' reference for list and detail;
//  - rest direct / rest federated: the real gateway with RESPONSE_CACHE=off, its REST facade with
//    PUBLIC_READS=direct (today) and =federated (the same operations through @apollo/gateway);
//  - gateway /graphql: the real gateway's /graphql (sessions, anti-forgery, audit, throttles off as
//    the bench runs them), the facade's operations as GraphQL;
//  - apollo: @apollo/gateway bare, set up as the gateway sets it up (scripts/lib/runtime-server.mjs);
//  - hive: Hive Gateway runtime with the Rust query planner, bare, same identity tokens, as it
//    ships (identical subgraph queries in flight share one call); hive-nodedup: without that.
// The whole-catalogue list is measured by a fixed number of answers (`listAnswers`, all awaited),
// not by time: a list cut off at the end of a timed run would keep its target busy during the next.
// Every target answers the same data first (checked). Then three rounds; in each round every
// operation is measured on every target in turn, the order rotated per round so that no target
// always goes first. Medians with the spread (lowest-highest) of req/s, and the median of the
// per-round ratios (hive / apollo, and to raw where the goal is a ratio to raw).
import { spawn } from 'node:child_process';
import { deepStrictEqual } from 'node:assert';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { benchClient, importAccounts } from './lib/bench-client.mjs';
import { BENCH_ADMIN, startBenchStack } from './lib/bench-stack.mjs';
import { load, startRawProcess } from './bench-shop.mjs';

const require = createRequire(import.meta.url);
const { parse, print, visit } = require('graphql');
const here = import.meta.dirname;
const operationsDir = path.join(here, '..', 'gateway', 'src', 'rest', 'operations');

/** The facade's operation `name` with the fragments it spreads, as one document text. */
function operationText(name) {
  const definitions = fs
    .readdirSync(operationsDir)
    .flatMap((file) => parse(fs.readFileSync(path.join(operationsDir, file), 'utf8')).definitions);
  const byName = new Map(definitions.map((d) => [d.name.value, d]));
  const wanted = [byName.get(name)];
  if (!wanted[0]) throw new Error(`no operation ${name}`);
  for (let i = 0; i < wanted.length; i += 1)
    visit(wanted[i], {
      FragmentSpread(node) {
        const fragment = byName.get(node.name.value);
        if (!wanted.includes(fragment)) wanted.push(fragment);
      },
    });
  return wanted.map((d) => print(d)).join('\n');
}

function startRuntime(kind, env) {
  const child = spawn(process.execPath, [path.join(here, 'lib', 'runtime-server.mjs'), kind], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${kind} runtime exited with ${code}`)));
    child.stdout.once('data', (data) => {
      const port = Number(/listening (\d+)/.exec(String(data))?.[1]);
      resolve({ url: `http://127.0.0.1:${port}`, close: () => child.kill() });
    });
  });
}

/** A session on the real gateway (guest, or signed in by `signIn`) as headers for autocannon. */
async function sessionHeaders(url, signIn) {
  const call = benchClient(url);
  if (signIn) await signIn(call);
  else await call('GET', '/api/me');
  const cookie = call.cookieHeader();
  const csrf = decodeURIComponent(/(?:^|; )[^=]*csrf-token=([^;]*)/.exec(cookie)[1]);
  return { cookie, 'x-csrf-token': csrf };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (n) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

const mark = (ok) => (ok ? 'ok  ' : 'MISS');
const spread = (values) => `${fmt(median(values))} (${fmt(Math.min(...values))}-${fmt(Math.max(...values))})`;
const ratioText = (values) =>
  `${median(values).toFixed(2)}x (${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)})`;

/** The answers of every target to one case, compared: the same data, or the first difference. */
async function sameAnswers(kase) {
  const answers = [];
  for (const target of kase.targets) answers.push({ label: target.label, answer: await target.check() });
  const [first, ...others] = answers;
  for (const other of others) {
    try {
      deepStrictEqual(other.answer, first.answer);
    } catch {
      return `${other.label} answers ${JSON.stringify(other.answer).slice(0, 300)}, ${first.label} ${JSON.stringify(first.answer).slice(0, 300)}`;
    }
  }
  return null;
}

export async function benchRuntimes({ quick }) {
  const products = quick ? 2_000 : 5_000;
  const rounds = 3;
  const seconds = { detail: quick ? 3 : 6, small: quick ? 2 : 4, warm: quick ? 1 : 2 };
  const listAnswers = quick ? 10 : 30;
  const ordersPerRun = quick ? 100 : 200;
  const load1 = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  console.log(`  runtimes: ${os.cpus().length} cores, load average ${load1()} at start${quick ? ' (quick run)' : ''}`);
  const stack = await startBenchStack('runtimes', 15620);
  let ok = true;
  try {
    const directUrl = await stack.startGateway({ RESPONSE_CACHE: 'off' });
    const federatedUrl = await stack.startGateway({ RESPONSE_CACHE: 'off', PUBLIC_READS: 'federated' });
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/SECRET|KEY/.test(key)));
    const runtimeEnv = {
      ...inherited,
      ...stack.gatewaySecrets,
      NODE_ENV: 'production',
      CATALOG_URL: stack.subgraphUrls.catalog,
      COMMERCE_URL: stack.subgraphUrls.commerce,
      SUPPORT_URL: stack.subgraphUrls.support,
    };
    const apollo = await startRuntime('apollo', runtimeEnv);
    stack.onClose(async () => apollo.close());
    const hive = await startRuntime('hive', runtimeEnv);
    stack.onClose(async () => hive.close());
    const hiveNodedup = await startRuntime('hive-nodedup', runtimeEnv);
    stack.onClose(async () => hiveNodedup.close());

    const admin = benchClient(stack.url);
    const login = await admin('POST', '/api/login', BENCH_ADMIN);
    if (login.status !== 200) throw new Error(`admin login failed: ${login.status}`);
    await importAccounts(admin, 'rt', products);
    const raw = await startRawProcess(stack.databaseUrl);
    stack.onClose(async () => raw.close());
    const rawList = await (await fetch(`${raw.url}/api/products/all`)).json();
    if (rawList.length !== products) throw new Error(`raw baseline sees ${rawList.length} products`);
    const ids = [rawList[0].id, rawList[rawList.length - 1].id];

    // Buyers: signed up on the real gateway and funded by the admin; the same users reach the real
    // gateway with their sessions and the bare runtimes with their ids (`x-bench-user`).
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const username = `rtbuyer${i}`;
        const email = `${username}@bench.test`;
        let id;
        const session = await sessionHeaders(directUrl, async (call) => {
          const registered = await call('POST', '/api/register', { username, email, password: 'bench-buyer-pass-1' });
          if (registered.status !== 201) throw new Error(`sign-up failed: ${registered.status}`);
          id = registered.body.id;
        });
        const funded = await admin('PUT', `/api/users/${id}`, {
          username,
          email,
          balance: '100000.00',
          balanceReason: 'Bench funding',
        });
        if (funded.status !== 200) throw new Error(`funding failed: ${funded.status}`);
        return { id, session, bare: { 'x-bench-user': String(id) } };
      }),
    );
    const guest = await sessionHeaders(directUrl);
    const json = { 'content-type': 'application/json' };

    /**
     * One facade operation as GraphQL on the three GraphQL targets. `variables` may hold '__ID__'
     * (a product id: random of the catalogue, or the next of `queue`) and '__USER__' (the buyer's id).
     */
    const graphqlCase = ({ name, variables = {}, connections, duration, user = false, queue }) => {
      const query = operationText(name);
      const bodyFor = (buyer, id) =>
        JSON.stringify({
          query,
          operationName: name,
          variables: Object.fromEntries(
            Object.entries(variables).map(([k, v]) => [k, v === '__USER__' ? buyer?.id : v]),
          ),
        }).replace('"__ID__"', String(id));
      const target = (label, url, headersOf) => ({
        label,
        options: {
          url,
          path: '/graphql',
          method: 'POST',
          headers: { ...json, ...(user ? {} : headersOf(null)) },
          body: bodyFor(null, '__ID__'),
          ...(user ? { rotate: buyers.map((b) => ({ headers: headersOf(b), body: bodyFor(b, '__ID__') })) } : {}),
          ...(JSON.stringify(variables).includes('__ID__') && !queue ? { ids } : {}),
        },
        check: async () => {
          const buyer = user ? buyers[0] : null;
          const response = await fetch(`${url}/graphql`, {
            method: 'POST',
            headers: { ...json, ...headersOf(buyer) },
            body: bodyFor(buyer, ids[0]),
          });
          return { status: response.status, ...(await response.json()) };
        },
      });
      return {
        name: `${name}${user ? ' (signed in)' : ''}`,
        connections,
        duration,
        queue,
        targets: [
          target('gateway /graphql', directUrl, (b) => (b ? b.session : guest)),
          target('apollo', apollo.url, (b) => (b ? b.bare : {})),
          target('hive', hive.url, (b) => (b ? b.bare : {})),
          target('hive-nodedup', hiveNodedup.url, (b) => (b ? b.bare : {})),
        ],
      };
    };
    /** The REST facade's route on the raw baseline and the real gateway's two public-read paths. */
    const restTargets = (route, withIds) =>
      [
        ['raw', raw.url],
        ['rest direct', directUrl],
        ['rest federated', federatedUrl],
      ].map(([label, url]) => ({
        label,
        options: { url, path: route, ...(withIds ? { ids } : {}) },
        check: async () => {
          const response = await fetch(`${url}${route.replace(':id', String(ids[0]))}`);
          return { status: response.status, body: await response.json() };
        },
      }));

    const list = graphqlCase({ name: 'GetAllProducts', connections: 10 });
    const detail = graphqlCase({
      name: 'GetProductDetail',
      variables: { id: '__ID__' },
      connections: 50,
      duration: seconds.detail,
    });
    const small = (name, variables, user = false) =>
      graphqlCase({ name, variables, user, connections: 20, duration: seconds.small });
    const reads = [
      {
        ...list,
        name: `products, all ${products} (c=10, ${listAnswers} answers)`,
        goal: 0.5,
        rest: restTargets('/api/products/all', false),
      },
      { ...detail, name: 'product detail (c=50)', goal: 0.1, rest: restTargets('/api/products/detail/:id', true) },
      small('GetGameCategories'),
      small('GetNotifications'),
      small('GetRecentPurchases', { limit: 10, hours: 24 }),
      // A filtered list that matches nothing of the bench catalogue (all 30-40k): the plan without the data.
      small('GetFilteredProducts', { filter: { game: 'lol', accountType: 'fresh', subCategory: '40-50k' } }),
      small('GetMe', {}, true),
      small('GetWallet', { userId: '__USER__' }, true),
      small('GetUserOrders', { userId: '__USER__' }, true),
    ];

    // Same data from every target (REST among themselves, GraphQL among themselves).
    for (const kase of reads) {
      const differs =
        (await sameAnswers({ targets: kase.targets })) ?? (kase.rest && (await sameAnswers({ targets: kase.rest })));
      if (differs) {
        ok = false;
        console.log(`DIFF ${kase.name}: ${differs}`);
      }
    }
    // Figures of different answers would compare different work.
    if (!ok) throw new Error('the targets do not answer the same data: not measured');
    console.log(`  catalogue: ${products} products; every target answered the same data to each read (checked)`);

    // Purchases: a queue of distinct products per target and round (and a warm-up round).
    const unsold = rawList.map((p) => p.id);
    const take = (n) => unsold.splice(0, n);
    const orderCase = {
      ...graphqlCase({
        name: 'PlaceOrder',
        variables: { input: { productId: '__ID__' } },
        user: true,
        connections: 20,
        queue: true,
      }),
      name: `PlaceOrder, distinct products (c=20, ${ordersPerRun} per run)`,
    };
    for (const target of orderCase.targets) target.options.countErrors = true;

    const cases = [...reads, orderCase];
    const figures = new Map(cases.map((kase) => [kase.name, new Map()]));
    const targetsOf = (kase) => [...(kase.rest ?? []), ...kase.targets];
    const measure = async (kase, target, duration, warm = false) => {
      const options = {
        ...target.options,
        connections: kase.connections,
        duration,
        ...(kase === orderCase ? { queue: take(warm ? ordersPerRun / 4 : ordersPerRun) } : {}),
        ...(kase.name === reads[0].name ? { amount: warm ? 2 : listAnswers, ...(warm ? { connections: 2 } : {}) } : {}),
      };
      const result = await load(options);
      if (result.non2xx || result.errors || result.gqlErrors) {
        ok = false;
        console.log(
          `BROKEN ${kase.name} on ${target.label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.gqlErrors} GraphQL errors`,
        );
      }
      return result;
    };
    // Warm-up: each target runs each case once, not counted (V8 compiles the hot paths).
    for (const kase of cases) for (const target of targetsOf(kase)) await measure(kase, target, seconds.warm, true);
    console.log(`  warmed up every target on every case (${seconds.warm} s each); load average ${load1()}`);

    for (let round = 0; round < rounds; round += 1) {
      for (const kase of cases) {
        const all = targetsOf(kase);
        // Rotated per round, and reversed on odd rounds: no target always first or always after another.
        const order = all.map((_, i) => all[(i + round) % all.length]);
        if (round % 2 === 1) order.reverse();
        const byTarget = figures.get(kase.name);
        for (const target of order) {
          const result = await measure(kase, target, kase.duration);
          if (!byTarget.has(target.label)) byTarget.set(target.label, []);
          byTarget.get(target.label).push(result);
        }
      }
      console.log(`  round ${round + 1} of ${rounds} done; load average ${load1()}`);
    }

    // The table: req/s median (spread), hive/apollo per round, and to raw where the goal is a ratio to raw.
    console.log('');
    console.log('| operation | target | req/s median (low-high) | p99 ms | hive / apollo | to raw (goal) |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    const verdicts = [];
    for (const kase of cases) {
      const byTarget = figures.get(kase.name);
      const rps = (label) => byTarget.get(label).map((r) => r.rps);
      const perRound = (a, b) => rps(a).map((value, i) => value / rps(b)[i]);
      for (const [label, results] of byTarget) {
        const hiveVsApollo = label.startsWith('hive') ? ratioText(perRound(label, 'apollo')) : '';
        const toRaw = byTarget.has('raw') && label !== 'raw' ? perRound(label, 'raw') : null;
        console.log(
          `| ${kase.name} | ${label} | ${spread(results.map((r) => r.rps))} | ${median(results.map((r) => r.p99))} | ${hiveVsApollo} | ${toRaw ? `${ratioText(toRaw)} (>= ${kase.goal}x)` : ''} |`,
        );
      }
      if (kase.goal) {
        for (const label of ['rest direct', 'rest federated', 'gateway /graphql', 'apollo', 'hive', 'hive-nodedup']) {
          const ratio = median(perRound(label, 'raw'));
          verdicts.push(
            `${mark(ratio >= kase.goal)} ${kase.name}, ${label}: ${ratio.toFixed(2)}x raw (goal >= ${kase.goal}x)`,
          );
        }
      }
      verdicts.push(
        `     ${kase.name}: hive ${median(perRound('hive', 'apollo')).toFixed(2)}x apollo, hive-nodedup ${median(perRound('hive-nodedup', 'apollo')).toFixed(2)}x`,
      );
    }
    console.log('');
    for (const line of verdicts) console.log(line);
    console.log(`  load average ${load1()} at the end`);
    return ok;
  } finally {
    await stack.close();
  }
}
