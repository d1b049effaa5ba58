import { getNamedType, isInputObjectType, type GraphQLInputType } from 'graphql';
import { accountLine } from '../test-support/account-line';
import { facadeRoutes } from '../test-support/facade-routes';
import { apiSchema, declaredAdminFields, probeAdminOperations } from '../test-support/graphql-probe';
import { type Stack } from '../test-support/stack';
import { figure } from './figure';
import { type Customer, fund, PASSWORD, type Shop, signUp, startShop, unitProduct } from '../test-support/shop';
import { SoftwareAuthenticator } from '../test-support/software-authenticator';

// Battery item 10, object-level access: a signed-in customer (the attacker) aims every route and
// GraphQL field that takes a user or an owned id at another customer's (the victim's) data, and
// every admin operation at all. The lists are enumerated from the facade's router and the schema;
// a route or field nobody classified below fails the test ("tested equals declared").
jest.setTimeout(120_000);

/** What the victim owns; the attacker knows all the ids (ids are sequential). */
interface Victim {
  user: Customer;
  orderId: number;
  ticketId: number;
  attachmentId: number;
  replyAttachmentId: number;
  claimId: number;
  claimFileId: number;
  alertId: number;
  passkeyId: string;
  apiKeyId: number;
  webhookId: number;
  webhookDeliveryId: number;
  markers: string[];
}

type Ids = Victim & { productId: number };

/**
 * Every route of the facade, by kind:
 * - owned: takes the id of a user or of something a user owns; another customer gets 403/404;
 * - self: acts on the session's own user whatever the request says (checked below);
 * - admin: refused to customers with 403;
 * - public: the same for everyone (catalogue, sign-in); nothing per-user to protect.
 */
type Kind =
  | { kind: 'owned'; path: (v: Ids) => string; body?: (v: Ids) => unknown; form?: () => FormData }
  | { kind: 'self' }
  | { kind: 'admin'; path?: string | ((v: Ids) => string); body?: unknown }
  | { kind: 'public' };

const ROUTES: Record<string, Kind> = {
  'GET /csrf-token': { kind: 'public' },
  'GET /user': { kind: 'self' },
  'POST /register': { kind: 'public' },
  'POST /login': { kind: 'public' },
  'POST /logout': { kind: 'self' },
  'POST /verify-email': { kind: 'public' },
  'POST /user/verify-email': { kind: 'self' },
  'POST /login/second-factor': { kind: 'public' },
  'GET /account/security': { kind: 'self' },
  'POST /account/totp': { kind: 'self' },
  'POST /account/totp/confirm': { kind: 'self' },
  'DELETE /account/totp': { kind: 'self' },
  'POST /account/recovery-codes': { kind: 'self' },
  'POST /account/passkeys/options': { kind: 'self' },
  'POST /account/passkeys': { kind: 'self' },
  'DELETE /account/passkeys/:id': { kind: 'owned', path: (v) => `/account/passkeys/${v.passkeyId}` },
  'GET /account/api-keys': { kind: 'self' },
  'POST /account/api-keys': { kind: 'self' },
  'POST /account/api-keys/:id/roll': {
    kind: 'owned',
    path: (v) => `/account/api-keys/${v.apiKeyId}/roll`,
    body: () => ({ overlapHours: 0 }),
  },
  'DELETE /account/api-keys/:id': { kind: 'owned', path: (v) => `/account/api-keys/${v.apiKeyId}` },
  'GET /admin/api-keys': { kind: 'admin' },
  'POST /admin/api-keys': {
    kind: 'admin',
    body: { userId: 1, name: 'Intruder key', scopes: ['credentials:read'] },
  },
  'POST /admin/api-keys/:id/roll': { kind: 'admin', path: (v) => `/admin/api-keys/${v.apiKeyId}/roll`, body: {} },
  'DELETE /admin/api-keys/:id': { kind: 'admin', path: (v) => `/admin/api-keys/${v.apiKeyId}` },
  'PUT /admin/api-keys/:id/limits': {
    kind: 'admin',
    path: (v) => `/admin/api-keys/${v.apiKeyId}/limits`,
    body: { requestsPerMinute: 1 },
  },
  'POST /login/passkey/options': { kind: 'public' },
  'POST /login/passkey': { kind: 'public' },
  'GET /products/all': { kind: 'public' },
  'GET /products': { kind: 'public' },
  'GET /products/detail/:id': { kind: 'public' },
  'GET /products/:gameSlug': { kind: 'public' },
  'GET /game-categories': { kind: 'public' },
  'GET /card-design/:gameSlug': { kind: 'public' },
  'GET /card-design': { kind: 'public' },
  'GET /servers': { kind: 'public' },
  'GET /trust': { kind: 'public' },
  'GET /wallet/deposit-limits': { kind: 'public' },
  'GET /wallet/:userId': { kind: 'owned', path: (v) => `/wallet/${v.user.id}` },
  'POST /wallet/deposit': { kind: 'self' },
  'GET /transactions/:userId': { kind: 'owned', path: (v) => `/transactions/${v.user.id}` },
  'POST /orders': { kind: 'self' },
  'POST /orders/checkout': { kind: 'self' },
  'GET /orders/user/:userId': { kind: 'owned', path: (v) => `/orders/user/${v.user.id}` },
  'GET /orders': { kind: 'admin' },
  'POST /orders/:id/refund': { kind: 'admin', path: (v) => `/orders/${v.orderId}/refund` },
  'POST /payments/:id/refund': { kind: 'admin', path: '/payments/1/refund' },
  'GET /orders/:id': { kind: 'owned', path: (v) => `/orders/${v.orderId}` },
  'POST /orders/:id/deliver': {
    kind: 'owned',
    path: (v) => `/orders/${v.orderId}/deliver`,
    body: () => ({ accountDetails: accountLine() }),
  },
  'POST /orders/:id/process': { kind: 'admin', path: (v) => `/orders/${v.orderId}/process` },
  'POST /orders/:id/cancel': { kind: 'admin', path: (v) => `/orders/${v.orderId}/cancel`, body: { reason: 'stolen' } },
  'GET /notifications': { kind: 'public' },
  'GET /notifications/admin': { kind: 'admin' },
  'POST /notifications': { kind: 'admin', body: { title: 'x', content: 'x', type: 'info', isActive: true } },
  'PUT /notifications/:id': {
    kind: 'admin',
    path: '/notifications/1',
    body: { title: 'x', content: 'x', type: 'info', isActive: true },
  },
  'PATCH /notifications/:id/status': { kind: 'admin', path: '/notifications/1/status', body: { isActive: false } },
  'DELETE /notifications/:id': { kind: 'admin', path: '/notifications/1' },
  'GET /trade-notifications/recent': { kind: 'public' },
  'GET /users': { kind: 'admin' },
  'POST /users': {
    kind: 'admin',
    body: { username: 'intruder', email: 'intruder@battery.test', password: 'secret-pass', isAdmin: true },
  },
  'GET /users/:id': { kind: 'owned', path: (v) => `/users/${v.user.id}` },
  'PUT /users/:id': {
    kind: 'owned',
    path: (v) => `/users/${v.user.id}`,
    body: (v) => ({ username: v.user.username, email: 'stolen@battery.test', balance: '0.00' }),
  },
  'DELETE /users/:id': { kind: 'owned', path: (v) => `/users/${v.user.id}` },
  'PATCH /users/:id/status': {
    kind: 'owned',
    path: (v) => `/users/${v.user.id}/status`,
    body: () => ({ status: 'Banned' }),
  },
  'PATCH /users/:id/admin': {
    kind: 'owned',
    path: (v) => `/users/${v.user.id}/admin`,
    body: () => ({ isAdmin: true }),
  },
  'POST /users/:id/release-hold': { kind: 'owned', path: (v) => `/users/${v.user.id}/release-hold` },
  'POST /admin/users/:id/second-factor/reset': {
    kind: 'owned',
    path: (v) => `/admin/users/${v.user.id}/second-factor/reset`,
  },
  'GET /users/:id/orders': { kind: 'owned', path: (v) => `/users/${v.user.id}/orders` },
  'GET /users/:id/transactions': { kind: 'owned', path: (v) => `/users/${v.user.id}/transactions` },
  'GET /users/:id/activity': { kind: 'owned', path: (v) => `/users/${v.user.id}/activity` },
  'POST /admin/reauth': { kind: 'admin', body: { password: 'battery-pass-1' } },
  'POST /admin/reauth/passkey/options': { kind: 'admin' },
  'GET /admin/audit': { kind: 'admin' },
  'GET /tickets': { kind: 'self' },
  'GET /tickets/status/:status': { kind: 'self' },
  'GET /tickets/attachments/:id': { kind: 'owned', path: (v) => `/tickets/attachments/${v.attachmentId}` },
  'GET /tickets/:id': { kind: 'owned', path: (v) => `/tickets/${v.ticketId}` },
  'GET /tickets/:id/messages': { kind: 'owned', path: (v) => `/tickets/${v.ticketId}/messages` },
  'POST /tickets': { kind: 'self' },
  'POST /tickets/:id/messages': {
    kind: 'owned',
    path: (v) => `/tickets/${v.ticketId}/messages`,
    body: () => ({ message: 'I am in your ticket' }),
  },
  'PUT /tickets/:id': { kind: 'owned', path: (v) => `/tickets/${v.ticketId}`, body: () => ({ status: 'Closed' }) },
  'POST /orders/:id/claims': {
    kind: 'owned',
    path: (v) => `/orders/${v.orderId}/claims`,
    body: () => ({ reason: 'banned', message: 'I want the replacement' }),
  },
  'GET /claims': { kind: 'self' },
  'POST /alerts': { kind: 'self' },
  'GET /alerts': { kind: 'self' },
  'DELETE /alerts/:id': { kind: 'owned', path: (v) => `/alerts/${v.alertId}` },
  'GET /claims/:id': { kind: 'owned', path: (v) => `/claims/${v.claimId}` },
  'GET /claims/attachments/:id': { kind: 'owned', path: (v) => `/claims/attachments/${v.claimFileId}` },
  'POST /orders/:id/claims/attachments': {
    kind: 'owned',
    path: (v) => `/orders/${v.orderId}/claims/attachments`,
    form: () => {
      const form = new FormData();
      form.append('attachment', new Blob([new Uint8Array(Buffer.from('attacker notes\n'))]), 'mine.txt');
      return form;
    },
  },
  'GET /admin/claims': { kind: 'admin' },
  'PUT /admin/claims/:id': {
    kind: 'admin',
    path: (v) => `/admin/claims/${v.claimId}`,
    body: { action: 'refuse', note: 'attacker' },
  },
  'GET /admin/claims/:id/credentials': {
    kind: 'admin',
    path: (v) => `/admin/claims/${v.claimId}/credentials?reason=attacker`,
  },
  'POST /products': { kind: 'admin', body: { title: 'Intruder product', price: '1.00' } },
  'PUT /products/:id': {
    kind: 'admin',
    path: (v) => `/products/${v.productId}`,
    body: { title: 'Defaced', price: '0.01' },
  },
  'DELETE /products/:id': { kind: 'admin', path: (v) => `/products/${v.productId}` },
  'POST /products/bulk-delete': { kind: 'admin', body: { productIds: [1, 2] } },
  'POST /products/bulk-import': {
    kind: 'admin',
    body: {
      accounts:
        'EUW:intruder1:Pw-x:30500:900:i1@mail.test:i1N:2000-01-01:2025-01-01:2026-01-01:Turkey:EPIC Arcade Sona',
      basePrice: 1,
    },
  },
  'POST /products/bulk-import-new': {
    kind: 'admin',
    body: {
      accounts: 'Server: NA Username: intruder2 Password: x1 Blueessences: 100 Skins: EPIC Arcade Sona',
      basePrice: '1.00',
      server: 'EUW',
    },
  },
  'POST /products/:id/bulk-stock': {
    kind: 'admin',
    path: (v) => `/products/${v.productId}/bulk-stock`,
    body: { accounts: accountLine() },
  },
  'GET /admin/products/export-accounts': { kind: 'admin' },
  'GET /products/:id/units': { kind: 'admin', path: (v) => `/products/${v.productId}/units` },
  'GET /units/:id/credentials': { kind: 'admin', path: '/units/1/credentials' },
  'GET /orders/:id/credentials': { kind: 'admin', path: '/orders/1/credentials' },
  'PUT /units/:id': { kind: 'admin', path: '/units/1', body: { credentials: 'EUW:intruder3:Pw-x:30500' } },
  'DELETE /units/:id': { kind: 'admin', path: '/units/1' },
  'GET /admin/import-batches': { kind: 'admin' },
  'POST /admin/import-batches/:batchId/rollback': {
    kind: 'admin',
    path: '/admin/import-batches/00000000-0000-4000-8000-000000000000/rollback',
  },
  'POST /game-categories': { kind: 'admin', body: { name: 'Intruder', slug: 'intruder' } },
  'PUT /game-categories/:id': { kind: 'admin', path: '/game-categories/1', body: { name: 'Defaced', slug: 'lol' } },
  'DELETE /game-categories/:id': { kind: 'admin', path: '/game-categories/1' },
  'POST /card-design/:gameSlug': {
    kind: 'admin',
    path: '/card-design/lol',
    body: {
      cardStyles: {
        backgroundColor: '#000',
        borderColor: '#000',
        glowColor: '#000',
        textColor: '#000',
        accentColor: '#000',
      },
    },
  },
};

/** Root GraphQL fields that take a user or owned id, other than admin operations (probed separately). */
type FieldCase =
  { kind: 'owned'; query: (v: Ids) => { query: string; variables: Record<string, unknown> } } | { kind: 'public' };
const FIELDS: Record<string, FieldCase> = {
  'Query.product': { kind: 'public' },
  'Mutation.placeOrder': { kind: 'public' },
  'Mutation.checkoutCart': { kind: 'public' },
  'Query.wallet': {
    kind: 'owned',
    query: (v) => ({ query: 'query($u:Int!){ wallet(userId:$u){ userId balance } }', variables: { u: v.user.id } }),
  },
  'Query.transactions': {
    kind: 'owned',
    query: (v) => ({
      query: 'query($u:Int!){ transactions(userId:$u){ id amount description } }',
      variables: { u: v.user.id },
    }),
  },
  'Query.ordersByUser': {
    kind: 'owned',
    query: (v) => ({
      query: 'query($u:Int!){ ordersByUser(userId:$u){ id accountDetails } }',
      variables: { u: v.user.id },
    }),
  },
  'Mutation.rollApiKey': {
    kind: 'owned',
    query: (v) => ({
      query: 'mutation($id:Int!){ rollApiKey(id:$id, overlapHours:0) }',
      variables: { id: v.apiKeyId },
    }),
  },
  'Mutation.revokeApiKey': {
    kind: 'owned',
    query: (v) => ({ query: 'mutation($id:Int!){ revokeApiKey(id:$id) }', variables: { id: v.apiKeyId } }),
  },
  'Mutation.deleteWebhookEndpoint': {
    kind: 'owned',
    query: (v) => ({ query: 'mutation($id:Int!){ deleteWebhookEndpoint(id:$id) }', variables: { id: v.webhookId } }),
  },
  'Mutation.rollWebhookSecret': {
    kind: 'owned',
    query: (v) => ({
      query: 'mutation($id:Int!){ rollWebhookSecret(id:$id, overlapHours:0) }',
      variables: { id: v.webhookId },
    }),
  },
  'Mutation.redeliverWebhook': {
    kind: 'owned',
    query: (v) => ({
      query: 'mutation($e:Int!,$d:Int!){ redeliverWebhook(endpointId:$e, deliveryId:$d){ id messageId } }',
      variables: { e: v.webhookId, d: v.webhookDeliveryId },
    }),
  },
  'Query.webhookDeliveries': {
    kind: 'owned',
    query: (v) => ({
      query: 'query($e:Int!){ webhookDeliveries(endpointId:$e){ id messageId eventType } }',
      variables: { e: v.webhookId },
    }),
  },
  'Mutation.removePasskey': {
    kind: 'owned',
    query: (v) => ({ query: 'mutation($id:ID!){ removePasskey(id:$id) }', variables: { id: v.passkeyId } }),
  },
  'Query.serviceOrderOwner': {
    kind: 'owned',
    query: (v) => ({ query: 'query($o:Int!){ serviceOrderOwner(orderId:$o) }', variables: { o: v.orderId } }),
  },
  'Mutation.queueTicketReplyEmail': {
    kind: 'owned',
    query: (v) => ({
      query: 'mutation($u:Int!,$t:Int!){ queueTicketReplyEmail(userId:$u, ticketId:$t, subject:"phish") }',
      variables: { u: v.user.id, t: v.ticketId },
    }),
  },
  // Catalog's import steps take only commerce's scoped service token; a person, even through the gateway, is refused.
  'Mutation.importProducts': {
    kind: 'owned',
    query: () => ({
      query:
        'mutation($b:String!){ importProducts(input:{ batchId:$b, template:{ title:"Stolen", price:"1.00" }, lines:[{ line:1, accountText:"EUW:x:y:1:1", server:"EUW", skins:[] }] }){ productId } }',
      variables: { b: '00000000-0000-4000-8000-000000000001' },
    }),
  },
  'Mutation.saveImportedProduct': {
    kind: 'owned',
    query: () => ({
      query:
        'mutation($b:String!){ saveImportedProduct(input:{ batchId:$b, productId:1, template:{ title:"Stolen" }, line:{ line:1, accountText:"EUW:x:y:1:1", server:"EUW", skins:[] } }) }',
      variables: { b: '00000000-0000-4000-8000-000000000001' },
    }),
  },
  'Mutation.publishImportBatch': {
    kind: 'owned',
    query: () => ({
      query: 'mutation($b:String!){ publishImportBatch(batchId:$b) }',
      variables: { b: '00000000-0000-4000-8000-000000000001' },
    }),
  },
  'Mutation.withdrawImportBatch': {
    kind: 'owned',
    query: () => ({
      query: 'mutation($b:String!){ withdrawImportBatch(batchId:$b) }',
      variables: { b: '00000000-0000-4000-8000-000000000001' },
    }),
  },
  'Query.ticket': {
    kind: 'owned',
    query: (v) => ({ query: 'query($t:Int!){ ticket(id:$t){ id subject message } }', variables: { t: v.ticketId } }),
  },
  'Query.ticketMessages': {
    kind: 'owned',
    query: (v) => ({
      query: 'query($t:Int!){ ticketMessages(ticketId:$t){ id message } }',
      variables: { t: v.ticketId },
    }),
  },
  'Query.ticketAttachment': {
    kind: 'owned',
    query: (v) => ({
      query: 'query($a:Int!){ ticketAttachment(id:$a){ fileName ticketId } }',
      variables: { a: v.replyAttachmentId },
    }),
  },
  'Mutation.createTicket': {
    kind: 'owned',
    query: (v) => ({
      query:
        'mutation($o:Int!){ createTicket(input:{ subject:"About your order", message:"mine now", orderId:$o }){ id } }',
      variables: { o: v.orderId },
    }),
  },
  'Mutation.replyToTicket': {
    kind: 'owned',
    query: (v) => ({
      query: 'mutation($t:Int!){ replyToTicket(input:{ ticketId:$t, message:"hello" }){ id } }',
      variables: { t: v.ticketId },
    }),
  },
  'Mutation.submitClaim': {
    kind: 'owned',
    query: (v) => ({
      query:
        'mutation($o:Int!){ submitClaim(input:{ orderId:$o, reason:"banned", message:"mine" }){ __typename ... on Claim { id } } }',
      variables: { o: v.orderId },
    }),
  },
  'Mutation.createRestockAlert': { kind: 'public' },
  'Mutation.cancelRestockAlert': {
    kind: 'owned',
    query: (v) => ({
      query: 'mutation($a:Int!){ cancelRestockAlert(id:$a){ id status } }',
      variables: { a: v.alertId },
    }),
  },
  'Query.claimFile': {
    kind: 'owned',
    query: (v) => ({
      query: 'query($f:Int!){ claimFile(id:$f){ fileName orderId } }',
      variables: { f: v.claimFileId },
    }),
  },
  'Mutation.uploadClaimFile': {
    kind: 'owned',
    query: (v) => ({
      query: 'mutation($o:Int!){ uploadClaimFile(input:{ orderId:$o, attachment:{ fileId: 1 } }){ id } }',
      variables: { o: v.orderId },
    }),
  },
  'Query.claim': {
    kind: 'owned',
    query: (v) => ({
      query: 'query($c:Int!){ claim(id:$c){ id message } }',
      variables: { c: v.claimId },
    }),
  },
  'Mutation.updateTicketStatus': {
    kind: 'owned',
    query: (v) => ({
      query: 'mutation($t:Int!){ updateTicketStatus(id:$t, status: Closed){ id status } }',
      variables: { t: v.ticketId },
    }),
  },
};

/** Root fields with an argument, or an input field (two levels down), named `id` or `...Id`. */
function fieldsTakingIds(): string[] {
  const schema = apiSchema();
  const takesId = (name: string, type: GraphQLInputType, depth: number): boolean => {
    if (/^id$|Id$/.test(name)) return true;
    const named = getNamedType(type);
    return (
      depth < 2 &&
      isInputObjectType(named) &&
      Object.values(named.getFields()).some((field) => takesId(field.name, field.type, depth + 1))
    );
  };
  const found: string[] = [];
  for (const root of [schema.getQueryType()!, schema.getMutationType()!]) {
    for (const field of Object.values(root.getFields()))
      if (field.args.some((arg) => takesId(arg.name, arg.type, 0))) found.push(`${root.name}.${field.name}`);
  }
  return found;
}

describe('object-level access', () => {
  let shop: Shop;
  let stack: Stack;
  let victim: Ids;
  let attacker: Customer;

  beforeAll(async () => {
    shop = await startShop();
    stack = shop.stack;
    const { admin } = shop;
    const [user, intruder] = await signUp(stack.url, 'objaccess', 2);
    attacker = intruder;
    // A webhook endpoint (on a public address: this stack's guard is strict) with one delivery queued.
    const webhook = await user.client.post('/graphql', {
      query: 'mutation($input: WebhookEndpointInput!){ createWebhookEndpoint(input:$input){ id secret } }',
      variables: { input: { url: 'https://93.184.215.14/victim-hook', events: ['wallet.credited'] } },
    });
    expect(webhook.body.errors).toBeUndefined();
    await fund(admin, user, '123.45');
    const productId = await unitProduct(admin, 'Victim Product', '10.00', 2);
    const order = await user.client.post('/api/orders', { productId });
    expect(order.status).toBe(201);
    const form = new FormData();
    form.append('subject', 'Victim private subject');
    form.append('message', 'Victim private message');
    form.append('orderId', String(order.body.id));
    form.append('attachment', new Blob([new Uint8Array(Buffer.from('victim private notes\n'))]), 'victim.txt');
    const ticket = await user.client.form('POST', '/api/tickets', form);
    expect(ticket.status).toBe(201);
    const reply = new FormData();
    reply.append('message', 'Victim private reply');
    reply.append('attachment', new Blob([new Uint8Array(Buffer.from('victim reply notes\n'))]), 'reply.txt');
    const replied = await user.client.form('POST', `/api/tickets/${ticket.body.id}/messages`, reply);
    expect(replied.status).toBe(201);
    // Reason 'other' waits for an admin: the claim stays open for every attempt below.
    const claimForm = new FormData();
    claimForm.append('reason', 'other');
    claimForm.append('message', 'Victim private claim');
    claimForm.append('attachment', new Blob([new Uint8Array(Buffer.from('victim claim notes\n'))]), 'claim.txt');
    const claim = await user.client.form('POST', `/api/orders/${order.body.id}/claims`, claimForm);
    expect(claim.status).toBe(201);
    const alert = await user.client.post('/api/alerts', { filter: { server: 'EUW', minBlueEssence: 99_999 } });
    expect(alert.status).toBe(201);
    // Before the passkey: with a second factor enrolled, creating a key asks for it.
    const apiKey = await user.client.post('/api/account/api-keys', { name: 'Victim key', scopes: ['products:read'] });
    expect(apiKey.status).toBe(201);
    const passkeyOptions = await user.client.post('/api/account/passkeys/options', { password: PASSWORD });
    expect(passkeyOptions.status).toBe(200);
    const passkey = await user.client.post('/api/account/passkeys', {
      name: 'Victim laptop',
      response: new SoftwareAuthenticator().register(passkeyOptions.body),
    });
    expect(passkey.status).toBe(201);
    victim = {
      user,
      productId,
      orderId: order.body.id,
      ticketId: ticket.body.id,
      attachmentId: ticket.body.attachments[0].id,
      replyAttachmentId: replied.body.attachments[0].id,
      claimId: claim.body.id,
      claimFileId: claim.body.attachment.id,
      alertId: alert.body.id,
      passkeyId: passkey.body.id,
      apiKeyId: apiKey.body.id,
      webhookId: webhook.body.data.createWebhookEndpoint.id,
      webhookDeliveryId: Number(
        (
          await shop.sql(`select id from commerce.webhook_delivery where endpoint_id = ?`, [
            webhook.body.data.createWebhookEndpoint.id,
          ])
        )[0].id,
      ),
      markers: [
        webhook.body.data.createWebhookEndpoint.secret,
        'victim-hook',
        apiKey.body.key,
        'Victim key',
        user.email,
        'Victim private',
        'victim private notes',
        'victim reply notes',
        'victim claim notes',
        'Victim laptop',
        order.body.accountDetails.split(' : ')[1],
        '113.45',
      ],
    };
  });

  afterAll(async () => {
    await shop.close();
  });

  const leaked = (body: unknown) => victim.markers.filter((marker) => JSON.stringify(body ?? '').includes(marker));

  it('classifies every route of the facade (tested equals declared)', () => {
    const declared = facadeRoutes()
      .map(({ method, path }) => `${method} ${path}`)
      .sort();
    figure('object access: facade routes declared / classified', `${declared.length} / ${Object.keys(ROUTES).length}`);
    expect(declared).toEqual(Object.keys(ROUTES).sort());
  });

  it("refuses another customer on every route that takes a user or owned id, without the victim's data", async () => {
    const failures: string[] = [];
    const owned = Object.entries(ROUTES).filter(
      (entry): entry is [string, Extract<Kind, { kind: 'owned' }>] => entry[1].kind === 'owned',
    );
    for (const [route, spec] of owned) {
      const method = route.split(' ')[0];
      const path = `/api${spec.path(victim)}`;
      const answer = spec.form
        ? await attacker.client.form(method, path, spec.form())
        : await attacker.client.request(method, path, spec.body?.(victim) ?? (method === 'GET' ? undefined : {}));
      if (![403, 404].includes(answer.status) || leaked(answer.body).length)
        failures.push(`${route}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
    }
    figure(
      'object access: per-user REST routes refusing another customer',
      `${owned.length - failures.length} of ${owned.length}`,
    );
    expect(failures).toEqual([]);

    // Nothing the attacker sent changed the victim's data.
    const own = victim.user.client;
    expect((await own.get('/api/account/security')).body.passkeys).toMatchObject([{ id: victim.passkeyId }]);
    expect((await own.get('/api/account/api-keys')).body).toMatchObject([{ id: victim.apiKeyId, name: 'Victim key' }]);
    expect((await own.get(`/api/tickets/${victim.ticketId}`)).body).toMatchObject({
      status: 'Open',
      subject: 'Victim private subject',
    });
    expect(
      (await own.get(`/api/tickets/${victim.ticketId}/messages`)).body.map((m: { message: string }) => m.message),
    ).toEqual(['Victim private reply']);
    expect((await own.get('/api/user')).body).toMatchObject({
      id: victim.user.id,
      email: victim.user.email,
      isAdmin: false,
      balance: '113.45',
    });
  });

  it('acts only on the session user where the request names nobody, whatever the body says', async () => {
    const asVictim = { userId: victim.user.id, user_id: victim.user.id };
    expect((await attacker.client.get('/api/user')).body.id).toBe(attacker.id);
    const bought = await attacker.client.post('/api/orders', { productId: victim.productId, ...asVictim });
    expect(bought.status).toBe(400); // the attacker's empty wallet is the one checked
    const cart = await attacker.client.post('/api/orders/checkout', {
      items: [{ productId: victim.productId }],
      ...asVictim,
    });
    expect(cart.status).toBe(400);
    const deposit = await attacker.client.post('/api/wallet/deposit', {
      amount: '5.00',
      paymentMethod: 'paypal',
      ...asVictim,
    });
    expect(deposit.status).toBeLessThan(500);
    if (deposit.status === 200) expect(deposit.body.userId).toBe(attacker.id);
    for (const path of ['/api/tickets', '/api/tickets/status/Open']) {
      const listed = await attacker.client.get(path);
      expect(listed.status).toBe(200);
      expect(leaked(listed.body)).toEqual([]);
    }
    const tied = await attacker.client.post('/api/tickets', {
      subject: 'x',
      message: 'x',
      orderId: victim.orderId,
      ...asVictim,
    });
    expect(tied.status).toBe(404);
    expect((await victim.user.client.get(`/api/wallet/${victim.user.id}`)).body.balance).toBe('113.45');
    expect((await victim.user.client.get(`/api/orders/user/${victim.user.id}`)).body).toHaveLength(1);
  });

  it('shows nothing of the victim on the public routes', async () => {
    const publicGets = Object.entries(ROUTES).filter(
      ([route, spec]) => spec.kind === 'public' && route.startsWith('GET '),
    );
    for (const [route] of publicGets) {
      const path = route.slice(4).replace(':id', String(victim.productId)).replace(':gameSlug', 'lol');
      const answer = await attacker.client.get(`/api${path}`);
      expect({ route, status: answer.status < 500, leaked: leaked(answer.body) }).toEqual({
        route,
        status: true,
        leaked: [],
      });
    }
  });

  it('refuses customers on every admin route with 403', async () => {
    const failures: string[] = [];
    const admin = Object.entries(ROUTES).filter(
      (entry): entry is [string, Extract<Kind, { kind: 'admin' }>] => entry[1].kind === 'admin',
    );
    for (const [route, spec] of admin) {
      const [method, path] = route.split(' ');
      const target = typeof spec.path === 'function' ? spec.path(victim) : (spec.path ?? path);
      const answer = await attacker.client.request(
        method,
        `/api${target}`,
        spec.body ?? (method === 'GET' ? undefined : {}),
      );
      if (answer.status !== 403)
        failures.push(`${route}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
    }
    figure(
      'object access: admin REST routes refusing a customer',
      `${admin.length - failures.length} of ${admin.length}`,
    );
    expect(failures).toEqual([]);
  });

  it('refuses another customer on every GraphQL field that takes a user or owned id (tested equals declared)', async () => {
    const { root } = await declaredAdminFields();
    const adminFields = new Set(
      root.filter((f) => f.kind !== 'type').map((f) => `${f.kind === 'query' ? 'Query' : 'Mutation'}.${f.name}`),
    );
    const declared = fieldsTakingIds()
      .filter((name) => !adminFields.has(name))
      .sort();
    expect(declared).toEqual(Object.keys(FIELDS).sort());

    const failures: string[] = [];
    const owned = Object.entries(FIELDS).filter(
      (entry): entry is [string, Extract<FieldCase, { kind: 'owned' }>] => entry[1].kind === 'owned',
    );
    for (const [field, spec] of owned) {
      const answer = await attacker.client.post('/graphql', spec.query(victim));
      const code = answer.body?.errors?.[0]?.extensions?.code;
      if (
        !['FORBIDDEN', 'NOT_FOUND', 'UNAUTHENTICATED'].includes(code) ||
        leaked(answer.body).length ||
        JSON.stringify(answer.body?.data ?? null).includes(String(victim.user.id))
      ) {
        failures.push(`${field}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      }
    }
    figure(
      'object access: GraphQL fields with a user or owned id refusing another customer',
      `${owned.length - failures.length} of ${owned.length}`,
    );
    expect(failures).toEqual([]);

    // The victim's webhook is as it was: not deleted, its secret not rolled, no delivery added.
    const hooks = await victim.user.client.post('/graphql', {
      query: 'query($e:Int!){ webhookEndpoints { id previousSecretExpiresAt } webhookDeliveries(endpointId:$e){ id } }',
      variables: { e: victim.webhookId },
    });
    expect(hooks.body.data).toEqual({
      webhookEndpoints: [{ id: victim.webhookId, previousSecretExpiresAt: null }],
      webhookDeliveries: [{ id: victim.webhookDeliveryId }],
    });
  });

  it('refuses customers on every admin operation declared in any subgraph (the probe of gateway/test/admin-access.test.ts)', async () => {
    const { failures, tested, declared } = await probeAdminOperations(attacker.client, apiSchema());
    figure('object access: admin GraphQL operations refusing a customer', `${tested - failures.length} of ${declared}`);
    expect(failures).toEqual([]);
    expect(tested).toBe(declared);
  });
});
