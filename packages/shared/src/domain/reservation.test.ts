import { describe, expect, it } from 'vitest';
import { reservationStatutSchema } from './schemas';
import {
  RESERVATION_STATUTS,
  effectiveReservationStatut,
  holdExpiry,
  isExpiryPaused,
  remainingTime,
  reservationStatusInfo,
  legacyReferenceSuffix,
} from './reservation';

describe('reservationStatusInfo', () => {
  it.each([
    ['EN_ATTENTE', 'En attente', '#ca8a04', 'warning'],
    ['VALIDEE', 'Validée', '#16a34a', 'success'],
    ['ANNULEE', 'Annulée', '#dc2626', 'danger'],
    ['EXPIREE', 'Expirée', '#6b7280', 'neutral'],
  ])('%s reads %s', (value, label, color, badge) => {
    expect(reservationStatusInfo(value)).toEqual({ label, color, badge });
  });

  it.each([
    ['EN_COURS', 'EN_COURS'],
    [null, ''],
    [undefined, ''],
  ])('unknown %j is shown raw as %j', (value, label) => {
    expect(reservationStatusInfo(value)).toEqual({ label, color: '#6b7280', badge: 'neutral' });
  });

  it('validates the four statuses', () => {
    expect(RESERVATION_STATUTS.every((s) => reservationStatutSchema.safeParse(s).success)).toBe(true);
    expect(reservationStatutSchema.safeParse('RESERVEE').error?.issues[0]?.message).toBe('Statut invalide');
  });
});

describe('legacyReferenceSuffix', () => {
  it.each([
    ['RES-5e4f3a2b', '5e4f3a2b'],
    ['res-5E4F3A2B', '5e4f3a2b'],
    [' RES 5e4f 3a2b ', '5e4f3a2b'],
    ['RES5e4f3a2b', '5e4f3a2b'],
  ])('reads %s as the id ending %s', (text, suffix) => {
    expect(legacyReferenceSuffix(text)).toBe(suffix);
  });

  it.each(['RES-7K4P2Q', 'RES-5e4f3a2', 'RES-5e4f3a2bc', 'LOT-0042', '5e4f3a2b'])(
    'finds no id in %s',
    (text) => {
      expect(legacyReferenceSuffix(text)).toBeNull();
    },
  );
});

describe('effectiveReservationStatut', () => {
  const now = '2026-11-21T12:00:00Z';

  it.each([
    [{ statut: 'EN_ATTENTE', dateExpiration: '2026-11-21T11:59:00Z' }, 'EXPIREE'],
    [{ statut: 'EN_ATTENTE', dateExpiration: '2026-11-21T12:00:00Z' }, 'EXPIREE'],
    [{ statut: 'EN_ATTENTE', dateExpiration: '2026-11-21T12:01:00Z' }, 'EN_ATTENTE'],
    [{ statut: 'EN_ATTENTE', dateExpiration: null }, 'EN_ATTENTE'],
    [{ statut: 'EN_ATTENTE', dateExpiration: 'pas une date' }, 'EN_ATTENTE'],
    [{ statut: 'VALIDEE', dateExpiration: '2026-11-01T00:00:00Z' }, 'VALIDEE'],
    [{ statut: 'ANNULEE', dateExpiration: '2026-11-01T00:00:00Z' }, 'ANNULEE'],
    [
      { statut: 'EN_ATTENTE', dateExpiration: '2026-11-01T00:00:00Z', paiements: [{ statut: 'SOUMIS' }] },
      'EN_ATTENTE',
    ],
    [
      { statut: 'EN_ATTENTE', dateExpiration: '2026-11-01T00:00:00Z', paiements: [{ statut: 'REJETE' }] },
      'EXPIREE',
    ],
  ])('%j reads %s', (reservation, expected) => {
    expect(effectiveReservationStatut(reservation, now)).toBe(expected);
  });
});

describe('remainingTime', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it.each([
    ['2026-11-28T12:00:00Z', { days: 7, hours: 0, minutes: 0 }],
    ['2026-11-22T15:30:59Z', { days: 1, hours: 3, minutes: 30 }],
    ['2026-11-21T12:01:00Z', { days: 0, hours: 0, minutes: 1 }],
  ])('until %s is %j', (expiry, expected) => {
    expect(remainingTime(expiry, now)).toEqual(expected);
  });

  it.each([['2026-11-21T12:00:30Z'], ['2026-11-20T12:00:00Z'], [null], ['invalide']])(
    'until %j is expired or unknown',
    (expiry) => {
      expect(remainingTime(expiry, now)).toBeNull();
    },
  );
});

describe('isExpiryPaused', () => {
  const hold = (paiements: { statut: string; complementDemande?: boolean }[], statut = 'EN_ATTENTE') => ({
    statut,
    dateExpiration: '2026-11-01T00:00:00Z',
    paiements,
  });

  it('pauses a pending hold while a proof is under review', () => {
    expect(isExpiryPaused(hold([{ statut: 'SOUMIS' }]))).toBe(true);
  });

  it('pauses it while staff wait for the complement they asked for (ADR 016)', () => {
    expect(isExpiryPaused(hold([{ statut: 'EN_ATTENTE', complementDemande: true }]))).toBe(true);
    expect(
      effectiveReservationStatut(hold([{ statut: 'EN_ATTENTE', complementDemande: true }]), '2026-12-01'),
    ).toBe('EN_ATTENTE');
  });

  it('does not pause for a payment whose buyer withdrew the proofs, nor for closed ones', () => {
    expect(isExpiryPaused(hold([{ statut: 'EN_ATTENTE' }]))).toBe(false);
    expect(isExpiryPaused(hold([{ statut: 'EN_ATTENTE', complementDemande: false }]))).toBe(false);
    expect(isExpiryPaused(hold([{ statut: 'REJETE' }, { statut: 'ANNULE' }]))).toBe(false);
    expect(effectiveReservationStatut(hold([{ statut: 'EN_ATTENTE' }]), '2026-12-01')).toBe('EXPIREE');
  });

  it('only concerns pending holds', () => {
    expect(isExpiryPaused(hold([{ statut: 'SOUMIS' }], 'VALIDEE'))).toBe(false);
  });
});

describe('holdExpiry', () => {
  const dateExpiration = '2026-03-10T12:00:00.000Z';
  const date = new Date(dateExpiration);

  it('gives the date while the hold runs, and once it ran out', () => {
    expect(holdExpiry({ statut: 'EN_ATTENTE', dateExpiration })).toEqual({ kind: 'date', date });
    expect(holdExpiry({ statut: 'EXPIREE', dateExpiration })).toEqual({ kind: 'date', date });
  });

  it('says the hold is paused while a payment is under review, not a date', () => {
    expect(holdExpiry({ statut: 'EN_ATTENTE', dateExpiration, paiements: [{ statut: 'SOUMIS' }] })).toEqual({
      kind: 'paused',
    });
    expect(
      holdExpiry({
        statut: 'EN_ATTENTE',
        dateExpiration,
        paiements: [{ statut: 'EN_ATTENTE', complementDemande: true }],
      }),
    ).toEqual({ kind: 'paused' });
  });

  it('gives none once validated or cancelled, or without a date', () => {
    const validated = { statut: 'VALIDEE', dateExpiration, paiements: [{ statut: 'SOUMIS' }] };
    expect(holdExpiry(validated)).toEqual({ kind: 'none' });
    expect(holdExpiry({ statut: 'ANNULEE', dateExpiration })).toEqual({ kind: 'none' });
    expect(holdExpiry({ statut: 'EN_ATTENTE', dateExpiration: null })).toEqual({ kind: 'none' });
  });
});
