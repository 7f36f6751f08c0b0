// Mobile money (issue 12, ADR 014): a transaction id pays one payment per operator. The unique
// index paiements_mobile_money_transaction_key decides, so two concurrent submissions of one id
// get exactly one winner; the loser's unique violation becomes a 409 on the field.
import { normalizeTransactionId, operateurLabel } from '@parcelles/shared/domain';
import { AppError } from '@parcelles/shared/errors';
import { brokenConstraint, isUniqueViolation } from '../../../lib/database-errors';
import { PAIEMENT_MESSAGES } from '../../mail/messages';

const TRANSACTION_KEY = 'paiements_mobile_money_transaction_key';

/** The stored reference: a mobile money id upper-case without spaces, any other as typed (trimmed). */
export const storedReference = (methode: string, reference: string | undefined): string | undefined =>
  reference !== undefined && methode === 'MOBILE_MONEY' ? normalizeTransactionId(reference) : reference;

/** Runs `work`, answering 409 on `referencePaiement` when the transaction id is already taken. */
export async function refusingUsedTransaction<T>(
  operateur: string | null,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!isUniqueViolation(err) || brokenConstraint(err) !== TRANSACTION_KEY) throw err;
    const message = PAIEMENT_MESSAGES.transactionAlreadyUsed(operateurLabel(operateur));
    throw new AppError('CONFLICT', { status: 409, message, errors: { referencePaiement: message } });
  }
}
