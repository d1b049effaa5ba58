// The legal pages.
import { CLAIM_REASON_LABELS, WARRANTY_DEFAULT_DAYS } from '@shop/shared';

export const legal = {
  lastUpdated: (date: string) => `Last updated: ${date}`,
  privacy: {
    title: 'Privacy Policy',
    paragraphs: [
      'We collect only what we need to run the shop: your username, e-mail address, your orders and wallet transactions, and the technical data needed to keep your session secure.',
      'Account details of a purchase are shown only to you and to our administrators, and are sent to your e-mail address. We never sell your data.',
      'You may ask us at any time to export or delete your data through a support ticket.',
    ],
  },
  terms: {
    title: 'Terms of Service',
    paragraphs: [
      'Accounts are sold as described on their product page. Purchases are paid from your prepaid wallet balance and delivered automatically after payment.',
      'Change the password and the e-mail of a purchased account right after you receive it. You are responsible for how you use the account.',
      'We may suspend users who abuse the shop, its payment methods or its support.',
    ],
  },
  refund: {
    title: 'Refund Policy',
    paragraphs: [
      'You may ask for a refund within 24 hours if your order was not delivered, or if what was delivered is not as described: the account does not match its product page, or it cannot be accessed with the delivered details. Open a support ticket with your order number.',
      `Every account carries a warranty for the number of days shown on its product page (${WARRANTY_DEFAULT_DAYS} days unless the page says otherwise), counted from delivery. The account warranty covers only bans caused by botting (the way the account was levelled): claim it from My Orders with the reason '${CLAIM_REASON_LABELS.banned}'. Details that do not work ('${CLAIM_REASON_LABELS.wrong_credentials}') or an account taken back by its previous owner ('${CLAIM_REASON_LABELS.recovered}') mean it was not as delivered, and are claimed the same way within the window. Our team reviews each claim and replaces the account or credits your wallet.`,
      'Bans or suspensions caused by your own behaviour after delivery (reports, scripting, chat restrictions, sharing the account) are not covered.',
      'Approved refunds are credited to your wallet balance, or the account is replaced with an equivalent one. Wallet top-ups are not refundable once spent.',
      'After 24 hours a purchase can no longer be refunded, except under the botting-ban warranty above; the same applies once the e-mail or password of a delivered account has been changed.',
    ],
  },
} as const;
