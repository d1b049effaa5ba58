import { parseAccountLine } from '@shop/shared';
import type { UserEntity } from '../user/user.entity';
import type { OrderEntity } from '../order/order.entity';
import { credentialVault, type SealBinding } from '../vault/credential-vault';

/** Where the account details go in a queued body; they are stored apart, sealed (`secret`). */
export const SECRET_PLACEHOLDER = '[[account details]]';
/** What a sent `.eml` file shows in their place once the e-mail has gone out. */
export const SECRET_REMOVED =
  '(The account details were removed from this copy after sending: see the order in My Account.)';

export interface OutgoingEmail {
  toAddress: string;
  subject: string;
  body: string;
  /** The account details, sealed (see `CredentialVault`); null for a receipt. */
  secret: string | null;
  orderId: number;
}

/**
 * The delivery e-mail of an order: the credentials for a delivered account, else a receipt. The
 * purchase writes it before the order has a number: `id` is then a token its SQL replaces.
 */
export function orderEmail<Id extends number | string>(
  user: Pick<UserEntity, 'username' | 'email'>,
  order: Pick<OrderEntity, 'productTitle' | 'totalPrice'> & { id: Id },
  credentials: string | null,
  /** The outbox row the e-mail will be (`forEmail(id)`): its account details are sealed for it. */
  sealFor?: SealBinding,
  deliveryNotes?: string | null,
): Omit<OutgoingEmail, 'orderId'> & { orderId: Id } {
  const lines = [
    `Hello ${user.username},`,
    '',
    `Thank you for your order #${order.id}: ${order.productTitle}.`,
    `Amount paid: $${order.totalPrice}`,
    '',
  ];
  let secret: string | null = null;
  if (credentials) {
    secret = sealedDetails(credentials, sealFor);
    lines.push(SECRET_PLACEHOLDER, 'For your security, change the password right away.');
  } else {
    lines.push('Our team will deliver this order shortly; you will find the details in My Account > Orders.');
  }
  if (deliveryNotes) lines.push('', 'Notes from our team:', deliveryNotes, '');
  lines.push('You can always see your orders in My Account. For help, open a support ticket.', '');
  return {
    toAddress: user.email,
    subject: `Your order #${order.id}`,
    body: lines.join('\n'),
    secret,
    orderId: order.id,
  };
}

/**
 * An e-mail's account details block (the line, and its fields when the parser reads it), sealed
 * for the outbox row `sealFor`: the body carries `SECRET_PLACEHOLDER` in its place.
 */
export function sealedDetails(credentials: string, sealFor: SealBinding | undefined): string {
  const details = ['Your account details:', '', credentials, ''];
  const parsed = safeParse(credentials);
  if (parsed) {
    details.push(`Server: ${parsed.server}`, `Username: ${parsed.username}`, `Password: ${parsed.password}`);
    if (parsed.email) details.push(`E-mail: ${parsed.email}`);
    details.push('');
  }
  if (!sealFor) throw new Error('an e-mail with account details needs the id of its outbox row');
  return credentialVault().seal(details.join('\n'), sealFor);
}

function safeParse(text: string) {
  try {
    return parseAccountLine(text);
  } catch {
    return null;
  }
}

/** The buyer's notice that an admin cancelled their order before delivery, with the refund and the reason. */
export function orderCancelledEmail(
  user: Pick<UserEntity, 'username' | 'email'>,
  order: Pick<OrderEntity, 'id' | 'productTitle'>,
  refunded: string | null,
  reason: string,
): OutgoingEmail {
  const lines = [
    `Hello ${user.username},`,
    '',
    `Your order #${order.id} (${order.productTitle}) has been canceled.`,
    `Reason: ${reason}`,
    refunded
      ? `$${refunded} has been refunded to your wallet balance.`
      : 'This order charged nothing, so there is nothing to refund.',
    '',
    'You can see the order in My Account > Orders. For help, open a support ticket.',
    '',
  ];
  return {
    toAddress: user.email,
    subject: `Your order #${order.id} was canceled`,
    body: lines.join('\n'),
    secret: null,
    orderId: order.id,
  };
}
