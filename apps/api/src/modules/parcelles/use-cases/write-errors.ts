// Rule breaks of one edit as the API answers them: a limit is a 400 on the field (as the form's own
// checks), a state rule or a taken lot number a 409 saying why, on the field too.
import { AppError, invalidData } from '@parcelles/shared/errors';
import { brokenConstraint, isUniqueViolation } from '../../../lib/database-errors';
import { PARCELLE_MESSAGES as M } from '../../mail/messages';
import type { RuleBreak } from './catalogue-rules';

const asErrors = (breaks: RuleBreak[]) =>
  Object.fromEntries(breaks.map((b) => [b.champ, b.message])) as Record<string, string>;

export function throwIfInvalid(breaks: RuleBreak[]): void {
  if (breaks.length > 0) throw invalidData(asErrors(breaks));
}

export function throwIfConflict(breaks: RuleBreak[]): void {
  if (breaks.length > 0) {
    throw new AppError('CONFLICT', { status: 409, message: breaks[0]!.message, errors: asErrors(breaks) });
  }
}

/** A unique index that refused the row under a race (another request took the lot meanwhile). */
export function uniqueConflict(err: unknown): AppError | undefined {
  if (!isUniqueViolation(err)) return undefined;
  const champ = brokenConstraint(err) === 'parcelles_reference_key' ? 'reference' : 'numeroLot';
  const message = champ === 'reference' ? M.referenceTaken : M.lotTaken;
  return new AppError('CONFLICT', { status: 409, message, errors: { [champ]: message } });
}
