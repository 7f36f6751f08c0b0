import { APP_TIME_ZONE, LOCALE } from '../domain/constants';
import { DAY_MS, toDate, type DateInput } from '../domain/date-input';

export interface DateOptions {
  /** Defaults to Lubumbashi; the profile offers Kinshasa and UTC too. */
  timeZone?: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const cacheKey = `${key}|${timeZone}`;
  let cached = formatters.get(cacheKey);
  if (!cached) {
    cached = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    formatters.set(cacheKey, cached);
  }
  return cached;
}

const LONG_DATE = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** '21 novembre 2026', or with `withTime` '21 novembre 2026 à 09:05'. Empty for an invalid date. */
export function formatDateLong(
  value: DateInput,
  { timeZone = APP_TIME_ZONE, withTime = false }: DateOptions & { withTime?: boolean } = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  const options = withTime ? ({ ...LONG_DATE, hour: '2-digit', minute: '2-digit' } as const) : LONG_DATE;
  return formatter(withTime ? 'long-time' : 'long', timeZone, options).format(date);
}

const plural = (count: number, unit: string): string => `Il y a ${count} ${unit}${count > 1 ? 's' : ''}`;

/** Spec §2 Notifications: seconds, minutes, hours and days up to a week, then the full date. */
export function formatRelativeTime(
  value: DateInput,
  now: DateInput = new Date(),
  options: DateOptions = {},
): string {
  const [date, at] = [toDate(value), toDate(now)];
  if (!date || !at) return '';
  const seconds = Math.floor((at.getTime() - date.getTime()) / 1000);
  if (seconds < 60) return "À l'instant";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'heure');
  const days = Math.floor(hours / 24);
  if (days < 7) return plural(days, 'jour');
  return formatDateLong(date, options);
}

/** Days since the epoch of the calendar date the clock shows in `timeZone`. */
function calendarDay(date: Date, timeZone: string): number {
  const parts = formatter('day', timeZone, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}

/** Monday is 0: the French week starts on Monday. 1970-01-01 was a Thursday. */
const weekdayIndex = (day: number): number => (day + 3) % 7;

/** Heading of a notification group: 'Aujourd'hui', 'Hier', a weekday of this week, else the date. */
export function notificationDateGroup(
  value: DateInput,
  now: DateInput = new Date(),
  options: DateOptions = {},
): string {
  const [date, at] = [toDate(value), toDate(now)];
  if (!date || !at) return '';
  const timeZone = options.timeZone ?? APP_TIME_ZONE;
  const day = calendarDay(date, timeZone);
  const today = calendarDay(at, timeZone);
  if (day === today) return "Aujourd'hui";
  if (day === today - 1) return 'Hier';
  if (day < today && day >= today - weekdayIndex(today)) {
    const weekday = formatter('weekday', timeZone, { weekday: 'long' }).format(date);
    return weekday.charAt(0).toUpperCase() + weekday.slice(1);
  }
  return formatDateLong(date, { timeZone });
}
