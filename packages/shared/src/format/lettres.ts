// Amounts in words, as a receipt writes them (issue 12): 'six mille dollars américains et
// cinquante cents'. Traditional French spelling: hyphens below one hundred, 'et' in vingt et un to
// soixante et onze, 'quatre-vingts' and 'deux cents' plural only when they end the number (or come
// before million/milliard, which are nouns), 'mille' invariable.

const UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];
const TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

/** 0 < n < 100. `plural`: the number ends here, so 'quatre-vingts' keeps its s. */
function below100(n: number, plural: boolean): string {
  if (n < 20) return UNITS[n]!;
  const ten = Math.floor(n / 10);
  const unit = n % 10;
  if (ten === 7 || ten === 9) {
    const base = ten === 7 ? 'soixante' : 'quatre-vingt';
    const rest = 10 + unit;
    return ten === 7 && unit === 1 ? 'soixante et onze' : `${base}-${UNITS[rest]!}`;
  }
  if (ten === 8)
    return unit === 0 ? (plural ? 'quatre-vingts' : 'quatre-vingt') : `quatre-vingt-${UNITS[unit]!}`;
  if (unit === 0) return TENS[ten]!;
  return unit === 1 ? `${TENS[ten]!} et un` : `${TENS[ten]!}-${UNITS[unit]!}`;
}

/** 0 < n < 1000. */
function below1000(n: number, plural: boolean): string {
  const hundred = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundred === 1) parts.push('cent');
  else if (hundred > 1) parts.push(`${UNITS[hundred]!} ${rest === 0 && plural ? 'cents' : 'cent'}`);
  if (rest > 0) parts.push(below100(rest, plural));
  return parts.join(' ');
}

/** A whole number from 0 to 999 999 999 999 in words: 'deux millions trois cent mille un'. */
export function nombreEnLettres(value: number): string {
  const n = Math.floor(Math.abs(value));
  if (n === 0) return UNITS[0]!;
  const milliards = Math.floor(n / 1e9);
  const millions = Math.floor((n % 1e9) / 1e6);
  const milliers = Math.floor((n % 1e6) / 1e3);
  const rest = n % 1e3;
  const parts: string[] = [];
  if (milliards > 0) {
    parts.push(`${nombreEnLettres(milliards)} ${milliards > 1 ? 'milliards' : 'milliard'}`);
  }
  if (millions > 0) parts.push(`${below1000(millions, true)} ${millions > 1 ? 'millions' : 'million'}`);
  if (milliers > 0) parts.push(milliers === 1 ? 'mille' : `${below1000(milliers, false)} mille`);
  if (rest > 0) parts.push(below1000(rest, true));
  return parts.join(' ');
}

/**
 * An amount in US dollars in words, cents included when there are some:
 * 6000 → 'six mille dollars américains', 25000000.5 → 'vingt-cinq millions de dollars américains
 * et cinquante cents', 0.5 → 'cinquante cents'.
 */
export function montantEnLettres(amount: number): string {
  const totalCents = Math.round(Math.abs(amount) * 100);
  const dollars = Math.floor(totalCents / 100);
  const cents = totalCents % 100;
  const centsText = `${nombreEnLettres(cents)} ${cents > 1 ? 'cents' : 'cent'}`;
  if (dollars === 0 && cents > 0) return centsText;
  const words = nombreEnLettres(dollars);
  // 'un million de dollars', but 'un million deux cents dollars'.
  const de = dollars > 0 && dollars % 1e6 === 0 ? ' de' : '';
  const unit = dollars > 1 ? 'dollars américains' : 'dollar américain';
  const text = `${words}${de} ${unit}`;
  return cents > 0 ? `${text} et ${centsText}` : text;
}
