import { describe, expect, it } from 'vitest';
import type { Retard } from '@parcelles/shared/contracts/recouvrement';
import { bucketOf, filterRetards, sortRetards } from './retards';

const NOW = new Date('2026-03-10T10:00:00Z');

const retard = (reference: string, overrides: Partial<Retard> = {}): Retard => ({
  reservationId: reference,
  reference,
  numeroLot: 'LOT-0042',
  acheteur: { id: 'u', nom: 'Grâce Kalenga', email: 'grace@exemple.cd', telephone: '+243812345678' },
  echeance: 'Mensualité 1',
  dateEcheance: '2026-02-01',
  montantEnRetard: 100,
  joursDeRetard: 10,
  dernierRappel: null,
  ...overrides,
});

describe('the late payers on the desk', () => {
  it('puts days late in the API’s ageing buckets', () => {
    expect([1, 30, 31, 60, 61, 90, 91, 400].map(bucketOf)).toEqual([
      'j1a30',
      'j1a30',
      'j31a60',
      'j31a60',
      'j61a90',
      'j61a90',
      'plus90',
      'plus90',
    ]);
  });

  it('finds a payer by name without accents, reference, plot, e-mail or phone as people write it', () => {
    const rows = [
      retard('RES-A'),
      retard('RES-B', { acheteur: { ...retard('x').acheteur, nom: 'Jean Ilunga', telephone: null } }),
    ];
    const found = (q: string) => filterRetards(rows, { q }, NOW).map((r) => r.reference);
    expect(found('grace kal')).toEqual(['RES-A']);
    expect(found('res-b')).toEqual(['RES-B']);
    expect(found('lot-0042')).toEqual(['RES-A', 'RES-B']);
    expect(found('0812 345 678')).toEqual(['RES-A']);
    expect(found('+243 812')).toEqual(['RES-A']);
    expect(found('personne')).toEqual([]);
  });

  it('keeps those never reminded, or not in the last 7 days; ignores values it does not know', () => {
    const rows = [
      retard('JAMAIS'),
      retard('HUIT-JOURS', { dernierRappel: { le: '2026-03-02T09:00:00Z', canaux: ['APP', 'EMAIL'] } }),
      retard('HIER', { dernierRappel: { le: '2026-03-09T09:00:00Z', canaux: ['APP', 'EMAIL'] } }),
    ];
    const kept = (rappel: string) => filterRetards(rows, { rappel }, NOW).map((r) => r.reference);
    expect(kept('jamais')).toEqual(['JAMAIS']);
    expect(kept('sept')).toEqual(['JAMAIS', 'HUIT-JOURS']);
    expect(kept('autre')).toHaveLength(3);
  });

  it('sorts by a known column, ties the longest late first, and keeps the API’s order otherwise', () => {
    const rows = [
      retard('A', { montantEnRetard: 50, joursDeRetard: 5 }),
      retard('B', { montantEnRetard: 50, joursDeRetard: 40 }),
      retard('C', { montantEnRetard: 900, joursDeRetard: 10 }),
    ];
    const order = (tri?: string, ordre?: 'asc' | 'desc') =>
      sortRetards(rows, tri, ordre).map((r) => r.reference);
    expect(order('montant', 'desc')).toEqual(['C', 'B', 'A']);
    expect(order('montant', 'asc')).toEqual(['B', 'A', 'C']);
    expect(order('jours', 'asc')).toEqual(['A', 'C', 'B']);
    expect(order('inconnu')).toEqual(['A', 'B', 'C']);
  });
});
