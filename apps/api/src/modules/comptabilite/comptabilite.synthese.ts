// What the accountant's summary says (ADR 048), built by use-cases/get-synthese.ts and drawn by
// comptabilite.pdf.ts. Amounts in cents.
import type { Periode } from '@parcelles/shared/contracts/comptabilite';

/** Payments with no matched statement line, in the totals by account. */
export const SANS_RELEVE = 'Sans relevé';

export interface Total {
  libelle: string;
  nombre: number;
  cents: number;
}

export interface Synthese {
  periode: Periode;
  etablieLe: Date;
  /** Validated payments: the money received. */
  valides: { nombre: number; cents: number };
  parMethode: Total[];
  parCompte: Total[];
  recus: {
    nombre: number;
    cents: number;
    premier: number | null;
    dernier: number | null;
    /** Numbers missing between the receipt before the first one and the last (none, by construction). */
    manquants: { du: number; au: number }[];
    /** Receipts numbered within the period's range but issued outside it. */
    horsPeriode: number;
  };
  /** Validated payments of the period without a receipt (none, by construction). */
  validesSansRecu: number;
  /** Rejected and cancelled payments, by status: kept apart, in no total above. */
  ecartes: Total[];
}
