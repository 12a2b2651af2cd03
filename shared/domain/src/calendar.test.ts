import {
  chinaDayStart,
  chinaIsoTime,
  chinaMonthStart,
  chinaToday,
  dateHelpers,
  dateRangeShortcuts,
  daysBetween,
  formatDate,
  formatDateTime,
  relativeTime,
} from './calendar';

// 2026-11-23 09:30:00 in China.
const now = new Date('2026-11-23T01:30:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime (spec section 9)', () => {
  it.each([
    [0, '刚刚'],
    [29, '刚刚'],
    [30, '1分钟前'],
    [61, '2分钟前'],
    [3599, '60分钟前'],
    [3600, '1小时前'],
    [3601, '2小时前'],
    [86_399, '24小时前'],
    [86_400, '1天前'],
    [2 * 86_400 - 1, '1天前'],
    [2 * 86_400, '11月21日9时30分'],
  ])('%i s ago reads %s', (seconds, expected) => {
    expect(relativeTime(ago(seconds), now)).toBe(expected);
  });
});

describe('formatting in China time', () => {
  it('shows a UTC instant on the Chinese clock', () => {
    expect(formatDate('2026-11-22T17:00:00Z')).toBe('2026-11-23');
    expect(formatDateTime('2026-11-22T17:05:09Z')).toBe('2026-11-23 01:05:09');
  });
  it('shows nothing for nothing', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('dateHelpers (spec section 9)', () => {
  it('moves by months and days', () => {
    expect(dateHelpers.tomorrow(now)).toBe('2026-11-24');
    expect(dateHelpers.oneMonthBack(now)).toBe('2026-10-23');
    expect(dateHelpers.threeMonthsBack(now)).toBe('2026-08-23');
    expect(dateHelpers.fourMonthsBack(now)).toBe('2026-07-23');
    expect(dateHelpers.sixMonthsBack(now)).toBe('2026-05-23');
    expect(dateHelpers.nextMonth(now)).toBe('2026-12-23');
    expect(dateHelpers.nextThreeMonths(now)).toBe('2027-02-23');
  });
  it('keeps the last day of a short month', () => {
    const endOfMay = new Date('2026-05-31T04:00:00Z');
    expect(dateHelpers.threeMonthsBack(endOfMay)).toBe('2026-02-28');
    expect(dateHelpers.oneMonthBack(new Date('2026-03-31T04:00:00Z'))).toBe('2026-02-28');
  });
  it('offers ranges that end today', () => {
    expect(dateRangeShortcuts(now)[0]).toEqual({ label: '最近一个月', range: ['2026-10-23', '2026-11-23'] });
  });
});

describe('China days and times, whatever the machine zone', () => {
  it('chinaToday is the date in Beijing', () => {
    expect(chinaToday(new Date('2026-11-22T16:30:00Z'))).toBe('2026-11-23');
    expect(chinaToday(new Date('2026-11-22T15:30:00Z'))).toBe('2026-11-22');
  });

  it('chinaDayStart is midnight in Beijing, moved by whole days', () => {
    expect(chinaDayStart(new Date('2026-11-22T15:59:59Z')).toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(chinaDayStart(new Date('2026-11-22T16:00:00Z')).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(chinaDayStart(new Date('2026-11-22T16:00:00Z'), -1).toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(chinaDayStart(new Date('2026-11-22T16:00:00Z'), 7).toISOString()).toBe('2026-11-29T16:00:00.000Z');
  });

  it('chinaMonthStart is the first midnight of the Beijing month', () => {
    expect(chinaMonthStart(new Date('2026-11-30T16:30:00Z')).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(chinaMonthStart(new Date('2026-11-30T15:30:00Z')).toISOString()).toBe('2026-10-31T16:00:00.000Z');
  });

  it('chinaIsoTime writes RFC 3339 in UTC+8 without milliseconds', () => {
    expect(chinaIsoTime(new Date('2026-11-23T02:34:56.789Z'))).toBe('2026-11-23T10:34:56+08:00');
    expect(chinaIsoTime(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01T04:00:00+08:00');
  });

  it('daysBetween counts calendar days, across months and years, negative backwards', () => {
    expect(daysBetween('2026-12-01', '2026-12-08')).toBe(7);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2027-03-01', '2027-02-27')).toBe(-2);
    expect(daysBetween('2026-12-05', '2026-12-05')).toBe(0);
  });
});
