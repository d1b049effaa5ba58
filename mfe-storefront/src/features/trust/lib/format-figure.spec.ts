import { formatDuration, formatPercent } from './format-figure';

describe('trust figures formatting', () => {
  it.each([
    [0, '0 s'],
    [45, '45 s'],
    [600, '10 min'],
    [7920, '2 h 12 min'],
    [3600, '1 h'],
    [90_000, '1 d 1 h'],
    [86_401, '1 d'],
    [3_661, '1 h 1 min'],
  ])('shows %i seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('shows a share with its percent sign, digits as sent', () => {
    expect(formatPercent('33.3')).toBe('33.3%');
    expect(formatPercent('100.0')).toBe('100.0%');
  });
});
