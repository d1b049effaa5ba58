import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { fileForm } from '../test-support/attachments';
import { ReplicaProcess } from '../test-support/replica-process';
import { ApiClient, type Stack } from '../test-support/stack';
import { figure } from './figure';
import { type Customer, type Shop, signUp, startShop } from '../test-support/shop';

// Files that cannot starve the shop (issue 30, item 4): 60 parallel 5 MB uploads and 80 parallel
// downloads keep the gateway and support under their Kubernetes memory limits. Both run in
// processes of their own (support: `killable`, the gateway: a replica process) so that their
// peak resident memory (`VmHWM` in /proc/<pid>/status) is theirs alone.
jest.setTimeout(600_000);

const MB = 1024 * 1024;
const FILE_BYTES = 5 * MB - 4096;
const UPLOADS = 60;
const DOWNLOADS = 80;

/** A deployment's memory limit from deploy/kubernetes/base/<piece>/deployment.yaml, in bytes. */
function memoryLimit(piece: 'gateway' | 'support'): number {
  const file = path.resolve(__dirname, '..', 'deploy/kubernetes/base', piece, 'deployment.yaml');
  const [document] = parseAllDocuments(fs.readFileSync(file, 'utf8')).map((doc) => doc.toJS());
  const limit: string = document.spec.template.spec.containers[0].resources.limits.memory;
  const match = /^(\d+)(Mi|Gi)$/.exec(limit);
  if (!match) throw new Error(`unexpected memory limit ${limit} in ${file}`);
  return Number(match[1]) * (match[2] === 'Gi' ? 1024 * MB : MB);
}

/** Peak resident memory of a process since it started (`VmHWM`), in bytes. */
function peakRss(pid: number): number {
  const line = /^VmHWM:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`no VmHWM for process ${pid}`);
  return Number(line[1]) * 1024;
}

const mb = (bytes: number) => `${Math.round(bytes / MB)} MiB`;
const digest = (bytes: Buffer | ArrayBuffer) =>
  createHash('sha256')
    .update(Buffer.from(bytes as ArrayBuffer))
    .digest('hex');

describe('file transfer memory', () => {
  let shop: Shop;
  let stack: Stack;
  let gateway: ReplicaProcess;
  let customers: Customer[];

  beforeAll(async () => {
    shop = await startShop({
      killable: ['support'],
      // 60 files of 5 MB from 10 customers: past the default 50 MB each, so the quota is raised here.
      support: { quota: { perCustomerBytes: 1024 * MB, totalBytes: 4096 * MB } },
    });
    stack = shop.stack;
    gateway = await ReplicaProcess.start('gateway', {
      DATABASE_URL: stack.databaseUrl,
      CATALOG_URL: stack.subgraphUrls.catalog,
      COMMERCE_URL: stack.subgraphUrls.commerce,
      SUPPORT_URL: stack.subgraphUrls.support,
      SESSION_SECRET: process.env.SESSION_SECRET ?? '',
      RATE_LIMITS: 'off',
      SERVE_STATIC: 'false',
    });
    customers = await signUp(gateway.url, 'memory', 10);
  });

  afterAll(async () => {
    await gateway?.close();
    await shop?.close();
  });

  it('60 parallel 5 MB uploads and 80 parallel downloads stay under the gateway and support memory limits', async () => {
    const supportPid = stack.processes.support!.pid!;
    const gatewayPid = gateway.pid!;
    const tickets = await Promise.all(
      customers.map(async (customer) => {
        const created = await customer.client.post('/api/tickets', { subject: 'Screens', message: 'Files follow.' });
        expect(created.status).toBe(201);
        return created.body.id as number;
      }),
    );
    const files = Array.from({ length: UPLOADS }, () => randomBytes(FILE_BYTES));
    for (const file of files) Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(file);
    const before = { gateway: peakRss(gatewayPid), support: peakRss(supportPid) };

    const uploaded = await Promise.all(
      files.map(async (content, i) => {
        const customer = customers[i % customers.length];
        const answer = await customer.client.form(
          'POST',
          `/api/tickets/${tickets[i % customers.length]}/messages`,
          fileForm({ message: `file ${i}` }, { name: `shot-${i}.png`, content }),
        );
        expect({ i, status: answer.status }).toEqual({ i, status: 201 });
        return { customer, id: answer.body.attachments[0].id as number, sha: digest(content) };
      }),
    );
    files.length = 0;

    const downloads = await Promise.all(
      Array.from({ length: DOWNLOADS }, async (_, i) => {
        const file = uploaded[i % uploaded.length];
        const response = await (file.customer.client as ApiClient).raw(`/api/tickets/attachments/${file.id}`);
        expect(response.status).toBe(200);
        return digest(await response.arrayBuffer()) === file.sha;
      }),
    );
    expect(downloads.every(Boolean)).toBe(true);

    const after = { gateway: peakRss(gatewayPid), support: peakRss(supportPid) };
    const limits = { gateway: memoryLimit('gateway'), support: memoryLimit('support') };
    figure(
      'files: peak RSS under 60 parallel 5 MB uploads and 80 parallel downloads (gateway / support; limits)',
      `${mb(after.gateway)} / ${mb(after.support)} (before ${mb(before.gateway)} / ${mb(before.support)}; limits ${mb(limits.gateway)} / ${mb(limits.support)})`,
    );
    expect(after.gateway).toBeLessThan(limits.gateway);
    expect(after.support).toBeLessThan(limits.support);
  });
});
