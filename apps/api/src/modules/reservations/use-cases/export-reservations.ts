// Staff export the reservations they filtered, as JSON or as a CSV a spreadsheet opens safely.
import type { ReservationsQuery } from '@parcelles/shared/contracts/reservations';
import { pricePerSquareMeter } from '@parcelles/shared/domain';
import type { ReservationsDeps } from '../reservations.deps';
import * as repo from '../reservations.repository';
import { toReservations } from './reservation-view';

export type ExportFormat = 'json' | 'csv';

export async function exportReservations(
  { db, clock }: Pick<ReservationsDeps, 'db' | 'clock'>,
  query: ReservationsQuery,
  format: ExportFormat,
): Promise<{ body: string; filename: string }> {
  const now = clock.now();
  const rows = await toReservations(
    db,
    await repo.findAllForExport(db, { now, statut: query.statut, search: query.search }),
    now,
  );
  const stamp = now.toISOString().slice(0, 10);
  if (format === 'json') {
    return { body: JSON.stringify(rows, null, 2), filename: `reservations-${stamp}.json` };
  }
  const header = [
    'id',
    'reference',
    'statut',
    'numeroLot',
    'adresse',
    'acheteur',
    'email',
    'telephone',
    'contactNom',
    'contactEmail',
    'contactTelephone',
    'dateReservation',
    'dateExpiration',
    'montantTotal',
    'montantPaye',
    'montantRestant',
    'prixParM2',
  ];
  const cell = (v: unknown) => {
    const text = v === null || v === undefined ? '' : String(v);
    // Quoted, and a leading formula character neutralised, so a spreadsheet never runs a cell.
    return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
  };
  const lines = rows.map((r) =>
    [
      r.id,
      r.reference,
      r.statut,
      r.parcelle.numeroLot,
      r.parcelle.adresse,
      r.acheteur.nom,
      r.acheteur.email,
      r.acheteur.telephone,
      r.contact.nom,
      r.contact.email,
      r.contact.telephone,
      r.dateReservation,
      r.dateExpiration,
      r.montantTotal,
      r.montantPaye,
      r.montantRestant,
      pricePerSquareMeter(r.parcelle.prix, r.parcelle.surface),
    ]
      .map(cell)
      .join(';'),
  );
  // A BOM so that Excel reads the accents of French names as UTF-8.
  return {
    body: `\uFEFF${[header.join(';'), ...lines].join('\r\n')}\r\n`,
    filename: `reservations-${stamp}.csv`,
  };
}
