import * as messages from '../../../messages';
import {
  MAX_FEATURE_ROWS,
  blueEssenceText,
  featureRows,
  groupThousands,
  rarityFallback,
  stockColor,
  type CardLabels,
} from './card-helpers';

describe('card helpers', () => {
  it('colours stock by the spec thresholds', () => {
    expect(stockColor(0)).toBe('#ef4444');
    expect(stockColor(-2)).toBe('#ef4444');
    expect(stockColor(5)).toBe('#f97316');
    expect(stockColor(6)).toBe('#eab308');
    expect(stockColor(50)).toBe('#eab308');
    expect(stockColor(51)).toBe('#3b82f6');
    expect(stockColor(51, true)).toBe('#22c55e');
  });
  it('groups blue essence or shows N/A', () => {
    expect(blueEssenceText(45250, '', 'N/A')).toBe('45,250');
    expect(blueEssenceText(null, 'EUW : ****** : ****** : 32000 : 500', 'N/A')).toBe('32,000');
    expect(blueEssenceText(null, '', 'N/A')).toBe('N/A');
  });
  it('groups whole numbers as en-US does, without building an Intl formatter for them', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const value of [
      0,
      7,
      999,
      1000,
      45250,
      100000,
      1234567,
      -1234,
      -999,
      Number.MAX_SAFE_INTEGER,
      2.5,
      1234.567,
    ]) {
      expect(groupThousands(value)).toBe(intl.format(value));
    }
  });
  it('replaces a rarity icon by its first letter in brackets', () => {
    expect(rarityFallback('EPIC')).toBe('[E]');
    expect(rarityFallback('ultimate')).toBe('[U]');
  });
});

describe('featureRows', () => {
  const base = {
    server: 'EUW',
    rankStatus: 'unranked',
    level: 30,
    championCount: 0,
    warrantyDays: 14,
    cardTexts: { warranty: '14 Day Warranty', deliveryTime: '5-15 minutes' },
    customFeatures: [] as { id: string; icon: string; label: string; value: string }[],
    displayOptions: { showLevel: true, showBE: true, showChampions: true, showSkins: true },
  };
  const rows = (overrides: Partial<typeof base> = {}) =>
    featureRows({ ...base, ...overrides }, messages.card).map((row) => `${row.label}: ${row.value}`);

  it('lists server, level, rank, warranty and delivery time with the product values', () => {
    expect(rows()).toEqual([
      'Server: EUW',
      'Level: 30',
      'Rank: Unranked',
      'Warranty: 14 Day Warranty',
      'Delivery Time: 5-15 minutes',
    ]);
  });

  it("follows the product's warranty days unless the admin typed a warranty text, in the page's language", () => {
    const warranty = (overrides: Partial<typeof base>, labels: CardLabels = messages.card) =>
      featureRows({ ...base, ...overrides }, labels).find((row) => row.label === labels.warranty)?.value;
    const thirty = { warrantyDays: 30, cardTexts: { ...base.cardTexts, warranty: '30 Day Warranty' } };
    expect(warranty(thirty)).toBe('30 Day Warranty');
    expect(warranty(thirty, messages.cardTr)).toBe('30 Gün Garanti');
    expect(warranty({ warrantyDays: 7, cardTexts: { ...base.cardTexts, warranty: '' } })).toBe('7 Day Warranty');
    const custom = { warrantyDays: 30, cardTexts: { ...base.cardTexts, warranty: 'Lifetime warranty' } };
    expect(warranty(custom)).toBe('Lifetime warranty');
    expect(warranty(custom, messages.cardTr)).toBe('Lifetime warranty');
  });

  it('prefers the card texts over the numbers and shows champions only when known', () => {
    expect(
      rows({
        championCount: 42,
        rankStatus: 'ranked',
        cardTexts: { ...base.cardTexts, level: '30+', deliveryTime: 'Instant' },
      }),
    ).toEqual([
      'Server: EUW',
      'Level: 30+',
      'Rank: Ranked Ready',
      'Champions: 42',
      'Warranty: 14 Day Warranty',
      'Delivery Time: Instant',
    ]);
  });

  it('hides level and champions when the display options say so', () => {
    const hidden = rows({
      championCount: 42,
      displayOptions: { ...base.displayOptions, showLevel: false, showChampions: false },
    });
    expect(hidden.some((row) => row.startsWith('Level') || row.startsWith('Champions'))).toBe(false);
  });

  it('appends filled custom features and stops at the 600 px card limit', () => {
    const custom = Array.from({ length: 5 }, (_, i) => ({
      id: `f${i}`,
      icon: '',
      label: `Extra ${i}`,
      value: i === 1 ? ' ' : `v${i}`,
    }));
    const result = rows({ customFeatures: custom });
    expect(result).toHaveLength(MAX_FEATURE_ROWS);
    expect(result.slice(5)).toEqual(['Extra 0: v0', 'Extra 2: v2']);
  });

  it('uses the Turkish labels on /skins', () => {
    expect(featureRows(base, messages.cardTr)[0]).toEqual({ label: 'Sunucu', value: 'EUW' });
  });
});
