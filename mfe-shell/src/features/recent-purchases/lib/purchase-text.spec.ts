import { amountText, gameLabel, purchaseLine, timeAgo } from './purchase-text';

const product = { gameSlug: 'lol', accountType: 'fresh', server: 'EUW' };

describe('recent-purchase texts', () => {
  it('uses the message when present, else builds the purchase line', () => {
    expect(purchaseLine({ message: 'bought two accounts', product })).toBe('bought two accounts');
    expect(purchaseLine({ message: null, product })).toBe('purchased a fresh account for EUW');
    expect(purchaseLine({ message: '  ', product: { ...product, accountType: '', server: '' } })).toBe(
      'purchased a account',
    );
    expect(purchaseLine({ message: null, product: null })).toBe('purchased a account');
  });

  it('labels lol as League of Legends and anything else as Valorant', () => {
    expect(gameLabel(product)).toBe('League of Legends');
    expect(gameLabel({ ...product, gameSlug: 'valorant' })).toBe('Valorant');
    expect(gameLabel({ ...product, gameSlug: 'other' })).toBe('Valorant');
    expect(gameLabel(null)).toBeNull();
  });

  it('shows the amount in lira with Turkish formatting and two decimals', () => {
    expect(amountText('1234.5')).toBe('₺1.234,50');
    expect(amountText('12.50')).toBe('₺12,50');
    expect(amountText('abc')).toBeNull();
  });

  it('says how long ago', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(timeAgo('2026-11-22T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-22T11:59:00Z', now)).toBe('1 minute ago');
    expect(timeAgo('2026-11-22T11:59:30Z', now)).toBe('30 seconds ago');
    expect(timeAgo('2026-11-22T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-20T12:00:00Z', now)).toBe('2 days ago');
    expect(timeAgo('2026-11-22T12:01:00Z', now)).toBe('0 seconds ago');
    expect(timeAgo('bad', now)).toBe('');
  });
});
