import { render, screen } from '@testing-library/react';
import { CLAIM_REASON_LABELS, CLAIM_REASONS, WARRANTY_DEFAULT_DAYS } from '@shop/shared';
import { LegalPage } from './legal-page';

describe('legal pages', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-03-07T10:00:00Z') });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it.each(['privacy', 'terms', 'refund'] as const)(
    'dates the %s page with the current date in the Turkish format',
    (document) => {
      render(<LegalPage document={document} />);
      expect(screen.getByText('Last updated: 07.03.2026')).toBeTruthy();
    },
  );

  it('lets a customer ask for a refund within 24 hours for an order not delivered or not as described; the warranty covers botting bans only', () => {
    render(<LegalPage document="refund" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeTruthy();
    expect(
      screen.getByText(/within 24 hours if your order was not delivered, or if what was delivered is not as described/),
    ).toBeTruthy();
    expect(screen.getByText(/warranty covers only bans caused by botting/)).toBeTruthy();
  });

  it('names the warranty window and each claim reason the claim form offers, in its words', () => {
    render(<LegalPage document="refund" />);
    const warranty = screen.getByText(/carries a warranty/).textContent ?? '';
    expect(warranty).toContain(`(${WARRANTY_DEFAULT_DAYS} days unless the page says otherwise), counted from delivery`);
    for (const reason of CLAIM_REASONS.filter((r) => r !== 'other'))
      expect(warranty).toContain(`'${CLAIM_REASON_LABELS[reason]}'`);
  });
});
