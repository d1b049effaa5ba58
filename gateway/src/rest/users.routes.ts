import { Router } from 'express';
import {
  CreateUserDocument,
  DeleteUserDocument,
  GetTransactionsDocument,
  GetUserActivityDocument,
  GetUserDocument,
  GetUserOrdersDocument,
  GetUsersDocument,
  ReleaseWalletHoldDocument,
  ResetUserSecondFactorDocument,
  SetUserAdminDocument,
  SetUserStatusDocument,
  UpdateUserDocument,
} from '../generated/graphql';
import type { FacadeDeps } from './facade-deps';
import { activityToRest, adminUserToRest, orderToRest, transactionToRest } from './mappers';
import { ROUTES } from './registry';
import { mount } from './route-spec';

/** The admin's user management (admin only: commerce checks the admin flag fresh on each call). */
export function userRoutes({ server, context }: FacadeDeps): Router {
  const router = Router();

  /** All users by default; `search`, `status`, `page` and `pageSize` narrow it. The total is in X-Total-Count. */
  mount(router, ROUTES.users, async ({ query: { pageSize, search, status, page } }, req, res) => {
    const filter = { search, status, page: pageSize ? page : undefined, pageSize };
    const data = await server.run(GetUsersDocument, { filter }, context(req, res));
    res.setHeader('X-Total-Count', String(data.adminUsers.total));
    res.json(data.adminUsers.items.map(adminUserToRest));
  });

  mount(router, ROUTES.createUser, async ({ body }, req, res) => {
    const data = await server.run(CreateUserDocument, { input: body }, context(req, res));
    res.status(201).json(adminUserToRest(data.createUser));
  });

  mount(router, ROUTES.user, async ({ params }, req, res) => {
    const data = await server.run(GetUserDocument, { id: params.id }, context(req, res));
    res.json(adminUserToRest(data.adminUser));
  });

  mount(router, ROUTES.updateUser, async ({ params, body }, req, res) => {
    const data = await server.run(UpdateUserDocument, { id: params.id, input: body }, context(req, res));
    res.json(adminUserToRest(data.updateUser));
  });

  mount(router, ROUTES.deleteUser, async ({ params }, req, res) => {
    const data = await server.run(DeleteUserDocument, { id: params.id }, context(req, res));
    const { deleted, deactivated } = data.deleteUser;
    res.json({
      ...data.deleteUser,
      message: deleted ? 'User deleted.' : deactivated ? 'User has order history and was deactivated.' : '',
    });
  });

  mount(router, ROUTES.setUserStatus, async ({ params, body }, req, res) => {
    const data = await server.run(SetUserStatusDocument, { id: params.id, status: body.status }, context(req, res));
    res.json(adminUserToRest(data.setUserStatus));
  });

  mount(router, ROUTES.setUserAdmin, async ({ params, body }, req, res) => {
    const data = await server.run(SetUserAdminDocument, { id: params.id, isAdmin: body.isAdmin! }, context(req, res));
    res.json({ isAdmin: data.setUserAdmin.isAdmin, username: data.setUserAdmin.username });
  });

  /** Owner only, behind the step-up (commerce checks both): another user's factors removed, their sessions renewed. */
  mount(router, ROUTES.resetUserSecondFactor, async ({ params }, req, res) => {
    const data = await server.run(ResetUserSecondFactorDocument, { id: params.id }, context(req, res));
    res.json({ ...data.resetUserSecondFactor, message: 'The second factor is reset; the user was e-mailed.' });
  });

  /**
   * Admin: lifts the hold a reversed payment (refund or chargeback at the provider) put on the
   * user's wallet. Idempotent: a wallet not on hold is answered as it is (200), so a double click or
   * two admins releasing at once both see the wallet they asked for. Unknown user: 404.
   */
  mount(router, ROUTES.releaseHold, async ({ params }, req, res) => {
    const data = await server.run(ReleaseWalletHoldDocument, { userId: params.id }, context(req, res));
    const { userId, balance, onHold, holdReason } = data.releaseWalletHold;
    res.json({ userId, balance, onHold, holdReason: holdReason ?? null });
  });

  // The per-user reads of the admin's detail dialog; commerce checks owner-or-admin itself.
  mount(router, ROUTES.userOrdersAdmin, async ({ params }, req, res) => {
    const data = await server.run(GetUserOrdersDocument, { userId: params.id }, context(req, res));
    res.json(data.ordersByUser.map(orderToRest));
  });

  mount(router, ROUTES.userTransactions, async ({ params }, req, res) => {
    const data = await server.run(GetTransactionsDocument, { userId: params.id }, context(req, res));
    res.json(data.transactions.map(transactionToRest));
  });

  mount(router, ROUTES.userActivity, async ({ params }, req, res) => {
    const data = await server.run(GetUserActivityDocument, { userId: params.id }, context(req, res));
    res.json(data.userActivity.map(activityToRest));
  });

  return router;
}
