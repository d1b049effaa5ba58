import { STATUS_CODES } from 'node:http';
import { Agent, request } from 'undici';

/**
 * The calls between our own processes (gateway to subgraphs, commerce to catalog) on undici's
 * `request` over one keep-alive agent instead of the global `fetch`: fetch builds WHATWG
 * Request, Response, Headers and stream objects for each call, a large share of the gateway's CPU
 * (docs/performance.md, "The uncached read path"). An idle connection is
 * closed after 4 s, long before the servers' 65 s keep-alive (`listen`), so a socket the server
 * has just closed is never reused.
 */
const agent = new Agent({ keepAliveTimeout: 4_000, keepAliveMaxTimeout: 60_000 });

/** What Apollo's `RemoteGraphQLDataSource` and our service client read of a response. */
export interface LightResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
  json(): Promise<unknown>;
}

export interface LightRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** A POST (or any method) whose whole answer is read as text; fails as `fetch` fails when the peer is out of reach. */
export async function lightFetch(url: string, init: LightRequestInit = {}): Promise<LightResponse> {
  const answer = await request(url, {
    dispatcher: agent,
    method: (init.method ?? 'GET') as 'GET',
    headers: init.headers,
    body: init.body,
  });
  const text = await answer.body.text();
  const headers = answer.headers;
  return {
    ok: answer.statusCode >= 200 && answer.statusCode < 300,
    status: answer.statusCode,
    statusText: STATUS_CODES[answer.statusCode] ?? '',
    url,
    headers: {
      get(name: string) {
        const value = headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
    text: async () => text,
    json: async (): Promise<unknown> => JSON.parse(text) as unknown,
  };
}
