/**
 * Statements (issue 26): the company's accounts and the mapping their CSV exports are read with
 * (ADR 046), the import of a statement file and its report, the statement lines as staff review
 * them and their decisions on a line (ADR 047). Every route is ADMIN's, under /admin.
 */
import { z } from 'zod';
import { OPERATEURS_MOBILE_MONEY } from '../domain/paiement';
import {
  COMPTE_TYPES,
  DEVISE_PATTERN,
  FORMATS_DATE,
  LIGNE_SENS,
  LIGNE_STATUTS,
  RAPPROCHEMENT_MODES,
  RELEVE_FORMATS,
  RELEVE_PAIEMENT_STATUTS,
} from '../domain/releve';
import { formObject, maxLength, minLength, optionalText, requiredText } from '../domain/fields';
import { pageOf, pageQueryFields, queryDate, queryEnum, queryText } from './common';
import { recuRefSchema } from './recus';

// ---------------------------------------------------------------------------------------------
// The CSV mapping (ADR 046), saved with its account. The readers (apps/api releves/parsers) import
// it from here, so the screen that edits it gives the same French messages.

const COLONNE_INVALIDE = 'Une colonne est un numéro (1, 2…) ou le titre de son en-tête.';

/** A column by its header's text (accents and case ignored) or its 1-based position. */
export const colonneCsvSchema = z.union(
  [
    z
      .number({ message: COLONNE_INVALIDE })
      .int('Le numéro de colonne est un entier.')
      .min(1, 'Les colonnes se comptent à partir de 1.')
      .max(1000, 'Une colonne au-delà de la 1000e n’existe pas.'),
    z
      .string({ message: COLONNE_INVALIDE })
      .trim()
      .min(1, 'Le titre de la colonne est vide.')
      .max(200, 'Le titre de la colonne dépasse 200 caractères.'),
  ],
  { error: COLONNE_INVALIDE },
);
export type ColonneCsv = z.infer<typeof colonneCsvSchema>;

const valeursSens = z
  .array(
    z
      .string({ message: 'Une valeur du sens est un texte.' })
      .trim()
      .min(1, 'Une valeur du sens est vide.')
      .max(40, 'Une valeur du sens dépasse 40 caractères.'),
    { error: 'Donnez la liste des valeurs du sens.' },
  )
  .min(1, 'Donnez au moins une valeur.')
  .max(20, 'Au plus 20 valeurs du sens.');

export const mappingCsvSchema = z
  .object(
    {
      separateur: z.enum([';', ',', '\t'], { message: 'Le séparateur est « ; », « , » ou une tabulation.' }),
      separateurDecimal: z.enum([',', '.'], { message: 'La marque décimale est « , » ou « . ».' }),
      formatDate: z.enum(FORMATS_DATE, {
        message: `Le format de date est l’un de : ${FORMATS_DATE.join(', ')}.`,
      }),
      ligneEntete: z.boolean({ message: 'Indiquez si la première ligne lue est un en-tête.' }),
      /** Lines before the header (or the first operation) that some exports fill with the account's details. */
      premieresLignesIgnorees: z
        .number({ message: 'Le nombre de lignes à ignorer est un nombre entier.' })
        .int('Le nombre de lignes à ignorer est un nombre entier.')
        .min(0, 'Le nombre de lignes à ignorer est positif.')
        .max(100, 'Au plus 100 lignes peuvent être ignorées en tête de fichier.')
        .default(0),
      colonnes: z.object(
        {
          date: colonneCsvSchema,
          dateValeur: colonneCsvSchema.optional(),
          /** Signed amounts in one column ('-1250,50' a debit), unless `sens` says the direction. */
          montant: colonneCsvSchema.optional(),
          /** Two-column style: the credit and the debit each in its own column, one filled per line. */
          credit: colonneCsvSchema.optional(),
          debit: colonneCsvSchema.optional(),
          /** A column telling the direction of `montant`: the values meaning a credit, and a debit. */
          sens: z
            .object(
              {
                colonne: colonneCsvSchema,
                credit: valeursSens,
                /** When given, any other value is an error; when not, any value but a credit's is a debit. */
                debit: valeursSens.optional(),
              },
              { error: 'La colonne du sens est décrite par sa colonne et ses valeurs.' },
            )
            .optional(),
          /** One column, or several joined by a space (a narrative split over columns). */
          libelle: z.union(
            [
              colonneCsvSchema,
              z
                .array(colonneCsvSchema, { error: 'Indiquez la ou les colonnes du libellé.' })
                .min(1, 'Indiquez au moins une colonne de libellé.')
                .max(10, 'Au plus 10 colonnes de libellé.'),
            ],
            { error: 'Indiquez la ou les colonnes du libellé.' },
          ),
          contrepartie: colonneCsvSchema.optional(),
          /** The line's own id (an M-Pesa transaction id): the duplicate key. */
          reference: colonneCsvSchema.optional(),
          /** For exports mixing currencies; otherwise the account's currency applies. */
          devise: colonneCsvSchema.optional(),
        },
        { error: 'Indiquez les colonnes du fichier (date, montant, libellé…).' },
      ),
    },
    { error: 'Le paramétrage des colonnes est invalide.' },
  )
  .superRefine((mapping, ctx) => {
    const { montant, credit, debit, sens } = mapping.colonnes;
    const issue = (message: string, path: string[]) => ctx.addIssue({ code: 'custom', message, path });
    if (montant === undefined && credit === undefined && debit === undefined) {
      issue('Indiquez la colonne du montant, ou les colonnes du crédit et du débit.', [
        'colonnes',
        'montant',
      ]);
    }
    if (montant !== undefined && (credit !== undefined || debit !== undefined)) {
      issue('Choisissez soit une colonne de montant, soit des colonnes crédit et débit, pas les deux.', [
        'colonnes',
        'montant',
      ]);
    }
    if (montant === undefined && (credit === undefined) !== (debit === undefined)) {
      issue('Les colonnes du crédit et du débit vont ensemble : indiquez les deux.', [
        'colonnes',
        credit === undefined ? 'credit' : 'debit',
      ]);
    }
    if (sens && montant === undefined) {
      issue('La colonne du sens accompagne une colonne de montant.', ['colonnes', 'sens']);
    }
    if (!mapping.ligneEntete) {
      const nommees = Object.entries(mapping.colonnes).flatMap(([cle, valeur]) => {
        if (valeur === undefined) return [];
        const colonnes =
          cle === 'sens'
            ? [(valeur as { colonne: ColonneCsv }).colonne]
            : ([] as ColonneCsv[]).concat(valeur as ColonneCsv);
        return colonnes.some((c) => typeof c === 'string') ? [cle] : [];
      });
      for (const cle of nommees) {
        issue('Sans ligne d’en-tête, désignez les colonnes par leur numéro (1, 2…).', ['colonnes', cle]);
      }
    }
  });

/** A mapping as saved (defaults applied). */
export type MappingCsv = z.output<typeof mappingCsvSchema>;
/** A mapping as a form or a test writes it. */
export type MappingCsvSaisi = z.input<typeof mappingCsvSchema>;

// ---------------------------------------------------------------------------------------------
// The company's accounts: GET, POST /admin/comptes-encaissement, PATCH and DELETE (deactivate) /{id}.

export const COMPTE_MESSAGES = {
  nomRequis: 'Le nom du compte est requis',
  nomCourt: 'Le nom du compte doit contenir au moins 2 caractères',
  nomLong: 'Le nom du compte ne peut pas dépasser 80 caractères',
  typeInvalide: 'Le type de compte est BANQUE ou MOBILE_MONEY',
  operateurRequis: "L'opérateur est requis pour un compte mobile money",
  operateurInterdit: 'Seul un compte mobile money a un opérateur',
  operateurInvalide: 'Opérateur mobile money invalide',
  deviseInvalide: 'La devise est un code ISO 4217 de trois lettres (USD, CDF…)',
  numeroLong: 'Le numéro du compte ne peut pas dépasser 60 caractères',
  actifInvalide: 'Le champ actif doit valoir true ou false',
  rienAModifier: 'Indiquez au moins un champ à modifier',
} as const;

const nomCompteSchema = requiredText(
  COMPTE_MESSAGES.nomRequis,
  [minLength(2, COMPTE_MESSAGES.nomCourt), maxLength(80, COMPTE_MESSAGES.nomLong)],
  { trim: true },
);
const typeCompteSchema = z.enum(COMPTE_TYPES, { error: COMPTE_MESSAGES.typeInvalide });
const operateurCompteSchema = z
  .union([z.enum(OPERATEURS_MOBILE_MONEY, { error: COMPTE_MESSAGES.operateurInvalide }), z.literal('')], {
    error: COMPTE_MESSAGES.operateurInvalide,
  })
  .nullish()
  .transform((value) => value || null);
const deviseSchema = z
  .string({ error: COMPTE_MESSAGES.deviseInvalide })
  .trim()
  .max(3, COMPTE_MESSAGES.deviseInvalide)
  .transform((value) => value.toUpperCase())
  .refine((value) => DEVISE_PATTERN.test(value), { error: COMPTE_MESSAGES.deviseInvalide });
const numeroCompteSchema = optionalText([maxLength(60, COMPTE_MESSAGES.numeroLong)]);

/** POST /admin/comptes-encaissement. */
export const createCompteSchema = formObject({
  nom: nomCompteSchema,
  type: typeCompteSchema,
  operateur: operateurCompteSchema,
  devise: deviseSchema.optional().default('USD'),
  numero: numeroCompteSchema,
  /** The CSV mapping, when its exports are known already; else saved by the first import. */
  mappingCsv: mappingCsvSchema.nullish(),
}).superRefine((compte, ctx) => {
  if (compte.type === 'MOBILE_MONEY' && !compte.operateur) {
    ctx.addIssue({ code: 'custom', path: ['operateur'], message: COMPTE_MESSAGES.operateurRequis });
  }
  if (compte.type === 'BANQUE' && compte.operateur) {
    ctx.addIssue({ code: 'custom', path: ['operateur'], message: COMPTE_MESSAGES.operateurInterdit });
  }
});
export type CreateCompteRequest = z.output<typeof createCompteSchema>;
export type CreateCompteInput = z.input<typeof createCompteSchema>;

/**
 * PATCH /admin/comptes-encaissement/{id}: any of the fields; `mappingCsv: null` forgets the saved
 * mapping, `actif` deactivates or reactivates. The type, operator and currency of an account that
 * has statements cannot change (409).
 */
export const updateCompteSchema = formObject({
  nom: nomCompteSchema.optional(),
  type: typeCompteSchema.optional(),
  operateur: operateurCompteSchema.optional(),
  devise: deviseSchema.optional(),
  /** Blank or null forgets the number. */
  numero: z
    .string({ error: COMPTE_MESSAGES.numeroLong })
    .trim()
    .max(60, COMPTE_MESSAGES.numeroLong)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  mappingCsv: mappingCsvSchema.nullable().optional(),
  actif: z.boolean({ error: COMPTE_MESSAGES.actifInvalide }).optional(),
}).refine((body) => Object.values(body).some((value) => value !== undefined), {
  error: COMPTE_MESSAGES.rienAModifier,
});
export type UpdateCompteRequest = z.output<typeof updateCompteSchema>;

export const compteEncaissementSchema = z.object({
  id: z.string(),
  nom: z.string(),
  type: z.enum(COMPTE_TYPES),
  /** MOBILE_MONEY only. */
  operateur: z.string().nullable(),
  /** ISO 4217. */
  devise: z.string(),
  numero: z.string().nullable(),
  /** The saved CSV mapping, null until one is saved. */
  mappingCsv: mappingCsvSchema.nullable(),
  actif: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Its statements: how many imports brought lines, the last one, and the days they cover. */
  releves: z.object({
    nombre: z.number().int(),
    dernierImportLe: z.string().nullable(),
    du: z.string().nullable(),
    au: z.string().nullable(),
  }),
  /** Its credit lines still waiting for staff. */
  lignesARapprocher: z.number().int(),
});
export type CompteEncaissement = z.infer<typeof compteEncaissementSchema>;

export const compteListSchema = z.object({ comptes: z.array(compteEncaissementSchema) });
export type CompteList = z.infer<typeof compteListSchema>;

// ---------------------------------------------------------------------------------------------
// POST /admin/releves: the import (multipart: compteId, simulation, mapping?, then the file).

export const RELEVE_IMPORT_MESSAGES = {
  compteRequis: 'Choisissez le compte du relevé',
  compteInvalide: 'Compte invalide',
  simulationInvalide: 'La simulation vaut true ou false',
  mappingIllisible: 'Le paramétrage des colonnes n’est pas un JSON valide',
  mappingTropLong: 'Le paramétrage des colonnes est trop long',
} as const;

/**
 * The import's text fields (multipart, sent before the file): the account, `simulation=true` for
 * the dry run, and a CSV mapping to use instead of the account's (saved with it when the import
 * succeeds), as JSON text.
 */
export const importReleveFieldsSchema = formObject({
  compteId: requiredText(
    RELEVE_IMPORT_MESSAGES.compteRequis,
    [maxLength(64, RELEVE_IMPORT_MESSAGES.compteInvalide)],
    { trim: true },
  ),
  simulation: z
    .preprocess(
      (value) => (value === '' || value === undefined || value === null ? 'false' : value),
      z.enum(['true', 'false', '1', '0'], { error: RELEVE_IMPORT_MESSAGES.simulationInvalide }),
    )
    .transform((value) => value === 'true' || value === '1'),
  mapping: z
    .string({ error: RELEVE_IMPORT_MESSAGES.mappingIllisible })
    .max(20_000, RELEVE_IMPORT_MESSAGES.mappingTropLong)
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === '') return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: RELEVE_IMPORT_MESSAGES.mappingIllisible });
        return z.NEVER;
      }
    })
    .pipe(mappingCsvSchema.optional()),
});
export type ImportReleveFields = z.output<typeof importReleveFieldsSchema>;

const nombreEtMontant = z.object({ nombre: z.number().int(), montant: z.number() });

/** A link the import made (or, in a dry run, would make) between one of its lines and a payment. */
export const rapprochementProposeSchema = z.object({
  /** The line's id; null in a dry run (nothing was recorded). */
  ligneId: z.string().nullable(),
  numeroLigne: z.number().int(),
  dateOperation: z.string(),
  /** In the line's currency. */
  montant: z.number(),
  libelle: z.string(),
  mode: z.enum(RAPPROCHEMENT_MODES),
  paiementId: z.string(),
  reservation: z.object({ id: z.string(), reference: z.string() }),
});

/** The answer of POST /admin/releves, written or not (`simulation`). */
export const importReleveResultSchema = z.object({
  simulation: z.boolean(),
  /** The import recorded; null in a dry run or when the file brought nothing new. */
  releveId: z.string().nullable(),
  compte: z.object({ id: z.string(), nom: z.string(), devise: z.string() }),
  fichier: z.object({ nom: z.string(), format: z.enum(RELEVE_FORMATS), empreinte: z.string() }),
  /** Lines read, new ones, ones recorded before (or twice in the file), ones left out (zero, pending). */
  lignes: z.number().int(),
  nouvelles: z.number().int(),
  doublons: z.number().int(),
  ignorees: z.number().int(),
  /** The booking days the file covers. */
  du: z.string().nullable(),
  au: z.string().nullable(),
  /** The new lines, in the account's currency. */
  credits: nombreEtMontant,
  debits: nombreEtMontant,
  /** The new credit lines after matching: linked, waiting with a reservation named, waiting. */
  rapprochement: z.object({
    rapprochees: z.number().int(),
    suggerees: z.number().int(),
    aRapprocher: z.number().int(),
  }),
  /** The links made, at most 500. */
  rapprochements: z.array(rapprochementProposeSchema),
  /** The mapping was given with the request and saved with the account. */
  mappingEnregistre: z.boolean(),
  /** This very file (same SHA-256) was imported into the account before. */
  dejaImporte: z.object({ le: z.string(), par: z.string().nullable() }).nullable(),
});
export type ImportReleveResult = z.infer<typeof importReleveResultSchema>;

/**
 * A statement as the screen first reads it (POST /admin/releves/apercu, multipart file): its
 * format and, for a CSV, the mapping proposed from its opening lines, to confirm before importing.
 */
export const apercuReleveSchema = z.object({
  format: z.enum(RELEVE_FORMATS),
  csv: z
    .object({
      /** A complete mapping, or null when a column could not be found. */
      mapping: mappingCsvSchema.nullable(),
      /** The header's titles as written. */
      entete: z.array(z.string()),
      /** What could not be found, in French. */
      manquants: z.array(z.string()),
    })
    .nullable(),
});
export type ApercuReleve = z.infer<typeof apercuReleveSchema>;

// ---------------------------------------------------------------------------------------------
// The lines: GET /admin/releves/lignes and the staff's decisions on one.

/**
 * GET /admin/releves/lignes: `du`/`au` on the booking day (both included), `q` a part of the
 * narrative, the counterparty or a reference; newest first.
 */
export const lignesReleveQuerySchema = z
  .object({
    statut: queryEnum(LIGNE_STATUTS, 'Statut invalide (A_RAPPROCHER, RAPPROCHEE, ECARTEE ou DEBIT)'),
    compteId: queryText(64, 'Compte invalide'),
    sens: queryEnum(LIGNE_SENS, 'Sens invalide (CREDIT ou DEBIT)'),
    du: queryDate('La date de début doit être une date valide (AAAA-MM-JJ)'),
    au: queryDate('La date de fin doit être une date valide (AAAA-MM-JJ)'),
    q: queryText(100, 'La recherche ne peut pas dépasser 100 caractères'),
    ...pageQueryFields,
  })
  .superRefine((q, ctx) => {
    if (q.du && q.au && q.du > q.au) {
      ctx.addIssue({
        code: 'custom',
        path: ['au'],
        message: 'La date de fin doit être postérieure ou égale à la date de début',
      });
    }
  });
export type LignesReleveQuery = z.output<typeof lignesReleveQuerySchema>;

export const ligneReleveSchema = z.object({
  id: z.string(),
  releveId: z.string(),
  compte: z.object({
    id: z.string(),
    nom: z.string(),
    type: z.enum(COMPTE_TYPES),
    operateur: z.string().nullable(),
  }),
  numeroLigne: z.number().int(),
  dateOperation: z.string(),
  dateValeur: z.string().nullable(),
  /** In `devise`, always positive: `sens` tells the direction. */
  montant: z.number(),
  sens: z.enum(LIGNE_SENS),
  devise: z.string(),
  libelle: z.string(),
  contrepartie: z.string().nullable(),
  referenceBanque: z.string().nullable(),
  referenceClient: z.string().nullable(),
  annulation: z.boolean(),
  statut: z.enum(LIGNE_STATUTS),
  rapprochement: z.enum(RAPPROCHEMENT_MODES).nullable(),
  /** The payment it is linked to (RAPPROCHEE). */
  paiement: z
    .object({
      id: z.string(),
      statut: z.string(),
      montant: z.number(),
      methode: z.string(),
      datePaiement: z.string(),
      reservation: z.object({ id: z.string(), reference: z.string() }),
      numeroLot: z.string(),
      acheteur: z.string(),
    })
    .nullable(),
  /** A reservation its text names, while no payment of it could be linked (A_RAPPROCHER). */
  reservationSuggeree: z
    .object({
      id: z.string(),
      reference: z.string(),
      statut: z.string(),
      numeroLot: z.string(),
      acheteur: z.string(),
      /** Dollars the reservation still owes (validated payments only). */
      montantRestant: z.number(),
    })
    .nullable(),
  motifEcart: z.string().nullable(),
  /** Who set it aside or assigned it, and when. */
  traitePar: z.object({ id: z.string(), nom: z.string() }).nullable(),
  traiteLe: z.string().nullable(),
  importeeLe: z.string(),
});
export type LigneReleve = z.infer<typeof ligneReleveSchema>;

export const ligneReleveListSchema = pageOf('lignes', ligneReleveSchema).extend({
  /** Lines per status under the same filters but the status: the tabs' counts. */
  compteurs: z.object(
    Object.fromEntries(LIGNE_STATUTS.map((statut) => [statut, z.number().int()])) as Record<
      (typeof LIGNE_STATUTS)[number],
      z.ZodNumber
    >,
  ),
});
export type LigneReleveList = z.infer<typeof ligneReleveListSchema>;

export const ECARTER_MOTIF_REQUIS = 'Indiquez pourquoi cette ligne est écartée';

/** POST /admin/releves/lignes/{id}/ecarter: a credit set aside, with the reason. */
export const ecarterLigneSchema = formObject({
  motif: requiredText(
    ECARTER_MOTIF_REQUIS,
    [maxLength(500, 'Le motif ne peut pas dépasser 500 caractères')],
    { trim: true },
  ),
});
export type EcarterLigneRequest = z.output<typeof ecarterLigneSchema>;

/**
 * POST /admin/releves/lignes/{id}/affecter: an unmatched credit assigned to a reservation; the
 * payment it makes is recorded by the staff member and validated at once, with its receipt.
 */
export const affecterLigneSchema = formObject({
  reservationId: requiredText(
    'Choisissez la réservation que ce crédit paie',
    [maxLength(64, 'Réservation invalide')],
    { trim: true },
  ),
  commentaireAdmin: optionalText([maxLength(500, 'Maximum 500 caractères')]),
});
export type AffecterLigneRequest = z.output<typeof affecterLigneSchema>;

/** POST /admin/releves/lignes/{id}/valider: the linked payment validated on the line's evidence. */
export const validerLigneSchema = formObject({
  commentaireAdmin: optionalText([maxLength(500, 'Maximum 500 caractères')]),
});
export type ValiderLigneRequest = z.output<typeof validerLigneSchema>;

/**
 * The answer of /affecter and /valider: the line as it stands now and its payment, validated, with
 * its receipt (GET /paiements/{id} gives the whole payment).
 */
export const ligneDecisionSchema = z.object({
  ligne: ligneReleveSchema,
  paiement: z.object({
    id: z.string(),
    statut: z.string(),
    /** Dollars. */
    montant: z.number(),
    recu: recuRefSchema.nullable(),
  }),
});
export type LigneDecision = z.infer<typeof ligneDecisionSchema>;

// ---------------------------------------------------------------------------------------------
// The proof queue (GET /paiements/admin/*, GET /paiements/{id} as staff): the statement's word.

/**
 * VU: a statement line is linked to the payment (the line is given). ABSENT: declared more than
 * STATEMENT_MISSING_DAYS days ago and still unlinked, though a statement of an account it could be
 * on (a bank account for a transfer, the operator's account for mobile money) covers a day after
 * its declaration. Null otherwise: nothing can be said yet (cash, no statement yet).
 */
export const relevePaiementSchema = z
  .object({
    statut: z.enum(RELEVE_PAIEMENT_STATUTS),
    ligne: z
      .object({
        id: z.string(),
        dateOperation: z.string(),
        /** In the line's currency. */
        montant: z.number(),
        devise: z.string(),
        libelle: z.string(),
        compte: z.string(),
        rapprochement: z.enum(RAPPROCHEMENT_MODES),
      })
      .optional(),
  })
  .nullable();
export type RelevePaiement = z.infer<typeof relevePaiementSchema>;
