// The cash office's day as the page keeps it in its address (?jour=AAAA-MM-JJ), and the times of
// its payments, both in Lubumbashi whatever the browser's time zone.
import { APP_TIME_ZONE, LOCALE } from '@parcelles/shared/domain';

/** A real calendar day written AAAA-MM-JJ (the API's rule, caisseJourParamsSchema). */
export function isCalendarDay(text: string | null | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** The day of the address, else today: a mistyped or future address still opens a real day. */
export const dayFromParam = (value: string | null, today: string): string =>
  isCalendarDay(value) && value <= today ? value : today;

let timeFormatter: Intl.DateTimeFormat | undefined;

/** '14:05' in Lubumbashi. */
export function formatHeure(value: string): string {
  timeFormatter ??= new Intl.DateTimeFormat(LOCALE, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: APP_TIME_ZONE,
  });
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : timeFormatter.format(date);
}
