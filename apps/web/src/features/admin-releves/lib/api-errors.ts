// The messages of a refused request, as the statements page shows them: a 422 of the import lists
// every reason under `errors.fichier`; other keys name a field of the request.
import { ApiError } from '../../../lib/api-client';

export interface ErrorItem {
  /** The request's field ('fichier', 'mapping.colonnes.date', 'compteId'…). */
  champ: string;
  message: string;
}

/** Every message of `error.errors`, the file's reasons first, in the server's order. */
export function errorItems(error: unknown): ErrorItem[] {
  if (!(error instanceof ApiError)) return [];
  const items = Object.entries(error.errors).flatMap(([champ, value]) =>
    (Array.isArray(value) ? value : [value]).map((message) => ({ champ, message })),
  );
  return items.sort((a, b) => Number(b.champ === 'fichier') - Number(a.champ === 'fichier'));
}

/** The first message the server gave for `field`, if any. */
export const fieldMessage = (error: unknown, field: string): string | undefined =>
  error instanceof ApiError ? error.fieldError(field) : undefined;

/** The message to show for a failure: the API's French, or the fallback for anything else. */
export const failureMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? error.message : fallback;
