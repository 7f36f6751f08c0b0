// API answers that tests of several routes and features share, typed by the contracts of
// @parcelles/shared so they follow what the API sends; each takes overrides for what a test is about.
import type { Dashboard } from '@parcelles/shared/contracts/dashboard';
import type { Paiement, PaiementAdmin } from '@parcelles/shared/contracts/paiements';
import type { Parcelle, ParcelleCard } from '@parcelles/shared/contracts/parcelles';
import type { Reservation } from '@parcelles/shared/contracts/reservations';

/** A payment as GET /paiements/{id} returns it: a bank transfer under review, declared 3 h ago. */
export function testPaiement(overrides: Partial<Paiement> = {}): Paiement {
  return {
    id: 'p-7',
    reservationId: 'r-3',
    montant: 500,
    methode: 'VIREMENT_BANCAIRE',
    operateur: null,
    statut: 'SOUMIS',
    datePaiement: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    referencePaiement: 'VIR-2026-001',
    commentaire: null,
    commentaireAdmin: null,
    traiteLe: null,
    remboursable: false,
    parcelle: { id: 'parc-1', numeroLot: 'LOT-0042' },
    acheteur: { id: 'u-9', nom: 'Grâce Kalenga', email: 'grace@exemple.cd' },
    preuves: [],
    recu: null,
    ...overrides,
  };
}

/** A row of the staff's payment lists (GET /paiements/admin/en-attente and /tous). */
export function testPaiementAdmin(overrides: Partial<PaiementAdmin> = {}): PaiementAdmin {
  const paiement = testPaiement();
  return {
    ...paiement,
    acheteur: { ...paiement.acheteur, telephone: null },
    contact: { nom: paiement.acheteur.nom, email: paiement.acheteur.email, telephone: null },
    reservation: {
      id: paiement.reservationId,
      reference: 'RES-7K4P2Q',
      statut: 'EN_ATTENTE',
      montantTotal: 12_000,
      montantPaye: 0,
      montantRestant: 12_000,
    },
    attenteHeures: 3,
    referenceDejaUtilisee: false,
    releve: null,
    enregistrePar: null,
    ...overrides,
  };
}

type PaiementResume = Reservation['paiements'][number];

/** A payment as a reservation lists it: a validated bank transfer. */
export function testPaiementResume(overrides: Partial<PaiementResume> = {}): PaiementResume {
  return {
    id: 'pay-1',
    montant: 5_000,
    methode: 'VIREMENT_BANCAIRE',
    statut: 'VALIDE',
    datePaiement: '2026-03-03T10:00:00.000Z',
    referencePaiement: 'VIR-001',
    commentaireAdmin: null,
    recu: null,
    ...overrides,
  };
}

/** A reservation as GET /reservations/my lists it; pending, held for a week from now. */
export function testReservation(overrides: Partial<Reservation> = {}): Reservation {
  const now = Date.now();
  return {
    id: 'r-0000-1111-2222-abcdef12',
    reference: 'RES-7K4P2Q',
    statut: 'EN_ATTENTE',
    parcelleId: 'p-42',
    parcelle: {
      id: 'p-42',
      numeroLot: 'LOT-042',
      adresse: 'Avenue Sakania n°12, Lubumbashi',
      surface: 600,
      prix: 18_000,
      statut: 'RESERVEE',
      categorie: 'MALAIKA_2A',
      description: 'Parcelle plate.',
      images: ['/media/a.webp'],
      photos: [{ id: 'img-a', url: '/media/a.webp', srcset: '/media/a.webp', original: '/media/a.webp' }],
    },
    dateReservation: new Date(now - 60_000).toISOString(),
    dateExpiration: new Date(now + 7 * 24 * 3600_000).toISOString(),
    commentaire: null,
    commentaireAdmin: null,
    montantTotal: 18_000,
    montantPaye: 0,
    montantRestant: 18_000,
    paiements: [],
    acheteur: { id: 'u-1', nom: 'Awa Mbuyi', email: 'awa.mbuyi@exemple.cd', telephone: '+243812345678' },
    contact: { nom: 'Awa Mbuyi', email: 'awa.mbuyi@exemple.cd', telephone: '+243812345678' },
    plan: { id: 'plan-comptant', nom: 'Comptant' },
    echeancier: [
      {
        numero: 1,
        dateEcheance: new Date(now + 7 * 24 * 3600_000).toISOString().slice(0, 10),
        montant: 18_000,
        montantPaye: 0,
        statut: 'A_VENIR',
      },
    ],
    enRetard: false,
    ...overrides,
  };
}

/** A plot as GET /parcelles/{id} returns it; override what the test is about. */
export function testParcelle(overrides: Partial<Parcelle> = {}): Parcelle {
  const images = overrides.images ?? ['/media/a.webp', '/media/b.webp', '/media/c.webp'];
  return {
    id: 'p-42',
    numeroLot: 'LOT-042',
    reference: 'CM-2A-0042',
    surface: 600,
    prix: 18_000,
    prixParM2: 30,
    statut: 'DISPONIBLE',
    categorie: 'MALAIKA_2A',
    adresse: 'Avenue Sakania n°12, Quartier Malaika 2A, Lubumbashi',
    localisation: 'Quartier Malaika 2A, îlot B4',
    description: 'Parcelle plate de 20 m × 30 m, à 200 m de l’école primaire.',
    images,
    // As the server lists them: the card and gallery sizes in a srcset, the gallery one as the URL.
    photos: images.map((url, i) => ({
      id: `img-${i}`,
      url,
      srcset: `${url.replace(/\.webp$/, '-480.webp')} 480w, ${url} 1024w`,
      original: url,
    })),
    position: { x: 40_000, y: 30_000 },
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

/** A plot as GET /parcelles/cards and /similaires return it. */
export function testParcelleCard(overrides: Partial<ParcelleCard> = {}): ParcelleCard {
  return {
    id: 'c-1',
    numeroLot: 'LOT-101',
    statut: 'DISPONIBLE',
    categorie: 'MALAIKA_2B',
    position: { x: 10_000, y: 20_000 },
    prix: 19_500,
    surface: 650,
    adresse: 'Avenue Kasenga n°3, Lubumbashi',
    image: '/media/d.webp',
    nombreImages: 2,
    descriptionCourte: 'Parcelle d’angle avec double façade.',
    ...overrides,
  };
}

/**
 * GET /admin/dashboard: a back office's figures, a hold ending in 5 hours (in 24 h and this week),
 * the week's Sunday 20 December 2026, sales in May and November; override what the test is about.
 */
export function testDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  const expiring = {
    id: 'r-3',
    reference: 'RES-7K4P2Q',
    dateExpiration: new Date(Date.now() + 5 * 3_600_000).toISOString(),
    parcelle: { id: 'parc-1', numeroLot: 'LOT-0042' },
    acheteur: { id: 'u-9', nom: 'Grâce Kalenga' },
  };
  return {
    parcellesParStatut: { DISPONIBLE: 120, RESERVEE: 14, VENDUE: 31, SUSPENDUE: 2 },
    reservationsParStatut: { EN_ATTENTE: 9, VALIDEE: 5, EXPIREE: 4, ANNULEE: 2 },
    preuvesEnAttente: { nombre: 3, plusAncienneHeures: 20, promisHeures: 24, maxHeures: 48, enRetard: 0 },
    montantValide: { ceMois: 12_500, total: 250_000 },
    expirentSous24h: { nombre: 1, reservations: [expiring] },
    paiementsParSemaine: Array.from({ length: 12 }, (_, i) => ({
      debut: `2026-${i < 4 ? '09' : i < 8 ? '10' : '11'}-${String(1 + (i % 4) * 7).padStart(2, '0')}`,
      montant: i === 11 ? 4_000 : 1_000,
      nombre: 1,
    })),
    ventesParCategorie: { MALAIKA_2A: 10, MALAIKA_2B: 8, MALAIKA_3: 7, MALAIKA_PRIME: 6 },
    pipeline: {
      reserve: { nombre: 12, montant: 340_000 },
      acompte: { nombre: 4, montant: 95_000, encaisse: 21_000 },
      vendu: { nombre: 31, montant: 812_000.5 },
    },
    expirentCetteSemaine: {
      jusquAu: '2026-12-20',
      nombre: 3,
      reservations: [
        expiring,
        {
          id: 'r-8',
          reference: 'RES-9ZX2AB',
          dateExpiration: '2026-12-19T15:00:00.000Z',
          parcelle: { id: 'parc-8', numeroLot: 'LOT-0108' },
          acheteur: { id: 'u-4', nom: 'Patrick Mwamba' },
        },
      ],
    },
    ventesParMois: Array.from({ length: 12 }, (_, i) => {
      const mois = `2026-${String(i + 1).padStart(2, '0')}`;
      if (mois === '2026-05') return { mois, nombre: 2, montant: 50_000 };
      if (mois === '2026-11') return { mois, nombre: 1, montant: 18_000.5 };
      return { mois, nombre: 0, montant: 0 };
    }),
    valeurStock: {
      DISPONIBLE: { nombre: 120, valeur: 2_400_000 },
      RESERVEE: { nombre: 14, valeur: 340_000 },
      VENDUE: { nombre: 31, valeur: 812_000.5 },
    },
    ...overrides,
  };
}
