import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { listen, type Metrics, type SubgraphName } from '../packages/server-kit/src';
import { createApp as createCatalog } from '../subgraphs/catalog/src/app';
import { createApp as createCommerce, type CommerceAppOptions } from '../subgraphs/commerce/src/app';
import { passwordHashCost } from './password-hash';
import { createApp as createSupport, type SupportAppOptions } from '../subgraphs/support/src/app';
import { createGatewayApp } from '../gateway/src/app';
import type { ResponseCache } from '../gateway/src/cache/response-cache';
import { loadConfig } from '../gateway/src/config';
import { storedAttachments } from './attachments';
import { applyDatabaseRoles, testDatabaseUrl } from './db';
import { createFromTemplate, usesTemplate } from './stack-template';
import { SubgraphProcess } from './subgraph-process';
import { ReplicaProcess } from './replica-process';

export interface Stack {
  url: string;
  /** Every gateway replica (the first is `url`); all share the database, as behind a load balancer. */
  urls: string[];
  /** The database all pieces share (one schema each), as its owner. */
  databaseUrl: string;
  /** With `databaseRoles`: each service's own connection URL (role `shop_<service>`). */
  databaseRoleUrls?: Record<'catalog' | 'commerce' | 'support' | 'gateway', string>;
  /** The ticket attachments support's store holds (PostgreSQL, support's schema), by storage key. */
  storedAttachments(): Promise<Map<string, Buffer>>;
  /** Each subgraph's own /graphql URL, to reach it directly as an attacker inside the network would. */
  subgraphUrls: Record<SubgraphName, string>;
  /** Where commerce writes sent e-mails as `.eml` files (a fresh temporary folder). */
  mailDir: string;
  /** Sends commerce's queued e-mails now (the stack runs no background outbox worker; in-process commerce only). */
  sendMail(): Promise<{ sent: number; failed: number }>;
  /** Attempts commerce's due webhook deliveries now (the stack runs no background webhook worker; in-process commerce only). */
  sendWebhooks(): Promise<{ delivered: number; failed: number }>;
  /** Runs support's sweep of unused staged and claim files now, as of `now` (in-process support only). */
  sweepFiles(now?: Date): Promise<{ staged: number; claimFiles: number }>;
  /** The subgraphs started as killable child processes (`StackOptions.killable`). */
  processes: Partial<Record<SubgraphName, SubgraphProcess>>;
  /** Each gateway replica's response cache (null with `RESPONSE_CACHE=off`; none with `gatewayProcess`), to read its size. */
  caches: Array<ResponseCache | null>;
  /** The Prometheus registries of the gateway replicas and of the in-process subgraphs. */
  metrics: { gateways: Metrics[]; catalog?: Metrics; commerce?: Metrics; support?: Metrics };
  close(): Promise<void>;
}

async function serve(app: Parameters<typeof listen>[0]): Promise<{ server: Server; url: string }> {
  const server = await listen(app, 0);
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export interface StackOptions {
  gatewayReplicas?: number;
  /** Subgraphs run in child processes that the test can kill and start again (`stack.processes`). */
  killable?: SubgraphName[];
  /**
   * The gateway runs in a child process of its own (test-support/replica-child.ts) instead of the
   * test's, as in production (with `killable` for all three, every piece is a process: the tracing test).
   */
  gatewayProcess?: boolean;
  /** Each line the child processes (killable subgraphs, `gatewayProcess`) write, with the piece's name. */
  processOutput?: (piece: string, line: string) => void;
  /** A PostgreSQL server URL (no database) of the test's own, instead of the jest run's. */
  databaseServerUrl?: string;
  /**
   * Puts something between the gateway and a subgraph (e.g. a proxy playing a compromised
   * subgraph): given the subgraph's name and URL, answers the URL the gateway should call.
   */
  gatewayRoute?: (subgraph: SubgraphName, url: string) => Promise<string> | string;
  /** Options for commerce beyond the defaults (payments, say). */
  commerce?: Partial<CommerceAppOptions>;
  /** Options for support beyond the defaults (its storage quota, say). */
  support?: Partial<SupportAppOptions>;
  /**
   * Gateway configuration on top of the defaults (docs/configuration.md). The throttles are off
   * unless this sets `RATE_LIMITS: 'on'`: tests are crowds from one address, which is exactly
   * what the per-address throttles refuse; `security/throttles.test.ts` turns them on.
   */
  gatewayEnv?: Record<string, string>;
  /**
   * Each subgraph and the gateway connect with their own database role (deploy/postgres/init-roles.sql,
   * as docker-compose runs them), migrations included; `databaseUrl` stays the owner's.
   */
  databaseRoles?: boolean;
}

type Running<T> = { url: string; app?: T; close(): Promise<void> };

/** One subgraph, in this process or (killable) in a child process, serving at `url`. */
async function startSubgraph<T extends { app: Parameters<typeof listen>[0]; close(): Promise<void> }>(
  name: SubgraphName,
  options: Record<string, unknown>,
  killable: boolean,
  create: () => Promise<T>,
  processes: Partial<Record<SubgraphName, SubgraphProcess>>,
  output?: (piece: string, line: string) => void,
): Promise<Running<T>> {
  if (killable) {
    const child = await SubgraphProcess.start(name, options, output && ((line) => output(name, line)));
    processes[name] = child;
    return { url: child.url, close: () => child.close() };
  }
  const served = await create();
  const { server, url } = await serve(served.app);
  return {
    url,
    app: served,
    async close() {
      server.close();
      await served.close();
    },
  };
}

/** The real shop in-process: three subgraphs and the gateway, each on its own port and database. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const databaseUrl = testDatabaseUrl('stack', options.databaseServerUrl);
  // A copy of the run's template (stack-template.ts): the start finds its migrations run and its seeds in place.
  if (usesTemplate(options)) await createFromTemplate(databaseUrl);
  return startStackOn(databaseUrl, options);
}

/** `startStack` on the database of `databaseUrl` (created and migrated here when it is empty). */
export async function startStackOn(databaseUrl: string, options: StackOptions = {}): Promise<Stack> {
  const roleUrls = options.databaseRoles ? await applyDatabaseRoles(databaseUrl) : null;
  const urlOf = (service: 'catalog' | 'commerce' | 'support' | 'gateway') => roleUrls?.[service] ?? databaseUrl;
  const killable = new Set(options.killable ?? []);
  const processes: Partial<Record<SubgraphName, SubgraphProcess>> = {};
  const catalogOptions = { databaseUrl: urlOf('catalog'), seedDemo: true };
  const catalog = await startSubgraph(
    'catalog',
    catalogOptions,
    killable.has('catalog'),
    () => createCatalog(catalogOptions),
    processes,
    options.processOutput,
  );
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-mail-'));
  const commerceOptions = {
    databaseUrl: urlOf('commerce'),
    mailDir,
    catalogUrl: `${catalog.url}/graphql`,
    seedDemo: true,
    adminEmail: 'admin@shop.test',
    adminPassword: 'admin-password-1',
    startOutboxWorker: false,
    startWebhookWorker: false,
    // The tests choose the free test provider explicitly (it prints its banner once).
    payments: { provider: 'test' as const, limitsOff: process.env.RATE_LIMITS === 'off' },
    // argon2id's cost as the configuration schema reads it (test-secrets.js lowers it for tests).
    passwordHash: passwordHashCost(),
    // Tests sign the seeded admin in many times; the staff second-factor tests set their own grace.
    staffSecondFactorGrace: 1_000_000,
    ...options.commerce,
  };
  const commerce = await startSubgraph(
    'commerce',
    commerceOptions,
    killable.has('commerce'),
    () => createCommerce(commerceOptions),
    processes,
    options.processOutput,
  );
  const supportOptions = {
    databaseUrl: urlOf('support'),
    seedDemo: true,
    commerceUrl: `${commerce.url}/graphql`,
    // The tests run the sweep themselves (`sweepFiles`).
    sweepIntervalMs: 0,
    ...options.support,
  };
  const support = await startSubgraph(
    'support',
    supportOptions,
    killable.has('support'),
    () => createSupport(supportOptions),
    processes,
    options.processOutput,
  );
  const subgraphUrls = {
    catalog: `${catalog.url}/graphql`,
    commerce: `${commerce.url}/graphql`,
    support: `${support.url}/graphql`,
  };
  const route = options.gatewayRoute ?? ((_name: SubgraphName, url: string) => url);
  const gatewayEnv: Record<string, string | undefined> = {
    RATE_LIMITS: 'off',
    // No built microfrontends to host, unless a test gives a STATIC_ROOT of its own.
    SERVE_STATIC: 'false',
    // `npm run test:parity` runs the public-read tests on the federated reference path.
    ...(process.env.PUBLIC_READS ? { PUBLIC_READS: process.env.PUBLIC_READS } : {}),
    ...options.gatewayEnv,
    DATABASE_URL: urlOf('gateway'),
    CATALOG_URL: await route('catalog', subgraphUrls.catalog),
    COMMERCE_URL: await route('commerce', subgraphUrls.commerce),
    SUPPORT_URL: await route('support', subgraphUrls.support),
    SESSION_SECRET: process.env.SESSION_SECRET,
  };
  const gateways = [];
  const gatewayServers: Array<{ url: string; close(): Promise<void> | void }> = [];
  if (options.gatewayProcess) {
    const output = options.processOutput;
    const child = await ReplicaProcess.start('gateway', gatewayEnv, {}, output && ((line) => output('gateway', line)));
    gatewayServers.push({ url: child.url, close: () => child.close() });
  } else {
    const config = loadConfig(gatewayEnv);
    for (let i = 0; i < (options.gatewayReplicas ?? 1); i += 1) gateways.push(await createGatewayApp(config));
    for (const { server, url } of await Promise.all(gateways.map((gateway) => serve(gateway.app))))
      gatewayServers.push({ url, close: () => void server.close() });
  }
  return {
    url: gatewayServers[0].url,
    urls: gatewayServers.map(({ url }) => url),
    databaseUrl,
    databaseRoleUrls: roleUrls ?? undefined,
    storedAttachments: () => storedAttachments(databaseUrl),
    subgraphUrls,
    mailDir,
    sendMail: () => {
      if (!commerce.app) throw new Error('sendMail needs commerce in this process (not killable)');
      return commerce.app.outbox.runOnce();
    },
    sendWebhooks: () => {
      if (!commerce.app) throw new Error('sendWebhooks needs commerce in this process (not killable)');
      return commerce.app.webhooks.runOnce();
    },
    sweepFiles: (now) => {
      if (!support.app) throw new Error('sweepFiles needs support in this process (not killable)');
      return support.app.sweep.runOnce(now);
    },
    processes,
    caches: gateways.map((gateway) => gateway.cache),
    metrics: {
      gateways: gateways.map((gateway) => gateway.metrics),
      catalog: catalog.app?.metrics,
      commerce: commerce.app?.metrics,
      support: support.app?.metrics,
    },
    async close() {
      await Promise.all(gatewayServers.map((server) => server.close()));
      await Promise.all(gateways.map((gateway) => gateway.close()));
      await Promise.all([catalog.close(), commerce.close(), support.close()]);
    },
  };
}

/** A cookie-keeping HTTP client that follows the spec's anti-forgery convention. */
export class ApiClient {
  /** `headers` go with every request (e.g. `x-forwarded-for` to act from another address behind `TRUST_PROXY`). */
  constructor(
    private readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
    private readonly cookies = new Map<string, string>(),
  ) {}

  /** The same browser (one cookie jar) talking to another server, e.g. a second gateway replica. */
  at(baseUrl: string): ApiClient {
    return new ApiClient(baseUrl, this.headers, this.cookies);
  }

  private remember(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(header) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: any; headers: Headers }> {
    const headers: Record<string, string> = { accept: 'application/json', ...this.headers, ...options.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET' && options.csrf !== false) {
      if (!this.cookies.has('csrf-token')) await this.request('GET', '/api/csrf-token');
      headers['x-csrf-token'] = decodeURIComponent(this.cookies.get('csrf-token') ?? '');
    }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.remember(response);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  get(path: string) {
    return this.request('GET', path);
  }

  post(path: string, body?: unknown, options?: { csrf?: boolean }) {
    return this.request('POST', path, body ?? {}, options);
  }

  put(path: string, body?: unknown) {
    return this.request('PUT', path, body ?? {});
  }

  /**
   * A multipart/form-data request (file uploads), with the anti-forgery token: a FormData, or a
   * body built byte by byte (names a browser would never send) with its content type.
   */
  async form(
    method: string,
    path: string,
    form: FormData | { body: Buffer; contentType: string },
  ): Promise<{ status: number; body: any }> {
    if (!this.cookies.has('csrf-token')) await this.request('GET', '/api/csrf-token');
    const headers: Record<string, string> = {
      ...this.headers,
      accept: 'application/json',
      'x-csrf-token': decodeURIComponent(this.cookies.get('csrf-token') ?? ''),
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    if (!(form instanceof FormData)) headers['content-type'] = form.contentType;
    const body = form instanceof FormData ? form : new Uint8Array(form.body);
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    this.remember(response);
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) };
    } catch {
      return { status: response.status, body: text };
    }
  }

  /** A GET whose raw response (headers and bytes) the test inspects. */
  async raw(path: string): Promise<Response> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return fetch(`${this.baseUrl}${path}`, { headers: cookie ? { ...this.headers, cookie } : this.headers });
  }
}
