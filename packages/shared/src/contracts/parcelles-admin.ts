// The staff side of the plot catalogue (issue 11, spec §7 "Plots"): a plot's history, the order of
// its pictures, export and import. Create and update bodies are parcelle-form.ts.
import { z } from 'zod';
import { auditEventSchema } from './audit';
import { maxLength, optionalText } from '../domain/fields';
import { queryEnum } from './common';
import { parcelleFormSchema } from './parcelle-form';
import { parcelleFiltersSchema } from './parcelles';

/** A plot's history from the audit trail, oldest first (GET /parcelles/{id}/historique). */
export const parcelleHistorySchema = z.object({ evenements: z.array(auditEventSchema) });
export type ParcelleHistory = z.infer<typeof parcelleHistorySchema>;

/** PUT /parcelles/{id}/images/ordre: every picture id of the plot, cover first. */
export const imageOrderSchema = z.object({
  ordre: z
    .array(
      z
        .string({ error: 'Identifiant de photo invalide' })
        .max(64, { error: 'Identifiant de photo invalide' }),
      { error: "L'ordre des photos est requis" },
    )
    .min(1, "L'ordre des photos est requis")
    .max(100, 'Trop de photos'),
});
export type ImageOrder = z.infer<typeof imageOrderSchema>;

/** DELETE /parcelles/{id}/images (spec §7): the picture named by any of its URLs. */
export const imageDeleteSchema = z.object({
  imageUrl: z
    .string({ error: "L'adresse de la photo est requise" })
    .trim()
    .min(1, "L'adresse de la photo est requise")
    .max(500, "L'adresse de la photo est invalide"),
});

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET /parcelles/export: the table's filters plus the format (json by default, spec §7). */
export const parcelleExportQuerySchema = z.intersection(
  parcelleFiltersSchema,
  z.object({ format: queryEnum(EXPORT_FORMATS, 'Format invalide (json ou csv)') }),
);
export type ParcelleExportQuery = z.output<typeof parcelleExportQuerySchema>;

/** At most this many rows per import file. */
export const IMPORT_MAX_ROWS = 10_000;

export const IMPORT_ACTIONS = ['CREEE', 'MODIFIEE', 'INCHANGEE'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/**
 * The answer of POST /parcelles/import, written or not (`simulation`: the dry run writes nothing).
 * `lignes` lists the rows that create or change a plot (unchanged ones are only counted), with
 * the fields that change.
 */
export const importResultSchema = z.object({
  simulation: z.boolean(),
  crees: z.number().int(),
  modifies: z.number().int(),
  inchanges: z.number().int(),
  lignes: z.array(
    z.object({
      /** 1-based data row number (the CSV header is not counted; a JSON array's first item is 1). */
      ligne: z.number().int(),
      numeroLot: z.string(),
      action: z.enum(IMPORT_ACTIONS),
      changements: z.array(z.string()),
    }),
  ),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/**
 * A refused import is a 422 whose `errors` name each bad row and field as `ligne.<n>.<champ>`
 * (`ligne.3.prix` → 'Le prix doit être positif'); `ligne.<n>` alone for the row as a whole.
 */
export const importErrorKey = (ligne: number, champ?: string) =>
  champ ? `ligne.${ligne}.${champ}` : `ligne.${ligne}`;

export function parseImportErrorKey(key: string): { ligne: number; champ: string | null } | null {
  const match = /^ligne\.(\d+)(?:\.(.+))?$/.exec(key);
  return match ? { ligne: Number(match[1]), champ: match[2] ?? null } : null;
}

/**
 * One plot of an import file (and of the JSON export): the staff form plus the plot's reference.
 * An absent key leaves the field of an existing plot as it is; null or '' clears it.
 */
export const parcelleImportRowSchema = parcelleFormSchema.extend({
  reference: optionalText([maxLength(50, 'La référence ne peut pas dépasser 50 caractères')]),
});
export type ParcelleImportRow = z.output<typeof parcelleImportRowSchema>;

/**
 * The columns of the CSV export, template and import, in order: the field (as in the JSON and in
 * the `ligne.<n>.<champ>` error keys) and its French header. The import reads either name.
 */
export const PARCELLE_COLUMNS = [
  { champ: 'numeroLot', entete: 'Numéro de lot' },
  { champ: 'reference', entete: 'Référence' },
  { champ: 'surface', entete: 'Surface (m²)' },
  { champ: 'prix', entete: 'Prix (USD)' },
  { champ: 'statut', entete: 'Statut' },
  { champ: 'categorie', entete: 'Catégorie' },
  { champ: 'adresse', entete: 'Adresse' },
  { champ: 'localisation', entete: 'Localisation' },
  { champ: 'description', entete: 'Description' },
  { champ: 'position.x', entete: 'Position X' },
  { champ: 'position.y', entete: 'Position Y' },
] as const;
export type ParcelleColumn = (typeof PARCELLE_COLUMNS)[number]['champ'];

/** The French header of a field named in an import error (`position.x` → 'Position X'). */
export const columnLabel = (champ: string): string =>
  PARCELLE_COLUMNS.find((column) => column.champ === champ)?.entete ??
  (champ === 'position' ? 'Position' : champ);

const queryFlag = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : value),
    z
      .enum(['true', 'false', '1', '0'], { error: message })
      .optional()
      .transform((value) => value === 'true' || value === '1'),
  );

/** POST /parcelles/import: `simulation=true` for the dry run (nothing is written). */
export const importQuerySchema = z.object({
  simulation: queryFlag('La simulation vaut true ou false'),
});

/** GET /parcelles/import/modele: the template, as CSV (default) or JSON. */
export const importTemplateQuerySchema = z.object({
  format: queryEnum(EXPORT_FORMATS, 'Format invalide (json ou csv)'),
});
