import { screen, within } from '@testing-library/react';
import { GetMyClaimsDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { MyClaims } from './my-claims';

const claim = (id: number, orderId: number, status: string, reason = 'banned') => ({
  __typename: 'Claim' as const,
  id,
  orderId,
  productTitle: 'EUW Fresh 30-40k',
  reason,
  status,
  createdAt: '2026-11-24T09:30:00.000Z',
  updatedAt: '2026-11-24T09:30:00.000Z',
});
const claimsMock = (claims: ReturnType<typeof claim>[]) => ({
  request: { query: GetMyClaimsDocument },
  result: { data: { myClaims: claims } },
});

describe('MyClaims (the support list)', () => {
  it('lists the claims with their status, each a link to its order in My Orders', async () => {
    renderWithProviders(<MyClaims userId={7} />, {
      mocks: [claimsMock([claim(6, 14, 'waiting_stock'), claim(5, 12, 'refused', 'other')])],
    });
    const list = await screen.findByRole('list', { name: 'Your warranty claims' });
    expect(screen.getByRole('heading', { name: 'Warranty claims' })).toBeTruthy();
    const [first, second] = within(list).getAllByRole('link');
    expect(first.getAttribute('href')).toBe('/account/orders?order=14');
    expect(first.getAttribute('aria-label')).toBe('Claim #6 · Order #14 · EUW Fresh 30-40k, Waiting for stock');
    expect(within(first).getByLabelText('Claim status: Waiting for stock')).toBeTruthy();
    expect(second.textContent).toContain('Other · Claimed');
    expect(within(second).getByLabelText('Claim status: Refused')).toBeTruthy();
  });

  it('shows nothing when the customer has no claims', async () => {
    const { container } = renderWithProviders(<MyClaims userId={7} />, { mocks: [claimsMock([])] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('section')).toBeNull();
  });
});
