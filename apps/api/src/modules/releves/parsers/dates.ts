// Calendar days as statements write them, checked against the calendar (no 30 February) and
// returned as ISO days 'YYYY-MM-DD'. No time zone is ever applied: a statement's day is the
// bank's day, so a time written after it is dropped, not converted.

import type { FormatDate } from '@parcelles/shared/domain';

export { FORMATS_DATE, type FormatDate } from '@parcelles/shared/domain';

/** A time after the day ('14:32', 'T14:32:10.5+01:00'), which some portals add. */
const HEURE = String.raw`(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:\s*(?:Z|[+-]\d{2}:?\d{2}))?)?`;

const FORMES: Record<FormatDate, { forme: RegExp; ordre: [number, number, number] }> = {
  // Each `ordre` gives the capture holding the year, the month and the day.
  'JJ/MM/AAAA': { forme: new RegExp(`^(\\d{1,2})/(\\d{1,2})/(\\d{4})${HEURE}$`), ordre: [3, 2, 1] },
  'MM/JJ/AAAA': { forme: new RegExp(`^(\\d{1,2})/(\\d{1,2})/(\\d{4})${HEURE}$`), ordre: [3, 1, 2] },
  'JJ-MM-AAAA': { forme: new RegExp(`^(\\d{1,2})-(\\d{1,2})-(\\d{4})${HEURE}$`), ordre: [3, 2, 1] },
  'AAAA-MM-JJ': { forme: new RegExp(`^(\\d{4})-(\\d{1,2})-(\\d{1,2})${HEURE}$`), ordre: [1, 2, 3] },
};

/** 'YYYY-MM-DD' when the day exists, else null. */
export function jourIso(annee: number, mois: number, jour: number): string | null {
  if (annee < 1900 || annee > 2999 || mois < 1 || mois > 12 || jour < 1) return null;
  const joursDuMois = new Date(Date.UTC(annee, mois, 0)).getUTCDate();
  if (jour > joursDuMois) return null;
  return `${annee}-${String(mois).padStart(2, '0')}-${String(jour).padStart(2, '0')}`;
}

/** The ISO day written in `texte` in the given format, or null. */
export function lireDate(texte: string, format: FormatDate): string | null {
  const { forme, ordre } = FORMES[format];
  const lu = forme.exec(texte.trim());
  if (!lu) return null;
  const [a, m, j] = ordre.map((i) => Number(lu[i]));
  return jourIso(a!, m!, j!);
}

/** An ISO day or date-time as XML writes it ('2024-03-05', '2024-03-05T10:15:00+01:00'). */
export function lireDateIso(texte: string): string | null {
  return lireDate(texte, 'AAAA-MM-JJ');
}

/** SWIFT's YYMMDD: years 80-99 are 19xx, the rest 20xx. */
export function lireAammjj(texte: string): string | null {
  const lu = /^(\d{2})(\d{2})(\d{2})$/.exec(texte);
  if (!lu) return null;
  const aa = Number(lu[1]);
  return jourIso(aa >= 80 ? 1900 + aa : 2000 + aa, Number(lu[2]), Number(lu[3]));
}

/**
 * MT940's entry date MMDD takes its year from the value date beside it, one year on or back when
 * the two straddle a new year (valued 31 December, booked 2 January).
 */
export function lireMmjjPres(mmjj: string, dateValeur: string): string | null {
  const lu = /^(\d{2})(\d{2})$/.exec(mmjj);
  if (!lu) return null;
  const mois = Number(lu[1]);
  const jour = Number(lu[2]);
  const anneeValeur = Number(dateValeur.slice(0, 4));
  const moisValeur = Number(dateValeur.slice(5, 7));
  let annee = anneeValeur;
  if (mois - moisValeur > 6) annee -= 1;
  else if (moisValeur - mois > 6) annee += 1;
  return jourIso(annee, mois, jour);
}
