import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PHONE_PATTERN, fieldErrors, fromNumberInput, numberField } from './fields';

describe('fromNumberInput', () => {
  const amount = fromNumberInput(numberField({ required: 'requis', invalid: 'invalide' }));

  it.each([
    [12, 12],
    ['12', 12],
    [' 1 234,5 ', 1234.5],
    ['1\u202f234', 1234],
    ['.5', 0.5],
    ['-3', -3],
  ])('reads %j as %d', (input, expected) => {
    expect(amount.parse(input)).toBe(expected);
  });

  it.each([
    [undefined, 'requis'],
    [null, 'requis'],
    ['', 'requis'],
    ['  ', 'requis'],
    ['abc', 'invalide'],
    ['0x10', 'invalide'],
    ['1e3', 'invalide'],
    [Number.NaN, 'invalide'],
    [Number.POSITIVE_INFINITY, 'invalide'],
    [{}, 'invalide'],
  ])('rejects %j with %s', (input, message) => {
    expect(amount.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('PHONE_PATTERN', () => {
  it.each([
    ['+243812345678', true],
    ['0812345678', true],
    ['(081) 234-567', true],
    ['12345678', true],
    ['123456789012345', true],
    ['1234567', false],
    ['1234567890123456', false],
    ['++243812345678', false],
    ['0812+345678', false],
    ['081.234.5678', false],
  ])('%s matches: %s', (phone, expected) => {
    expect(PHONE_PATTERN.test(phone)).toBe(expected);
  });
});

describe('fieldErrors', () => {
  const schema = z.object({ a: z.string({ error: 'A' }), b: z.object({ c: z.number({ error: 'C' }) }) });

  it('keys messages by dotted path', () => {
    expect(fieldErrors(schema.safeParse({ b: {} }).error)).toEqual({ a: ['A'], 'b.c': ['C'] });
  });

  it('keys a root error by the empty path and is empty without an error', () => {
    expect(fieldErrors(z.string({ error: 'S' }).safeParse(1).error)).toEqual({ '': ['S'] });
    expect(fieldErrors(schema.safeParse({ a: 'x', b: { c: 1 } }).error)).toEqual({});
  });
});
