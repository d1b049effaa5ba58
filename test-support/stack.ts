import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { listen } from '../packages/server-kit/src';
import { createApp as createCatalog } from '../subgraphs/catalog/src/app';
import { createApp as createCommerce } from '../subgraphs/commerce/src/app';
import { createApp as createSupport } from '../subgraphs/support/src/app';
import { createGatewayApp } from '../gateway/src/app';
import { loadConfig } from '../gateway/src/config';
import { testDatabaseUrl } from './db';

export interface Stack {
  url: string;
  /** Every gateway replica (the first is `url`); all share the database, as behind a load balancer. */
  urls: string[];
  /** The database all pieces share (one schema each). */
  databaseUrl: string;
  /** Where the support subgraph stores ticket attachments (a fresh temporary folder). */
  attachmentsDir: string;
  close(): Promise<void>;
}

async function serve(app: Parameters<typeof listen>[0]): Promise<{ server: Server; url: string }> {
  const server = await listen(app, 0);
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export interface StackOptions {
  gatewayReplicas?: number;
  /**
   * Gateway configuration on top of the defaults (README "Configuration"). The throttles are off
   * unless this sets `RATE_LIMITS: 'on'`: tests are crowds from one address, which is exactly
   * what the per-address throttles refuse; `security/throttles.test.ts` turns them on.
   */
  gatewayEnv?: Record<string, string>;
}

/** The real shop in-process: three subgraphs and the gateway, each on its own port and database. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const databaseUrl = testDatabaseUrl('stack');
  const catalog = await createCatalog({ databaseUrl, seedDemo: true });
  const catalogServer = await serve(catalog.app);
  const commerce = await createCommerce({
    databaseUrl,
    catalogUrl: `${catalogServer.url}/graphql`,
    seedDemo: true,
    adminEmail: 'admin@shop.test',
    adminPassword: 'admin-password-1',
    startOutboxWorker: false,
  });
  const commerceServer = await serve(commerce.app);
  const attachmentsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-attachments-'));
  const support = await createSupport({ databaseUrl, seedDemo: true, commerceUrl: `${commerceServer.url}/graphql`, attachmentsDir });
  const supportServer = await serve(support.app);
  const config = loadConfig({
    RATE_LIMITS: 'off',
    ...options.gatewayEnv,
    DATABASE_URL: databaseUrl,
    CATALOG_URL: `${catalogServer.url}/graphql`,
    COMMERCE_URL: `${commerceServer.url}/graphql`,
    SUPPORT_URL: `${supportServer.url}/graphql`,
    SERVE_STATIC: 'false',
  });
  const gateways = [];
  for (let i = 0; i < (options.gatewayReplicas ?? 1); i += 1) gateways.push(await createGatewayApp(config));
  const gatewayServers = await Promise.all(gateways.map((gateway) => serve(gateway.app)));
  return {
    url: gatewayServers[0].url,
    urls: gatewayServers.map(({ url }) => url),
    databaseUrl,
    attachmentsDir,
    async close() {
      for (const { server } of [...gatewayServers, catalogServer, commerceServer, supportServer]) server.close();
      await Promise.all(gateways.map((gateway) => gateway.close()));
      await Promise.all([catalog.close(), commerce.close(), support.close()]);
    },
  };
}

/** A cookie-keeping HTTP client that follows the spec's anti-forgery convention. */
export class ApiClient {
  private cookies = new Map<string, string>();

  /** `headers` go with every request (e.g. `x-forwarded-for` to act from another address behind `TRUST_PROXY`). */
  constructor(
    private readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

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
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
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

  /** A multipart/form-data request (file uploads), with the anti-forgery token. */
  async form(method: string, path: string, form: FormData): Promise<{ status: number; body: any }> {
    if (!this.cookies.has('csrf-token')) await this.request('GET', '/api/csrf-token');
    const headers: Record<string, string> = {
      ...this.headers,
      accept: 'application/json',
      'x-csrf-token': decodeURIComponent(this.cookies.get('csrf-token') ?? ''),
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: form });
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
