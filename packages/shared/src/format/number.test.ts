import { describe, expect, it } from 'vitest';
import {
  formatBadgeCount,
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
    [1_234_567.5, `1${NNBSP}234${NNBSP}567,5${NBSP}$US`],
    [99.999, `100${NBSP}$US`],
    [0.1 + 0.2, `0,3${NBSP}$US`],
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
