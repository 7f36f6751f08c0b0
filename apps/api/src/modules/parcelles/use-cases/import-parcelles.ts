// Staff import plots from a CSV or JSON file (POST /parcelles/import, ADR 011): all or nothing.
// Every row is checked (the form's messages, the catalogue's limits and state rules, a lot or a
// reference twice in the file or held by another plot); one bad row and the answer is a 422 naming
// every bad row and field, with nothing written. Rows match existing plots by lot number (letter
// case ignored) and update them, or create new ones. The dry run (`simulation`) answers the same
// without writing; the real one writes everything in one transaction, a thousand rows per
// statement, with one audit entry per plot created or changed.
import {
  IMPORT_MAX_ROWS,
  importErrorKey,
  parcelleImportRowSchema,
  type ImportResult,
  type ParcelleImportRow,
} from '@parcelles/shared/contracts/parcelles-admin';
import { AppError } from '@parcelles/shared/errors';
import { recordAudits, type AuditEntry } from '../../audit/audit.repository';
import type { AuthContext } from '../../auth/auth.context';
import type { ParcellesDeps } from '../parcelles.deps';
import * as repo from '../parcelles.repository';
import { PARCELLE_MESSAGES as M } from '../../mail/messages';
import { auditView, checkLimits, checkStateRules, diffPlots, toPlotValues } from './catalogue-rules';
import { readPlotFile } from './plot-file';
import { uniqueConflict } from './write-errors';

export interface ImportFile {
  bytes: Buffer;
  /** The name the file was sent with, for the audit trail only. */
  name: string;
}

interface GoodRow {
  ligne: number;
  row: ParcelleImportRow;
}

type Errors = Record<string, string>;

function validateRows(rows: { ligne: number; data: unknown }[], errors: Errors): GoodRow[] {
  const good: GoodRow[] = [];
  for (const { ligne, data } of rows) {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      errors[importErrorKey(ligne)] = M.rowNotObject;
      continue;
    }
    const parsed = parcelleImportRowSchema.safeParse(data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.map(String).join('.');
        errors[importErrorKey(ligne, path || undefined)] ??= issue.message;
      }
      continue;
    }
    good.push({ ligne, row: parsed.data });
  }
  return good;
}

export async function importParcelles(
  { db, clock }: Pick<ParcellesDeps, 'db' | 'clock'>,
  auth: AuthContext,
  file: ImportFile,
  { simulation }: { simulation: boolean },
): Promise<ImportResult> {
  const { format, rows } = readPlotFile(file.bytes);
  if (rows.length === 0) {
    throw new AppError('VALIDATION_ERROR', {
      status: 400,
      message: M.fileEmpty,
      errors: { file: M.fileEmpty },
    });
  }
  if (rows.length > IMPORT_MAX_ROWS) {
    const message = M.fileTooManyRows(rows.length, IMPORT_MAX_ROWS);
    throw new AppError('PAYLOAD_TOO_LARGE', { status: 413, message, errors: { file: message } });
  }

  const errors: Errors = {};
  const good = validateRows(rows, errors);

  // A lot number or a reference twice in the file: the second row is the bad one.
  const lotLine = new Map<string, number>();
  const referenceLine = new Map<string, number>();
  for (const { ligne, row } of good) {
    const lot = row.numeroLot.toLowerCase();
    const first = lotLine.get(lot);
    if (first !== undefined) errors[importErrorKey(ligne, 'numeroLot')] = M.duplicateLotInFile(first);
    else lotLine.set(lot, ligne);
    if (row.reference) {
      const firstRef = referenceLine.get(row.reference);
      if (firstRef !== undefined) {
        errors[importErrorKey(ligne, 'reference')] = M.duplicateReferenceInFile(firstRef);
      } else referenceLine.set(row.reference, ligne);
    }
  }

  const run = async (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => {
    const existing = await repo.findEditableByLots(
      tx,
      good.map((g) => g.row.numeroLot),
      { lock: !simulation },
    );
    const byLot = new Map(existing.map((plot) => [plot.numeroLot.toLowerCase(), plot]));
    const references = [...referenceLine.keys()];
    const referenceHolder = new Map(
      (await repo.findByReferences(tx, references)).map((r) => [r.reference!, r.id]),
    );

    const result: ImportResult = { simulation, crees: 0, modifies: 0, inchanges: 0, lignes: [] };
    const toCreate: { ligne: number; values: repo.PlotValues }[] = [];
    const toUpdate: { ligne: number; id: string; values: repo.PlotValues; avant: object; apres: object }[] =
      [];
    for (const { ligne, row } of good) {
      const current = byLot.get(row.numeroLot.toLowerCase()) ?? null;
      const values = toPlotValues(row, current);
      const breaks = [...checkLimits(values), ...checkStateRules(current, values)];
      const holder = values.reference ? referenceHolder.get(values.reference) : undefined;
      if (holder && holder !== current?.id && values.reference !== current?.reference) {
        breaks.push({ champ: 'reference', message: M.referenceTaken });
      }
      for (const b of breaks) errors[importErrorKey(ligne, b.champ)] ??= b.message;
      if (breaks.length > 0) continue;
      if (!current) {
        toCreate.push({ ligne, values });
        result.crees += 1;
        result.lignes.push({
          ligne,
          numeroLot: values.numeroLot,
          action: 'CREEE',
          changements: Object.keys(auditView(values)),
        });
        continue;
      }
      const { changements, avant, apres } = diffPlots(current, values);
      if (changements.length === 0) {
        result.inchanges += 1;
        continue;
      }
      toUpdate.push({ ligne, id: current.id, values, avant, apres });
      result.modifies += 1;
      result.lignes.push({ ligne, numeroLot: values.numeroLot, action: 'MODIFIEE', changements });
    }

    if (Object.keys(errors).length > 0) {
      const badRows = new Set(Object.keys(errors).map((key) => key.split('.')[1]));
      throw new AppError('VALIDATION_ERROR', {
        status: 422,
        message: M.importRefused(badRows.size),
        errors,
      });
    }
    result.lignes.sort((a, b) => a.ligne - b.ligne);
    if (simulation) return result;

    const now = clock.now();
    const ids = await repo.insertPlots(
      tx,
      toCreate.map((c) => c.values),
    );
    await repo.updatePlots(
      tx,
      toUpdate.map((u) => ({ ...u.values, id: u.id })),
      now,
    );
    const details = { fichier: file.name, format };
    const entries: AuditEntry[] = [
      ...toCreate.map((c, i) => ({
        acteurId: auth.user.id,
        action: 'PARCELLE_IMPORTEE' as const,
        entite: 'parcelle' as const,
        entiteId: ids[i]!,
        avant: null,
        apres: auditView(c.values),
        details: { ...details, ligne: c.ligne, action: 'CREEE' },
      })),
      ...toUpdate.map((u) => ({
        acteurId: auth.user.id,
        action: 'PARCELLE_IMPORTEE' as const,
        entite: 'parcelle' as const,
        entiteId: u.id,
        avant: u.avant as Record<string, unknown>,
        apres: u.apres as Record<string, unknown>,
        details: { ...details, ligne: u.ligne, action: 'MODIFIEE' },
      })),
    ];
    await recordAudits(tx, entries);
    return result;
  };

  try {
    // The dry run reads in a transaction too, so it sees one consistent catalogue.
    return await db.transaction(run);
  } catch (err) {
    const conflict = uniqueConflict(err);
    if (conflict) throw new AppError('CONFLICT', { status: 409, message: M.importConflict });
    throw err;
  }
}
