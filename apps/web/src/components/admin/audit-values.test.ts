import { describe, expect, it } from 'vitest';
import { formatAuditChanges, formatAuditDetails, formatAuditValue } from './audit-values';

// fr-CD writes narrow and plain no-break spaces; compare with plain ones.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const lines = (list: string[]) => list.map(plainSpaces);

describe('formatAuditChanges (issue 23)', () => {
  it('names fields in French and reads booleans, statuses and categories by their labels', () => {
    expect(
      formatAuditChanges({
        entite: 'plan_paiement',
        avant: { actif: true, categories: ['MALAIKA_2A'], partAcompte: 30 },
        apres: { actif: false, categories: ['MALAIKA_2A', 'MALAIKA_PRIME'], partAcompte: 30 },
      }),
    ).toEqual(['Proposé aux acheteurs : Oui → Non', 'Catégories : Malaika 2A → Malaika 2A, Malaika Prime']);
    expect(
      formatAuditChanges({
        entite: 'reservation',
        avant: { statut: 'EN_ATTENTE' },
        apres: { statut: 'VALIDEE' },
      }),
    ).toEqual(['Statut : En attente → Validée']);
    expect(
      formatAuditChanges({ entite: 'paiement', avant: { statut: 'SOUMIS' }, apres: { statut: 'VALIDE' } }),
    ).toEqual(['Statut : Soumis - En cours de vérification → Validé']);
    expect(
      formatAuditChanges({
        entite: 'parcelle',
        avant: { statut: 'DISPONIBLE' },
        apres: { statut: 'SUSPENDUE' },
      }),
    ).toEqual(['Statut : Disponible → Suspendu']);
    expect(
      formatAuditChanges({ entite: 'utilisateur', avant: { role: 'ACHETEUR' }, apres: { role: 'AGENT' } }),
    ).toEqual(['Rôle : Acheteur → Agent']);
  });

  it('writes money, surfaces, percentages and dates the way the app does', () => {
    expect(
      lines(
        formatAuditChanges({
          entite: 'parcelle',
          avant: { prix: 18_000, surface: 450.5 },
          apres: { prix: 20_000, surface: 500 },
        }),
      ),
    ).toEqual(['Prix : 18 000 $US → 20 000 $US', 'Surface : 450,5 m² → 500 m²']);
    expect(
      lines(
        formatAuditChanges({
          entite: 'reservation',
          avant: { dateExpiration: '2026-11-20T08:30:00.000Z' },
          apres: { dateExpiration: '2026-11-27T08:30:00.000Z' },
        }),
      ),
    ).toEqual(['Expire le : 20 novembre 2026 à 10:30 → 27 novembre 2026 à 10:30']);
    expect(
      formatAuditChanges({
        entite: 'reservation',
        avant: { dateEcheance: '2026-12-01' },
        apres: { dateEcheance: '2027-01-05' },
      }),
    ).toEqual(['Date d’échéance : 1 décembre 2026 → 5 janvier 2027']);
    expect(lines([formatAuditValue('partAcompte', 30)])).toEqual(['30 %']);
    expect(lines([formatAuditValue('montantCents', 125_050)])).toEqual(['1 250,50 $US']);
  });

  it('lists a creation’s values set and a deletion’s values removed, without the empty ones', () => {
    expect(
      lines(
        formatAuditChanges({
          entite: 'reservation',
          avant: null,
          apres: {
            statut: 'EN_ATTENTE',
            reference: 'RES-7K4P2Q',
            plan: 'Comptant',
            montantTotal: 25_000,
            commentaire: null,
          },
        }),
      ),
    ).toEqual([
      'Statut : En attente',
      'Référence : RES-7K4P2Q',
      'Plan de paiement : Comptant',
      'Montant total : 25 000 $US',
    ]);
    expect(
      formatAuditChanges({
        entite: 'plan_paiement',
        avant: { nom: 'Plan 12 mois', parcelleIds: ['a', 'b', 'c'], categories: [] },
        apres: null,
      }),
    ).toEqual(['Nom du plan : Plan 12 mois', 'Parcelles : 3 parcelles']);
    expect(
      lines(
        formatAuditChanges({
          entite: 'parcelle',
          avant: null,
          apres: { numeroLot: 'LOT-7', position: { x: 1200, y: 300 } },
        }),
      ),
    ).toEqual(['Numéro de lot : LOT-7', 'Position : x 1 200, y 300']);
  });

  it('counts photos, names an owner rather than showing their id, and keeps unknown fields by name', () => {
    expect(
      formatAuditChanges({
        entite: 'parcelle',
        element: { libelle: 'LOT-0042', acheteur: 'Grâce Kalenga' },
        avant: { images: ['/a.webp'], statut: 'RESERVEE', proprietaireId: null },
        apres: {
          images: ['/a.webp', '/b.webp'],
          statut: 'VENDUE',
          proprietaireId: '9b2f6c1e-0000-4000-8000-000000000001',
        },
      }),
    ).toEqual([
      'Photos : 1 photo → 2 photos',
      'Statut : Réservé → Vendu',
      'Propriétaire : — → Grâce Kalenga',
    ]);
    expect(formatAuditChanges({ avant: { champInconnu: 'a' }, apres: { champInconnu: 'b' } })).toEqual([
      'champInconnu : a → b',
    ]);
    // Fields equal on both sides are left out.
    expect(
      formatAuditChanges({
        entite: 'reservation',
        avant: { statut: 'VALIDEE' },
        apres: { statut: 'VALIDEE' },
      }),
    ).toEqual([]);
  });
});

describe('formatAuditDetails', () => {
  it('says what the entry adds in words, without ids or addresses', () => {
    expect(
      formatAuditDetails({
        entite: 'reservation',
        avant: null,
        apres: null,
        details: { numero: 2, dateEcheance: '2026-12-01', rappel: 'JOUR', reservationId: 'r-3' },
      }),
    ).toEqual(['Échéance : n° 2', 'Date d’échéance : 1 décembre 2026', 'Rappel : Le jour de l’échéance']);
    expect(
      formatAuditDetails({
        entite: 'paiement',
        avant: null,
        apres: null,
        details: { reservationId: 'r-3', messageId: 'm-1', cote: 'ACHETEUR', longueur: 42, fichiers: 2 },
      }),
    ).toEqual(['Envoyé par : L’acheteur', 'Fichiers : 2 fichiers']);
    expect(
      formatAuditDetails({ entite: 'reservation', avant: null, apres: null, details: { jours: 7 } }),
    ).toEqual(['Prolongation : 7 jours']);
  });
});
