import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listen } from '@shop/server-kit';
import { createApp } from '../src/app';
import { testDatabaseUrl } from '../../../test-support/db';
import { stageFile, storedAttachments } from '../../../test-support/attachments';
import { identityHeaders, serviceHeaders } from '../../../test-support/identity';

// The support subgraph alone, with commerce unreachable: what must still work without it.
describe('support subgraph without commerce', () => {
  let server: Server;
  let close: () => Promise<void>;
  let url: string;
  const databaseUrl = testDatabaseUrl('support');
  const stored = async () => (await storedAttachments(databaseUrl)).size;

  beforeAll(async () => {
    // Port 9 (discard) on localhost: nothing listens, every commerce call fails fast.
    const created = await createApp({ databaseUrl, commerceUrl: 'http://127.0.0.1:9/graphql' });
    close = created.close;
    server = await listen(created.app, 0);
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });

  afterAll(async () => {
    server.close();
    await close();
  });

  const call = async (
    query: string,
    variables: Record<string, unknown>,
    identity: { userId: number; isAdmin?: boolean },
  ) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: identityHeaders('support', identity),
      body: JSON.stringify({ query, variables }),
    });
    return response.json() as Promise<{
      data?: any;
      errors?: Array<{ message: string; extensions: { code: string } }>;
    }>;
  };

  const CREATE = 'mutation($input: CreateTicketInput!) { createTicket(input: $input) { id status lastReplyBy } }';
  const REPLY = 'mutation($input: ReplyToTicketInput!) { replyToTicket(input: $input) { id isAdmin } }';

  it('saves an admin reply even when the e-mail cannot be queued', async () => {
    const created = await call(CREATE, { input: { subject: 'Help', message: 'Please' } }, { userId: 41 });
    const ticketId = created.data.createTicket.id;
    const reply = await call(REPLY, { input: { ticketId, message: 'On it' } }, { userId: 1, isAdmin: true });
    expect(reply.errors).toBeUndefined();
    expect(reply.data.replyToTicket.isAdmin).toBe(true);
    const ticket = await call('query($id: Int!) { ticket(id: $id) { lastReplyBy } }', { id: ticketId }, { userId: 41 });
    expect(ticket.data.ticket.lastReplyBy).toBe('team');
  });

  it('refuses a ticket tied to an order it cannot check with SERVICE_UNAVAILABLE (the documented 503), and stores no file for it', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('x')]);
    const staged = await stageFile(url, { userId: 42 }, 'a.png', png);
    expect(staged.status).toBe(201);
    const before = await stored();
    const refused = await call(
      CREATE,
      { input: { subject: 'Order', message: 'Broken', orderId: 5, attachment: { fileId: staged.body.id } } },
      { userId: 42 },
    );
    // Commerce out of reach is an outage (docs/security.md "Outages"): SERVICE_UNAVAILABLE, which the
    // facade answers with 503 and Retry-After; never an internal error.
    expect(refused.errors?.[0]).toMatchObject({
      message: 'The shop is briefly unavailable. Please try again in a few seconds.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(await stored()).toBe(before);
    const list = await call('{ tickets { id } }', {}, { userId: 42 });
    expect(list.data.tickets).toEqual([]);
  });

  it('refuses guests on ticket fields, and service tokens from a subgraph granted nothing here at the door', async () => {
    const guest = await (
      await fetch(url, {
        method: 'POST',
        headers: identityHeaders('support', { userId: null }),
        body: JSON.stringify({ query: '{ tickets { id } }' }),
      })
    ).json();
    expect(guest.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const service = await fetch(url, {
      method: 'POST',
      headers: serviceHeaders('commerce', 'support', []),
      body: JSON.stringify({ query: '{ tickets { id } }' }),
    });
    expect(service.status).toBe(401);
  });

  it("refuses a guest's and a sibling service's token on the file routes, before the body", async () => {
    const files = url.replace(/\/graphql$/, '/files');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]);
    for (const headers of [identityHeaders('support', { userId: null }), serviceHeaders('commerce', 'support', [])]) {
      const upload = await fetch(`${files}/staged`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/octet-stream', 'x-file-name': 'a.png' },
        body: png,
      });
      expect(upload.status).toBe(401);
      expect((await fetch(`${files}/ticket-attachments/1`, { headers })).status).toBe(401);
      expect((await fetch(`${files}/claim-files/1`, { headers })).status).toBe(401);
    }
    expect((await stageFile(url, { userId: 43 }, 'a.png', png)).status).toBe(201);
  });
});
