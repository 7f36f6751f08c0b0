// Issue 26, books for the accountant (ADR 048): the period of the exports, checked the same way by
// the API (400 with these messages) and by the back office's custom period before it asks.
import { z } from 'zod';
import { addDays, addMonths, daysBetween } from '../domain/echeancier';
import { queryDate } from './common';

/** The longest period one export covers: a year, leap day included. */
export const PERIODE_MAX_JOURS = 366;

export const PERIODE_MESSAGES = {
  duRequis: 'La date de début est obligatoire',
  duInvalide: 'La date de début doit être une date valide (AAAA-MM-JJ)',
  auRequis: 'La date de fin est obligatoire',
  auInvalide: 'La date de fin doit être une date valide (AAAA-MM-JJ)',
  ordre: 'La date de fin doit être postérieure ou égale à la date de début',
  tropLongue: `La période ne peut pas dépasser ${PERIODE_MAX_JOURS} jours`,
} as const;

/**
 * GET /admin/comptabilite/{paiements.csv,recus.csv,synthese.pdf}: `du` and `au` are calendar days
 * in Lubumbashi (AAAA-MM-JJ), both included, at most PERIODE_MAX_JOURS days.
 */
export const periodeQuerySchema = z
  .object({
    du: queryDate(PERIODE_MESSAGES.duInvalide),
    au: queryDate(PERIODE_MESSAGES.auInvalide),
  })
  .superRefine((q, ctx) => {
    if (!q.du) ctx.addIssue({ code: 'custom', path: ['du'], message: PERIODE_MESSAGES.duRequis });
    if (!q.au) ctx.addIssue({ code: 'custom', path: ['au'], message: PERIODE_MESSAGES.auRequis });
    if (!q.du || !q.au) return;
    if (q.du > q.au) ctx.addIssue({ code: 'custom', path: ['au'], message: PERIODE_MESSAGES.ordre });
    else if (daysBetween(q.du, q.au) + 1 > PERIODE_MAX_JOURS) {
      ctx.addIssue({ code: 'custom', path: ['au'], message: PERIODE_MESSAGES.tropLongue });
    }
  })
  .transform((q) => ({ du: q.du!, au: q.au! }));

export interface Periode {
  /** First day, AAAA-MM-JJ in Lubumbashi. */
  du: string;
  /** Last day, included. */
  au: string;
}

export type ExportComptable = 'paiements' | 'recus' | 'synthese';

/** The file's name, with its period: `paiements-2026-11-01_2026-11-30.csv`. */
export const exportFilename = (kind: ExportComptable, { du, au }: Periode): string =>
  `${kind}-${du}_${au}.${kind === 'synthese' ? 'pdf' : 'csv'}`;

/** The calendar month of `day` (AAAA-MM-JJ), first to last day. */
export const monthOf = (day: string): Periode => {
  const du = `${day.slice(0, 7)}-01`;
  return { du, au: addDays(addMonths(du, 1), -1) };
};

/** The calendar year of `day`, 1 January to 31 December. */
export const yearOf = (day: string): Periode => ({
  du: `${day.slice(0, 4)}-01-01`,
  au: `${day.slice(0, 4)}-12-31`,
});
