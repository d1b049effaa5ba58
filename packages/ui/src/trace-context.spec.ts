import { traceparent, tracedFetch } from './trace-context';

const W3C = /^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/;

describe('the browser\'s traceparent (W3C trace context, docs/operations.md "Traces")', () => {
  const calls: Array<[RequestInfo | URL, RequestInit | undefined]> = [];
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    calls.length = 0;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      calls.push([input, init]);
      return Promise.resolve(new Response('{}'));
    }) as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  it('is a new W3C header each time: version 00, trace id, parent id, sampled', () => {
    const made = Array.from({ length: 50 }, traceparent);
    for (const header of made) expect(header).toMatch(W3C);
    expect(new Set(made.map((header) => header.split('-')[1])).size).toBe(50);
  });

  it('goes on each same-origin request, beside its own headers, kept a record when given one', async () => {
    await tracedFetch('/graphql', { method: 'POST', headers: { 'x-csrf-token': 't' } });
    await tracedFetch('/api/orders');
    const [first, second] = calls.map(([, init]) => init?.headers as Record<string, string>);
    expect(first).toEqual({ 'x-csrf-token': 't', traceparent: expect.stringMatching(W3C) });
    expect(second.traceparent).toMatch(W3C);
    expect(second.traceparent).not.toBe(first.traceparent);
  });

  it("keeps a caller's own traceparent, and sends none to another origin (a CORS preflight there)", async () => {
    await tracedFetch('/api/orders', { headers: new Headers({ Traceparent: 'mine' }) });
    await tracedFetch('https://cdn.example.com/mf-manifest.json', { headers: { accept: 'application/json' } });
    expect((calls[0][1]?.headers as Headers).get('traceparent')).toBe('mine');
    expect(calls[1][1]?.headers).toEqual({ accept: 'application/json' });
  });
});
