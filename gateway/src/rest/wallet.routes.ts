import { Router } from 'express';
import {
  DepositDocument,
  GetDepositLimitsDocument,
  GetTransactionsDocument,
  GetWalletDocument,
} from '../generated/graphql';
import type { FacadeDeps } from './facade-deps';
import { transactionToRest } from './mappers';
import { assertSelfOrAdmin } from './params';
import { ROUTES } from './registry';
import { refusalError } from './refusals';
import { mount } from './route-spec';

export function walletRoutes({ server, context, depositThrottle }: FacadeDeps): Router {
  const router = Router();

  /**
   * What one account may deposit, for the top-up form to state before anyone is refused: commerce's
   * amounts (per deposit, per 24 hours; null = no limit) and the gateway's count of deposits per
   * window (`RATE_LIMIT_DEPOSIT`; null with the throttles off). Public: the same for everyone.
   */
  mount(router, ROUTES.depositLimits, async (_input, req, res) => {
    const { depositLimits } = await server.run(GetDepositLimitsDocument, {}, context(req, res));
    res.json({
      perDeposit: depositLimits.perDeposit,
      per24Hours: depositLimits.per24Hours ?? null,
      depositsPerWindow: depositThrottle
        ? { count: depositThrottle.limit, windowSeconds: Math.round(depositThrottle.windowMs / 1000) }
        : null,
    });
  });

  mount(router, ROUTES.wallet, async ({ params: { userId } }, req, res) => {
    assertSelfOrAdmin(req, userId);
    const data = await server.run(GetWalletDocument, { userId }, context(req, res));
    // The spec sends the balance as a string; it is already an exact decimal string. `onHold` (and
    // why) when a reversed payment left the wallet in debt: purchases and deposits are refused.
    const { userId: owner, balance, onHold, holdReason } = data.wallet;
    res.json({ userId: owner, balance, onHold, holdReason });
  });

  mount(router, ROUTES.deposit, async ({ body }, req, res) => {
    const data = await server.run(DepositDocument, { input: body }, context(req, res));
    if (data.deposit.__typename !== 'Payment') throw refusalError(data.deposit);
    const { id: paymentId, userId, balance, status, checkoutUrl } = data.deposit;
    if (status === 'pending') {
      // A real provider: the wallet is credited when its signed confirmation arrives.
      res.status(202).json({
        userId,
        balance,
        paymentId,
        status,
        checkoutUrl,
        message: 'Complete the payment to add the money to your wallet.',
      });
      return;
    }
    res.json({ userId, balance, paymentId, status, message: 'Deposit successful' });
  });

  mount(router, ROUTES.transactions, async ({ params: { userId } }, req, res) => {
    assertSelfOrAdmin(req, userId);
    const data = await server.run(GetTransactionsDocument, { userId }, context(req, res));
    res.json(data.transactions.map(transactionToRest));
  });

  return router;
}
