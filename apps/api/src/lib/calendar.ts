// Calendar days, weeks and months as people in Lubumbashi count them (APP_TIME_ZONE). The zone has
// kept UTC+2 without daylight saving since 1900, so a fixed offset gives the same answers as a
// time-zone database, on PostgreSQL and PGlite alike.
const OFFSET_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a calendar day `AAAA-MM-JJ` begins in Lubumbashi. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00+02:00`);

/** The instant the day after `AAAA-MM-JJ` begins: the end of a range that includes that day. */
export const dayAfter = (day: string): Date => new Date(dayStart(day).getTime() + DAY_MS);

/** `AAAA-MM-JJ` of the day `instant` falls on in Lubumbashi. */
export const localDay = (instant: Date): string =>
  new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** `AAAA-MM-JJTHH:MM` of the wall clock in Lubumbashi at `instant`. */
export const localDateTime = (instant: Date): string =>
  new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 16);

/** The first instant of the month `instant` falls in. */
export const monthStart = (instant: Date): Date => dayStart(`${localDay(instant).slice(0, 7)}-01`);

/** The first instant of the week (Monday) `instant` falls in. */
export function weekStart(instant: Date): Date {
  const day = dayStart(localDay(instant));
  const weekday = (new Date(day.getTime() + OFFSET_MS).getUTCDay() + 6) % 7; // Monday = 0
  return new Date(day.getTime() - weekday * DAY_MS);
}

export const WEEK_MS = 7 * DAY_MS;
