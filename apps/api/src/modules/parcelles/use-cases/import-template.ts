// The import template (GET /parcelles/import/modele): the columns and one example row, in the
// format staff will send back.
import type { ExportFormat } from '@parcelles/shared/contracts/parcelles-admin';
import { writePlotFile } from './plot-file';
import { fileType, type ExportedFile } from './export-parcelles';

export function importTemplate(format: ExportFormat): ExportedFile {
  const body = writePlotFile(
    [
      {
        numeroLot: 'LOT-EXEMPLE',
        reference: 'CM-2A-0123',
        surface: 450.5,
        prix: 25000,
        statut: 'DISPONIBLE',
        categorie: 'MALAIKA_2A',
        adresse: 'Avenue des Flamboyants 12, Cité Malaika, Lubumbashi',
        localisation: 'Secteur nord, près du parc',
        description: 'Parcelle plate, viabilisée (eau, électricité), accès goudronné.',
        position: { x: 40000, y: 30000 },
      },
    ],
    format,
  );
  return { body, filename: `modele-import-parcelles.${format}`, contentType: fileType(format) };
}
