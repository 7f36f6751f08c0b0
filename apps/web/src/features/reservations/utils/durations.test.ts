import { describe, expect, it } from 'vitest';
import { formatHoldDuration, formatRemainingTime } from './durations';

describe('formatHoldDuration', () => {
  it('reads whole days as days', () => {
    expect(formatHoldDuration(7)).toBe('7 jours');
    expect(formatHoldDuration(1)).toBe('1 jour');
  });

  it('reads a fraction of a day as hours, and under an hour as minutes', () => {
    expect(formatHoldDuration(0.5)).toBe('12 heures');
    expect(formatHoldDuration(1.5)).toBe('36 heures');
    expect(formatHoldDuration(1 / 24)).toBe('1 heure');
    expect(formatHoldDuration(10 / (24 * 60))).toBe('10 minutes');
  });
});

describe('formatRemainingTime', () => {
  it('lists the non-zero units', () => {
    expect(formatRemainingTime({ days: 6, hours: 23, minutes: 59 })).toBe('6 jours, 23 heures et 59 minutes');
    expect(formatRemainingTime({ days: 2, hours: 0, minutes: 5 })).toBe('2 jours et 5 minutes');
    expect(formatRemainingTime({ days: 0, hours: 1, minutes: 0 })).toBe('1 heure');
  });
});
