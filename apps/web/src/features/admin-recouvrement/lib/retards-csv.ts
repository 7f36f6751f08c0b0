// The late payers as a file for a French spreadsheet, built in the browser from the rows on screen
// (filters and order included): UTF-8 with a BOM, `;`, decimal commas, DD/MM/YYYY, CRLF, and cells
// a spreadsheet could run as a formula neutralised (the same writer as the API's exports).
import type { Retard } from '@parcelles/shared/contracts/recouvrement';
import { csvDocument, dateCell, numberCell, textCell } from '@parcelles/shared/format';
import { adminRecouvrement } from '../../../i18n/fr/admin-recouvrement';

const t = adminRecouvrement;

const HEADERS = [
  t.csv.acheteur,
  t.csv.telephone,
  t.csv.email,
  t.csv.reference,
  t.csv.lot,
  t.csv.echeance,
  t.csv.dateEcheance,
  t.csv.montant,
  t.csv.jours,
  t.csv.rappel,
  t.csv.canaux,
];

const line = (cells: string[]) => cells.join(';');

export function retardsCsv(retards: readonly Retard[]): string {
  return csvDocument([
    line(HEADERS.map((header) => textCell(header))),
    ...retards.map((r) =>
      line([
        textCell(r.acheteur.nom),
        textCell(r.acheteur.telephone),
        textCell(r.acheteur.email),
        textCell(r.reference),
        textCell(r.numeroLot),
        textCell(r.echeance),
        dateCell(r.dateEcheance),
        numberCell(r.montantEnRetard),
        numberCell(r.joursDeRetard),
        r.dernierRappel ? dateCell(r.dernierRappel.le) : textCell(t.list.never),
        textCell(r.dernierRappel?.canaux.map((canal) => t.canaux[canal]).join(', ')),
      ]),
    ),
  ]);
}
