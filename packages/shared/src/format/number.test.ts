import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY, LOCALE } from '../domain/constants';
import {
  formatAmountIn,
  formatBadgeCount,
  formatCount,
  formatMoney,
  formatMoney2,
  formatPricePerSquareMeter,
  formatSurface,
} from './number';

// Node 20's ICU groups fr-CD digits with a narrow no-break space and puts a no-break space before '$US'.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it.each([
    [0, `0${NBSP}$US`],
    [1200, `1${NNBSP}200${NBSP}$US`],
    [1_234_567.5, `1${NNBSP}234${NNBSP}567,50${NBSP}$US`],
    [99.999, `100${NBSP}$US`],
    [0.1 + 0.2, `0,30${NBSP}$US`],
    [812_000.5, `812${NNBSP}000,50${NBSP}$US`],
    [-0.5, `-0,50${NBSP}$US`],
    [10_000_000, `10${NNBSP}000${NNBSP}000${NBSP}$US`],
    [-5, `-5${NBSP}$US`],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%d reads %j', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });
});

describe('formatMoney2', () => {
  it.each([
    [0, `0,00${NBSP}$US`],
    [1200, `1${NNBSP}200,00${NBSP}$US`],
    [1234.5, `1${NNBSP}234,50${NBSP}$US`],
    [0.005, `0,01${NBSP}$US`],
    [Number.NaN, ''],
  ])('%d reads %j', (amount, expected) => {
    expect(formatMoney2(amount)).toBe(expected);
  });
});

describe('formatAmountIn', () => {
  it.each([
    [1200, 'USD', `1${NNBSP}200,00${NBSP}$US`],
    [250_000, 'CDF', `250${NNBSP}000,00${NBSP}CDF`],
    [12.5, 'EUR', `12,50${NBSP}EUR`],
    [Number.NaN, 'CDF', ''],
  ])('%d %s reads %j', (amount, devise, expected) => {
    expect(formatAmountIn(amount, devise)).toBe(expected);
  });
});

describe('formatSurface', () => {
  it.each([
    [500, `500${NBSP}m²`],
    [1200, `1${NNBSP}200${NBSP}m²`],
    [1234.567, `1${NNBSP}234,57${NBSP}m²`],
    [Number.NaN, ''],
  ])('%d reads %j', (surface, expected) => {
    expect(formatSurface(surface)).toBe(expected);
  });
});

describe('formatPricePerSquareMeter', () => {
  it.each([
    [50_000, 500, `100${NBSP}$US/m²`],
    [1_000_000, 600, `1${NNBSP}667${NBSP}$US/m²`],
    [1000, 0, ''],
  ])('%d over %d m² reads %j', (prix, surface, expected) => {
    expect(formatPricePerSquareMeter(prix, surface)).toBe(expected);
  });
});

describe('formatBadgeCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [1500, '99+'],
  ])('%d reads %s', (count, expected) => {
    expect(formatBadgeCount(count)).toBe(expected);
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [1250, `1${NNBSP}250`],
    [10_000, `10${NNBSP}000`],
    [Number.NaN, ''],
  ])('%d reads %j', (count, expected) => {
    expect(formatCount(count)).toBe(expected);
  });
});

// ADR 033: the common case is formatted by hand, to spare a phone the locale's data. It must write
// exactly what Intl writes for the app's locale and currency (a change of either fails here), or a
// server-rendered page and its hydration would disagree.
describe('the hand-written format and Intl', () => {
  const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(LOCALE, options);
  const money = intl({
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  const money2 = intl({
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const decimal = intl({ maximumFractionDigits: 2 });
  const whole = intl({ maximumFractionDigits: 0 });
  /** What each format writes by hand and what Intl writes, for `value`. */
  const pairs = (value: number) => [
    [formatMoney(value), (Math.round(value * 100) % 100 !== 0 ? money2 : money).format(value)],
    [formatMoney2(value), money2.format(value)],
    [formatSurface(value), `${decimal.format(value)}${NBSP}m²`],
    [formatCount(value), whole.format(value)],
  ];
  const agree = (value: number) => pairs(value).every(([mine, theirs]) => mine === theirs);

  it('agree on the edges of rounding, signs and sizes', () => {
    for (const value of [
      0,
      -0,
      0.005,
      0.015,
      0.125,
      1.005,
      2.675,
      0.995,
      9.995,
      99.995,
      999.995,
      0.5,
      1.5,
      2.5,
      -0.5,
      -0.004,
      -0.005,
      -1.005,
      1e-7,
      0.000001,
      123456789.125,
      1e15,
      1e20,
      1e21,
      2 ** 53,
      -(2 ** 53),
      Number.MAX_SAFE_INTEGER,
      Number.MIN_VALUE,
      Number.MAX_VALUE,
      999_999.999,
      1_000_000,
    ]) {
      for (const [mine, theirs] of pairs(value)) expect(mine, String(value)).toBe(theirs);
    }
  });

  it('agree on amounts in cents, on surfaces and on any double', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => agree(cents / 100)),
      { numRuns: 40_000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => agree(n / 1000)),
      { numRuns: 30_000 },
    );
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), agree), { numRuns: 30_000 });
    // 100,000 draws through Intl: about a second alone, several on a busy machine.
  }, 60_000);
});
