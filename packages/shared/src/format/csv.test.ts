import { describe, expect, it } from 'vitest';
import { BOM, csvDocument, dateCell, numberCell, textCell } from './csv';

// The writer's other cells are tested with the API's reader (apps/api/src/lib/csv.test.ts).
describe('dateCell', () => {
  it.each([
    ['2026-03-05', '05/03/2026'],
    // An instant is the day it was in Lubumbashi (UTC+2): 23:30 UTC is already the next day.
    ['2026-12-31T23:30:00Z', '01/01/2027'],
    [new Date('2026-11-21T12:00:00Z'), '21/11/2026'],
    [null, ''],
    ['pas une date', ''],
  ])('writes %s as %s', (value, expected) => {
    expect(dateCell(value)).toBe(expected);
  });
});

describe('a French spreadsheet line', () => {
  it('has a BOM, `;` between cells, decimal commas, CRLF and no formula', () => {
    const line = [textCell('=HYPERLINK("x")'), numberCell(1234.5), dateCell('2026-01-28')].join(';');
    expect(csvDocument(['A;B;C', line])).toBe(`${BOM}A;B;C\r\n"'=HYPERLINK(""x"")";1234,5;28/01/2026\r\n`);
  });
});
