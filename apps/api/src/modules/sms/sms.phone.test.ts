import { describe, expect, it } from 'vitest';
import { smppAddress, smsNumber } from './sms.phone';

describe('smsNumber', () => {
  it.each([
    // A DR Congo national number takes +243 in place of its 0.
    ['0812345678', '+243812345678'],
    ['0997 123 456', '+243997123456'],
    ['(081) 234-5678', '+243812345678'],
    ['081.234.56.78', '+243812345678'],
    // International forms stay (with 00 or without the plus read as such).
    ['+243812345678', '+243812345678'],
    ['+243 81 234 5678', '+243812345678'],
    ['00243812345678', '+243812345678'],
    ['243812345678', '+243812345678'],
    ['+33612345678', '+33612345678'],
    ['+260977123456', '+260977123456'],
  ])('%j -> %j', (input, expected) => {
    expect(smsNumber(input)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    '12345',
    '081234567',
    '08123456789',
    '+24381234567',
    '+0812345678',
    'abc',
  ])('%j cannot receive an SMS', (input) => {
    expect(smsNumber(input)).toBeNull();
  });
});

describe('smppAddress', () => {
  it('is the digits of the international number (TON international says the plus)', () => {
    expect(smppAddress('+243812345678')).toBe('243812345678');
  });
});
