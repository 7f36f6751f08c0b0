import { describe, expect, it } from 'vitest';
import {
  BOM,
  CsvError,
  csvDocument,
  detectSeparator,
  numberCell,
  parseCsv,
  readTextCell,
  textCell,
} from './csv';

describe('writing', () => {
  it('quotes only what must be quoted and doubles quotes', () => {
    expect(textCell('LOT-12')).toBe('LOT-12');
    expect(textCell('a;b')).toBe('"a;b"');
    expect(textCell('dit "bien"')).toBe('"dit ""bien"""');
    expect(textCell('deux\nlignes')).toBe('"deux\nlignes"');
    expect(textCell(' espace')).toBe('" espace"');
    expect(textCell(null)).toBe('');
  });

  it('neutralises formulas, and reading gives the text back', () => {
    for (const value of ['=1+1', '+243', '-5', '@SUM(A1)', '\tx']) {
      const cell = textCell(value);
      expect(cell.replace(/^"/, '')).toMatch(/^'/);
      expect(readTextCell(parseCsv(cell)[0]![0]!)).toBe(value);
    }
  });

  it('writes a phone number in international form as it is, but nothing else that starts like a formula (ADR 039)', () => {
    expect(textCell('+243812345678')).toBe('+243812345678');
    expect(textCell('+33612345678')).toBe('+33612345678');
    for (const value of ['+SUM(1)', '+243 81 234 5678', '+2438123456789012', '+1234567', '+243812345678+1']) {
      expect(textCell(value).replace(/^"/, ''), value).toMatch(/^'/);
    }
    expect(readTextCell(parseCsv(textCell('+243812345678'))[0]![0]!)).toBe('+243812345678');
  });

  it('writes numbers with a decimal comma', () => {
    expect(numberCell(1234.5)).toBe('1234,5');
    expect(numberCell(12)).toBe('12');
    expect(numberCell(null)).toBe('');
  });

  it('makes a document with a BOM and CRLF lines', () => {
    expect(csvDocument(['a;b', '1;2'])).toBe(`${BOM}a;b\r\n1;2\r\n`);
  });
});

describe('reading', () => {
  it('reads what it writes, quotes, separators and line breaks included', () => {
    const cells = ['LOT-1', 'a;b', 'dit "bien"', 'deux\r\nlignes', '', '=x'];
    const doc = csvDocument([cells.map((c) => textCell(c)).join(';'), 'fin;']);
    const records = parseCsv(doc);
    expect(records[0]!.map(readTextCell)).toEqual(cells);
    expect(records[1]).toEqual(['fin', '']);
    expect(records).toHaveLength(2);
  });

  it('detects `;` or `,` from the header line', () => {
    expect(detectSeparator('a;b;c\n1,5;2;3')).toBe(';');
    expect(detectSeparator('a,b,c\n1;2;3')).toBe(',');
    expect(detectSeparator('"a;b",c\n')).toBe(',');
    expect(parseCsv('a,b\n"1,5",2\n')).toEqual([
      ['a', 'b'],
      ['1,5', '2'],
    ]);
  });

  it('keeps blank lines as empty records and accepts LF, CRLF and no final break', () => {
    expect(parseCsv('a;b\n\n1;2')).toEqual([['a', 'b'], [], ['1', '2']]);
    expect(parseCsv('a;b\r\n1;2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('refuses an unclosed quote and text after a closing quote, naming the line', () => {
    expect(() => parseCsv('a;b\n1;"ouvert\n2;3')).toThrow(CsvError);
    expect(() => parseCsv('a;b\n1;"ouvert\n2;3')).toThrow(/ligne 2/);
    expect(() => parseCsv('a;b\n"x"y;2')).toThrow(/ligne 2/);
  });
});
