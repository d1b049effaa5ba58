import { Router, type Request } from 'express';
import {
  CreateUserDocument,
  DeleteUserDocument,
  GetTransactionsDocument,
  GetUserActivityDocument,
  GetUserDocument,
  GetUserOrdersDocument,
  GetUsersDocument,
  ReleaseWalletHoldDocument,
  SetUserAdminDocument,
  SetUserStatusDocument,
  UpdateUserDocument,
  type AdminUserInput,
  type UserStatus,
} from '../generated/graphql';
import { OperationError } from './execute';
import type { FacadeDeps } from './facade-deps';
import { activityToRest, adminUserToRest, orderToRest, transactionToRest } from './mappers';
import { body, idParam, queryInt, queryParam, stringField } from './params';

const USER_STATUSES: readonly UserStatus[] = ['Active', 'Inactive', 'Suspended', 'Banned'];

function statusValue(value: string, required: boolean): UserStatus | undefined {
  if (!value && !required) return undefined;
  if (!(USER_STATUSES as readonly string[]).includes(value)) {
    throw new OperationError(400, `Status must be one of ${USER_STATUSES.join(', ')}.`, 'BAD_USER_INPUT');
  }
  return value as UserStatus;
}

function booleanField(source: Record<string, unknown>, field: string): boolean | undefined {
  const value = source[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new OperationError(400, `${field} must be true or false.`, 'BAD_USER_INPUT');
}

/** Only the documented fields are read from the body (no mass assignment). */
function userInput(req: Request): AdminUserInput {
  const input = body(req);
  const balance = stringField(input, 'balance');
  return {
    username: stringField(input, 'username'),
    email: stringField(input, 'email'),
    status: statusValue(stringField(input, 'status'), false),
    isAdmin: booleanField(input, 'isAdmin'),
    balance: balance === '' ? undefined : balance,
    balanceReason: stringField(input, 'balanceReason') || undefined,
    password: stringField(input, 'password') || undefined,
  };
}

/** The admin's user management (admin only: commerce checks the admin flag fresh on each call). */
export function userRoutes({ server, context }: FacadeDeps): Router {
  const router = Router();

  /** All users by default; `search`, `status`, `page` and `pageSize` narrow it. The total is in X-Total-Count. */
  router.get('/users', async (req, res) => {
    const pageSize = req.query.pageSize === undefined ? undefined : queryInt(req, 'pageSize', 10);
    const filter = {
      search: queryParam(req, 'search', 100),
      status: statusValue(queryParam(req, 'status') ?? '', false),
      page: pageSize ? queryInt(req, 'page', 1) || 1 : undefined,
      pageSize: pageSize || undefined,
    };
    const data = await server.run(GetUsersDocument, { filter }, context(req, res));
    res.setHeader('X-Total-Count', String(data.adminUsers.total));
    res.json(data.adminUsers.items.map(adminUserToRest));
  });

  router.post('/users', async (req, res) => {
    const data = await server.run(CreateUserDocument, { input: userInput(req) }, context(req, res));
    res.status(201).json(adminUserToRest(data.createUser));
  });

  router.get('/users/:id', async (req, res) => {
    const data = await server.run(GetUserDocument, { id: idParam(req, 'id', 'user id') }, context(req, res));
    res.json(adminUserToRest(data.adminUser));
  });

  router.put('/users/:id', async (req, res) => {
    const data = await server.run(
      UpdateUserDocument,
      { id: idParam(req, 'id', 'user id'), input: userInput(req) },
      context(req, res),
    );
    res.json(adminUserToRest(data.updateUser));
  });

  router.delete('/users/:id', async (req, res) => {
    const data = await server.run(DeleteUserDocument, { id: idParam(req, 'id', 'user id') }, context(req, res));
    const { deleted, deactivated } = data.deleteUser;
    res.json({
      ...data.deleteUser,
      message: deleted ? 'User deleted.' : deactivated ? 'User has order history and was deactivated.' : '',
    });
  });

  router.patch('/users/:id/status', async (req, res) => {
    const status = statusValue(stringField(body(req), 'status'), true)!;
    const data = await server.run(
      SetUserStatusDocument,
      { id: idParam(req, 'id', 'user id'), status },
      context(req, res),
    );
    res.json(adminUserToRest(data.setUserStatus));
  });

  router.patch('/users/:id/admin', async (req, res) => {
    const isAdmin = booleanField(body(req), 'isAdmin');
    if (isAdmin === undefined) throw new OperationError(400, 'isAdmin must be true or false.', 'BAD_USER_INPUT');
    const data = await server.run(
      SetUserAdminDocument,
      { id: idParam(req, 'id', 'user id'), isAdmin },
      context(req, res),
    );
    res.json({ isAdmin: data.setUserAdmin.isAdmin, username: data.setUserAdmin.username });
  });

  /**
   * Admin: lifts the hold a reversed payment (refund or chargeback at the provider) put on the
   * user's wallet. Idempotent: a wallet not on hold is answered as it is (200), so a double click or
   * two admins releasing at once both see the wallet they asked for. Unknown user: 404.
   */
  router.post('/users/:id/release-hold', async (req, res) => {
    const data = await server.run(
      ReleaseWalletHoldDocument,
      { userId: idParam(req, 'id', 'user id') },
      context(req, res),
    );
    const { userId, balance, onHold, holdReason } = data.releaseWalletHold;
    res.json({ userId, balance, onHold, holdReason: holdReason ?? null });
  });

  // The per-user reads of the admin's detail dialog; commerce checks owner-or-admin itself.
  router.get('/users/:id/orders', async (req, res) => {
    const data = await server.run(GetUserOrdersDocument, { userId: idParam(req, 'id', 'user id') }, context(req, res));
    res.json(data.ordersByUser.map(orderToRest));
  });

  router.get('/users/:id/transactions', async (req, res) => {
    const data = await server.run(
      GetTransactionsDocument,
      { userId: idParam(req, 'id', 'user id') },
      context(req, res),
    );
    res.json(data.transactions.map(transactionToRest));
  });

  router.get('/users/:id/activity', async (req, res) => {
    const data = await server.run(
      GetUserActivityDocument,
      { userId: idParam(req, 'id', 'user id') },
      context(req, res),
    );
    res.json(data.userActivity.map(activityToRest));
  });

  return router;
}
