/**
 * The proof-of-payment files' checks (spec §5), without the validation library: the web app's proof
 * forms and conversation check files with them before the form's schemas are loaded (ADR 027).
 * Re-exported by ./paiements.
 */
import { PROOF_FILES } from '../domain/constants';

export const PROOF_REQUIRED = 'Veuillez ajouter au moins une preuve de paiement';
export const TOO_MANY_FILES = 'Maximum 5 fichiers autorisés';

/** What a browser File (or an upload's part) tells us before the server sniffs the content. */
export interface ProofFileMeta {
  name: string;
  size: number;
  type: string;
}

export const fileTooLargeMessage = (name: string) => `Le fichier ${name} dépasse 10MB`;
export const fileFormatMessage = (name: string) =>
  `Le fichier ${name} n'est pas un format valide (JPEG, PNG ou PDF)`;

export function proofFileErrors({ name, size, type }: ProofFileMeta): string[] {
  const errors: string[] = [];
  if (size > PROOF_FILES.maxSizeBytes) errors.push(fileTooLargeMessage(name));
  if (!(PROOF_FILES.mimeTypes as readonly string[]).includes(type)) errors.push(fileFormatMessage(name));
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
