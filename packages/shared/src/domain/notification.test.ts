import { describe, expect, it } from 'vitest';
import { notificationTypeSchema } from './schemas';
import { notificationTypeInfo } from './notification';

describe('notificationTypeInfo', () => {
  it.each([
    ['CONFIRMATION', 'Confirmation', 'success'],
    ['RAPPEL', 'Rappel', 'warning'],
    ['PAIEMENT', 'Paiement', 'info'],
    ['RESERVATION', 'Réservation', 'purple'],
    ['SYSTEME', 'Système', 'neutral'],
  ])('%s reads %s', (value, label, badge) => {
    expect(notificationTypeInfo(value)).toMatchObject({ label, badge });
  });

  it.each([['PROMOTION'], [null], [undefined]])('unknown %j reads Notification', (value) => {
    expect(notificationTypeInfo(value)).toEqual({
      label: 'Notification',
      color: '#6b7280',
      badge: 'neutral',
    });
  });

  it('rejects an unknown type in French', () => {
    expect(notificationTypeSchema.safeParse('X').error?.issues[0]?.message).toBe(
      'Type de notification invalide',
    );
  });
});
