import { screen, within } from '@testing-library/react';
import { GetTrustFiguresDocument, type GetTrustFiguresQuery } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { TrustPage } from './trust-page';

const NOT_ENOUGH = {
  enough: false,
  deliveryMedianSeconds: null,
  deliveryP95Seconds: null,
  automaticPercent: null,
  claimsPer100Orders: null,
  replacedPercent: null,
  replacementMedianSeconds: null,
  refusedPercent: null,
};

function answer(data: GetTrustFiguresQuery) {
  return [{ request: { query: GetTrustFiguresDocument }, result: { data } }];
}

const FIGURES: GetTrustFiguresQuery = {
  orderTrustFigures: [
    { __typename: 'OrderTrustFigures', days: 30, orders: 99, ...NOT_ENOUGH },
    {
      __typename: 'OrderTrustFigures',
      days: 90,
      orders: 220,
      enough: true,
      deliveryMedianSeconds: 0,
      deliveryP95Seconds: 7920,
      automaticPercent: '54.5',
      claimsPer100Orders: '5.5',
      replacedPercent: '50.0',
      replacementMedianSeconds: null,
      refusedPercent: '33.3',
    },
  ],
  ticketTrustFigures: [
    { __typename: 'TicketTrustFigures', days: 30, tickets: 112, enough: true, answeredWithin24hPercent: '82.1' },
    { __typename: 'TicketTrustFigures', days: 90, tickets: 40, enough: false, answeredWithin24hPercent: null },
  ],
};

/** The row of a figure: its name, its definition and a cell per window. */
function cells(name: string) {
  const row = screen.getByRole('row', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('the trust page', () => {
  it('shows each figure per window with its definition, "Not enough data yet" under the floor', async () => {
    renderWithProviders(<TrustPage />, { path: '/trust', user: null, mocks: answer(FIGURES) });
    const table = await screen.findByRole('table', { name: 'Our figures over the last 30 and 90 days' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Figure', 'Last 30 days', 'Last 90 days']);
    expect(cells('Delivered orders')).toEqual(['99', '220']);
    expect(cells('Delivery time (median)')).toEqual(['Not enough data yet', '0 s']);
    expect(cells('Delivery time (95th percentile)')).toEqual(['Not enough data yet', '2 h 12 min']);
    expect(cells('Delivered automatically')).toEqual(['Not enough data yet', '54.5%']);
    expect(cells('Warranty claims per 100 orders')).toEqual(['Not enough data yet', '5.5']);
    expect(cells('Claims replaced')).toEqual(['Not enough data yet', '50.0%']);
    // Enough orders but no replacement to time.
    expect(cells('Time to a replacement (median)')).toEqual(['Not enough data yet', 'None yet']);
    expect(cells('Claims refused')).toEqual(['Not enough data yet', '33.3%']);
    expect(cells('Tickets answered within 24 hours')).toEqual(['82.1%', 'Not enough data yet']);
    expect(screen.getByRole('rowheader', { name: /^Delivery time \(median\)/ }).textContent).toContain(
      'Half of the orders were delivered within this time of payment',
    );
    expect(screen.getByText(/Every figure is order-dated/).textContent).toContain(
      'a warranty claim counts with its order, whenever the claim was filed',
    );
  });

  it('says so when the figures cannot be read', async () => {
    renderWithProviders(<TrustPage />, {
      path: '/trust',
      user: null,
      mocks: [{ request: { query: GetTrustFiguresDocument }, error: new Error('gateway down') }],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The figures could not be loaded. Please try again later.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});
