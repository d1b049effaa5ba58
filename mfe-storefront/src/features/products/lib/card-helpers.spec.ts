import { blueEssenceText, rarityFallback, stockColor } from './card-helpers';

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
  it('replaces a rarity icon by its first letter in brackets', () => {
    expect(rarityFallback('EPIC')).toBe('[E]');
    expect(rarityFallback('ultimate')).toBe('[U]');
  });
});
