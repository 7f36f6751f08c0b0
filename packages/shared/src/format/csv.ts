// CSV as French spreadsheets read it (RFC 4180 quoting, `;` between cells, a decimal comma, dates
// DD/MM/YYYY, a BOM so Excel reads UTF-8, CRLF lines), with formula injection neutralised. Shared
// so the API's exports and the files the back office builds in the browser (the collections desk)
// write cells the same way; the API's reader of files sent back stays in apps/api/src/lib/csv.ts.
import type { DateInput } from '../domain/date-input';
import { lubumbashiDay } from '../domain/echeancier';

export const BOM = '\uFEFF';

/** Cells a spreadsheet would run as a formula (=, +, -, @, and the tab/CR tricks). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A phone number in international (E.164) form, '+243812345678': a spreadsheet reads it as a
 * number, never as a formula that could call or fetch anything, so it is written as it is (ADR 039).
 */
const PHONE_NUMBER = /^\+\d{8,15}$/;

/**
 * The value with a leading formula character neutralised by an apostrophe (OWASP "CSV injection"),
 * except a phone number, which the apostrophe would only spoil (ADR 039).
 */
export const neutralizeFormula = (value: string): string =>
  FORMULA_START.test(value) && !PHONE_NUMBER.test(value) ? `'${value}` : value;

/**
 * A text cell: quoted when it must be (separator, quote, line break, edge spaces), with a leading
 * formula character neutralised by an apostrophe (OWASP "CSV injection"); `readTextCell` undoes it.
 */
export function textCell(value: string | null | undefined, separator = ';'): string {
  const raw = value ?? '';
  const safe = neutralizeFormula(raw);
  const mustQuote =
    safe.includes(separator) || /["\r\n]/.test(safe) || safe !== safe.trim() || safe.includes(',');
  return mustQuote ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A number as a French spreadsheet reads one: a decimal comma, no grouping. */
export const numberCell = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? '' : String(value).replace('.', ',');

/**
 * A date as a French spreadsheet reads one, DD/MM/YYYY: a calendar day ('2026-03-15') as it is,
 * an instant as the day it was in Lubumbashi. Empty for a missing or invalid date.
 */
export function dateCell(value: DateInput): string {
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : lubumbashiDay(value);
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}/${month}/${year}` : '';
}

/** The text a cell held before `textCell` neutralised it. */
export const readTextCell = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** Lines joined with CRLF (RFC 4180), BOM first, one trailing line break. */
export const csvDocument = (lines: string[]): string => `${BOM}${lines.join('\r\n')}\r\n`;
