// Money and surfaces come from `@parcelles/shared/format`; this adds only what it lacks.

import { LOCALE } from '@parcelles/shared/domain';

// Built on first use (a locale's data is slow to load on a phone).
let countFormat: Intl.NumberFormat | undefined;

/** A whole count with French digit grouping, e.g. `1 250`. */
export function formatCount(value: number): string {
  countFormat ??= new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
  return countFormat.format(value);
}
