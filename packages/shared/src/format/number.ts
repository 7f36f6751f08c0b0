import { CURRENCY, LOCALE, NOTIFICATION_BADGE_CAP } from '../domain/constants';
import { pricePerSquareMeter } from '../domain/parcelle';

/**
 * A formatter built on first use, then kept: the map and lists format thousands of amounts, and
 * building the first one loads the locale's data, which a page that shows no amount (a phone's
 * slow processor) should not pay for.
 */
function numberFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let formatter: Intl.NumberFormat | undefined;
  return () => (formatter ??= new Intl.NumberFormat(LOCALE, options));
}

const money = numberFormat({
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const moneyWithCents = numberFormat({
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const decimal = numberFormat({ maximumFractionDigits: 2 });

const formatWith = (formatter: () => Intl.NumberFormat, value: number): string =>
  Number.isFinite(value) ? formatter().format(value) : '';

/** USD in the fr-CD format, 0 to 2 decimals: '1 200 $US'. Empty for a missing amount. */
export const formatMoney = (amount: number): string => formatWith(money, amount);

/** Always 2 decimals, as the payment screens show amounts due: '1 200,00 $US'. */
export const formatMoney2 = (amount: number): string => formatWith(moneyWithCents, amount);

/** No-break space so the unit never wraps away from its number. */
export const formatSurface = (surface: number): string =>
  Number.isFinite(surface) ? `${decimal().format(surface)}\u00a0m²` : '';

export function formatPricePerSquareMeter(prix: number, surface: number): string {
  const perSquareMeter = pricePerSquareMeter(prix, surface);
  return perSquareMeter === null ? '' : `${formatMoney(perSquareMeter)}/m²`;
}

/** The notification bell's badge. */
export const formatBadgeCount = (count: number): string =>
  count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(count);
