// A CSV mapping (ADR 046) as the import's form edits it: every value as typed, columns as text
// (a header's title, or a number for a position), and back to the mapping the API reads, checked
// by the shared schema so the form shows the server's own French messages under its fields.
import { mappingCsvSchema, type ColonneCsv, type MappingCsv } from '@parcelles/shared/contracts/releves';
import type { FormatDate } from '@parcelles/shared/domain';
import { adminReleves } from '../../../i18n/fr/admin-releves';

export const COLONNES_SAISIES = [
  'date',
  'dateValeur',
  'montant',
  'credit',
  'debit',
  'libelle',
  'contrepartie',
  'reference',
] as const;
export type ColonneSaisie = (typeof COLONNES_SAISIES)[number];

export type ModeMontant = 'montant' | 'creditDebit';

export interface MappingFormValues {
  separateur: MappingCsv['separateur'];
  separateurDecimal: MappingCsv['separateurDecimal'];
  formatDate: FormatDate;
  ligneEntete: boolean;
  premieresLignesIgnorees: string;
  modeMontant: ModeMontant;
  colonnes: Record<ColonneSaisie, string>;
  /** Kept as the base mapping had them: the form does not edit them. */
  sens?: MappingCsv['colonnes']['sens'];
  devise?: ColonneCsv;
}

/** The fields a message can stand under; anything else is said above the form. */
export type MappingField =
  | 'separateur'
  | 'separateurDecimal'
  | 'formatDate'
  | 'ligneEntete'
  | 'premieresLignesIgnorees'
  | ColonneSaisie;
export type MappingErrors = Partial<Record<MappingField | 'general', string>>;

/** What libellé's several columns are joined with in its one field. */
const JOINT = '+';

const colonneTexte = (colonne: ColonneCsv | readonly ColonneCsv[] | undefined): string =>
  colonne === undefined
    ? ''
    : Array.isArray(colonne)
      ? colonne.map((c: ColonneCsv) => String(c)).join(` ${JOINT} `)
      : String(colonne);

/** A column as typed: blank is none, digits a position, anything else a header's title. */
function colonneLue(text: string): ColonneCsv | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function libelleLu(text: string): ColonneCsv | ColonneCsv[] | undefined {
  const parts = text
    .split(JOINT)
    .map(colonneLue)
    .filter((c): c is ColonneCsv => c !== undefined);
  return parts.length > 1 ? parts : parts[0];
}

/** A blank form: the most common export of the region's banks (`;`, decimal comma, JJ/MM/AAAA). */
export const EMPTY_MAPPING: MappingFormValues = {
  separateur: ';',
  separateurDecimal: ',',
  formatDate: 'JJ/MM/AAAA',
  ligneEntete: true,
  premieresLignesIgnorees: '0',
  modeMontant: 'montant',
  colonnes: Object.fromEntries(COLONNES_SAISIES.map((c) => [c, ''])) as Record<ColonneSaisie, string>,
};

export function toFormValues(mapping: MappingCsv | null | undefined): MappingFormValues {
  if (!mapping) return EMPTY_MAPPING;
  const { colonnes } = mapping;
  return {
    separateur: mapping.separateur,
    separateurDecimal: mapping.separateurDecimal,
    formatDate: mapping.formatDate,
    ligneEntete: mapping.ligneEntete,
    premieresLignesIgnorees: String(mapping.premieresLignesIgnorees),
    modeMontant: colonnes.montant === undefined && colonnes.credit !== undefined ? 'creditDebit' : 'montant',
    colonnes: Object.fromEntries(COLONNES_SAISIES.map((c) => [c, colonneTexte(colonnes[c])])) as Record<
      ColonneSaisie,
      string
    >,
    sens: colonnes.sens,
    devise: colonnes.devise,
  };
}

const FIELDS = new Set<string>([
  'separateur',
  'separateurDecimal',
  'formatDate',
  'ligneEntete',
  'premieresLignesIgnorees',
  ...COLONNES_SAISIES,
]);

/**
 * The field a message of the schema (or of the API, whose keys are `mapping.colonnes.date`) is
 * about; the direction column the form keeps is shown with the amount.
 */
export function fieldOf(path: readonly PropertyKey[]): MappingField | 'general' {
  const [first, second] = path[0] === 'mapping' ? path.slice(1) : path;
  const key = String(first === 'colonnes' ? second : first);
  if (key === 'sens') return 'montant';
  return FIELDS.has(key) ? (key as MappingField) : 'general';
}

/** The object without its absent keys: a saved mapping has none (and the schema reads every key). */
const defined = <T extends object>(object: T): T =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;

/** The mapping the form says, or the first message of each field it cannot be. */
export function readMapping(
  values: MappingFormValues,
): { ok: true; mapping: MappingCsv } | { ok: false; errors: MappingErrors } {
  const { colonnes: c, modeMontant } = values;
  const lignes = values.premieresLignesIgnorees.trim();
  const montant = modeMontant === 'montant';
  const result = mappingCsvSchema.safeParse({
    separateur: values.separateur,
    separateurDecimal: values.separateurDecimal,
    formatDate: values.formatDate,
    ligneEntete: values.ligneEntete,
    premieresLignesIgnorees: lignes === '' ? 0 : Number(lignes.replace(',', '.')),
    colonnes: defined({
      date: colonneLue(c.date) ?? '',
      dateValeur: colonneLue(c.dateValeur),
      montant: montant ? colonneLue(c.montant) : undefined,
      credit: montant ? undefined : colonneLue(c.credit),
      debit: montant ? undefined : colonneLue(c.debit),
      sens: montant ? values.sens : undefined,
      libelle: libelleLu(c.libelle) ?? '',
      contrepartie: colonneLue(c.contrepartie),
      reference: colonneLue(c.reference),
      devise: values.devise,
    }),
  });
  if (result.success) return { ok: true, mapping: result.data };
  const errors: MappingErrors = {};
  // The two columns every line needs: said plainly rather than as an empty title.
  if (c.date.trim() === '') errors.date = adminReleves.mapping.required(adminReleves.mapping.date);
  if (c.libelle.trim() === '') errors.libelle = adminReleves.mapping.required(adminReleves.mapping.libelle);
  for (const issue of result.error.issues) errors[fieldOf(issue.path)] ??= issue.message;
  return { ok: false, errors };
}
