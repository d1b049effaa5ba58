import { formatCalendarDate, formatDateTimeToMinute, formatDateTimeWithMonthName, formatTimestamp } from './format';

describe('date formatting (Turkish locale, one function per meaning)', () => {
  // 00:31:05 UTC is 03:31:05 in the shop's zone (Europe/Istanbul, UTC+3), whatever the runtime's zone.
  const moment = '2026-11-26T00:31:05.000Z';

  it('gives a recorded moment to the second, a moment to the minute and a day', () => {
    expect(formatTimestamp(moment)).toBe('26.11.2026 03:31:05');
    expect(formatDateTimeToMinute(moment)).toBe('26.11.2026 03:31');
    expect(formatCalendarDate(moment)).toBe('26.11.2026');
    expect(formatDateTimeWithMonthName(moment)).toBe('26 Kasım 2026 03:31');
  });

  it("writes the shop's time in every runtime zone (server and browser render the same text)", () => {
    const late = '2026-11-26T22:30:00.000Z';
    expect(formatDateTimeToMinute(late)).toBe('27.11.2026 01:30');
    expect(formatCalendarDate(late)).toBe('27.11.2026');
  });

  it('gives nothing for no date and an unreadable value as it came', () => {
    for (const format of [formatTimestamp, formatDateTimeToMinute, formatCalendarDate, formatDateTimeWithMonthName]) {
      expect(format(null)).toBe('');
      expect(format(undefined)).toBe('');
      expect(format('not a date')).toBe('not a date');
    }
  });
});
