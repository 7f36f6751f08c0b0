import { CURRENCY, LOCALE, NOTIFICATION_BADGE_CAP } from '../domain/constants';
import { pricePerSquareMeter } from '../domain/parcelle';

/**
 * A formatter built on first use, then kept. Building the first one loads the locale's data: 50 to
 * 180 ms of a 2-core server's processor measured in Chromium, several times that on a phone, in
 * one task that delays the first tap (ADR 033). So the common case (a finite number, written
 * without an exponent) is formatted by hand below, as `Intl` formats it in fr-CD; the rest falls
 * back to `Intl`. A test compares the two on a hundred thousand values.
 */
function numberFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let formatter: Intl.NumberFormat | undefined;
  return () => (formatter ??= new Intl.NumberFormat(LOCALE, options));
}

/** fr-CD groups digits by three with a narrow no-break space and writes a decimal comma. */
const GROUP = '\u202f';
const DECIMAL = ',';

/**
 * `value` rounded to at most `maxFraction` decimals and at least `minFraction`, in fr-CD, or null
 * when it is not the common case. `Intl` rounds the shortest decimal that reads back as the number
 * (what `String(value)` writes: 1.005 is '1.005', so it gives '1,01'), half away from zero.
 */
function formatPlain(value: number, minFraction: number, maxFraction: number): string | null {
  const written = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(written);
  if (!match || Object.is(value, -0)) return null;
  const [, sign, whole = '', fraction = ''] = match;
  let digits = whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0');
  if (fraction.length > maxFraction && fraction.charCodeAt(maxFraction) >= 53 /* '5' */) {
    digits = addOne(digits);
  }
  const intPart = digits.slice(0, digits.length - maxFraction).replace(/^0+(?=\d)/, '');
  let decimals = digits.slice(digits.length - maxFraction);
  while (decimals.length > minFraction && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  // '-0,001' rounded to '0' keeps its sign in Intl ('-0'): that rare case goes to Intl.
  if (sign && /^0*$/.test(intPart + decimals)) return null;
  const grouped = intPart.replace(/\B(?=(\d{3})+$)/g, GROUP);
  return `${sign}${grouped}${decimals ? DECIMAL + decimals : ''}`;
}

/** A string of decimal digits plus one ('0999' → '1000'). */
function addOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i -= 1;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${Number(digits[i]) + 1}${'0'.repeat(digits.length - i - 1)}`;
}

/** A number format of fr-CD: by hand in the common case, by `Intl` otherwise. */
function fastFormat(
  options: Intl.NumberFormatOptions & { minimumFractionDigits: number; maximumFractionDigits: number },
  suffix = '',
): (value: number) => string {
  const slow = numberFormat(options);
  return (value) =>
    formatPlain(value, options.minimumFractionDigits, options.maximumFractionDigits)?.concat(suffix) ??
    slow().format(value);
}

const CURRENCY_SUFFIX = `\u00a0$US`;
const money = fastFormat(
  { style: 'currency', currency: CURRENCY, minimumFractionDigits: 0, maximumFractionDigits: 2 },
  CURRENCY_SUFFIX,
);
const moneyWithCents = fastFormat(
  { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 },
  CURRENCY_SUFFIX,
);
const decimal = fastFormat({ minimumFractionDigits: 0, maximumFractionDigits: 2 });
const decimal2 = fastFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = fastFormat({ minimumFractionDigits: 0, maximumFractionDigits: 0 });

const formatWith = (format: (value: number) => string, value: number): string =>
  Number.isFinite(value) ? format(value) : '';

/** A whole count with French digit grouping: '1 250'. Empty for a missing count. */
export const formatCount = (value: number): string => formatWith(whole, value);

/**
 * USD in the fr-CD format: whole dollars without decimals ('1 200 $US'), any cents with both
 * digits ('812 000,50 $US', never '812 000,5'). Empty for a missing amount.
 */
export const formatMoney = (amount: number): string =>
  formatWith(hasCents(amount) ? moneyWithCents : money, amount);

/** Whether `amount`, rounded to the cent, is not a whole number of dollars. */
const hasCents = (amount: number): boolean => Math.round(amount * 100) % 100 !== 0;

/** Always 2 decimals, as the payment screens show amounts due: '1 200,00 $US'. */
export const formatMoney2 = (amount: number): string => formatWith(moneyWithCents, amount);

/**
 * An amount in any ISO 4217 currency, as a statement line shows it: dollars as '1 200,00 $US', the
 * others with two decimals and their code ('250 000,00 CDF').
 */
export const formatAmountIn = (amount: number, devise: string): string =>
  devise === CURRENCY
    ? formatMoney2(amount)
    : Number.isFinite(amount)
      ? `${decimal2(amount)}\u00a0${devise}`
      : '';

/** No-break space so the unit never wraps away from its number. */
export const formatSurface = (surface: number): string =>
  Number.isFinite(surface) ? `${decimal(surface)}\u00a0m²` : '';

export function formatPricePerSquareMeter(prix: number, surface: number): string {
  const perSquareMeter = pricePerSquareMeter(prix, surface);
  return perSquareMeter === null ? '' : `${formatMoney(perSquareMeter)}/m²`;
}

/** The notification bell's badge. */
export const formatBadgeCount = (count: number): string =>
  count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(count);
