import fs from 'node:fs';
import path from 'node:path';
import { database } from '../../test-support/shop';
import { startCluster } from './cluster';
import { SCENARIOS, type ScenarioResult } from './scenarios';

// `npm run test:replicas` (through scripts/test-replicas.mjs): starts the replica cluster, runs
// every scenario, prints the figures as a table and writes them to test-reports/replicas.json.
// Exits 1 when a scenario fails.

const root = path.resolve(__dirname, '../..');

function table(results: ScenarioResult[]): string {
  const lines: string[] = [];
  for (const result of results) {
    lines.push(`${result.pass ? 'PASS' : 'FAIL'}  ${result.name}`);
    for (const [name, value] of Object.entries(result.figures)) lines.push(`        ${name.padEnd(50)} ${value}`);
    if (result.note) lines.push(`        note: ${result.note}`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const base = Number(process.env.REPLICAS_PORT_BASE ?? 17_000);
  if (!Number.isSafeInteger(base) || base < 1_024 || base > 65_000)
    throw new Error(`REPLICAS_PORT_BASE must be a port number (got '${process.env.REPLICAS_PORT_BASE}')`);
  const started = Date.now();
  const cluster = await startCluster(base);
  const startupMs = Date.now() - started;
  process.stdout.write(
    `cluster up in ${(startupMs / 1000).toFixed(1)} s (HAProxy ${cluster.url}, gateways ${cluster.gatewayUrls.join(' ')}, logs ${cluster.logDir})\n`,
  );
  const db = database(cluster.databaseUrl);
  const results: ScenarioResult[] = [];
  try {
    // REPLICAS_ONLY=killUnderLoad,rollingRestart runs a subset (while working on one).
    const only = (process.env.REPLICAS_ONLY ?? '').split(',').filter(Boolean);
    for (const scenario of SCENARIOS.filter((s) => !only.length || only.includes(s.name))) {
      const scenarioStart = Date.now();
      let result: ScenarioResult;
      try {
        result = await scenario({ cluster, sql: db.sql });
      } catch (error) {
        result = {
          name: scenario.name,
          pass: false,
          figures: {},
          note: String((error as Error)?.stack ?? error).slice(0, 500),
        };
      }
      result.figures['scenario time (s)'] = ((Date.now() - scenarioStart) / 1000).toFixed(1);
      results.push(result);
      process.stdout.write(`${table([result])}\n`);
    }
  } finally {
    await db.close();
    await cluster.close();
  }
  const totalMs = Date.now() - started;
  const passed = results.every((result) => result.pass);
  const reports = path.join(root, 'test-reports');
  fs.mkdirSync(reports, { recursive: true });
  fs.writeFileSync(
    path.join(reports, 'replicas.json'),
    `${JSON.stringify({ passed, startupMs, totalMs, scenarios: results }, null, 2)}\n`,
  );
  process.stdout.write(
    `\n=== replica test: ${results.filter((r) => r.pass).length} of ${results.length} scenarios passed in ${(totalMs / 1000).toFixed(1)} s\n${table(results)}\n`,
  );
  process.exit(passed ? 0 : 1);
}

main().catch((error: unknown) => {
  process.stderr.write(`replica test failed to run: ${String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
