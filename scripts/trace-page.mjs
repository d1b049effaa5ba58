// Where a page's main-thread time goes (issue 21): loads a page in Chromium with the CPU slowed
// four times (DevTools protocol), records a CPU profile, the long tasks and the layout shifts, and
// prints the long tasks, the shifts and the functions with the most self time, mapped through the
// builds' source maps to their source files.
//   node scripts/trace-page.mjs <url> [--mobile] [--wait=<css selector>] [--customer] [--rate=4]
// --rate=<n>: the CPU slowdown (default 4).
// --customer: as a new customer with one order (the signed-in pages), as `npm run lighthouse` reads them.
/* global window -- the page.evaluate and addInitScript callbacks run in the page */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map';
import { customerCookies } from './lib/customer-session.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const url = process.argv[2];
if (!url) throw new Error('usage: node scripts/trace-page.mjs <url> [--mobile] [--wait=<selector>]');
const mobile = process.argv.includes('--mobile');
const waitFor = process.argv.find((arg) => arg.startsWith('--wait='))?.slice(7);
const asCustomer = process.argv.includes('--customer');
const cpuRate = Number(process.argv.find((arg) => arg.startsWith('--rate='))?.slice(7) ?? 4);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext(
  mobile
    ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
    : { viewport: { width: 1280, height: 800 } },
);
if (asCustomer) {
  const origin = new URL(url).origin;
  await context.addCookies(await customerCookies(origin));
}
const page = await context.newPage();
await page.addInitScript(() => {
  const w = window;
  w.__longTasks = [];
  w.__shifts = [];
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => w.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)])),
  ).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => {
      if (!e.hadRecentInput)
        w.__shifts.push({
          at: Math.round(e.startTime),
          value: e.value,
          nodes: e.sources.map(
            (s) => s.node?.nodeName + (s.node?.className ? '.' + String(s.node.className).slice(0, 40) : ''),
          ),
        });
    }),
  ).observe({ type: 'layout-shift', buffered: true });
});
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
if (waitFor) await page.waitForSelector(waitFor, { timeout: 30_000 });
await page.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
const { longTasks, shifts } = await page.evaluate(() => ({ longTasks: window.__longTasks, shifts: window.__shifts }));
await browser.close();

console.log(
  `long tasks (start ms, duration ms, CPU x${cpuRate}): ${JSON.stringify(longTasks)}; total blocking ${longTasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)} ms`,
);
console.log(`layout shifts: ${shifts.reduce((s, x) => s + x.value, 0).toFixed(3)} ${JSON.stringify(shifts)}`);

// Self time per function, mapped to the source through the build's .map files.
const dt = new Map();
profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const maps = new Map();
async function original(frame) {
  const file = frame.url.match(/^https?:\/\/[^/]+\/(?:mfe\/(\w+)\/)?([\w./-]+\.js)$/);
  if (!file) return `${frame.functionName || '(anonymous)'} ${frame.url || '(native)'}`;
  const dist = path.join(root, file[1] ? `mfe-${file[1]}` : 'mfe-shell', 'dist', `${file[2]}.map`);
  if (!maps.has(dist))
    maps.set(dist, fs.existsSync(dist) ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(dist, 'utf8'))) : null);
  const map = maps.get(dist);
  const pos = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  return pos?.source
    ? `${pos.name ?? frame.functionName ?? '?'} ${pos.source.replace(/^.*node_modules\//, '~/').replace(/^webpack:\/\/[^/]*\//, '')}:${pos.line}`
    : `${frame.functionName} ${file[2]}`;
}
const self = new Map();
for (const node of profile.nodes) {
  const us = dt.get(node.id) ?? 0;
  if (!us || ['(idle)', '(program)', '(garbage collector)'].includes(node.callFrame.functionName)) continue;
  const name = await original(node.callFrame);
  self.set(name, (self.get(name) ?? 0) + us);
}
// The busy stretches of the profile (samples between idle ones) longer than 50 ms, with what ran.
const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
const runs = [];
let run = null;
let at = 0;
for (let i = 0; i < profile.samples.length; i += 1) {
  at += profile.timeDeltas[i] ?? 0;
  const node = nodeById.get(profile.samples[i]);
  const idle = node.callFrame.functionName === '(idle)';
  if (idle) {
    if (run) runs.push(run);
    run = null;
    continue;
  }
  run ??= { start: at, end: at, frames: new Map() };
  run.end = at;
  const us = profile.timeDeltas[i + 1] ?? 0;
  const name = await original(node.callFrame);
  const source = name.startsWith('data:')
    ? '(federation runtime bootstrap)'
    : name.split(' ').slice(1).join(' ').replace(/:\d+$/, '') || name;
  run.frames.set(source, (run.frames.get(source) ?? 0) + us);
}
if (run) runs.push(run);
for (const busy of runs.filter((r) => r.end - r.start > 50_000)) {
  const top = [...busy.frames]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([source, us]) => `${source} ${Math.round(us / 1000)}`);
  console.log(
    `busy ${Math.round(busy.start / 1000)}+${Math.round((busy.end - busy.start) / 1000)} ms: ${top.join(', ')}`,
  );
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log(`script self time ${Math.round(total / 1000)} ms; top functions:`);
for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25)))
  console.log(`  ${String(Math.round(us / 1000)).padStart(5)} ms  ${name}`);
