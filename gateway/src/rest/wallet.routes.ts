import { Router } from 'express';
import {
  DepositDocument,
  GetDepositLimitsDocument,
  GetTransactionsDocument,
  GetWalletDocument,
} from '../generated/graphql';
import type { FacadeDeps } from './facade-deps';
import { transactionToRest } from './mappers';
import { assertSelfOrAdmin, body, idParam, stringField } from './params';

export function walletRoutes({ server, context, depositThrottle }: FacadeDeps): Router {
  const router = Router();

  /**
   * What one account may deposit, for the top-up form to state before anyone is refused: commerce's
   * amounts (per deposit, per 24 hours; null = no limit) and the gateway's count of deposits per
   * window (`RATE_LIMIT_DEPOSIT`; null with the throttles off). Public: the same for everyone.
   */
  router.get('/wallet/deposit-limits', async (req, res) => {
    const { depositLimits } = await server.run(GetDepositLimitsDocument, {}, context(req, res));
    res.json({
      perDeposit: depositLimits.perDeposit,
      per24Hours: depositLimits.per24Hours ?? null,
      depositsPerWindow: depositThrottle
        ? { count: depositThrottle.limit, windowSeconds: Math.round(depositThrottle.windowMs / 1000) }
        : null,
    });
  });

  router.get('/wallet/:userId', async (req, res) => {
    const userId = idParam(req, 'userId', 'user id');
    assertSelfOrAdmin(req, userId);
    const data = await server.run(GetWalletDocument, { userId }, context(req, res));
    // The spec sends the balance as a string; it is already an exact decimal string. `onHold` (and
    // why) when a reversed payment left the wallet in debt: purchases and deposits are refused.
    const { userId: owner, balance, onHold, holdReason } = data.wallet;
    res.json({ userId: owner, balance, onHold, holdReason });
  });

  router.post('/wallet/deposit', async (req, res) => {
    const input = body(req);
    const data = await server.run(
      DepositDocument,
      {
        input: {
          amount: stringField(input, 'amount'),
          paymentMethod: stringField(input, 'paymentMethod') || 'credit_card',
        },
      },
      context(req, res),
    );
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

  router.get('/transactions/:userId', async (req, res) => {
    const userId = idParam(req, 'userId', 'user id');
    assertSelfOrAdmin(req, userId);
    const data = await server.run(GetTransactionsDocument, { userId }, context(req, res));
    res.json(data.transactions.map(transactionToRest));
  });

  return router;
}
