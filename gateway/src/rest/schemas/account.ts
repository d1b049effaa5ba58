import { z } from 'zod';
import { idParam, jsonBody, optionalText, text } from './fields';

/** Sign-up, sign-in, the session's user, the wallet and its ledger (docs/api.md "Account", "Payments"). */

export const CsrfTokenAnswer = z.object({ token: z.string() }).meta({ id: 'CsrfToken' });

export const User = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    isAdmin: z.boolean(),
    status: z.string(),
    balance: z.string().meta({ description: 'Money as a decimal string.' }),
    createdAt: z.string(),
    secondFactorEnrolmentRequired: z.boolean().meta({
      description:
        'True for an admin past STAFF_SECOND_FACTOR_GRACE sign-ins without a second factor: signed in, but every admin-only route answers 403 with `secondFactorEnrolmentRequired: true` until an authenticator app or a passkey is set up.',
    }),
  })
  .meta({ id: 'User' });

export const RegisterBody = jsonBody({ username: text(), email: text(), password: text() });

export const LoginBody = jsonBody({ email: text(), password: text() });

/** The token of the link e-mailed at sign-up (`/account/verify-email?token=`). */
export const VerifyEmailBody = jsonBody({ token: text() });

export const UserIdParams = z.object({ userId: idParam('user id') });

export const Wallet = z
  .object({
    userId: z.number().int(),
    balance: z.string(),
    onHold: z.boolean(),
    holdReason: z.string().nullable(),
  })
  .meta({ id: 'Wallet' });

export const DepositLimits = z
  .object({
    perDeposit: z.string(),
    per24Hours: z.string().nullable(),
    depositsPerWindow: z.object({ count: z.number().int(), windowSeconds: z.number().int() }).nullable(),
  })
  .meta({ id: 'DepositLimits' });

export const DepositBody = jsonBody({
  amount: text().meta({ description: 'Money as a decimal string, e.g. "25.00".' }),
  paymentMethod: optionalText().transform((value) => value ?? 'credit_card'),
});

export const DepositAnswer = z
  .object({
    userId: z.number().int(),
    balance: z.string(),
    paymentId: z.number().int(),
    status: z.string(),
    message: z.string(),
  })
  .meta({ id: 'Deposit' });

export const PendingDepositAnswer = DepositAnswer.extend({ checkoutUrl: z.string().nullable() }).meta({
  id: 'PendingDeposit',
});

export const Transaction = z
  .object({
    id: z.number().int(),
    type: z.string(),
    amount: z.string(),
    description: z.string(),
    paymentMethod: z.string().nullable(),
    orderId: z.number().int().nullable(),
    paymentId: z.number().int().nullable().optional(),
    actorId: z.number().int().nullable().optional(),
    status: z.string(),
    date: z.string(),
  })
  .meta({ id: 'Transaction' });
