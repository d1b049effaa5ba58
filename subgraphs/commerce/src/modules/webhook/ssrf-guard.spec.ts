import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type dns from 'node:dns';
import { addressRefusal, checkWebhookUrl, guardedLookup, STRICT_GUARD, type WebhookGuardSettings } from './ssrf-guard';
import { MAX_RESPONSE_BYTES, sendWebhook } from './webhook-sender';

// The webhooks' SSRF guard (issue 37 item 5): what a URL may point at, when saved (checkWebhookUrl)
// and when a delivery connects (guardedLookup, sendWebhook), strict unless a test says otherwise.
const DEV: WebhookGuardSettings = { allowHttp: true, allowPrivate: false };
const OPERATOR_PRIVATE: WebhookGuardSettings = { allowHttp: true, allowPrivate: true };

async function refusal(url: string, settings = DEV): Promise<string | null> {
  try {
    await checkWebhookUrl(url, settings);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('addressRefusal', () => {
  it.each([
    ['127.0.0.1', /loopback/],
    ['10.1.2.3', /private/],
    ['172.16.0.1', /private/],
    ['192.168.1.1', /private/],
    ['100.64.0.1', /carrier-grade NAT/],
    ['169.254.169.254', /link-local.*169\.254\.169\.254/],
    ['0.0.0.0', /unspecified/],
    ['224.0.0.1', /multicast/],
    ['255.255.255.255', /broadcast/],
    ['240.0.0.1', /reserved/],
    ['::1', /loopback/],
    ['::', /unspecified/],
    ['fe80::1', /link-local/],
    ['fc00::1', /unique-local/],
    ['ff02::1', /multicast/],
    ['::ffff:127.0.0.1', /IPv4-mapped/],
    ['::ffff:8.8.8.8', /IPv4-mapped/],
    ['64:ff9b::7f00:1', /NAT64/],
    ['2002:7f00:1::', /6to4/],
    ['::7f00:1', /IPv4-compatible/],
    ['2001::1', /Teredo/],
  ])('refuses %s', (address, why) => {
    expect(addressRefusal(address, STRICT_GUARD)?.message).toMatch(why);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111'])('lets the public address %s through', (address) => {
    expect(addressRefusal(address, STRICT_GUARD)).toBeNull();
  });

  it("with the operator's allowPrivate: private and loopback pass, link-local and IPv4-embedding forms do not", () => {
    for (const ok of ['127.0.0.1', '10.0.0.1', '100.64.0.1', '::1', 'fd00::1'])
      expect(addressRefusal(ok, OPERATOR_PRIVATE)).toBeNull();
    for (const refused of ['169.254.169.254', '::ffff:127.0.0.1', '64:ff9b::a00:1', '224.0.0.1'])
      expect(addressRefusal(refused, OPERATOR_PRIVATE)).not.toBeNull();
  });

  it('refuses what is not a plain address rather than guess (inet_aton forms are never handed to it unnormalised)', () => {
    expect(addressRefusal('0x7f.1', STRICT_GUARD)?.message).toMatch(/not an IP address/);
  });
});

describe('checkWebhookUrl (when an endpoint is saved)', () => {
  it('wants https unless http is allowed', async () => {
    expect(await refusal('http://93.184.215.14/hook', STRICT_GUARD)).toMatch(/must start with https:\/\//);
    expect(await refusal('ftp://93.184.215.14/hook')).toMatch(/https:\/\/ or http:\/\//);
    expect(await refusal('not a url')).toMatch(/not a valid absolute URL/);
    expect(await refusal('https://user:pw@93.184.215.14/')).toMatch(/user name or password/);
    expect(await refusal('https://93.184.215.14/hook', STRICT_GUARD)).toBeNull();
  });

  it.each([
    ['http://127.0.0.1:8080/hook', /127\.0\.0\.1 is refused: it is a loopback/],
    ['http://[::ffff:127.0.0.1]/hook', /IPv4-mapped/],
    ['http://169.254.169.254/latest/meta-data', /link-local/],
    // WHATWG URL parsing normalises the numeric forms to 127.0.0.1: the normalised address is checked.
    ['http://0x7f.1/hook', /127\.0\.0\.1 is refused: it is a loopback/],
    ['http://2130706433/hook', /127\.0\.0\.1 is refused/],
    ['http://0177.0.0.1/hook', /127\.0\.0\.1 is refused/],
    ['http://[::1]/hook', /loopback/],
    ['http://localhost:9/hook', /host localhost resolves to (127\.0\.0\.1|::1), which is refused/],
  ])('refuses %s with the reason', async (url, why) => {
    expect(await refusal(url)).toMatch(why);
  });
});

describe('guardedLookup (when a delivery connects)', () => {
  /** A resolver answering these addresses, as a rebinding DNS server would at connect time. */
  const answering = (addresses: string[]) =>
    ((_host: string, _options: unknown, callback: (e: null, a: dns.LookupAddress[]) => void) =>
      callback(
        null,
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      )) as unknown as typeof dns.lookup;

  function lookup(addresses: string[], settings = STRICT_GUARD, all = false) {
    return new Promise<{ error: Error | null; address: unknown }>((resolve) =>
      guardedLookup(settings, answering(addresses))('hooks.example', { all }, (error, address) =>
        resolve({ error, address }),
      ),
    );
  }

  it('refuses the connection when any resolved address is refused, even if the first is public', async () => {
    const { error } = await lookup(['93.184.215.14', '127.0.0.1']);
    expect(error?.message).toMatch(/hooks\.example resolves to 127\.0\.0\.1, which is refused/);
    expect((await lookup(['::ffff:169.254.169.254'])).error?.message).toMatch(/IPv4-mapped/);
  });

  it('hands the socket the checked address (one or all)', async () => {
    expect(await lookup(['93.184.215.14'])).toEqual({ error: null, address: '93.184.215.14' });
    expect((await lookup(['93.184.215.14', '2606:4700:4700::1111'], STRICT_GUARD, true)).address).toEqual([
      { address: '93.184.215.14', family: 4 },
      { address: '2606:4700:4700::1111', family: 6 },
    ]);
  });
});

describe('sendWebhook', () => {
  let server: http.Server;
  let base: string;
  let handler: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  let hits = 0;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits += 1;
      handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    hits = 0;
  });

  const send = (url: string, settings = OPERATOR_PRIVATE, timeoutMs?: number) =>
    sendWebhook(url, { 'webhook-id': 'msg_1' }, '{"type":"x"}', settings, timeoutMs);

  it('counts only a 2xx (a 256 KB answer is cut at 64 KB and still counts)', async () => {
    handler = (_req, res) => res.end('x'.repeat(MAX_RESPONSE_BYTES * 4));
    expect(await send(`http://${base}/ok`)).toEqual({ ok: true, status: 200, error: null });
    handler = (_req, res) => res.writeHead(500).end('boom');
    expect(await send(`http://${base}/fail`)).toMatchObject({
      ok: false,
      status: 500,
      error: expect.stringMatching(/500/),
    });
  });

  it('never follows a redirect: a 3xx is a failure', async () => {
    handler = (req, res) =>
      req.url === '/redirect' ? res.writeHead(302, { location: `http://${base}/elsewhere` }).end() : res.end('ok');
    const result = await send(`http://${base}/redirect`);
    expect(result).toMatchObject({ ok: false, status: 302, error: expect.stringMatching(/redirect .* not followed/) });
    expect(hits).toBe(1);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    handler = () => undefined;
    expect(await send(`http://${base}/slow`, OPERATOR_PRIVATE, 200)).toMatchObject({
      ok: false,
      status: null,
      error: expect.stringMatching(/No answer within/),
    });
  });

  it('refuses at connect time, strictly, what the operator flag let be saved: nothing reaches the receiver', async () => {
    handler = (_req, res) => res.end('ok');
    const port = base.split(':')[1];
    for (const url of [
      `http://${base}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://0x7f.1:${port}/`,
      `http://localhost:${port}/`,
      'http://169.254.169.254/latest/meta-data',
    ]) {
      const result = await send(url, DEV);
      expect(result).toMatchObject({ ok: false, status: null, error: expect.stringMatching(/refused/) });
    }
    expect(hits).toBe(0);
  });
});
