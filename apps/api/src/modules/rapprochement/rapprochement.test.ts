// The matching's rules (ADR 047) as a pure function: which credit pays which payment, which waits
// with a reservation named, and which waits for staff with nothing.
import { describe, expect, it } from 'vitest';
import {
  identifiantsCandidats,
  rapprocher,
  referencesCitees,
  type LigneCandidate,
  type PaiementCandidat,
} from './rapprochement';

const ligne = (id: string, values: Partial<LigneCandidate> = {}): LigneCandidate => ({
  id,
  montantCents: 50_000,
  dateOperation: '2026-11-10',
  payable: true,
  reservations: [],
  transactions: [],
  ...values,
});
const paiement = (id: string, values: Partial<PaiementCandidat> = {}): PaiementCandidat => ({
  id,
  reservationId: `r-${id}`,
  montantCents: 50_000,
  jour: '2026-11-10',
  ouvert: true,
  ...values,
});
const decision = (
  ligneId: string,
  paiementId: string | null,
  mode: string | null,
  suggestion: string | null = null,
) => ({
  ligneId,
  paiementId,
  mode,
  reservationSuggereeId: suggestion,
});

describe('referencesCitees', () => {
  it('finds short references however they are written, and the legacy id suffixes', () => {
    expect(referencesCitees('VIREMENT res 7k4p2q acompte / RES-HJ6K8L / Réf.RES_Q5R6S7X')).toEqual({
      courtes: ['RES-7K4P2Q', 'RES-HJ6K8L', 'RES-Q5R6S7'],
      anciennes: [],
    });
    expect(referencesCitees('Paiement RES-5e4f3a2b lot 12').anciennes).toEqual(['5e4f3a2b']);
    expect(referencesCitees('RESERVATION LOT B-17, 0 RES')).toEqual({ courtes: [], anciennes: [] });
  });
});

describe('identifiantsCandidats', () => {
  it('gives the words that could be a transaction id, upper case, 6 to 40 characters', () => {
    expect(identifiantsCandidats('Paiement (QK7A1B2C3D) de 2438123', 'MP-240312-XYZ', null).sort()).toEqual(
      ['2438123', '240312', 'MP-240312-XYZ', 'PAIEMENT', 'QK7A1B2C3D'].sort(),
    );
  });
});

describe('rapprocher', () => {
  it('(a) links a line to the one payment of its reservation of the same amount, or of its transaction id', () => {
    const lignes = [
      ligne('l1', { reservations: ['r-p1'] }),
      ligne('l2', {
        transactions: [{ paiementId: 'p2', reservationId: 'r-p2' }],
        dateOperation: '2026-01-01',
      }),
    ];
    const paiements = [
      paiement('p1'),
      paiement('p2'),
      paiement('p3', { reservationId: 'r-p1', montantCents: 1 }),
    ];
    expect(rapprocher(lignes, paiements)).toEqual([
      decision('l1', 'p1', 'REFERENCE'),
      decision('l2', 'p2', 'TRANSACTION'),
    ]);
  });

  it('(a) names the reservation when no payment of it has the amount, and never falls back on the amount', () => {
    const lignes = [ligne('l1', { reservations: ['r-x'] })];
    expect(rapprocher(lignes, [paiement('p1')])).toEqual([decision('l1', null, null, 'r-x')]);
  });

  it('(a) with several payments of the reservation of that amount, takes the one within the window of days', () => {
    const paiements = [
      paiement('p1', { reservationId: 'r', jour: '2026-10-10', ouvert: false }),
      paiement('p2', { reservationId: 'r', jour: '2026-11-09' }),
    ];
    expect(rapprocher([ligne('l1', { reservations: ['r'] })], paiements)).toEqual([
      decision('l1', 'p2', 'REFERENCE'),
    ]);
    expect(
      rapprocher([ligne('l1', { reservations: ['r'], dateOperation: '2026-10-12' })], paiements),
    ).toEqual([decision('l1', 'p1', 'REFERENCE')]);
    expect(
      rapprocher([ligne('l1', { reservations: ['r'], dateOperation: '2026-10-25' })], paiements),
    ).toEqual([decision('l1', null, null, 'r')]);
  });

  it('gives a payment two lines would take to neither', () => {
    const lignes = [ligne('l1', { reservations: ['r'] }), ligne('l2', { reservations: ['r'] })];
    expect(rapprocher(lignes, [paiement('p1', { reservationId: 'r' })])).toEqual([
      decision('l1', null, null, 'r'),
      decision('l2', null, null, 'r'),
    ]);
  });

  it('(b) links by amount and date only when unique both ways, within three days, open payments only', () => {
    expect(rapprocher([ligne('l1', { dateOperation: '2026-11-13' })], [paiement('p1')])).toEqual([
      decision('l1', 'p1', 'MONTANT_DATE'),
    ]);
    expect(rapprocher([ligne('l1', { dateOperation: '2026-11-14' })], [paiement('p1')])).toEqual([
      decision('l1', null, null),
    ]);
    expect(rapprocher([ligne('l1')], [paiement('p1'), paiement('p2')])).toEqual([decision('l1', null, null)]);
    expect(rapprocher([ligne('l1'), ligne('l2')], [paiement('p1')])).toEqual([
      decision('l1', null, null),
      decision('l2', null, null),
    ]);
    expect(rapprocher([ligne('l1')], [paiement('p1', { ouvert: false })])).toEqual([
      decision('l1', null, null),
    ]);
  });

  it('(b) leaves out the lines that name a reservation and the payments (a) took', () => {
    const lignes = [ligne('l1', { reservations: ['r-p1'] }), ligne('l2')];
    expect(rapprocher(lignes, [paiement('p1'), paiement('p2')])).toEqual([
      decision('l1', 'p1', 'REFERENCE'),
      decision('l2', 'p2', 'MONTANT_DATE'),
    ]);
  });

  it('only names a reservation for a line that cannot pay (another currency, a reversal)', () => {
    const lignes = [ligne('l1', { payable: false, reservations: ['r-p1'] }), ligne('l2', { payable: false })];
    expect(rapprocher(lignes, [paiement('p1'), paiement('p2')])).toEqual([
      decision('l1', null, null, 'r-p1'),
      decision('l2', null, null),
    ]);
  });
});
