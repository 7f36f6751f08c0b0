// The accountant's CSV (issue 26, ADR 048), as a French spreadsheet opens it: the shared writer's
// cells (BOM, `;`, decimal comma, DD/MM/YYYY in Lubumbashi, formulas neutralised), one line per
// payment or receipt, the same columns in both files. Written a page at a time: the first page is
// read before anything is sent, so a failing database answers an error, not a cut file.
import { fromCents, operateurLabel, paymentMethodInfo, paymentStatusInfo } from '@parcelles/shared/domain';
import { BOM, dateCell, textCell } from '@parcelles/shared/format';
import type { LigneComptable } from './comptabilite.repository';

export const CSV_COLUMNS = [
  'N° de reçu',
  'Date',
  'Statut',
  'Acheteur',
  'Réservation',
  'Lot',
  'Méthode',
  'Opérateur',
  'Référence',
  'Montant (USD)',
  'Traité par',
  'Ligne de relevé',
  "Compte d'encaissement",
] as const;

const CRLF = '\r\n';

/** Cents as a number a French spreadsheet sums: 125050 -> 1250,50 (always two decimals). */
export const amountCell = (cents: number): string => fromCents(cents).toFixed(2).replace('.', ',');

export function csvLine(l: LigneComptable): string {
  return [
    l.numeroRecu === null ? '' : String(l.numeroRecu),
    dateCell(l.date),
    textCell(paymentStatusInfo(l.statut).label),
    textCell(l.acheteur),
    textCell(l.reservation),
    textCell(l.lot),
    textCell(paymentMethodInfo(l.methode).label),
    textCell(l.operateur ? operateurLabel(l.operateur) : ''),
    textCell(l.reference),
    amountCell(l.montantCents),
    textCell(l.traitePar),
    textCell(l.releve ? `${dateCell(l.releve.date)} ${l.releve.libelle}` : ''),
    textCell(l.compte),
  ].join(';');
}

export interface Page<C> {
  lignes: LigneComptable[];
  /** Where the next page starts; null after the last one. */
  next: C | null;
}

/**
 * The file as chunks, one per page read: the header line (BOM first), then each page's lines.
 * `readPage(null)` reads the first page now; the others are read as the client takes the file.
 */
export async function csvChunks<C>(
  readPage: (after: C | null) => Promise<Page<C>>,
): Promise<AsyncIterable<string>> {
  const first = await readPage(null);
  return (async function* chunks() {
    yield `${BOM}${CSV_COLUMNS.map((c) => textCell(c)).join(';')}${CRLF}`;
    let page = first;
    for (;;) {
      if (page.lignes.length > 0) yield page.lignes.map(csvLine).join(CRLF) + CRLF;
      if (page.next === null) return;
      page = await readPage(page.next);
    }
  })();
}
