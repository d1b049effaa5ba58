import { Client } from 'pg';
import { runMigrations } from '@shop/server-kit';
import { commerceOrmOptions } from '../src/mikro-orm.config';
import { testDatabaseUrl } from '../../../test-support/db';
import { ReplicaProcess } from '../../../test-support/replica-process';
import { startSmtpSink } from '../../../test-support/smtp-sink';

// Two commerce replicas (two processes, one database), each running its outbox worker, sending
// through one SMTP server: every queued e-mail is delivered exactly once. The server answers
// slowly, so both workers are mid-batch at the same time and would take the same rows unless
// the claim (FOR UPDATE SKIP LOCKED) kept them apart.
jest.setTimeout(180_000);

const QUEUED = 120;

describe('the e-mail outbox with two commerce replicas', () => {
  const databaseUrl = testDatabaseUrl('outbox_replicas');
  const replicas: ReplicaProcess[] = [];
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let db: Client;

  beforeAll(async () => {
    sink = await startSmtpSink({ delayMs: 40 });
    await runMigrations(commerceOrmOptions(databaseUrl));
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
    await db.end();
    await sink.close();
  });

  it('delivers each queued e-mail once', async () => {
    await db.query(
      `insert into commerce.email_outbox (to_address, subject, body) select 'buyer' || n || '@example.test', 'Outbox message ' || n, 'Hello ' || n from generate_series(1, $1) as n`,
      [QUEUED],
    );
    const options = {
      databaseUrl,
      catalogUrl: 'http://127.0.0.1:9/graphql',
      seedDemo: false,
      smtpUrl: sink.url,
      startOutboxWorker: true,
      payments: { provider: 'test' },
    };
    replicas.push(
      ...(await Promise.all([ReplicaProcess.start('commerce', options), ReplicaProcess.start('commerce', options)])),
    );

    const deadline = Date.now() + 120_000;
    let pending = QUEUED;
    while (pending > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      pending = (
        await db.query<{ n: number }>(`select count(*)::int as n from commerce.email_outbox where status <> 'sent'`)
      ).rows[0].n;
    }
    expect(pending).toBe(0);
    // A duplicate would arrive after the row was marked sent elsewhere: give a late one time to land.
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    const deliveries = new Map<string, number>();
    for (const message of sink.messages) deliveries.set(message.subject, (deliveries.get(message.subject) ?? 0) + 1);
    const twice = [...deliveries].filter(([, count]) => count > 1).map(([subject]) => subject);
    expect(twice).toEqual([]);
    expect(sink.messages).toHaveLength(QUEUED);
    expect(new Set(sink.messages.map((message) => message.to.join(',')))).toEqual(
      new Set(Array.from({ length: QUEUED }, (_, i) => `<buyer${i + 1}@example.test>`)),
    );
  });
});
