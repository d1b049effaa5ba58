import type { Request, RequestHandler, Response } from 'express';
import type { GetPaintedOrdersQuery } from '../generated/graphql';
import { PAINTED_ORDERS, signedInOrders } from './orders-paint';

type Order = GetPaintedOrdersQuery['ordersByUser'][number];

const order = (id: number, claims: string[] = []): Order => ({
  id,
  orderDate: '2026-11-26T09:31:00.000Z',
  totalPrice: '10.10',
  status: 'completed',
  claims: claims.map((status) => ({ status })),
  product: { title: `Product ${id}`, productCode: id % 2 ? `CODE-${id}` : null },
});

/** A request whose session handler sets `userId` (undefined: no session). */
const sessionOf =
  (userId: number | undefined): RequestHandler =>
  (req, _res, next) => {
    (req as unknown as { session: { userId?: number } }).session = { userId };
    next();
  };

const res = (headersSent = false) => ({ headersSent }) as Response;
const req = () => ({}) as Request;

describe('signedInOrders', () => {
  it("gives the session's first orders with the list's fields, the latest claim's status", async () => {
    const asked: number[] = [];
    const source = signedInOrders({
      session: [sessionOf(7)],
      orders: async (userId) => {
        asked.push(userId);
        return Array.from({ length: 14 }, (_, index) => order(index + 1, index === 0 ? ['refused', 'replaced'] : []));
      },
    });
    const painted = await source(req(), res());
    expect(asked).toEqual([7]);
    expect(painted).toHaveLength(PAINTED_ORDERS);
    expect(painted![0]).toEqual({
      id: 1,
      title: 'Product 1',
      productCode: 'CODE-1',
      orderDate: '2026-11-26T09:31:00.000Z',
      totalPrice: '10.10',
      status: 'completed',
      claimStatus: 'replaced',
    });
    expect(painted![1]).toMatchObject({ id: 2, productCode: null, claimStatus: null });
  });

  it('reads no orders without a session, or once the page went out without them', async () => {
    const orders = jest.fn(async () => [order(1)]);
    expect(await signedInOrders({ session: [sessionOf(undefined)], orders })(req(), res())).toBeNull();
    expect(await signedInOrders({ session: [sessionOf(7)], orders })(req(), res(true))).toBeNull();
    expect(orders).not.toHaveBeenCalled();
  });

  it('runs the session handlers in order and fails when one passes an error', async () => {
    const seen: string[] = [];
    const step =
      (name: string, error?: Error): RequestHandler =>
      (_req, _res, next) => {
        seen.push(name);
        next(error);
      };
    const orders = jest.fn(async () => [order(1)]);
    await expect(
      signedInOrders({ session: [step('session', new Error('store down')), step('rights')], orders })(req(), res()),
    ).rejects.toThrow('store down');
    expect(seen).toEqual(['session']);
    expect(orders).not.toHaveBeenCalled();
  });
});
