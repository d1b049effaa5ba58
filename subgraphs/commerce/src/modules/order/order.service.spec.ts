import type { EntityManager } from '@mikro-orm/postgresql';
import type { BaseContext } from '@shop/server-kit';
import type { AccessService } from '../access/access.service';
import type { CatalogClient } from './catalog.client';
import { credentialVault, forOrder } from '../vault/credential-vault';
import { OrderService } from './order.service';
import type { OrderType } from './order.type';

/** A request context whose caller is (or, read fresh from the users table, is not) an admin. */
function ctx(userId: number | null, adminNow: boolean): BaseContext & { access: AccessService } {
  return {
    identity: { userId, isAdmin: true },
    requestId: 'test',
    access: { isAdmin: async () => adminNow } as AccessService,
  };
}

describe('OrderService.accountDetailsFor', () => {
  const service = new OrderService({} as EntityManager, {} as CatalogClient);
  const clear = 'EUW : name : pass : 1000';
  const order = { id: 1, userId: 7, accountDetails: credentialVault().seal(clear, forOrder(1)) } as OrderType;

  it('opens the sealed credentials for the buyer only', async () => {
    expect(order.accountDetails).not.toContain('pass');
    expect(await service.accountDetailsFor(ctx(7, false), order)).toBe(clear);
  });

  it('hides them from everyone else, an admin included (admins reveal them through orderCredentials)', async () => {
    const admin = ctx(1, true);
    expect(await service.accountDetailsFor(admin, order)).toBeNull();
    expect(
      await service.accountDetailsFor(
        { ...admin, identity: { userId: 1, isAdmin: true, reauthenticated: true } },
        order,
      ),
    ).toBeNull();
    expect(admin.auditEvents).toBeUndefined();
    expect(await service.accountDetailsFor(ctx(8, false), order)).toBeNull();
    expect(await service.accountDetailsFor(ctx(null, false), order)).toBeNull();
  });
});
