// The legal pages. The refund policy names the warranty's default days and the claim form's reason
// labels as written in @shop/shared (held equal by legal-page.spec.tsx). Keep it short: at about
// 400 more characters rspack's default split moved the storefront's messages into the first
// page's shared chunk (+2.5 KB brotli; e2e/first-page-budget.spec.ts caught it).

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
      "Every account carries a warranty for the days on its product page (14 days unless the page says otherwise), counted from delivery. The account warranty covers only bans caused by botting (the way the account was levelled), claimed in My Orders as 'Banned for botting'; 'Wrong credentials' and 'Recovered by previous owner' mean it was not as delivered. Bans or suspensions caused by your own behaviour after delivery (reports, scripting, chat restrictions, sharing the account) are not covered.",
      'Approved refunds are credited to your wallet balance, or the account is replaced with an equivalent one. Wallet top-ups are not refundable once spent.',
      'After 24 hours a purchase can no longer be refunded, except under the botting-ban warranty above; the same applies once the e-mail or password of a delivered account has been changed.',
    ],
  },
} as const;
