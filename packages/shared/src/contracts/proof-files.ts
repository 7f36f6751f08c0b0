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

/**
 * The largest proof picture accepted (issue 27, ADR 051), judged on the server from the file's
 * header: a small file may claim 30000×30000 pixels, which no browser decodes (the staff could never
 * read it). 50 megapixels takes the largest phone photos (8160×6120) and a page scanned at 600 dpi;
 * 10,000 pixels a side takes a long screenshot of a few screens.
 */
export const PROOF_IMAGES = { maxSide: 10_000, maxPixels: 50_000_000 } as const;
export const proofImageTooLargeMessage = (name: string) =>
  `L'image ${name} est trop grande (10\u00a0000 pixels de côté et 50 mégapixels au plus)`;

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
