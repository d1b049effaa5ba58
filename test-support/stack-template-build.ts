// Builds the run's stack template (stack-template.ts) in a process of its own, started by
// global-setup.mjs through ts-child.cjs: one default stack started on the empty database
// TEST_STACK_TEMPLATE_BUILD and closed. Prints the template's description (JSON) as its last line.
import '../test-support/quiet-logs';
import '../test-support/test-secrets';
import { passwordHashCost } from './password-hash';
import { startStackOn } from './stack';
import type { StackTemplate } from './stack-template';

async function build(): Promise<StackTemplate> {
  const server = process.env.TEST_DATABASE_SERVER_URL;
  const database = process.env.TEST_STACK_TEMPLATE_BUILD;
  const credentialsKey = process.env.CREDENTIALS_KEY;
  if (!server || !database || !credentialsKey || credentialsKey !== process.env.TEST_CREDENTIALS_KEY)
    throw new Error('TEST_DATABASE_SERVER_URL, TEST_STACK_TEMPLATE_BUILD and TEST_CREDENTIALS_KEY must be set');
  const stack = await startStackOn(`${server}/${database}`);
  await stack.close();
  return { database, credentialsKey, passwordHash: JSON.stringify(passwordHashCost()) };
}

build()
  .then((template) => {
    process.stdout.write(`\n${JSON.stringify(template)}\n`);
    process.exit(0);
  })
  .catch((error: unknown) => {
    process.stderr.write(`the stack template was not built: ${String((error as Error)?.stack ?? error)}\n`);
    process.exit(1);
  });
