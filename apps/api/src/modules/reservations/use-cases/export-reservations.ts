// Staff export the reservations they filtered and sorted, as JSON or as a CSV that a spreadsheet in
// a French locale opens as it is: UTF-8 with a BOM, `;` between cells, French headers, amounts as
// numbers with a decimal comma and dates as dd/mm/yyyy hh:mm in Lubumbashi. Issue 25: each line
// says the plan, the next instalment (its day and what remains on it) and what is late.
import type { Reservation, ReservationsExportQuery } from '@parcelles/shared/contracts/reservations';
import {
  HOLD_PAUSED_LABEL,
  dueNow,
  holdExpiry,
  pricePerSquareMeter,
  reservationStatusInfo,
} from '@parcelles/shared/domain';
import type { ReservationsDeps } from '../reservations.deps';
import * as repo from '../reservations.repository';
import { localDateTime, localDay } from '../../../lib/calendar';
import { neutralizeFormula } from '../../../lib/csv';
import { staffFilters, staffOrder } from './list-reservations';
import { toReservations } from '../reservation-view';

export type ExportFormat = 'json' | 'csv';

export const CSV_HEADERS = [
  'Référence',
  'Statut',
  'Lot',
  'Adresse',
  'Acheteur',
  'E-mail',
  'Téléphone',
  'Contact',
  'E-mail du contact',
  'Téléphone du contact',
  'Date de réservation',
  "Date d'expiration",
  'Montant total (USD)',
  'Montant payé (USD)',
  'Reste à payer (USD)',
  'Plan de paiement',
  'Prochaine échéance',
  'Montant de la prochaine échéance (USD)',
  'Montant en retard (USD)',
  'Prix au m² (USD)',
  'Identifiant',
];

/**
 * Text, quoted, with a leading formula character neutralised so a spreadsheet never runs a cell; a
 * phone number ('+243…') stays as it is (ADR 039).
 */
const text = (v: string | null | undefined) => `"${neutralizeFormula(v ?? '').replace(/"/g, '""')}"`;
/**
 * A phone number in its international form, '+243 81 234 5678' written '+243812345678', so it is
 * not mistaken for a formula and needs no apostrophe (ADR 039); anything else as text.
 */
const phone = (v: string | null | undefined) => {
  const digits = v && /^\+[\d ().-]+$/.test(v) ? v.replace(/\D/g, '') : '';
  return text(digits.length >= 8 && digits.length <= 15 ? `+${digits}` : v);
};
/** A number a French spreadsheet reads as one: 1234,5 -> 1234,50. */
const money = (amount: number | null) =>
  amount !== null && Number.isFinite(amount) ? amount.toFixed(2).replace('.', ',') : '';
/** 24/11/2026 16:15, in Lubumbashi: a date and time Excel and LibreOffice recognise in French. */
const dateTime = (iso: string | null) => {
  if (!iso) return '';
  const [date = '', time = ''] = localDateTime(new Date(iso)).split('T');
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time}`;
};

/** A due day (YYYY-MM-DD, Lubumbashi) as dd/mm/yyyy. */
const day = (value: string | undefined) => (value ? value.split('-').reverse().join('/') : '');

/**
 * 'Date d'expiration' as the back office reads it (issue 23): empty once validated or cancelled (it
 * no longer expires), the pause said in words while a payment is under review.
 */
const expiry = (r: Reservation) => {
  const state = holdExpiry(r);
  if (state.kind === 'paused') return text(HOLD_PAUSED_LABEL);
  return state.kind === 'date' ? dateTime(state.date.toISOString()) : '';
};

export async function exportReservations(
  { db, clock, overdueDays }: Pick<ReservationsDeps, 'db' | 'clock' | 'overdueDays'>,
  query: ReservationsExportQuery,
  format: ExportFormat,
): Promise<{ body: string; filename: string }> {
  const now = clock.now();
  const rows = await toReservations(
    db,
    await repo.findAllForExport(db, staffFilters(query, now, overdueDays), staffOrder(query)),
    now,
    overdueDays,
  );
  const stamp = localDay(now);
  if (format === 'json') {
    return { body: JSON.stringify(rows, null, 2), filename: `reservations-${stamp}.json` };
  }
  const lines = rows.map((r) => {
    // Issue 25: the collection at a glance; empty once nothing is due (paid in full, or ended).
    const due = dueNow(r);
    return [
      text(r.reference),
      text(reservationStatusInfo(r.statut).label),
      text(r.parcelle.numeroLot),
      text(r.parcelle.adresse),
      text(r.acheteur.nom),
      text(r.acheteur.email),
      phone(r.acheteur.telephone),
      text(r.contact.nom),
      text(r.contact.email),
      phone(r.contact.telephone),
      dateTime(r.dateReservation),
      expiry(r),
      money(r.montantTotal),
      money(r.montantPaye),
      money(r.montantRestant),
      text(r.plan.nom),
      day(due?.prochaine?.dateEcheance),
      money(due?.prochaine?.reste ?? null),
      money(due ? due.enRetard : null),
      money(pricePerSquareMeter(r.parcelle.prix, r.parcelle.surface)),
      text(r.id),
    ].join(';');
  });
  // The BOM makes Excel read the accents of French names as UTF-8.
  return {
    body: `\uFEFF${[CSV_HEADERS.map(text).join(';'), ...lines].join('\r\n')}\r\n`,
    filename: `reservations-${stamp}.csv`,
  };
}
