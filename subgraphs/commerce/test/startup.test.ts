import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { listen } from '@shop/server-kit';
import { demoProducts } from '@shop/shared/demo';
import { createApp } from '../src/app';
import { testDatabaseUrl } from '../../../test-support/db';
import { identityHeaders } from '../../../test-support/identity';

describe('commerce start-up', () => {
  const databaseUrl = testDatabaseUrl('commerce_startup');
  const options = {
    databaseUrl,
    catalogUrl: 'http://127.0.0.1:1/graphql',
    seedDemo: true,
    adminEmail: 'Boss@Shop.test',
    mailDir: mkdtempSync(path.join(tmpdir(), 'commerce-startup-mail-')),
    adminPasswordFile: path.join(mkdtempSync(path.join(tmpdir(), 'commerce-startup-data-')), 'admin-password.txt'),
    startOutboxWorker: true,
    payments: { provider: 'test' as const },
  };

  async function start() {
    const printed: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    try {
      const app = await createApp(options);
      return { app, printed };
    } finally {
      write.mockRestore();
    }
  }

  const countUnits = async (em: EntityManager) =>
    (await em.execute<{ n: number }[]>('select count(*)::int as n from commerce.inventory_unit'))[0].n;

  it('creates the admin once with a generated password in a file only its owner reads (never in the log), and seeds the demo units once', async () => {
    const first = await start();
    const lines = first.printed.filter((line) => line.startsWith('Admin account created'));
    expect(lines).toEqual([
      `Admin account created: boss@shop.test; its generated password is in ${options.adminPasswordFile} (readable only by its owner)\n`,
    ]);
    expect(statSync(options.adminPasswordFile).mode & 0o777).toBe(0o600);
    const [email, password] = readFileSync(options.adminPasswordFile, 'utf8').trim().split('\n');
    expect(email).toBe('boss@shop.test');
    expect(password).toMatch(/^\S{12,}$/);
    expect(first.printed.join('')).not.toContain(password);

    const expectedUnits = demoProducts().reduce((sum, product) => sum + product.units.length, 0);
    expect(await countUnits(first.app.orm.em.fork() as EntityManager)).toBe(expectedUnits);
    const manual = demoProducts().filter((product) => product.manualStock);
    expect(manual.length).toBeGreaterThan(0);
    const counters = await (first.app.orm.em.fork() as EntityManager).execute(
      'select product_id, quantity from commerce.manual_stock order by product_id',
    );
    expect(counters).toEqual(manual.map((product) => ({ product_id: product.id, quantity: product.manualStock })));

    const server: Server = await listen(first.app.app, 0);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    const login = await fetch(url, {
      method: 'POST',
      headers: identityHeaders('commerce'),
      body: JSON.stringify({
        query: 'mutation($i: LoginInput!){ login(input:$i){ username isAdmin status balance } }',
        variables: { i: { email: 'boss@shop.test', password } },
      }),
    }).then((response) => response.json() as Promise<{ data: { login: unknown } }>);
    expect(login.data.login).toEqual({ username: 'admin', isAdmin: true, status: 'Active', balance: '0.00' });
    server.close();
    await first.app.close();

    const second = await start();
    expect(second.printed.filter((line) => line.includes('Admin account created'))).toEqual([]);
    expect(await countUnits(second.app.orm.em.fork() as EntityManager)).toBe(expectedUnits);
    const admins = await (second.app.orm.em.fork() as EntityManager).execute(
      'select username from commerce."user" where is_admin',
    );
    expect(admins).toEqual([{ username: 'admin' }]);
    await second.app.close();
  });
});
