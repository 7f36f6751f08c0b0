import type { Parcelle, ParcelleCard } from '@parcelles/shared/contracts/parcelles';

/** A plot as GET /parcelles/{id} returns it; override what the test is about. */
export function parcelleFixture(overrides: Partial<Parcelle> = {}): Parcelle {
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
export function parcelleCardFixture(overrides: Partial<ParcelleCard> = {}): ParcelleCard {
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
