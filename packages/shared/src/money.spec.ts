import {
  centsToDecimal,
  formatTry,
  formatUsd,
  MAX_CENTS,
  MAX_MONEY,
  moneyInputProblem,
  normaliseDecimal,
  parseCents,
} from './money';

describe('money', () => {
  it('parses decimal strings to exact cents', () => {
    expect(parseCents('12.5')).toBe(1250);
    expect(parseCents('0.10')).toBe(10);
    expect(parseCents('-3.4')).toBe(-340);
    expect(parseCents(' 7 ')).toBe(700);
    expect(parseCents(0.1 + 0.2)).toBeNull(); // 0.30000000000000004 has too many decimals
  });

  it('rejects malformed and oversized amounts', () => {
    for (const bad of ['', 'abc', '1.234', '1,5', '1e3', '--1', '99999999999.99']) {
      expect(parseCents(bad)).toBeNull();
    }
  });

  it('formats cents back to two decimals', () => {
    expect(centsToDecimal(1250)).toBe('12.50');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(normaliseDecimal('5')).toBe('5.00');
    expect(() => normaliseDecimal('x')).toThrow(RangeError);
  });

  it('formats dollars and lira for display', () => {
    expect(formatUsd('1234.5')).toBe('$1,234.50');
    expect(formatUsd('-2')).toBe('-$2.00');
    expect(formatTry('1234567.8')).toBe('₺1.234.567,80');
    expect(formatTry('0.05')).toBe('₺0,05');
  });

  it('refuses client amounts exactly where normaliseDecimal would throw', () => {
    expect(MAX_MONEY).toBe(centsToDecimal(MAX_CENTS));
    for (const good of ['0', '12.5', ' 7.05 ', MAX_MONEY]) {
      expect(moneyInputProblem(good)).toBeNull();
      expect(() => normaliseDecimal(good)).not.toThrow();
    }
    for (const bad of ['', '-1', '1.234', '1e3', 'NaN']) expect(moneyInputProblem(bad)).toBe('format');
    for (const tooLarge of ['1000000000', '9999999999.99']) {
      expect(moneyInputProblem(tooLarge)).toBe('range');
      expect(() => normaliseDecimal(tooLarge)).toThrow(RangeError);
    }
  });
});
