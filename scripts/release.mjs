// `npm run release -- <remote> [--activate | --preview [--hours <n>]] [--reason <text>] [--no-build] [--dist <dir>]`
// (in a workspace: `npm run release -w mfe-storefront [-- --activate]`): builds the remote, publishes
// its dist to the release registry (POST /api/delivery/remotes/<remote>/builds) and prints the
// buildId; with --activate switches it live (PUT …/active) and prints the gate results; with
// --preview prints a preview link of the build (POST /api/delivery/previews), for a pull request.
// Reads SHOP_URL (the shop, e.g. https://shop.example) and DELIVERY_TOKEN (a deploy token of the
// remote, made in the admin panel). docs/delivery.md is the guide.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['storefront', 'account', 'admin'];

function fail(message, code = 1) {
  process.stderr.write(`release: ${message}\n`);
  process.exit(code);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    activate: { type: 'boolean', default: false },
    preview: { type: 'boolean', default: false },
    hours: { type: 'string' },
    reason: { type: 'string' },
    build: { type: 'boolean', default: true },
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string' },
  },
});
const remote = positionals[0]?.replace(/^mfe-/, '');
if (!remote || !REMOTES.includes(remote))
  fail(
    `usage: npm run release -- <${REMOTES.join('|')}> [--activate | --preview [--hours <n>]] [--reason <text>] [--no-build]`,
    2,
  );
if (values.activate && values.preview) fail('--activate and --preview do not go together', 2);
const shopUrl = (process.env.SHOP_URL ?? '').replace(/\/+$/, '');
const token = process.env.DELIVERY_TOKEN ?? '';
if (!/^https?:\/\//.test(shopUrl)) fail('set SHOP_URL to the shop, e.g. SHOP_URL=https://shop.example', 2);
if (!token) fail('set DELIVERY_TOKEN to a deploy token of this remote (admin panel, Yayınlar)', 2);

const dist = path.resolve(values.dist ?? path.join(root, `mfe-${remote}`, 'dist'));
if (values.build && !values['no-build'] && !values.dist) {
  const built = spawnSync('npm', ['run', 'build', '-w', `mfe-${remote}`], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) fail(`the build of mfe-${remote} failed`);
}
if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) fail(`${dist} holds no build (no mf-manifest.json)`);

/** Every file of dist but dotfiles (the build stamp), by its path inside dist. */
function filesOf(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((relative) => relative.split('/').every((segment) => !segment.startsWith('.')))
    .sort();
}

const gitCommit = (() => {
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return head.status === 0 ? head.stdout.trim() : '';
})();

async function call(method, route, body) {
  const response = await fetch(`${shopUrl}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = { message: text };
  }
  return { status: response.status, body: json };
}

const form = new FormData();
if (gitCommit) form.append('gitCommit', gitCommit);
const files = filesOf(dist);
for (const relative of files) form.append('files', new Blob([fs.readFileSync(path.join(dist, relative))]), relative);
const published = await call('POST', `/api/delivery/remotes/${remote}/builds`, form);
if (published.status !== 201 && published.status !== 200)
  fail(`publishing answered ${published.status}: ${published.body.message ?? JSON.stringify(published.body)}`);
const { buildId } = published.body;
process.stdout.write(
  `${published.status === 201 ? 'published' : 'already published'} ${remote} build ${buildId} (${files.length} files, first load ${published.body.size.firstLoadBytes} bytes${gitCommit ? `, commit ${gitCommit.slice(0, 12)}` : ''})\n`,
);
process.stdout.write(`buildId=${buildId}\n`);
if (values.preview) {
  const hours = values.hours === undefined ? undefined : Number(values.hours);
  const preview = await call('POST', '/api/delivery/previews', { pins: { [remote]: buildId }, hours });
  if (preview.status !== 201) fail(`the preview link answered ${preview.status}: ${preview.body.message}`);
  process.stdout.write(`preview until ${preview.body.expiresAt}: ${shopUrl}${preview.body.url}\n`);
  process.exit(0);
}
if (!values.activate) process.exit(0);

const remotes = await call('GET', '/api/delivery/remotes');
if (remotes.status !== 200) fail(`reading the remotes answered ${remotes.status}: ${remotes.body.message}`);
const state = remotes.body.find((candidate) => candidate.name === remote);
const reason = values.reason ?? `release ${gitCommit ? gitCommit.slice(0, 12) : buildId}`;
const activated = await call('PUT', `/api/delivery/remotes/${remote}/active`, {
  buildId,
  ifRevision: state.revision,
  reason,
});
const gates = activated.body.gates ?? [];
const ALL = ['shared', 'graphql', 'exposes', 'budget', 'integrity'];
for (const gate of ALL) {
  const result = gates.find((candidate) => candidate.gate === gate);
  if (activated.status === 200 || result)
    process.stdout.write(`  ${result?.problems.length ? 'REFUSED' : 'passed '} ${gate}\n`);
  for (const problem of result?.problems ?? []) process.stdout.write(`      - ${problem}\n`);
}
if (activated.status === 200) {
  process.stdout.write(`live: ${remote} ${buildId} at revision ${activated.body.revision}\n`);
  process.exit(0);
}
if (activated.status === 409)
  fail(`another switch came first (revision ${activated.body.currentRevision}); run again to retry`);
fail(`activation answered ${activated.status}: ${activated.body.message}`);
