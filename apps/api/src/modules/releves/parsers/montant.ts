// Amounts read from their text straight into integer cents: never through a float, so
// '0,29' is 29 cents and '12345678901234,99' is exact (ADR 046). Thousands may be grouped by a
// space (plain, non-breaking or narrow), an apostrophe or the other mark ('1.250,50', '1,250.50');
// a group that is not three digits long means the mapping's decimal mark is wrong, and is refused
// rather than guessed.

export type SeparateurDecimal = ',' | '.';

export type MontantLu =
  | { ok: true; cents: number; negatif: boolean }
  | { ok: false; raison: 'vide' | 'invalide' | 'decimales' | 'trop-grand' };

/** Cents beyond this would not be exact in a JS number (2^53). */
const CHIFFRES_MAX = 15;

const ESPACES = /[\s\u00A0\u202F\u2009]+/g;
// A currency written beside the number by some exports: stripped, never interpreted.
const DEVISE_AVANT = /^(?:USD|CDF|EUR|US\$|\$|FC)\s*/i;
const DEVISE_APRES = /\s*(?:USD|CDF|EUR|\$|FC)$/i;

/**
 * The amount written in `texte`, in cents, with its sign: a leading '-', '+' or '−', a trailing
 * '-' (some banks write '1250,50-') or accounting parentheses '(1 250,50)'.
 */
export function lireMontant(texte: string, separateurDecimal: SeparateurDecimal): MontantLu {
  let reste = texte.replace(ESPACES, ' ').trim();
  if (reste === '') return { ok: false, raison: 'vide' };
  let signes = 0;
  let negatif = false;
  const signe = (s: string) => {
    signes += 1;
    if (s === '-' || s === '−') negatif = true;
  };
  const parentheses = /^\((.*)\)$/.exec(reste);
  if (parentheses) {
    signe('-');
    reste = parentheses[1]!.trim();
  }
  for (let tour = 0; tour < 2; tour++) {
    const debut = /^([+\-−])\s*/.exec(reste);
    if (debut) {
      signe(debut[1]!);
      reste = reste.slice(debut[0].length);
    }
    reste = reste.replace(DEVISE_AVANT, '');
  }
  reste = reste.replace(DEVISE_APRES, '');
  const fin = /\s*-$/.exec(reste);
  if (fin) {
    signe('-');
    reste = reste.slice(0, fin.index);
  }
  if (signes > 1 || reste === '') return { ok: false, raison: 'invalide' };

  const groupes = separateurDecimal === ',' ? "[ .'’]" : "[ ,'’]";
  const decimale = separateurDecimal === ',' ? ',' : '\\.';
  // Either no grouping at all, or groups of three behind 1 to 3 digits, all with the same mark.
  const forme = new RegExp(`^(\\d+|\\d{1,3}(${groupes})\\d{3}(?:\\2\\d{3})*)(?:${decimale}(\\d*))?$`);
  const lu = forme.exec(reste);
  if (!lu) return { ok: false, raison: 'invalide' };
  const entiers = lu[1]!.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  let decimales = lu[3] ?? '';
  if (decimales.length > 2) {
    if (/[^0]/.test(decimales.slice(2))) return { ok: false, raison: 'decimales' };
    decimales = decimales.slice(0, 2);
  }
  const chiffres = `${entiers}${decimales.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  if (chiffres.length > CHIFFRES_MAX) return { ok: false, raison: 'trop-grand' };
  const cents = Number(chiffres);
  return { ok: true, cents, negatif: negatif && cents !== 0 };
}

/** Signed cents as a French reader writes them, for messages: '-1 250,50'. */
export function ecrireCents(cents: number): string {
  const signe = cents < 0 ? '-' : '';
  const absolu = Math.abs(cents);
  const entiers = String(Math.floor(absolu / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${signe}${entiers},${String(absolu % 100).padStart(2, '0')}`;
}
