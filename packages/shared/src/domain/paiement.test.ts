import { describe, expect, it } from 'vitest';
import { paiementMethodeSchema } from './schemas';
import {
  PAIEMENT_STATUTS,
  canResubmitProof,
  computeAmounts,
  isRefundEligible,
  paymentMethodInfo,
  paymentStatusInfo,
} from './paiement';

describe('paymentStatusInfo', () => {
  it.each([
    ['EN_ATTENTE', 'En attente de preuve', '#ca8a04', 'warning'],
    ['SOUMIS', 'Soumis - En cours de vérification', '#2563eb', 'info'],
    ['VALIDE', 'Validé', '#16a34a', 'success'],
    ['REJETE', 'Rejeté', '#dc2626', 'danger'],
    ['ANNULE', 'Annulé', '#6b7280', 'neutral'],
  ])('%s reads %s', (value, label, color, badge) => {
    expect(paymentStatusInfo(value)).toEqual({ label, color, badge });
  });

  it.each([
    [null, 'Inconnu'],
    [undefined, 'Inconnu'],
    ['', 'Inconnu'],
    ['SUCCES', 'SUCCES'],
  ])('%j reads %s', (value, label) => {
    expect(paymentStatusInfo(value)).toEqual({ label, color: '#6b7280', badge: 'neutral' });
  });

  it('has exactly the five statuses of DESIGN §4 (no SUCCES)', () => {
    expect(PAIEMENT_STATUTS).toEqual(['EN_ATTENTE', 'SOUMIS', 'VALIDE', 'REJETE', 'ANNULE']);
  });
});

describe('paymentMethodInfo', () => {
  it.each([
    ['VIREMENT_BANCAIRE', 'Virement bancaire'],
    ['ESPECES', 'Espèces'],
    ['CHEQUE', 'CHEQUE'],
  ])('%s reads %s', (value, label) => {
    expect(paymentMethodInfo(value).label).toBe(label);
  });

  it.each([['CHEQUE'], [undefined], [3]])('schema rejects %j in French', (value) => {
    expect(paiementMethodeSchema.safeParse(value).error?.issues[0]?.message).toBe(
      'Méthode de paiement invalide',
    );
  });
});

describe('computeAmounts', () => {
  const valide = (montant: number) => ({ montant, statut: 'VALIDE' });

  it.each([
    [
      'nothing paid',
      10_000,
      [],
      { paid: 0, remaining: 10_000, fullyPaid: false, percentage: 0, barPercentage: 0 },
    ],
    [
      'only VALIDE counts',
      10_000,
      [valide(2500), { montant: 5000, statut: 'SOUMIS' }, { montant: 5000, statut: 'SUCCES' }],
      { paid: 2500, remaining: 7500, fullyPaid: false, percentage: 25, barPercentage: 25 },
    ],
    [
      'rounds the percentage',
      3000,
      [valide(1000)],
      { paid: 1000, remaining: 2000, fullyPaid: false, percentage: 33, barPercentage: 33 },
    ],
    [
      'exactly paid',
      10_000,
      [valide(4000), valide(6000)],
      { paid: 10_000, remaining: 0, fullyPaid: true, percentage: 100, barPercentage: 100 },
    ],
    [
      'overpaid: remaining stays 0, bar capped',
      10_000,
      [valide(12_000)],
      { paid: 12_000, remaining: 0, fullyPaid: true, percentage: 120, barPercentage: 100 },
    ],
    [
      'cents add up without float drift',
      0.3,
      [valide(0.1), valide(0.2)],
      { paid: 0.3, remaining: 0, fullyPaid: true, percentage: 100, barPercentage: 100 },
    ],
    [
      'cents in the remainder',
      1000.1,
      [valide(0.7), valide(0.1)],
      { paid: 0.8, remaining: 999.3, fullyPaid: false, percentage: 0, barPercentage: 0 },
    ],
    [
      'ignores a non-numeric amount',
      100,
      [valide(Number.NaN), valide(50)],
      { paid: 50, remaining: 50, fullyPaid: false, percentage: 50, barPercentage: 50 },
    ],
  ])('%s', (_name, prix, paiements, expected) => {
    expect(computeAmounts(prix, paiements)).toEqual({ total: prix, ...expected });
  });

  it('treats a free plot as fully paid', () => {
    expect(computeAmounts(0, [])).toEqual({
      total: 0,
      paid: 0,
      remaining: 0,
      fullyPaid: true,
      percentage: 100,
      barPercentage: 100,
    });
  });
});

describe('isRefundEligible', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it.each([
    ['VALIDE', '2026-11-20T12:00:00Z', true],
    ['VALIDE', '2026-10-22T12:00:00Z', true],
    ['VALIDE', '2026-10-22T11:59:59Z', false],
    ['VALIDE', '2025-11-21T12:00:00Z', false],
    ['SOUMIS', '2026-11-20T12:00:00Z', false],
    ['REJETE', '2026-11-20T12:00:00Z', false],
    ['VALIDE', null, false],
    ['VALIDE', 'invalide', false],
  ])('%s paid on %j: %s', (statut, datePaiement, expected) => {
    expect(isRefundEligible({ statut, datePaiement }, now)).toBe(expected);
  });
});

describe('canResubmitProof', () => {
  it.each([
    ['REJETE', true],
    ['EN_ATTENTE', true],
    ['SOUMIS', false],
    ['VALIDE', false],
    ['ANNULE', false],
    [undefined, false],
  ])('%j: %s', (statut, expected) => {
    expect(canResubmitProof(statut)).toBe(expected);
  });
});
