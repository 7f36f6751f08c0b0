// Staff export the plots they filtered (GET /parcelles/export): JSON in the import's shape, or a
// CSV a French spreadsheet opens as it is. Re-importing either file changes nothing (ADR 011).
import type { ExportFormat, ParcelleExportQuery } from '@parcelles/shared/contracts/parcelles-admin';
import { fromCents } from '@parcelles/shared/domain';
import { localDay } from '../../../lib/calendar';
import type { ParcellesDeps } from '../parcelles.deps';
import * as repo from '../parcelles.repository';
import { writePlotFile, type PlotRecord } from './plot-file';

export interface ExportedFile {
  body: string;
  filename: string;
  contentType: string;
}

export const fileType = (format: ExportFormat) =>
  format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8';

export async function exportParcelles(
  { db, clock }: Pick<ParcellesDeps, 'db' | 'clock'>,
  query: ParcelleExportQuery,
): Promise<ExportedFile> {
  const format = query.format ?? 'json';
  const rows = await repo.findAllForExport(db, query);
  const plots: PlotRecord[] = rows.map((row) => ({
    numeroLot: row.numeroLot,
    reference: row.reference,
    surface: row.surface,
    prix: fromCents(row.prixCents),
    statut: row.statut,
    categorie: row.categorie,
    adresse: row.adresse,
    localisation: row.localisation,
    description: row.description,
    position: { x: row.positionX, y: row.positionY },
  }));
  return {
    body: writePlotFile(plots, format),
    filename: `parcelles-${localDay(clock.now())}.${format}`,
    contentType: fileType(format),
  };
}
