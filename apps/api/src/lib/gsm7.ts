// SMS text in the GSM 03.38 default alphabet (7-bit, data_coding 0), which every handset in the
// DR Congo reads and which fits 160 characters in one SMS. French mostly fits: é è ù à and É Ç are
// in it. What is not is transliterated on purpose (ê -> e, œ -> oe, « -> "), never dropped or sent
// as a space by the SMPP library (node-smpp writes a space for a character it cannot encode).
// ADR 044.

/** GSM 03.38 basic character set, in code order (0x00 '@' … 0x7F 'à'); 0x1B (escape) left out. */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ' +
  'ÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each is sent as the escape and a second septet, so it counts 2. */
const EXTENSION = '\f^{}\\[~]|€';

const BASIC_SET = new Set(BASIC);
const EXTENSION_SET = new Set(EXTENSION);

/** One SMS: 160 septets of the default alphabet (140 octets, 7 bits each). */
export const SMS_MAX_SEPTETS = 160;

/**
 * The characters of French text (and of the amounts and dates Intl writes) that are not in the
 * alphabet, and what each becomes. Anything else not in it loses its accent (NFD), or becomes '?'.
 */
const TRANSLITERATION: Record<string, string> = {
  â: 'a',
  á: 'a',
  ã: 'a',
  Â: 'A',
  Á: 'A',
  À: 'A',
  Ã: 'A',
  ç: 'c',
  ê: 'e',
  ë: 'e',
  Ê: 'E',
  Ë: 'E',
  È: 'E',
  î: 'i',
  ï: 'i',
  í: 'i',
  Î: 'I',
  Ï: 'I',
  Í: 'I',
  Ì: 'I',
  ô: 'o',
  ó: 'o',
  õ: 'o',
  Ô: 'O',
  Ó: 'O',
  Ò: 'O',
  Õ: 'O',
  û: 'u',
  ú: 'u',
  Û: 'U',
  Ú: 'U',
  Ù: 'U',
  ÿ: 'y',
  Ÿ: 'Y',
  œ: 'oe',
  Œ: 'OE',
  // Typographic quotes and apostrophes.
  '’': "'",
  '‘': "'",
  '‚': "'",
  '`': "'",
  '´': "'",
  '«': '"',
  '»': '"',
  '“': '"',
  '”': '"',
  '„': '"',
  // Spaces Intl and French typography put in amounts and before punctuation.
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u2007': ' ',
  '\t': ' ',
  // Dashes and the minus sign.
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '…': '...',
  '•': '-',
  '·': '.',
  '°': 'o',
};

const isGsm7Char = (c: string) => BASIC_SET.has(c) || EXTENSION_SET.has(c);

/** Every character is in the default alphabet or its extension table. */
export const isGsm7 = (text: string): boolean => [...text].every(isGsm7Char);

/** The text in the default alphabet: what is in it kept, the rest transliterated (see above). */
export function toGsm7(text: string): string {
  let out = '';
  for (const c of text.normalize('NFC')) {
    if (isGsm7Char(c)) out += c;
    else if (c in TRANSLITERATION) out += TRANSLITERATION[c];
    else {
      // Another accented letter (ā, ő…) keeps its base letter; anything else is a visible '?'.
      const base = c.normalize('NFD').replace(/\p{M}/gu, '');
      out += base.length > 0 && isGsm7(base) ? base : '?';
    }
  }
  return out;
}

/** Septets `text` (already GSM-7) takes: 1 a character, 2 for one of the extension table. */
export function septets(text: string): number {
  let n = 0;
  for (const c of text) n += EXTENSION_SET.has(c) ? 2 : 1;
  return n;
}

/**
 * The text as one SMS: transliterated, and as a last resort cut to 160 septets, ending with '...'.
 * The templates are written to fit (sms.templates.test.ts), so the cut is a guard, not a habit.
 */
export function toSingleSms(text: string): string {
  const gsm = toGsm7(text).trim();
  if (septets(gsm) <= SMS_MAX_SEPTETS) return gsm;
  let out = '';
  let used = 0;
  for (const c of gsm) {
    const cost = EXTENSION_SET.has(c) ? 2 : 1;
    if (used + cost > SMS_MAX_SEPTETS - 3) break;
    out += c;
    used += cost;
  }
  return `${out.trimEnd()}...`;
}

/**
 * Reads unpacked septets (one per octet, as SMPP's data_coding 0 carries them) back into text, as
 * an SMSC does: the tests check with it the very bytes a real SMPP server received.
 */
export function decodeGsm7(codes: Iterable<number>): string {
  let out = '';
  let escaped = false;
  for (const code of codes) {
    if (escaped) {
      out += EXTENSION_BY_CODE.get(code) ?? ' ';
      escaped = false;
    } else if (code === 0x1b) escaped = true;
    else out += BASIC_BY_CODE.get(code) ?? '?';
  }
  return out;
}

// Code points of the tables (GSM 03.38 §6.2.1 and §6.2.1.1).
const BASIC_BY_CODE = new Map([...BASIC].map((c, i) => [i < 0x1b ? i : i + 1, c]));
const EXTENSION_BY_CODE = new Map<number, string>([
  [0x0a, '\f'],
  [0x14, '^'],
  [0x28, '{'],
  [0x29, '}'],
  [0x2f, '\\'],
  [0x3c, '['],
  [0x3d, '~'],
  [0x3e, ']'],
  [0x40, '|'],
  [0x65, '€'],
]);
