import { formatCalendarDate, formatDateTimeToMinute, formatDateTimeWithMonthName, formatTimestamp } from './format';

describe('date formatting (Turkish locale, one function per meaning)', () => {
  // A local time, so the expectations hold in every time zone.
  const moment = new Date(2026, 10, 26, 3, 31, 5).toISOString();

  it('gives a recorded moment to the second, a moment to the minute and a day', () => {
    expect(formatTimestamp(moment)).toBe('26.11.2026 03:31:05');
    expect(formatDateTimeToMinute(moment)).toBe('26.11.2026 03:31');
    expect(formatCalendarDate(moment)).toBe('26.11.2026');
    expect(formatDateTimeWithMonthName(moment)).toBe('26 Kasım 2026 03:31');
  });

  it('gives nothing for no date and an unreadable value as it came', () => {
    for (const format of [formatTimestamp, formatDateTimeToMinute, formatCalendarDate, formatDateTimeWithMonthName]) {
      expect(format(null)).toBe('');
      expect(format(undefined)).toBe('');
      expect(format('not a date')).toBe('not a date');
    }
  });
});
