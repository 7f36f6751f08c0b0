// French place names and sentence fragments for the demo city. Names echo Lubumbashi (rivers, towns
// and figures of Haut-Katanga, flowering trees of its avenues) so the demo reads as a real listing.
import type { Categorie } from './city';
import type { Random } from './random';

export const COMMUNE = 'Commune Annexe';
export const VILLE = 'Lubumbashi';

export const QUARTIERS: Record<Categorie, string> = {
  MALAIKA_PRIME: 'Quartier Malaika Prime',
  MALAIKA_2A: 'Quartier Malaika 2A',
  MALAIKA_2B: 'Quartier Malaika 2B',
  MALAIKA_3: 'Quartier Malaika 3',
};

export const MAIN_STREETS = {
  boulevardEstOuest: "Boulevard M'siri",
  boulevardNordSud: 'Boulevard Kamanyola',
  ceinture: 'Avenue de la Ceinture',
  ceintureSud: 'Avenue de la Kafubu',
  route: 'Route de Likasi',
};

export const GREEN_NAMES = {
  parc: 'Parc central Malaika',
  lac: 'Lac Malaika',
  berges: 'Berges du lac',
  couleeVerte: 'Coulée verte',
  terrePleinEstOuest: "Terre-plein du boulevard M'siri",
  terrePleinNordSud: 'Terre-plein du boulevard Kamanyola',
};

/** East-west avenues: lots face them, so they carry the addresses. */
const AVENUE_NAMES = [
  'Avenue Lumumba',
  'Avenue Mama Yemo',
  'Avenue Kilela Balanda',
  'Avenue Kasaï',
  'Avenue Kasapa',
  'Avenue Likasi',
  'Avenue Lubudi',
  'Avenue Munongo',
  'Avenue Kipopo',
  'Avenue Luano',
  'Avenue Kambove',
  'Avenue Kipushi',
  'Avenue Kolwezi',
  'Avenue Kasenga',
  'Avenue Mokambo',
  'Avenue Sakania',
  'Avenue Pweto',
  'Avenue Moero',
  'Avenue Tanganyika',
  'Avenue Upemba',
  'Avenue Lualaba',
  'Avenue Luapula',
  'Avenue Lufira',
  'Avenue Kundelungu',
  'Avenue Kiswishi',
  'Avenue Ruashi',
  'Avenue Katuba',
  'Avenue Kampemba',
  'Avenue Kamalondo',
  'Avenue Kenya',
  'Avenue Bakwanga',
  'Avenue Kalemie',
  'Avenue Kabalo',
  'Avenue Kongolo',
  'Avenue Manono',
  'Avenue Mitwaba',
  'Avenue Kasumbalesa',
  'Avenue Kafubu',
  'Avenue Lubilanji',
  'Avenue Mulungwishi',
  'Avenue Kinsevere',
  'Avenue Luishia',
  'Avenue Kapolowe',
  'Avenue Tshamalale',
  'Avenue Kimbangu',
  'Avenue du Congo',
  'Avenue de la Paix',
  'Avenue de la Révolution',
];

/** North-south streets, named after the trees that line Lubumbashi's avenues. */
const RUE_NAMES = [
  'Avenue des Flamboyants',
  'Avenue des Jacarandas',
  'Avenue des Manguiers',
  'Avenue des Acacias',
  'Avenue des Palmiers',
  'Avenue des Bougainvilliers',
  'Avenue des Avocatiers',
  'Avenue des Eucalyptus',
  'Avenue des Tulipiers',
  'Avenue des Frangipaniers',
  'Avenue des Hibiscus',
  'Avenue des Baobabs',
  'Avenue des Papayers',
  'Avenue des Goyaviers',
  'Avenue des Citronniers',
  'Avenue des Cèdres',
  'Avenue des Mimosas',
  'Avenue des Filaos',
  'Avenue des Msasa',
  'Avenue des Orchidées',
  'Avenue des Lauriers',
  'Avenue des Cyprès',
  'Avenue des Pins',
  'Avenue des Oliviers',
];

export type StreetPool = 'avenue' | 'rue';

/** Hands out `count` distinct names in a seed-dependent order; numbers the repeats if the pool runs out. */
export function streetNames(pool: StreetPool, count: number, random: Random): string[] {
  const names = random.shuffle(pool === 'avenue' ? AVENUE_NAMES : RUE_NAMES);
  return Array.from({ length: count }, (_, i) => {
    const round = Math.floor(i / names.length);
    const name = names[i % names.length] as string;
    return round === 0 ? name : `${name} ${round + 1}`;
  });
}

export function formatAdresse(street: string, numero: number, categorie: Categorie): string {
  return `${street} n°${numero}, ${QUARTIERS[categorie]}, ${COMMUNE}, ${VILLE}`;
}

export function formatLocalisation(categorie: Categorie, ilot: string): string {
  return `${QUARTIERS[categorie]}, îlot ${ilot}`;
}

/** What the generator knows about a lot's surroundings; every sentence below must be true of it. */
export interface LotFacts {
  categorie: Categorie;
  facade: number;
  profondeur: number;
  orientation: 'nord' | 'sud';
  angle: boolean;
  street: string;
  streetIsMain: boolean;
  nearPark: boolean;
  nearLake: boolean;
  outerEdge: boolean;
  equipement: { label: string; metres: number } | null;
}

const OPENINGS: Record<Categorie, readonly string[]> = {
  MALAIKA_PRIME: [
    'Parcelle de prestige',
    'Très belle parcelle résidentielle',
    'Parcelle haut de gamme',
    'Parcelle d’exception',
  ],
  MALAIKA_2A: ['Belle parcelle résidentielle', 'Parcelle bien située', 'Parcelle résidentielle'],
  MALAIKA_2B: ['Parcelle familiale', 'Parcelle résidentielle', 'Parcelle bien proportionnée'],
  MALAIKA_3: ['Parcelle abordable', 'Parcelle familiale', 'Parcelle économique'],
};

const TERRAIN = [
  'Terrain plat, déjà borné par le géomètre.',
  'Sol latéritique ferme, idéal pour bâtir sans surcoût de fondations.',
  'Terrain plat et dégagé, prêt à construire.',
  'Légère pente qui facilite l’écoulement des eaux de pluie.',
  'Bornage récent et plan cadastral disponible.',
];

const SERVICES = [
  'Raccordement possible aux réseaux SNEL (électricité) et REGIDESO (eau).',
  'Eau et électricité disponibles en bordure de parcelle.',
  'Certificat d’enregistrement délivré à la signature.',
  'Titre foncier sécurisé : certificat d’enregistrement disponible.',
  'Voirie en latérite compactée et éclairage public prévu.',
];

/** One to three sentences, varied by the random source but always consistent with the facts. */
export function describeLot(facts: LotFacts, random: Random): string {
  const location = locationClause(facts, random);
  const first = `${random.pick(OPENINGS[facts.categorie])} de ${facts.facade} m × ${facts.profondeur} m${
    location ? `, ${location}` : ''
  }.`;
  const extras = random.shuffle([
    facts.angle ? 'Parcelle d’angle avec double façade.' : `Façade orientée ${facts.orientation}.`,
    random.pick(TERRAIN),
    random.pick(SERVICES),
  ]);
  return [first, ...extras.slice(0, random.int(0, 2))].join(' ');
}

function locationClause(facts: LotFacts, random: Random): string | null {
  const options: string[] = [];
  if (facts.nearLake) options.push('avec vue sur le lac Malaika', 'à quelques pas des berges du lac');
  if (facts.nearPark) options.push('face au parc central', 'à deux pas du parc central Malaika');
  if (facts.streetIsMain) {
    options.push(`en bordure du ${lowerFirst(facts.street)}, idéale pour un commerce`);
  }
  if (facts.equipement) {
    const label = lowerFirst(facts.equipement.label);
    options.push(
      facts.equipement.metres <= 150
        ? `juste à côté ${withDe(label)}`
        : `à environ ${facts.equipement.metres} m ${withDe(label)}`,
    );
  }
  if (facts.outerEdge) options.push('en lisière de la savane, dans un cadre calme');
  return options.length > 0 ? random.pick(options) : null;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "de" + article, with the French contractions (du, de l’, des). */
function withDe(label: string): string {
  if (label.startsWith('le ')) return `du ${label.slice(3)}`;
  if (label.startsWith('les ')) return `des ${label.slice(4)}`;
  return `de ${label}`;
}
