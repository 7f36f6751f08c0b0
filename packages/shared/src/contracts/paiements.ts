/** Proof of payment: the submit-proof form, the POST /paiements/soumettre-preuve fields and file checks (spec §5). */
import { z } from 'zod';
import { recuRefSchema } from './recus';
import { relevePaiementSchema } from './releves';
import {
  COMMENT_MAX_LENGTH,
  MAX_PAYMENT_AMOUNT,
  MIN_PAYMENT_AMOUNT,
  PROOF_FILES,
  SUSPICIOUS_AMOUNT_FACTOR,
} from '../domain/constants';
import {
  formObject,
  fromNumberInput,
  maxLength,
  numberField,
  optionalText,
  requiredText,
} from '../domain/fields';
import { OPERATEURS_MOBILE_MONEY, PAIEMENT_METHODES, PAIEMENT_STATUTS } from '../domain/paiement';
import { paiementMethodeSchema } from '../domain/schemas';
import { pageOf, pageQueryFields, queryDate, queryEnum, queryText } from './common';
import { proofFileErrors, TOO_MANY_FILES } from './proof-files';
import { reservationContactSchema } from './reservations';

// The proof files' checks hold no schema: the web app's proof forms read them without the validation library.
export * from './proof-files';

export const AMOUNT_INVALID = 'Veuillez entrer un montant valide';
export const PROOFS_MISSING = 'Au moins une preuve de paiement est requise';
const FILE_INVALID = 'Fichier de preuve invalide';
/** Ids are UUIDs (36 characters); 64 leaves room and refuses anything that cannot be one. */
const ID_MAX_LENGTH = 64;
/** The usual file-system bound on a file name. */
const FILE_NAME_MAX_LENGTH = 255;

const commentaireSchema = optionalText([maxLength(COMMENT_MAX_LENGTH, 'Maximum 500 caractères')]);
// The spec gives no limit; 100 characters holds any bank or receipt reference.
const referencePaiementSchema = optionalText([
  maxLength(100, 'La référence ne peut pas dépasser 100 caractères'),
]);

export const OPERATEUR_REQUIRED = "L'opérateur mobile money est requis";
export const OPERATEUR_INVALID = 'Opérateur mobile money invalide';
export const TRANSACTION_ID_REQUIRED = 'Le numéro de transaction est requis';

/** Blank reads as absent; with MOBILE_MONEY the refinement below makes it required. */
const operateurSchema = z
  .union([z.enum(OPERATEURS_MOBILE_MONEY, { error: OPERATEUR_INVALID }), z.literal('')], {
    error: OPERATEUR_INVALID,
  })
  .nullish()
  .transform((value) => value || undefined);

/**
 * Mobile money (ADR 014): the operator and the transaction id (in `referencePaiement`) are
 * required; the spec's two methods keep their rules (the reference stays optional, no operator).
 */
function requireMobileMoneyFields(
  value: { methode?: string; operateur?: string | undefined; referencePaiement?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.methode !== 'MOBILE_MONEY') return;
  if (!value.operateur) ctx.addIssue({ code: 'custom', path: ['operateur'], message: OPERATEUR_REQUIRED });
  if (!value.referencePaiement) {
    ctx.addIssue({ code: 'custom', path: ['referencePaiement'], message: TRANSACTION_ID_REQUIRED });
  }
}

const proofFileSchema = z
  .object(
    {
      name: z.string({ error: FILE_INVALID }).max(FILE_NAME_MAX_LENGTH, { error: FILE_INVALID }),
      size: z.number({ error: FILE_INVALID }).nonnegative({ error: FILE_INVALID }),
      type: z.string({ error: FILE_INVALID }).max(100, { error: FILE_INVALID }),
    },
    { error: FILE_INVALID },
  )
  .superRefine((file, ctx) => {
    for (const message of proofFileErrors(file)) ctx.addIssue({ code: 'custom', message });
  });

export const preuvesSchema = z
  .array(proofFileSchema, { error: PROOFS_MISSING })
  .min(1, { error: PROOFS_MISSING })
  .max(PROOF_FILES.maxCount, { error: TOO_MANY_FILES });

const soumettrePreuveShape = {
  reservationId: requiredText(
    "L'ID de la réservation est requis",
    [maxLength(ID_MAX_LENGTH, 'Réservation invalide')],
    { trim: true },
  ),
  montant: fromNumberInput(
    numberField({ required: AMOUNT_INVALID, invalid: AMOUNT_INVALID })
      .positive({ error: 'Le montant doit être positif' })
      .max(MAX_PAYMENT_AMOUNT, { error: 'Le montant dépasse la limite autorisée' }),
  ),
  methode: paiementMethodeSchema,
  operateur: operateurSchema,
  referencePaiement: referencePaiementSchema,
  commentaire: commentaireSchema,
};

/** The text fields of the multipart upload, where every value arrives as a string. */
export const soumettrePreuveSchema = formObject(soumettrePreuveShape).superRefine(requireMobileMoneyFields);
export type SoumettrePreuveRequest = z.output<typeof soumettrePreuveSchema>;

/** The spec's payment-data helper: the fields plus the proofs' metadata, checked together. */
export const paiementDataSchema = formObject({ ...soumettrePreuveShape, preuves: preuvesSchema }).superRefine(
  requireMobileMoneyFields,
);
export type PaiementData = z.output<typeof paiementDataSchema>;

const proofMontant = (montantTotal?: number) =>
  fromNumberInput(
    numberField({ required: 'Le montant payé est requis', invalid: AMOUNT_INVALID })
      .min(MIN_PAYMENT_AMOUNT, { error: 'Le montant doit être supérieur à 0' })
      .refine((montant) => montantTotal === undefined || montant <= montantTotal * SUSPICIOUS_AMOUNT_FACTOR, {
        error: 'Le montant semble incorrect. Veuillez vérifier.',
      }),
  );

/**
 * The submit-proof form. Given the reservation total, an amount above twice it is flagged as a
 * likely typo; the files are checked apart with `validateProofFiles`.
 */
export const proofFormSchemaFor = (montantTotal?: number) =>
  formObject({
    methode: paiementMethodeSchema,
    operateur: operateurSchema,
    montant: proofMontant(montantTotal),
    referencePaiement: referencePaiementSchema,
    commentaire: commentaireSchema,
  }).superRefine(requireMobileMoneyFields);
export const proofFormSchema = proofFormSchemaFor();
export type ProofFormInput = z.input<typeof proofFormSchema>;
export type ProofForm = z.output<typeof proofFormSchema>;

// ---------------------------------------------------------------------------------------------
// The API's side: resubmitting proofs, staff decisions, list queries and the answers' shapes.

/** POST /paiements/{id}/preuves: new files, and optionally corrected fields (blank keeps the old value). */
export const resoumettrePreuveSchema = formObject({
  montant: fromNumberInput(
    z
      .number({ error: AMOUNT_INVALID })
      .positive({ error: 'Le montant doit être positif' })
      .max(MAX_PAYMENT_AMOUNT, { error: 'Le montant dépasse la limite autorisée' })
      .optional(),
  ),
  referencePaiement: referencePaiementSchema,
  /** Mobile money only: the operator, corrected with the transaction id (blank keeps the old one). */
  operateur: operateurSchema,
  commentaire: commentaireSchema,
});
export type ResoumettrePreuveRequest = z.output<typeof resoumettrePreuveSchema>;

const commentaireAdminRules = [maxLength(COMMENT_MAX_LENGTH, 'Maximum 500 caractères')] as const;

export const DATE_PAIEMENT_REQUISE = 'La date du paiement est requise';
export const DATE_PAIEMENT_INVALIDE = 'La date du paiement doit être une date valide (AAAA-MM-JJ)';
function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/**
 * POST /admin/paiements (issue 26): a payment staff record, received at the cash office or seen
 * on a statement, validated at once with its receipt. JSON, or multipart with these fields and an
 * optional scan in `preuves` (the proof files' rules). `datePaiement` is the day it was paid
 * (Lubumbashi), never in the future; the amount may not exceed what the reservation still owes.
 */
export const enregistrerPaiementSchema = formObject({
  reservationId: soumettrePreuveShape.reservationId,
  methode: paiementMethodeSchema,
  montant: soumettrePreuveShape.montant,
  datePaiement: requiredText(DATE_PAIEMENT_REQUISE, [[isCalendarDay, DATE_PAIEMENT_INVALIDE]], {
    trim: true,
  }),
  operateur: operateurSchema,
  referencePaiement: referencePaiementSchema,
  commentaireAdmin: optionalText(commentaireAdminRules),
}).superRefine(requireMobileMoneyFields);
export type EnregistrerPaiementRequest = z.output<typeof enregistrerPaiementSchema>;
export type EnregistrerPaiementInput = z.input<typeof enregistrerPaiementSchema>;
export const REJECT_COMMENT_REQUIRED = 'Un commentaire est requis pour rejeter un paiement';

/** POST /paiements/{id}/valider. */
export const validerPaiementSchema = formObject({ commentaireAdmin: optionalText(commentaireAdminRules) });
export type ValiderPaiementRequest = z.output<typeof validerPaiementSchema>;

/** POST /paiements/{id}/rejeter: the buyer is told why, so the comment is required. */
export const rejeterPaiementSchema = formObject({
  commentaireAdmin: requiredText(REJECT_COMMENT_REQUIRED, commentaireAdminRules, { trim: true }),
});
export type RejeterPaiementRequest = z.output<typeof rejeterPaiementSchema>;

const statutFilter = queryEnum(PAIEMENT_STATUTS, 'Statut invalide');

/** GET /paiements/mes-paiements. */
export const mesPaiementsQuerySchema = z.object({
  statut: statutFilter,
  reservationId: queryText(ID_MAX_LENGTH, 'Réservation invalide'),
  ...pageQueryFields,
});
export type MesPaiementsQuery = z.output<typeof mesPaiementsQuerySchema>;

/**
 * GET /paiements/admin/tous and /paiements/admin/en-attente (the queue is always SOUMIS). `du` and
 * `au` are calendar days in Lubumbashi, both included; `acheteur` matches the buyer's or the
 * reservation contact's name or e-mail, `lot` a part of the lot number.
 */
export const adminPaiementsQuerySchema = z
  .object({
    statut: statutFilter,
    methode: queryEnum(PAIEMENT_METHODES, 'Méthode de paiement invalide'),
    du: queryDate('La date de début doit être une date valide (AAAA-MM-JJ)'),
    au: queryDate('La date de fin doit être une date valide (AAAA-MM-JJ)'),
    acheteur: queryText(100, "L'acheteur recherché ne peut pas dépasser 100 caractères"),
    lot: queryText(30, 'Le numéro de lot ne peut pas dépasser 30 caractères'),
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
export type AdminPaiementsQuery = z.output<typeof adminPaiementsQuerySchema>;

export const preuveSchema = z.object({
  id: z.string(),
  /** The cleaned display name (no path, no control character, at most 150 characters). */
  nomFichier: z.string(),
  /** What the content is, judged from its bytes: image/jpeg, image/png or application/pdf. */
  typeMime: z.string(),
  /** Bytes. */
  taille: z.number().int(),
  /** GET this with the bearer token (owner or ADMIN) to read the file. */
  url: z.string(),
});
export type Preuve = z.infer<typeof preuveSchema>;

export const paiementSchema = z.object({
  id: z.string(),
  reservationId: z.string(),
  /** Dollars. */
  montant: z.number(),
  methode: z.string(),
  /** MOBILE_MONEY only: MPESA, ORANGE_MONEY or AIRTEL_MONEY; null for the other methods. */
  operateur: z.string().nullable(),
  statut: z.string(),
  datePaiement: z.string(),
  referencePaiement: z.string().nullable(),
  commentaire: z.string().nullable(),
  /** The staff's comment on the last validation or rejection. */
  commentaireAdmin: z.string().nullable(),
  /** When staff validated or rejected it. */
  traiteLe: z.string().nullable(),
  /**
   * Refund-eligible (spec §4, DESIGN.md §4): VALIDE, validated within the last 30 days, and its
   * reservation cancelled or expired.
   */
  remboursable: z.boolean(),
  parcelle: z.object({ id: z.string(), numeroLot: z.string() }),
  acheteur: z.object({ id: z.string(), nom: z.string(), email: z.string() }),
  preuves: z.array(preuveSchema),
  /** Its receipt once validated (issue 12), null otherwise. */
  recu: recuRefSchema.nullable(),
  /**
   * Staff only (GET /paiements/{id} read by an ADMIN): the other payments carrying the same
   * reference or transaction id (letter case and spaces ignored), to check before validating.
   */
  paiementsMemeReference: z
    .array(z.object({ paiementId: z.string(), reservationReference: z.string() }))
    .optional(),
  /**
   * Staff only (issue 26): what the imported statements say of it, 'Vu sur le relevé' with its
   * line or 'Absent du relevé' (relevePaiementSchema); absent from a buyer's answers.
   */
  releve: relevePaiementSchema.optional(),
});
export type Paiement = z.infer<typeof paiementSchema>;

export const paiementListSchema = pageOf('paiements', paiementSchema);
export type PaiementList = z.infer<typeof paiementListSchema>;

/**
 * A payment as the staff's queue and list show it: who to reach, what the reservation still owes
 * and the flags that need a second look.
 */
export const paiementAdminSchema = paiementSchema.extend({
  acheteur: z.object({
    id: z.string(),
    nom: z.string(),
    email: z.string(),
    telephone: z.string().nullable(),
  }),
  /** Who to call about this reservation (step 1's corrections, else the account's details). */
  contact: reservationContactSchema,
  reservation: z.object({
    id: z.string(),
    reference: z.string(),
    /** As stored: ANNULEE or EXPIREE makes a validated payment refundable. */
    statut: z.string(),
    montantTotal: z.number(),
    /** Validated payments only. */
    montantPaye: z.number(),
    montantRestant: z.number(),
  }),
  /** Hours since the proof was sent, while it awaits review (SOUMIS); null otherwise. */
  attenteHeures: z.number().int().nullable(),
  /** Another payment carries the same reference (letter case and spaces ignored). */
  referenceDejaUtilisee: z.boolean(),
  /** Issue 26: what the imported statements say of it (see relevePaiementSchema). */
  releve: relevePaiementSchema,
  /** Issue 26: the staff member who recorded it (cash office, statement); null for a buyer's proof. */
  enregistrePar: z.object({ id: z.string(), nom: z.string() }).nullable(),
});
export type PaiementAdmin = z.infer<typeof paiementAdminSchema>;

export const paiementAdminListSchema = pageOf('paiements', paiementAdminSchema);
export type PaiementAdminList = z.infer<typeof paiementAdminListSchema>;

const countAndSum = z.object({ nombre: z.number().int(), montant: z.number() });
export const paiementStatsSchema = z.object({
  total: countAndSum,
  /** Every status is present, with zeros when there is none. */
  parStatut: z.object(
    Object.fromEntries(PAIEMENT_STATUTS.map((statut) => [statut, countAndSum])) as Record<
      (typeof PAIEMENT_STATUTS)[number],
      typeof countAndSum
    >,
  ),
  parMethode: z.object(
    Object.fromEntries(PAIEMENT_METHODES.map((methode) => [methode, countAndSum])) as Record<
      (typeof PAIEMENT_METHODES)[number],
      typeof countAndSum
    >,
  ),
});
export type PaiementStats = z.infer<typeof paiementStatsSchema>;
