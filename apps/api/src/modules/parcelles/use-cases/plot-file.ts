// The plot file staff export, fill in and import (ADR 011): a JSON array of plots with the
// contract's field names, or a CSV with French headers that a French spreadsheet opens as it is
// (BOM, `;`, decimal comma). Reading is lenient about what spreadsheets do to a file (`,` or `;`,
// BOM or not, the French headers or the field names, decimal comma or point, Windows-1252 from an
// old Excel) and strict about everything else, each refusal in French.
import { PARCELLE_COLUMNS, type ExportFormat } from '@parcelles/shared/contracts/parcelles-admin';
import { CATEGORIES, PLOT_STATUTS, categoryInfo, plotStatusInfo } from '@parcelles/shared/domain';
import { AppError } from '@parcelles/shared/errors';
import { CsvError, csvDocument, numberCell, parseCsv, readTextCell, textCell } from '../../../lib/csv';
import { PARCELLE_MESSAGES as M } from '../../mail/messages';

/** A plot as the JSON export writes it and the import reads it. */
export interface PlotRecord {
  numeroLot: string;
  reference: string | null;
  surface: number;
  prix: number;
  statut: string;
  categorie: string | null;
  adresse: string | null;
  localisation: string | null;
  description: string | null;
  position: { x: number; y: number };
}

export const CSV_HEADERS = PARCELLE_COLUMNS.map((column) => column.entete);

function csvLine(plot: PlotRecord): string {
  return [
    textCell(plot.numeroLot),
    textCell(plot.reference),
    numberCell(plot.surface),
    numberCell(plot.prix),
    textCell(plot.statut),
    textCell(plot.categorie),
    textCell(plot.adresse),
    textCell(plot.localisation),
    textCell(plot.description),
    numberCell(plot.position.x),
    numberCell(plot.position.y),
  ].join(';');
}

export function writePlotFile(plots: PlotRecord[], format: ExportFormat): string {
  if (format === 'json') return `${JSON.stringify(plots, null, 2)}\n`;
  return csvDocument([CSV_HEADERS.map((h) => textCell(h)).join(';'), ...plots.map(csvLine)]);
}

// ---------------------------------------------------------------------------------------------
// Reading.

/** One data row: its number (1-based, header not counted) and its fields, as a JSON object would hold them. */
export interface FileRow {
  ligne: number;
  data: unknown;
}

const badFile = (message: string, status = 400) =>
  new AppError(status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'VALIDATION_ERROR', {
    status,
    message,
    errors: { file: message },
  });

/** 'Numéro de lot', 'numero_lot', 'numeroLot' and 'NUMERO DE LOT' all read as one name. */
const headerKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/[^a-z0-9]/g, '');

const HEADER_FIELDS = new Map<string, string>();
for (const { champ, entete } of PARCELLE_COLUMNS) {
  HEADER_FIELDS.set(headerKey(entete), champ);
  HEADER_FIELDS.set(headerKey(champ), champ);
}
HEADER_FIELDS.set('positionx', 'position.x');
HEADER_FIELDS.set('positiony', 'position.y');
HEADER_FIELDS.set('x', 'position.x');
HEADER_FIELDS.set('y', 'position.y');
HEADER_FIELDS.set('lot', 'numeroLot');

const REQUIRED = ['numeroLot', 'surface', 'prix', 'statut', 'position.x', 'position.y'];

/** A status or category written as its code or its French label ('Disponible', 'Malaika 2A'). */
function enumValue(cell: string, values: readonly string[], label: (v: string) => string): string {
  const key = headerKey(cell);
  const found = values.find((v) => headerKey(v) === key || headerKey(label(v)) === key);
  if (found) return found;
  // 'Réservée' or 'Vendue' as the feminine of the labels 'Réservé', 'Vendu'.
  return values.find((v) => `${headerKey(label(v))}e` === key) ?? cell;
}

function decode(bytes: Buffer): string {
  if (bytes.includes(0)) throw badFile(M.fileUnknownFormat, 415);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not UTF-8: a CSV saved by an older Excel in Windows-1252 still reads right.
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function readJson(text: string): FileRow[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw badFile(M.jsonUnreadable((err as Error).message));
  }
  if (!Array.isArray(parsed)) throw badFile(M.jsonNotArray);
  return parsed.map((data, i) => ({ ligne: i + 1, data }));
}

function readCsv(text: string): FileRow[] {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (err) {
    if (err instanceof CsvError) throw badFile(M.csvUnreadable(err.message));
    throw err;
  }
  const [header = [], ...body] = records;
  const fields = header.map((cell) => HEADER_FIELDS.get(headerKey(readTextCell(cell))));
  const seen = new Set<string>();
  fields.forEach((field, i) => {
    if (!field) return;
    if (seen.has(field)) throw badFile(M.csvDuplicateColumn(header[i]!.trim()));
    seen.add(field);
  });
  const missing = REQUIRED.filter((field) => !seen.has(field));
  if (missing.length === REQUIRED.length) throw badFile(M.fileUnknownFormat, 415);
  if (missing.length > 0) {
    throw badFile(
      M.csvMissingColumns(
        missing.map((field) => PARCELLE_COLUMNS.find((c) => c.champ === field)?.entete ?? field),
      ),
    );
  }
  const rows: FileRow[] = [];
  body.forEach((record, i) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const data: Record<string, unknown> = {};
    const position: Record<string, string> = {};
    fields.forEach((field, j) => {
      if (!field) return;
      const cell = readTextCell(record[j] ?? '');
      if (field === 'position.x') position.x = cell;
      else if (field === 'position.y') position.y = cell;
      else if (field === 'statut')
        data.statut = enumValue(cell, PLOT_STATUTS, (v) => plotStatusInfo(v).label);
      else if (field === 'categorie')
        data.categorie = enumValue(cell, CATEGORIES, (v) => categoryInfo(v).label);
      else data[field] = cell;
    });
    data.position = position;
    rows.push({ ligne: i + 1, data });
  });
  return rows;
}

/** The rows of an uploaded file, judged by its content; a file that cannot be read is a 4xx. */
export function readPlotFile(bytes: Buffer): { format: ExportFormat; rows: FileRow[] } {
  const text = decode(bytes).replace(/^\uFEFF/, '');
  const start = text.trimStart();
  if (start === '') throw badFile(M.fileEmpty);
  if (start.startsWith('[') || start.startsWith('{')) return { format: 'json', rows: readJson(start) };
  return { format: 'csv', rows: readCsv(text) };
}
