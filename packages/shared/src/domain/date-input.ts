/** Dates arrive as Date objects, ISO strings from JSON or epoch milliseconds. */
export type DateInput = Date | string | number | null | undefined;

export const DAY_MS = 24 * 60 * 60 * 1000;

export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
