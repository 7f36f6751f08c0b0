// Staff export the reservations they filtered and sorted, as JSON or as a CSV that a spreadsheet in
// a French locale opens as it is: UTF-8 with a BOM, `;` between cells, French headers, amounts as
// numbers with a decimal comma and dates as dd/mm/yyyy hh:mm in Lubumbashi.
import type { ReservationsExportQuery } from '@parcelles/shared/contracts/reservations';
import { pricePerSquareMeter, reservationStatusInfo } from '@parcelles/shared/domain';
import type { ReservationsDeps } from '../reservations.deps';
import * as repo from '../reservations.repository';
import { localDateTime, localDay } from '../../../lib/calendar';
import { staffFilters, staffOrder } from './list-reservations';
import { toReservations } from './reservation-view';

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
  'Prix au m² (USD)',
  'Identifiant',
];

/** Text, quoted, with a leading formula character neutralised so a spreadsheet never runs a cell. */
const text = (v: string | null | undefined) => {
  const value = v ?? '';
  return `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;
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
  const lines = rows.map((r) =>
    [
      text(r.reference),
      text(reservationStatusInfo(r.statut).label),
      text(r.parcelle.numeroLot),
      text(r.parcelle.adresse),
      text(r.acheteur.nom),
      text(r.acheteur.email),
      text(r.acheteur.telephone),
      text(r.contact.nom),
      text(r.contact.email),
      text(r.contact.telephone),
      dateTime(r.dateReservation),
      dateTime(r.dateExpiration),
      money(r.montantTotal),
      money(r.montantPaye),
      money(r.montantRestant),
      money(pricePerSquareMeter(r.parcelle.prix, r.parcelle.surface)),
      text(r.id),
    ].join(';'),
  );
  // The BOM makes Excel read the accents of French names as UTF-8.
  return {
    body: `\uFEFF${[CSV_HEADERS.map(text).join(';'), ...lines].join('\r\n')}\r\n`,
    filename: `reservations-${stamp}.csv`,
  };
}
