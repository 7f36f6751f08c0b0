import { describe, expect, it } from 'vitest';
import { formatDateLong, formatRelativeTime, notificationDateGroup } from './date';

// Saturday 21 November 2026, 14:00 in Lubumbashi (UTC+2, no daylight saving).
const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatDateLong', () => {
  it.each([
    [new Date('2026-11-21T12:00:00Z'), '21 novembre 2026'],
    ['2026-01-05T08:00:00Z', '5 janvier 2026'],
    [Date.UTC(2026, 7, 15), '15 août 2026'],
    // 23:30 UTC is already the next day in Lubumbashi.
    ['2026-12-31T23:30:00Z', '1 janvier 2027'],
    ['pas une date', ''],
    [null, ''],
    [undefined, ''],
    ['', ''],
    [new Date(Number.NaN), ''],
  ])('%j reads %j', (value, expected) => {
    expect(formatDateLong(value)).toBe(expected);
  });

  it.each([
    ['2026-11-21T07:05:00Z', {}, '21 novembre 2026 à 09:05'],
    ['2026-11-21T07:05:00Z', { timeZone: 'UTC' }, '21 novembre 2026 à 07:05'],
    ['2026-11-21T23:05:00Z', { timeZone: 'Africa/Kinshasa' }, '22 novembre 2026 à 00:05'],
  ])('%s with time and %j reads %j', (value, options, expected) => {
    expect(formatDateLong(value, { ...options, withTime: true })).toBe(expected);
  });
});

describe('formatRelativeTime', () => {
  it.each([
    [ago(0), "À l'instant"],
    [ago(59 * SECOND), "À l'instant"],
    [new Date(now.getTime() + 5 * MINUTE), "À l'instant"],
    [ago(60 * SECOND), 'Il y a 1 minute'],
    [ago(5 * MINUTE + 30 * SECOND), 'Il y a 5 minutes'],
    [ago(59 * MINUTE), 'Il y a 59 minutes'],
    [ago(HOUR), 'Il y a 1 heure'],
    [ago(23 * HOUR + 59 * MINUTE), 'Il y a 23 heures'],
    [ago(DAY), 'Il y a 1 jour'],
    [ago(6 * DAY + 23 * HOUR), 'Il y a 6 jours'],
    [ago(7 * DAY), '14 novembre 2026'],
    [ago(40 * DAY), '12 octobre 2026'],
    ['nope', ''],
  ])('%j reads %j', (value, expected) => {
    expect(formatRelativeTime(value, now)).toBe(expected);
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatRelativeTime('2026-11-21T11:00:00Z', now.getTime())).toBe('Il y a 1 heure');
  });
});

describe('notificationDateGroup', () => {
  it.each([
    // Times are UTC; Lubumbashi is two hours ahead.
    ['2026-11-21T00:30:00Z', "Aujourd'hui"],
    ['2026-11-20T22:30:00Z', "Aujourd'hui"],
    ['2026-11-20T21:59:00Z', 'Hier'],
    ['2026-11-20T08:00:00Z', 'Hier'],
    ['2026-11-19T08:00:00Z', 'Jeudi'],
    ['2026-11-18T08:00:00Z', 'Mercredi'],
    ['2026-11-16T08:00:00Z', 'Lundi'],
    // Sunday belongs to the previous French week.
    ['2026-11-15T08:00:00Z', '15 novembre 2026'],
    ['2026-10-01T08:00:00Z', '1 octobre 2026'],
    ['2026-11-23T08:00:00Z', '23 novembre 2026'],
    ['invalide', ''],
  ])('%s is grouped under %j', (value, expected) => {
    expect(notificationDateGroup(value, now)).toBe(expected);
  });

  it.each([
    // On a Monday, the day before is 'Hier' and anything earlier is last week.
    ['2026-11-23T10:00:00Z', '2026-11-22T10:00:00Z', 'Hier'],
    ['2026-11-23T10:00:00Z', '2026-11-21T10:00:00Z', '21 novembre 2026'],
    // On a Sunday the whole week since Monday reads as weekdays.
    ['2026-11-22T10:00:00Z', '2026-11-16T10:00:00Z', 'Lundi'],
    ['2026-11-22T10:00:00Z', '2026-11-20T10:00:00Z', 'Vendredi'],
  ])('now %s: %s is grouped under %j', (today, value, expected) => {
    expect(notificationDateGroup(value, today)).toBe(expected);
  });

  it('follows the requested time zone', () => {
    expect(notificationDateGroup('2026-11-20T22:30:00Z', now, { timeZone: 'UTC' })).toBe('Hier');
  });
});
