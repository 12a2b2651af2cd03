/**
 * Dates as users of the product read them: China time (UTC+8) whatever the machine's zone, `yyyy-MM-dd` and
 * `yyyy-MM-dd HH:mm:ss`, and the date helpers of spec section 9.
 */

const CHINA_OFFSET_MS = 8 * 3_600_000;
/** China's offset from UTC as ISO 8601 writes it. */
export const CHINA_OFFSET = '+08:00';
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** The parts of an instant on a clock in China. */
function chinaParts(at: Date) {
  const shifted = new Date(at.getTime() + CHINA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** `2026-11-23`; empty for an empty or unreadable value. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const at = toDate(value);
  if (Number.isNaN(at.getTime())) return '';
  const p = chinaParts(at);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** `2026-11-23 09:05:00`; empty for an empty or unreadable value. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const at = toDate(value);
  if (Number.isNaN(at.getTime())) return '';
  const p = chinaParts(at);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** Today in China, `2026-11-23`: plan and trial end dates, due dates and daily numbers are China days. */
export function chinaToday(now = new Date()): string {
  return formatDate(now);
}

/** The instant a China day (`2026-11-23`) begins. */
export function chinaDayStartOf(day: string): Date {
  return new Date(`${day}T00:00:00${CHINA_OFFSET}`);
}

/** Midnight in China of the day `now` falls on, plus `days` (daily limits and due windows count from there). */
export function chinaDayStart(now = new Date(), days = 0): Date {
  const local = now.getTime() + CHINA_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - CHINA_OFFSET_MS + days * DAY_MS);
}

/** `YYYY-MM-DD` plus days (negative goes back). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Whole days from one calendar day to another (`2026-12-01` to `2026-12-08` is 7; earlier is negative): how
 * overdue a task is, how far off a plan's end.
 */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => {
    const [year, month, date] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, date);
  };
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** The first moment of the China month `now` falls in. */
export function chinaMonthStart(now = new Date()): Date {
  return chinaDayStartOf(`${chinaToday(now).slice(0, 8)}01`);
}

/** RFC 3339 on China's clock, to the second: `2026-11-23T10:34:56+08:00`. */
export function chinaIsoTime(at: Date): string {
  const p = chinaParts(at);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${CHINA_OFFSET}`;
}

/** The calendar day `months` away from `from` (negative goes back), clamped to the month's last day. */
function shiftMonths(from: Date, months: number): string {
  const p = chinaParts(from);
  const target = new Date(Date.UTC(p.year, p.month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return `${target.getUTCFullYear()}-${pad(target.getUTCMonth() + 1)}-${pad(Math.min(p.day, lastDay))}`;
}

/** The date helpers of spec section 9, as `yyyy-MM-dd` in China time. */
export const dateHelpers = {
  today: (now = new Date()) => chinaToday(now),
  tomorrow: (now = new Date()) => formatDate(new Date(now.getTime() + DAY_MS)),
  oneMonthBack: (now = new Date()) => shiftMonths(now, -1),
  threeMonthsBack: (now = new Date()) => shiftMonths(now, -3),
  fourMonthsBack: (now = new Date()) => shiftMonths(now, -4),
  sixMonthsBack: (now = new Date()) => shiftMonths(now, -6),
  nextMonth: (now = new Date()) => shiftMonths(now, 1),
  nextThreeMonths: (now = new Date()) => shiftMonths(now, 3),
};

/** Ready-made ranges for date-range search fields: label and `[from, to]` as `yyyy-MM-dd`. */
export function dateRangeShortcuts(now = new Date()): { label: string; range: [string, string] }[] {
  const today = dateHelpers.today(now);
  return [
    { label: '最近一个月', range: [dateHelpers.oneMonthBack(now), today] },
    { label: '最近三个月', range: [dateHelpers.threeMonthsBack(now), today] },
    { label: '最近四个月', range: [dateHelpers.fourMonthsBack(now), today] },
    { label: '最近半年', range: [dateHelpers.sixMonthsBack(now), today] },
  ];
}

/** Ready-made days ahead, for next-follow-up and due-date fields. */
export function futureDateShortcuts(now = new Date()): { label: string; date: string }[] {
  return [
    { label: '明天', date: dateHelpers.tomorrow(now) },
    { label: '下个月', date: dateHelpers.nextMonth(now) },
    { label: '三个月后', date: dateHelpers.nextThreeMonths(now) },
  ];
}

/**
 * How long ago, as spec section 9 words it: under 30 s 刚刚, then minutes, then hours, 1天前 under two days,
 * and after that the date and time (`11月3日14时5分`).
 */
export function relativeTime(value: Date | string | number, now = new Date()): string {
  const at = toDate(value);
  const seconds = (now.getTime() - at.getTime()) / 1000;
  if (seconds < 30) return '刚刚';
  if (seconds < 3600) return `${Math.ceil(seconds / 60)}分钟前`;
  if (seconds < 86_400) return `${Math.ceil(seconds / 3600)}小时前`;
  if (seconds < 2 * 86_400) return '1天前';
  const p = chinaParts(at);
  return `${p.month}月${p.day}日${p.hour}时${p.minute}分`;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

/** Whether year-month-day names a day of the calendar (JavaScript quietly turns 02-30 into 03-02). */
function isCalendarDay(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date or date-time the user typed (a list's filter, a form's field), read in China time; a bare date's end is the last millisecond of the day. */
export function chinaTime(text: string, end: 'start' | 'end'): Date | null {
  if (DATE.test(text)) {
    if (!isCalendarDay(text)) return null;
    const day = new Date(`${text}T00:00:00${CHINA_OFFSET}`);
    return end === 'start' ? day : new Date(day.getTime() + DAY_MS - 1);
  }
  if (DATE_TIME.test(text)) {
    if (!isCalendarDay(text)) return null;
    const withSeconds = text.length === 16 ? `${text}:00` : text;
    const time = new Date(`${withSeconds.replace(' ', 'T')}${CHINA_OFFSET}`);
    return Number.isNaN(time.getTime()) ? null : time;
  }
  return null;
}
