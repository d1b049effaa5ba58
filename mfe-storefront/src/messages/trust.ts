// The trust page (/trust, issue 38): English, as the legal pages it sits beside in the footer. Each
// figure's definition is what the subgraphs compute (docs/api.md#trust-figures); keep them equal.

export const trust = {
  title: 'Trust in Numbers',
  intro:
    'How the shop has served its buyers over the last 30 and 90 days, computed from our order, warranty and support records.',
  orderDated:
    'Every figure is order-dated: an order counts in a period when it was paid in that period, and a warranty claim counts with its order, whenever the claim was filed.',
  floor:
    'A figure with fewer than 100 orders behind it (100 tickets for the support figure) shows "Not enough data yet" instead of a number. Shares are rounded to one decimal, times to the second.',
  refreshed: 'The figures are computed again every few minutes.',
  tableLabel: 'Our figures over the last 30 and 90 days',
  figure: 'Figure',
  window: (days: number) => `Last ${days} days`,
  notEnough: 'Not enough data yet',
  none: 'None yet',
  loading: 'Loading the figures…',
  failed: 'The figures could not be loaded. Please try again later.',
  rows: {
    orders: {
      name: 'Delivered orders',
      definition: 'Orders paid in the period and delivered: the orders behind every figure below but the last.',
    },
    deliveryMedian: {
      name: 'Delivery time (median)',
      definition:
        'Half of the orders were delivered within this time of payment: from the wallet payment to the account details on the order (at once for accounts in stock, by our team for orders delivered by hand).',
    },
    deliveryP95: {
      name: 'Delivery time (95th percentile)',
      definition: '95 in 100 orders were delivered within this time of payment.',
    },
    automatic: {
      name: 'Delivered automatically',
      definition: 'Share of the orders delivered automatically at payment, from stock.',
    },
    claims: {
      name: 'Warranty claims per 100 orders',
      definition: 'Warranty claims filed on the orders of the period, per 100 delivered orders.',
    },
    replaced: {
      name: 'Claims replaced',
      definition:
        'Share of those claims answered with a replacement account. Claims still open count as neither replaced nor refused.',
    },
    replacementMedian: {
      name: 'Time to a replacement (median)',
      definition: 'Half of the replaced claims got their replacement within this time of the claim.',
    },
    refused: {
      name: 'Claims refused',
      definition: 'Share of those claims refused.',
    },
    tickets: {
      name: 'Tickets answered within 24 hours',
      definition:
        'Share of the support tickets opened in the period whose first reply from our team came within 24 hours (ticket-dated). A ticket younger than a day without a reply is not counted yet.',
    },
  },
  units: { day: 'd', hour: 'h', minute: 'min', second: 's' },
} as const;
