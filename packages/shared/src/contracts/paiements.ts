/** Proof of payment: the submit-proof form, the POST /paiements/soumettre-preuve fields and file checks (spec §5). */
import { z } from 'zod';
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
import { paiementMethodeSchema } from '../domain/paiement';

export const AMOUNT_INVALID = 'Veuillez entrer un montant valide';
export const PROOF_REQUIRED = 'Veuillez ajouter au moins une preuve de paiement';
export const TOO_MANY_FILES = 'Maximum 5 fichiers autorisés';
const PROOFS_MISSING = 'Au moins une preuve de paiement est requise';
const FILE_INVALID = 'Fichier de preuve invalide';

const commentaireSchema = optionalText([maxLength(COMMENT_MAX_LENGTH, 'Maximum 500 caractères')]);
// The spec gives no limit; 100 characters holds any bank or receipt reference.
const referencePaiementSchema = optionalText([
  maxLength(100, 'La référence ne peut pas dépasser 100 caractères'),
]);

/** What a browser File (or an upload's part) tells us before the server sniffs the content. */
export interface ProofFileMeta {
  name: string;
  size: number;
  type: string;
}

export function proofFileErrors({ name, size, type }: ProofFileMeta): string[] {
  const errors: string[] = [];
  if (size > PROOF_FILES.maxSizeBytes) errors.push(`Le fichier ${name} dépasse 10MB`);
  if (!(PROOF_FILES.mimeTypes as readonly string[]).includes(type)) {
    errors.push(`Le fichier ${name} n'est pas un format valide (JPEG, PNG ou PDF)`);
  }
  return errors;
}

/**
 * Checks files the buyer adds next to `existingCount` already chosen. Too many files rejects the
 * whole batch; otherwise each bad file is rejected with its reason and the good ones are kept.
 */
export function validateProofFiles<F extends ProofFileMeta>(
  existingCount: number,
  files: readonly F[],
): { accepted: F[]; errors: string[] } {
  if (existingCount + files.length === 0) return { accepted: [], errors: [PROOF_REQUIRED] };
  if (existingCount + files.length > PROOF_FILES.maxCount) return { accepted: [], errors: [TOO_MANY_FILES] };
  const checked = files.map((file) => ({ file, errors: proofFileErrors(file) }));
  return {
    accepted: checked.filter(({ errors }) => errors.length === 0).map(({ file }) => file),
    errors: checked.flatMap(({ errors }) => errors),
  };
}

const proofFileSchema = z
  .object(
    {
      name: z.string({ error: FILE_INVALID }),
      size: z.number({ error: FILE_INVALID }).nonnegative({ error: FILE_INVALID }),
      type: z.string({ error: FILE_INVALID }),
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

/** The text fields of the multipart upload, where every value arrives as a string. */
export const soumettrePreuveSchema = formObject({
  reservationId: requiredText("L'ID de la réservation est requis", [], { trim: true }),
  montant: fromNumberInput(
    numberField({ required: AMOUNT_INVALID, invalid: AMOUNT_INVALID })
      .positive({ error: 'Le montant doit être positif' })
      .max(MAX_PAYMENT_AMOUNT, { error: 'Le montant dépasse la limite autorisée' }),
  ),
  methode: paiementMethodeSchema,
  referencePaiement: referencePaiementSchema,
  commentaire: commentaireSchema,
});
export type SoumettrePreuveRequest = z.output<typeof soumettrePreuveSchema>;

/** The spec's payment-data helper: the fields plus the proofs' metadata, checked together. */
export const paiementDataSchema = soumettrePreuveSchema.extend({ preuves: preuvesSchema });
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
    montant: proofMontant(montantTotal),
    referencePaiement: referencePaiementSchema,
    commentaire: commentaireSchema,
  });
export const proofFormSchema = proofFormSchemaFor();
export type ProofFormInput = z.input<typeof proofFormSchema>;
export type ProofForm = z.output<typeof proofFormSchema>;
