import type { RemainingTime } from '@parcelles/shared/domain';
import { reservations as frReservations } from '../../../i18n/fr/reservations';

const t = frReservations.duration;

/** 'a', 'a et b', 'a, b et c'. */
function joinParts(parts: string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return t.and(parts.slice(0, -1).join(', '), parts[parts.length - 1]!);
}

/**
 * The hold period the server grants (RESERVATION_HOLD_DAYS, which may hold a fraction): whole
 * days read as days ('7 jours'), a fraction as hours ('12 heures'), under an hour as minutes.
 */
export function formatHoldDuration(days: number): string {
  if (Number.isInteger(days)) return t.days(days);
  const hours = days * 24;
  if (hours >= 1) return t.hours(Math.round(hours));
  return t.minutes(Math.max(1, Math.round(hours * 60)));
}

/** Spec §4: the time left on a hold in days, hours and minutes ('2 jours et 5 minutes'). */
export function formatRemainingTime({ days, hours, minutes }: RemainingTime): string {
  const parts: string[] = [];
  if (days > 0) parts.push(t.days(days));
  if (hours > 0) parts.push(t.hours(hours));
  if (minutes > 0 || parts.length === 0) parts.push(t.minutes(minutes));
  return joinParts(parts);
}
