// fetch for component tests of the REST calls (tickets' multipart forms, the deposit limits).

/** What fetch resolves to, as far as the client reads it (jsdom has no Response), after `delay` ms. */
export function answer(status: number, body: unknown, delay = 0) {
  return new Promise((resolve) =>
    setTimeout(() => resolve({ ok: status >= 200 && status < 300, status, json: async () => body }), delay),
  );
}

/** The REST routes of the forms: the anti-forgery token, then `answerOf(url)` for everything else. */
export const withCsrf = (answerOf: (url: string) => Promise<unknown>) => (url: string) =>
  url === '/api/csrf-token' ? answer(200, { token: 't-1' }) : answerOf(url);

/** Replaces fetch in each test of the file by a jest mock answering with `handler` (a test may change it). */
export function mockFetch(handler: (url: string) => Promise<unknown>): jest.Mock {
  const mock = jest.fn();
  const realFetch = global.fetch;
  beforeEach(() => {
    mock.mockReset();
    mock.mockImplementation(handler);
    global.fetch = mock as unknown as typeof fetch;
  });
  afterEach(() => {
    global.fetch = realFetch;
  });
  return mock;
}
