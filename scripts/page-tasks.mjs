// The main thread's tasks of one page load, as Lighthouse's simulated throttling counts them:
// loads the page in Chromium unslowed (1x), records a trace with its CPU profile, and prints every
// task of at least `min` ms (default 10: Lighthouse's simulation drops shorter ones) with what ran
// in it (trace events, and the functions with the most time, mapped through the builds' source
// maps), then the blocking time those tasks make at CPU `--slowdown` (default 6.4), counting the
// tasks after the first contentful paint: sum(max(0, duration x slowdown - 50 ms)). A quick guide
// to `npm run lighthouse`'s TBT in seconds instead of minutes (it matched on one machine and read
// about twice Lighthouse's on another: compare its sums with each other, not with the goal).
//   node scripts/page-tasks.mjs <url> [min ms] [--slowdown=6.4] [--self] [--customer] [--by-package]
// --self: each task's functions by self time too. --customer: as a new customer with one order.
// --by-package: the counted tasks' self time by package or source folder.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map';
import { customerCookies } from './lib/customer-session.mjs';
const root = process.cwd();
const url = process.argv[2];
const minTask = Number(process.argv.slice(3).find((arg) => !arg.startsWith('--')) ?? 10);
const rate = Number(process.argv.find((arg) => arg.startsWith('--slowdown='))?.slice(11) ?? 6.4);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await b.newContext({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
});
if (process.argv.includes('--customer')) {
  const origin = new URL(url).origin;
  await ctx.addCookies(await customerCookies(origin));
}
const page = await ctx.newPage();
await b.startTracing(page, {
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8.execute',
    'disabled-by-default-v8.cpu_profiler',
    'blink.user_timing',
    'loading',
  ],
});
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(3500);
const ev = JSON.parse((await b.stopTracing()).toString()).traceEvents;
await b.close();
// The page's renderer: the one that parsed its HTML. Chromium's own WebUI pages (the omnibox
// popup, from Chromium 15x headless) run in other CrRendererMain threads and are not the page's.
const parsed = ev.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(new URL(url).origin));
const mainKey = parsed
  ? [`${parsed.pid}:${parsed.tid}`]
  : ev.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
const onPage = (e) => mainKey.includes(`${e.pid}:${e.tid}`);
const t0 = Math.min(...ev.filter((e) => e.name === 'navigationStart' && onPage(e)).map((e) => e.ts));
const fcp = ev.find((e) => e.name === 'firstContentfulPaint' && onPage(e));
// cpu profile
const nodes = new Map();
const samples = [];
const profs = new Map();
for (const e of ev.filter((e) => e.name === 'Profile' && onPage(e)))
  profs.set(`${e.pid}:${e.id}`, { t: e.args.data.startTime, nodes: new Map() });
for (const e of ev.filter((e) => e.name === 'ProfileChunk')) {
  const pr = profs.get(`${e.pid}:${e.id}`);
  if (!pr) continue;
  const cp = e.args.data.cpuProfile ?? {};
  for (const n of cp.nodes ?? [])
    nodes.set(`${e.pid}:${e.id}:${n.id}`, { ...n, parent: n.parent ? `${e.pid}:${e.id}:${n.parent}` : undefined });
  const deltas = e.args.data.timeDeltas ?? [];
  (cp.samples ?? []).forEach((s, i) => {
    pr.t += deltas[i];
    samples.push([pr.t, `${e.pid}:${e.id}:${s}`]);
  });
}
const maps = new Map();
async function original(f) {
  const file = f.url?.match(/^https?:\/\/[^/]+\/(?:mfe\/(\w+)\/)?([\w./-]+\.js)$/);
  if (!file) return `${f.functionName || '(anon)'} ${f.url ? f.url.slice(0, 40) : '(native)'}`;
  const dist = path.join(root, file[1] ? `mfe-${file[1]}` : 'mfe-shell', 'dist', `${file[2]}.map`);
  if (!maps.has(dist))
    maps.set(dist, fs.existsSync(dist) ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(dist, 'utf8'))) : null);
  const pos = maps.get(dist)?.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
  return pos?.source
    ? `${pos.name ?? f.functionName} ${pos.source.replace(/^.*node_modules\//, '~/').replace(/^webpack:\/\/[^/]*\//, '')}:${pos.line}`
    : `${f.functionName} ${file[2]}`;
}
const names = new Map();
for (const [id, n] of nodes) names.set(id, await original(n.callFrame));
const tasks = ev.filter((e) => e.name === 'RunTask' && e.ph === 'X' && onPage(e) && e.dur > minTask * 1000);
/** The tasks the blocking time counts: those after the first contentful paint. */
const counted = tasks.filter((t) => !fcp || t.ts > fcp.ts);
let tbt = 0;
console.log('FCP at', fcp ? ((fcp.ts - t0) / 1000).toFixed(0) : '?');
for (const t of tasks) {
  const d = t.dur / 1000;
  if (counted.includes(t)) tbt += Math.max(0, d * rate - 50);
  const incl = new Map();
  const selfm = new Map();
  const inTask = samples.filter(([ts]) => ts >= t.ts && ts < t.ts + t.dur);
  for (const [, id] of inTask) {
    const seen = new Set();
    let first = true;
    for (let x = id; x; x = nodes.get(x)?.parent) {
      const nm = names.get(x);
      if (first) {
        selfm.set(nm, (selfm.get(nm) ?? 0) + 1);
        first = false;
      }
      if (seen.has(nm)) continue;
      seen.add(nm);
      incl.set(nm, (incl.get(nm) ?? 0) + 1);
    }
  }
  const n = inTask.length || 1;
  const kids = ev
    .filter(
      (e) =>
        e.pid === t.pid &&
        e.tid === t.tid &&
        e.ts >= t.ts &&
        e.ts < t.ts + t.dur &&
        e.ph === 'X' &&
        e.dur > 2000 &&
        [
          'EvaluateScript',
          'FunctionCall',
          'ParseHTML',
          'UpdateLayoutTree',
          'Layout',
          'TimerFire',
          'EventDispatch',
          'RunMicrotasks',
          'Paint',
          'v8.compile',
          'v8.parseOnBackground',
          'GCEvent',
          'MinorGC',
          'MajorGC',
        ].includes(e.name),
    )
    .map((k) => `${k.name} ${(k.dur / 1000).toFixed(0)}`)
    .slice(0, 5);
  console.log(`\n@${((t.ts - t0) / 1000).toFixed(0)} ${d.toFixed(1)}ms [${kids.join(', ')}]`);
  const skip =
    /\(root\)|\(program\)|react-dom-client.production.js:(12069|13555|12706|12077|13574|13408|12240|12895|12867)|scheduler.production/;
  if (process.argv.includes('--self'))
    for (const [nm, c] of [...selfm].sort((a, b) => b[1] - a[1]).slice(0, 8))
      console.log(`   self ${((c / n) * d).toFixed(1).padStart(5)} ${nm}`);
  for (const [nm, c] of [...incl]
    .filter(([nm]) => !skip.test(nm))
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.TOP ?? 12)))
    console.log(`   ${((c / n) * d).toFixed(1).padStart(5)} ${nm}`);
}
if (process.argv.includes('--by-package')) {
  // Self time of every sample inside the counted tasks, by the package (or source folder) it ran in.
  const byPackage = new Map();
  for (const [ts, id] of samples) {
    if (!counted.some((t) => ts >= t.ts && ts < t.ts + t.dur)) continue;
    const nm = names.get(id) ?? '?';
    const where =
      nm.match(/~\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
      nm.match(/ (src\/[^/]+\/[^/]+|webpack\/[^/:]+)/)?.[1] ??
      nm.split(' ')[0];
    byPackage.set(where, (byPackage.get(where) ?? 0) + 1);
  }
  const total = [...byPackage.values()].reduce((a, b) => a + b, 0);
  const sampled = counted.reduce((a, t) => a + t.dur / 1000, 0);
  console.log(`\nself time by package in the counted tasks (${sampled.toFixed(0)} ms):`);
  for (const [where, c] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${((c / total) * sampled).toFixed(1).padStart(6)} ${where}`);
}
console.log(
  `\nblocking time at CPU ${rate}x, tasks of ${minTask} ms or more after the first contentful paint: ${Math.round(tbt)} ms`,
);
