/** A raw HTTP session for the battery's fuzzers: keeps cookies, echoes the anti-forgery token, sends any bytes. */
export interface RawAnswer {
  status: number;
  contentType: string;
  body: unknown;
}

export class RawSession {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  private remember(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(header) || value === '') this.cookies.delete(pair.slice(0, index));
      else this.cookies.set(pair.slice(0, index), value);
    }
  }

  /** Fetches a session and its anti-forgery token; with credentials, signs in (or signs up first). */
  async start(account?: { email: string; password: string; username?: string }): Promise<this> {
    await this.send('GET', '/api/csrf-token');
    if (!account) return this;
    const json = { 'content-type': 'application/json' };
    if (account.username) {
      const registered = await this.send('POST', '/api/register', JSON.stringify(account), json);
      if (registered.status !== 201)
        throw new Error(`sign-up failed: ${registered.status} ${JSON.stringify(registered.body)}`);
    }
    const login = await this.send(
      'POST',
      '/api/login',
      JSON.stringify({ email: account.email, password: account.password }),
      json,
    );
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
    return this;
  }

  async send(
    method: string,
    path: string,
    body?: string | Buffer | FormData,
    headers: Record<string, string> = {},
  ): Promise<RawAnswer> {
    const all: Record<string, string> = { accept: 'application/json', ...headers };
    const csrf = this.cookies.get('csrf-token');
    if (csrf) all['x-csrf-token'] = decodeURIComponent(csrf);
    if (this.cookies.size) all.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, { method, headers: all, body: body as BodyInit | undefined });
    } catch (error) {
      // An oversize upload may be answered (413) and the socket closed before all of it is sent.
      const cause = (error as { cause?: { code?: string } }).cause;
      if (cause?.code === 'UND_ERR_SOCKET' || cause?.code === 'EPIPE' || cause?.code === 'ECONNRESET') {
        return { status: 0, contentType: '', body: 'connection closed by the server' };
      }
      throw error;
    }
    this.remember(response);
    const contentType = response.headers.get('content-type') ?? '';
    const text = await response.text();
    let parsed: unknown = text;
    if (contentType.includes('json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON after all: keep the text
      }
    }
    return { status: response.status, contentType, body: parsed };
  }
}

/** Runs tasks with at most `width` in flight. */
export async function inParallel<T>(tasks: Array<() => Promise<T>>, width: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, tasks.length) }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]();
      }
    }),
  );
  return results;
}
