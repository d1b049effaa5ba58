import { spawn } from 'node:child_process';
import path from 'node:path';
import { Client } from 'pg';
import { catalogOrmOptions } from '../../../subgraphs/catalog/src/mikro-orm.config';
import { supportOrmOptions } from '../../../subgraphs/support/src/mikro-orm.config';
import { gatewayMigrationOptions } from '../../../gateway/src/db/migrate';
import { testDatabaseUrl } from '../../../test-support/db';
import { ReplicaProcess } from '../../../test-support/replica-process';

// The migrate command of a piece (`node <piece>/dist/migrate.js`, here its source run the same
// way) and MIGRATE_ON_START=false: a deployment migrates in a job, its replicas only check.
jest.setTimeout(180_000);

const root = path.resolve(__dirname, '../../..');

function migrate(script: string, databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'test-support/ts-child.cjs'), path.join(root, script)], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function migrationNames(databaseUrl: string, schema: string): Promise<string[]> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query<{ name: string }>(`select name from "${schema}".mikro_orm_migrations order by id`)).rows.map(
      (row) => row.name,
    );
  } finally {
    await db.end();
  }
}

describe('migrations run as a job', () => {
  const replicas: ReplicaProcess[] = [];
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
  });

  it("runs a schema's migrations and exits 0, and a second run finds nothing to do", async () => {
    const databaseUrl = testDatabaseUrl('migrate_command');
    const first = await migrate('subgraphs/catalog/src/migrate.ts', databaseUrl);
    expect(first.code).toBe(0);
    const names = catalogOrmOptions(databaseUrl).migrations.map((migration) => migration.name);
    expect(await migrationNames(databaseUrl, 'catalog')).toEqual(names);
    const second = await migrate('subgraphs/catalog/src/migrate.ts', databaseUrl);
    expect(second.code).toBe(0);
    expect(second.output).toContain('no pending migrations');
    expect(await migrationNames(databaseUrl, 'catalog')).toEqual(names);

    const gateway = await migrate('gateway/src/migrate.ts', databaseUrl);
    expect(gateway.code).toBe(0);
    expect(await migrationNames(databaseUrl, 'gateway')).toEqual(
      gatewayMigrationOptions(databaseUrl).migrations.map((migration) => migration.name),
    );
  });

  it('exits 1 with the reason when the database cannot be reached', async () => {
    const failed = await migrate('subgraphs/catalog/src/migrate.ts', 'postgres://nobody:wrong@127.0.0.1:1/none');
    expect(failed.code).toBe(1);
    expect(failed.output).toContain('migrations failed');
  });

  it('with MIGRATE_ON_START=false a replica refuses a schema that lacks a migration, and starts once the job ran', async () => {
    const databaseUrl = testDatabaseUrl('migrate_off');
    const off = { MIGRATE_ON_START: 'false' };
    const options = { databaseUrl, seedDemo: false, commerceUrl: 'http://127.0.0.1:9/graphql' };
    await expect(ReplicaProcess.start('support', options, off)).rejects.toThrow('exited with 1');
    const gatewayEnv = { DATABASE_URL: databaseUrl, SERVE_STATIC: 'false' };
    await expect(ReplicaProcess.start('gateway', gatewayEnv, off)).rejects.toThrow('exited with 1');

    expect((await migrate('subgraphs/support/src/migrate.ts', databaseUrl)).code).toBe(0);
    expect((await migrate('gateway/src/migrate.ts', databaseUrl)).code).toBe(0);
    replicas.push(await ReplicaProcess.start('support', options, off));
    replicas.push(await ReplicaProcess.start('gateway', gatewayEnv, off));
    for (const replica of replicas) expect((await fetch(`${replica.url}/health`)).status).toBe(200);
    expect(await migrationNames(databaseUrl, 'support')).toEqual(
      supportOrmOptions(databaseUrl).migrations.map((migration) => migration.name),
    );
  });
});
