import { parseAccountLine } from '@shop/shared';
import type { UserEntity } from '../user/user.entity';
import type { OrderEntity } from '../order/order.entity';

export interface OutgoingEmail {
  toAddress: string;
  subject: string;
  body: string;
  orderId: number;
}

/** The delivery e-mail of an order: the credentials for a delivered account, else a receipt. */
export function orderEmail(user: UserEntity, order: OrderEntity, credentials: string | null): OutgoingEmail {
  const lines = [
    `Hello ${user.username},`,
    '',
    `Thank you for your order #${order.id}: ${order.productTitle}.`,
    `Amount paid: $${order.totalPrice}`,
    '',
  ];
  if (credentials) {
    lines.push('Your account details:', '', credentials, '');
    const parsed = safeParse(credentials);
    if (parsed) {
      lines.push(`Server: ${parsed.server}`, `Username: ${parsed.username}`, `Password: ${parsed.password}`);
      if (parsed.email) lines.push(`E-mail: ${parsed.email}`);
      lines.push('');
    }
    lines.push('For your security, change the password right away.');
  } else {
    lines.push('Our team will deliver this order shortly; you will find the details in My Account > Orders.');
  }
  lines.push('You can always see your orders in My Account. For help, open a support ticket.', '');
  return { toAddress: user.email, subject: `Your order #${order.id}`, body: lines.join('\n'), orderId: order.id };
}

function safeParse(text: string) {
  try {
    return parseAccountLine(text);
  } catch {
    return null;
  }
}
