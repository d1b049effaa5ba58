import type { EntityManager } from '@mikro-orm/postgresql';
import type { CatalogClient } from './catalog.client';
import { OrderService } from './order.service';
import type { OrderType } from './order.type';

describe('OrderService.accountDetailsFor', () => {
  const service = new OrderService({} as EntityManager, {} as CatalogClient);
  const order = { id: 1, userId: 7, accountDetails: 'EUW : name : pass : 1000' } as OrderType;

  it('shows the credentials to the buyer and to admins', () => {
    expect(service.accountDetailsFor({ userId: 7, isAdmin: false }, order)).toBe(order.accountDetails);
    expect(service.accountDetailsFor({ userId: 1, isAdmin: true }, order)).toBe(order.accountDetails);
  });

  it('hides them from everyone else', () => {
    expect(service.accountDetailsFor({ userId: 8, isAdmin: false }, order)).toBeNull();
    expect(service.accountDetailsFor({ userId: null, isAdmin: false }, order)).toBeNull();
  });
});
