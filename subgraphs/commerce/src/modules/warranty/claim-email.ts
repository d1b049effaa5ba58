import type { ClaimStatus } from '@shop/shared';
import { SECRET_PLACEHOLDER, sealedDetails, type OutgoingEmail } from '../mail/order-email';
import type { SealBinding } from '../vault/credential-vault';

const REASON_TEXT: Record<string, string> = {
  banned: 'the account was banned',
  wrong_credentials: 'the credentials did not work',
  recovered: 'the account was recovered by its previous owner',
  other: 'another problem',
};

export interface ClaimEmailFacts {
  claimId: number;
  orderId: number;
  productTitle: string;
  reason: string;
  status: ClaimStatus;
  /** A refusal's reason, or an admin's note. */
  note?: string | null;
  /** A credit: the amount back in the wallet (decimal). */
  credited?: string | null;
  /** A replacement: the new account's credentials, sealed for the e-mail's row `sealFor`. */
  credentials?: string | null;
  sealFor?: SealBinding;
}

/** The buyer's e-mail at each change of a warranty claim (a replacement carries the new account). */
export function claimEmail(user: { username: string; email: string }, facts: ClaimEmailFacts): OutgoingEmail {
  const about = `your warranty claim #${facts.claimId} for order #${facts.orderId} (${facts.productTitle})`;
  const lines = [`Hello ${user.username},`, ''];
  let secret: string | null = null;
  let subject: string;
  switch (facts.status) {
    case 'replaced':
      subject = `Your replacement for order #${facts.orderId}`;
      lines.push(
        `We replaced the account of ${about}: ${REASON_TEXT[facts.reason] ?? facts.reason}.`,
        'The old account is no longer valid. Your new account:',
        '',
        SECRET_PLACEHOLDER,
        'For your security, change the password right away.',
      );
      secret = sealedDetails(facts.credentials ?? '', facts.sealFor);
      break;
    case 'waiting_stock':
      subject = `Your warranty claim #${facts.claimId}: waiting for stock`;
      lines.push(
        `We accepted ${about}.`,
        'No account of this product is in stock right now. You are first in line: the replacement is delivered to your order as soon as stock arrives.',
      );
      break;
    case 'credited':
      subject = `Your warranty claim #${facts.claimId}: credited`;
      lines.push(`We accepted ${about}.`, `$${facts.credited ?? '0.00'} has been credited to your wallet balance.`);
      break;
    case 'refused':
      subject = `Your warranty claim #${facts.claimId}: refused`;
      lines.push(`We could not accept ${about}.`, `Reason: ${facts.note ?? ''}`);
      break;
    default:
      subject = `Your warranty claim #${facts.claimId}: received`;
      lines.push(`We received ${about}.`, 'Our team will look at it and answer you by e-mail and in My Orders.');
  }
  lines.push('', 'You can follow the claim in My Account > Orders. For help, open a support ticket.', '');
  return { toAddress: user.email, subject, body: lines.join('\n'), secret, orderId: facts.orderId };
}
