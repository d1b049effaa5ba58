// The release registry's REST answers for the releases components' tests (releases-tab,
// deploy-tokens): a jest fetch that answers by route, and the session it runs in.

export type RouteAnswers = Record<string, Array<[status: number, body: unknown]>>;

/** One request the component made: its route, its JSON body and its anti-forgery header. */
export interface Call {
  route: string;
  body?: unknown;
  csrf?: string;
}

/**
 * Replaces fetch: `METHOD path` → answers in turn (the last repeats), any other route a 404.
 * Answers the list of calls, each recorded as it is made.
 */
export function serve(routes: RouteAnswers): Call[] {
  const calls: Call[] = [];
  const counts = new Map<string, number>();
  global.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${url}`;
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({
      route,
      ...(init.body ? { body: JSON.parse(String(init.body)) as unknown } : {}),
      ...(headers['x-csrf-token'] ? { csrf: headers['x-csrf-token'] } : {}),
    });
    const answers = routes[route];
    if (!answers) return Promise.resolve({ ok: false, status: 404, json: async () => ({ message: 'Not found' }) });
    const count = counts.get(route) ?? 0;
    counts.set(route, count + 1);
    const [status, body] = answers[Math.min(count, answers.length - 1)]!;
    return Promise.resolve({ ok: status < 400, status, json: async () => body });
  }) as unknown as typeof fetch;
  return calls;
}

/** The anti-forgery token the signed-in admin's cookie holds in these tests. */
export const CSRF = 'tok-1';

/** Call in a describe: the admin's anti-forgery cookie before each test, the real fetch back after it. */
export function signedInWithServedFetch() {
  const realFetch = global.fetch;
  beforeEach(() => {
    document.cookie = `csrf-token=${CSRF}; path=/`;
  });
  afterEach(() => {
    global.fetch = realFetch;
  });
}
