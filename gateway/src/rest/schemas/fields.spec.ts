import type { Request } from 'express';
import { OperationError } from '../execute';
import { ROUTES } from '../registry';
import { parseRequest, type AnyRouteSpec } from '../route-spec';

/** The parsed request, or `400 <message>` as the facade would answer. */
function parse(route: AnyRouteSpec, request: { params?: object; query?: object; body?: unknown }) {
  try {
    return parseRequest(route, { params: {}, query: {}, ...request } as unknown as Request);
  } catch (error) {
    return error instanceof OperationError ? `${error.status} ${error.message}` : String(error);
  }
}

describe('the facade request schemas', () => {
  it('reads path ids as positive whole numbers, with the route label in the message', () => {
    for (const id of ['x', '0', '-1', '1.5', '1234567890', ''])
      expect(parse(ROUTES.productDetail, { params: { id } })).toBe('400 Invalid product id.');
    expect(parse(ROUTES.productDetail, { params: { id: '42' } })).toMatchObject({ params: { id: 42 } });
    expect(parse(ROUTES.unitCredentials, { params: { id: 'x' } })).toBe('400 Invalid unit id.');
    expect(parse(ROUTES.wallet, { params: { userId: 'me' } })).toBe('400 Invalid user id.');
  });

  it('reads query values once, trimmed and bounded, with defaults for whole numbers', () => {
    const route = ROUTES.gameProducts;
    const params = { gameSlug: 'lol' };
    expect(parse(route, { params, query: { server: ['EUW', 'NA'] } })).toBe('400 Give server once, as text.');
    expect(parse(route, { params, query: { server: 'EUWEUWEUW' } })).toBe('400 server is too long.');
    expect(parse(route, { params, query: { server: ' EUW ', accountType: '' } })).toMatchObject({
      query: { server: 'EUW', accountType: undefined },
    });
    expect(parse(ROUTES.recentPurchases, {})).toMatchObject({ query: { limit: 5, hours: 24 } });
    expect(parse(ROUTES.recentPurchases, { query: { limit: 'x' } })).toBe('400 limit must be a whole number.');
    expect(parse(ROUTES.audit, { query: { limit: '999' } })).toMatchObject({ query: { limit: 200, offset: 0 } });
    expect(parse(ROUTES.cardDesign, {})).toBe('400 gameSlug is required.');
    expect(parse(ROUTES.users, { query: { status: 'nope' } })).toBe(
      '400 Status must be one of Active, Inactive, Suspended, Banned.',
    );
    expect(parse(ROUTES.users, { query: { pageSize: '' } })).toMatchObject({ query: { pageSize: 10, page: 1 } });
  });

  it('reads text fields leniently and keeps only the documented fields', () => {
    expect(parse(ROUTES.register, { body: { username: 'a', email: 7, password: null, isAdmin: true } })).toEqual({
      params: undefined,
      query: undefined,
      body: { username: 'a', email: '7', password: '' },
    });
    expect(parse(ROUTES.register, { body: undefined })).toMatchObject({ body: { username: '', email: '' } });
    expect(parse(ROUTES.deposit, { body: { amount: '5' } })).toMatchObject({
      body: { amount: '5', paymentMethod: 'credit_card' },
    });
  });

  it('keeps the messages of orders, tickets, announcements and users', () => {
    expect(parse(ROUTES.placeOrder, { body: { productId: 'abc' } })).toBe('400 Invalid product id.');
    expect(parse(ROUTES.placeOrder, { body: {} })).toBe('400 Invalid product id.');
    expect(parse(ROUTES.checkout, { body: {} })).toBe('400 items must be a list of { productId, expectedPrice }.');
    expect(parse(ROUTES.updateTicketStatus, { params: { id: '1' }, body: {} })).toBe(
      '400 Status must be Open, Pending or Closed.',
    );
    expect(parse(ROUTES.reauth, { body: {} })).toMatchObject({ body: { password: '' } });
    expect(parse(ROUTES.placeOrder, { body: { productId: '7' } })).toMatchObject({ body: { productId: 7 } });
    expect(parse(ROUTES.checkout, { body: { items: 'x' } })).toBe(
      '400 items must be a list of { productId, expectedPrice }.',
    );
    expect(parse(ROUTES.checkout, { body: { items: [null] } })).toBe('400 Invalid product id.');
    expect(parse(ROUTES.ticketsByStatus, { params: { status: 'open' } })).toBe(
      '400 Status must be Open, Pending or Closed.',
    );
    expect(parse(ROUTES.createTicket, { body: { priority: 'urgent' } })).toBe(
      '400 Priority must be High, Medium or Low.',
    );
    expect(parse(ROUTES.createTicket, { body: { orderId: 'x' } })).toBe('400 Invalid order id.');
    expect(
      parse(ROUTES.createTicket, { body: { subject: 's', message: 'm', priority: ' High ', orderId: '3' } }),
    ).toMatchObject({
      body: { subject: 's', message: 'm', priority: 'High', orderId: 3 },
    });
    expect(parse(ROUTES.createNotification, { body: { expiresAt: '+010000-01-01' } })).toBe(
      '400 expiresAt must be a date.',
    );
    expect(parse(ROUTES.createNotification, { body: { title: 't', expiresAt: '' } })).toMatchObject({
      body: { title: 't', expiresAt: null },
    });
    expect(parse(ROUTES.setNotificationStatus, { params: { id: '1' }, body: {} })).toBe(
      '400 isActive must be true or false.',
    );
    expect(parse(ROUTES.setUserAdmin, { params: { id: '1' }, body: {} })).toBe('400 isAdmin must be true or false.');
    expect(parse(ROUTES.setUserAdmin, { params: { id: '1' }, body: { isAdmin: 'maybe' } })).toBe(
      '400 isAdmin must be true or false.',
    );
    expect(parse(ROUTES.setUserStatus, { params: { id: '1' }, body: {} })).toBe(
      '400 Status must be one of Active, Inactive, Suspended, Banned.',
    );
  });
});
