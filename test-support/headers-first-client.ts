import http from 'node:http';

/**
 * A client that behaves like a browser page right after sign-in: it takes the session cookie the
 * moment the answer's headers arrive and fires its next requests (the anti-forgery token
 * refresh, the session query) before the body has been read. Used by the session-race test and
 * the security battery; `sendHeadersOnly` sends a request's headers without its declared body
 * (the file routes must answer a guest from the headers alone).
 */
export type Jar = Map<string, string>;

export const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function cookieHeader(jar: Jar): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

function takeCookies(jar: Jar, headers: http.IncomingHttpHeaders): void {
  for (const header of headers['set-cookie'] ?? []) {
    const [pair] = header.split(';');
    const index = pair.indexOf('=');
    const value = pair.slice(index + 1);
    if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) jar.delete(pair.slice(0, index));
    else jar.set(pair.slice(0, index), value);
  }
}

/**
 * Sends a request and resolves as soon as the response headers are in, with the cookies taken
 * into the jar; `body` reads the rest later (or never, for the caller that does not wait).
 */
export function send(base: string, jar: Jar, method: string, path: string, payload?: unknown) {
  return new Promise<{ status: number; body: () => Promise<any> }>((resolve, reject) => {
    const data = payload === undefined ? undefined : Buffer.from(JSON.stringify(payload));
    const headers: Record<string, string> = { accept: 'application/json', cookie: cookieHeader(jar) };
    if (data) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(data.length);
    }
    const csrf = jar.get('csrf-token');
    if (method !== 'GET' && csrf) headers['x-csrf-token'] = decodeURIComponent(csrf);
    const request = http.request(`${base}${path}`, { method, headers, agent }, (response) => {
      takeCookies(jar, response.headers);
      const chunks: Buffer[] = [];
      const ended = new Promise<any>((done) => {
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            done(JSON.parse(text));
          } catch {
            done(text);
          }
        });
      });
      resolve({ status: response.statusCode ?? 0, body: () => ended });
    });
    request.on('error', reject);
    request.end(data);
  });
}

/** Signs up or in, then at once (headers only) refreshes the token and asks who is signed in. */
export async function signAndFollow(urls: string[], mode: 'register' | 'login', name: string): Promise<string | null> {
  // The sign-in goes to one replica and the follow-ups to the next, as a load balancer may send them.
  const [base, next] = [urls[0], urls[urls.length - 1]];
  const jar: Jar = new Map();
  await (await send(base, jar, 'GET', '/api/csrf-token')).body();
  const payload =
    mode === 'register'
      ? { username: name, email: `${name}@race.test`, password: 'race-pass-1' }
      : { email: `${name}@race.test`, password: 'race-pass-1' };
  const signed = await send(base, jar, 'POST', `/api/${mode}`, payload);
  if (signed.status >= 400) throw new Error(`${mode} ${name}: ${signed.status} ${JSON.stringify(await signed.body())}`);
  // The follow-ups leave before the sign-in body is read, exactly as a page's parallel requests do.
  const refresh = send(next, jar, 'GET', '/api/csrf-token');
  await (await refresh).body();
  const me = await send(next, jar, 'GET', '/api/user');
  const body = await me.body();
  await signed.body();
  return me.status === 200 ? (body as { username: string }).username : null;
}

/**
 * Sends only a request's headers, declaring a body of `declaredBytes` that is never sent, and
 * resolves with the answer: a server that answers has decided from the headers alone (a server
 * that reads the body first would wait for bytes that never come). `closed` tells whether the
 * server then closed the connection rather than keep waiting for the declared body.
 */
export function sendHeadersOnly(
  base: string,
  jar: Jar,
  method: string,
  path: string,
  headers: Record<string, string>,
  declaredBytes: number,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: any; closed: Promise<boolean> }> {
  return new Promise((resolve, reject) => {
    const all: Record<string, string> = {
      accept: 'application/json',
      cookie: cookieHeader(jar),
      'content-length': String(declaredBytes),
      ...headers,
    };
    const csrf = jar.get('csrf-token');
    if (csrf) all['x-csrf-token'] = decodeURIComponent(csrf);
    // A socket of its own (no keep-alive agent): whether the server closes it is part of the answer.
    const request = http.request(`${base}${path}`, { method, headers: all, agent: false });
    const closed = new Promise<boolean>((done) => request.once('close', () => done(true)));
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, closed });
        // The declared body is never sent: end the request from this side once the answer is in.
        request.destroy();
      });
    });
    request.once('error', (error) => {
      if (!request.destroyed) reject(error);
    });
    request.flushHeaders();
  });
}

/** A jar with an anonymous session and its anti-forgery token (`GET /api/csrf-token`), as a page has. */
export async function guestJar(base: string): Promise<Jar> {
  const jar: Jar = new Map();
  await (await send(base, jar, 'GET', '/api/csrf-token')).body();
  return jar;
}
