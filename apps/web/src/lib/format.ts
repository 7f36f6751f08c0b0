// Money and surfaces come from `@parcelles/shared/format`; this adds only what it lacks.

import { LOCALE } from '@parcelles/shared/domain';

const countFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** A whole count with French digit grouping, e.g. `1 250`. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}
