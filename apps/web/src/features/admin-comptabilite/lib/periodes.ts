// The periods the accountant's page offers (issue 26): calendar months and years as people in
// Lubumbashi count them, or two days typed by hand, checked by the API's own schema.
import { monthOf, periodeQuerySchema, yearOf, type Periode } from '@parcelles/shared/contracts/comptabilite';
import { addDays } from '@parcelles/shared/domain';

export const PRESETS = ['mois', 'moisDernier', 'annee', 'personnalisee'] as const;
export type Preset = (typeof PRESETS)[number];

/** The period of a preset, for `today` (AAAA-MM-JJ in Lubumbashi); none for the custom one. */
export function presetPeriode(preset: Exclude<Preset, 'personnalisee'>, today: string): Periode {
  if (preset === 'mois') return monthOf(today);
  if (preset === 'moisDernier') return monthOf(addDays(monthOf(today).du, -1));
  return yearOf(today);
}

export type PeriodeCheck =
  { ok: true; periode: Periode } | { ok: false; errors: Partial<Record<keyof Periode, string>> };

/** Two typed days as the API will judge them, with its French messages per field. */
export function checkPeriode(du: string, au: string): PeriodeCheck {
  const result = periodeQuerySchema.safeParse({ du, au });
  if (result.success) return { ok: true, periode: result.data };
  const errors: Partial<Record<keyof Periode, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'du' || field === 'au') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
