// One payment: its buyer's, or any for staff; anyone else gets a 404, as if it did not exist.
import type { Paiement } from '@parcelles/shared/contracts/paiements';
import { notFound } from '@parcelles/shared/errors';
import { isAdmin } from '../../../lib/access';
import { isUuid } from '../../../lib/ids';
import type { Actor, PaiementsDeps } from '../paiements.deps';
import * as repo from '../paiements.repository';
import { statementCutoff, toPaiement, toRelevePaiement } from './paiement-view';

export async function getPaiement(
  { db, clock, statementMissingDays }: Pick<PaiementsDeps, 'db' | 'clock' | 'statementMissingDays'>,
  actor: Actor,
  paiementId: string,
): Promise<Paiement> {
  if (!isUuid(paiementId)) throw notFound();
  const row = await repo.findPaiementDetail(db, paiementId);
  if (!row || (row.userId !== actor.id && !isAdmin(actor))) throw notFound();
  const paiement = toPaiement(row, clock.now());
  if (!isAdmin(actor)) return paiement;
  // Staff see which other payments carry the same reference (a bank one may legitimately repeat).
  const memes = row.referencePaiement ? await repo.findSameReference(db, row.id, row.referencePaiement) : [];
  // Issue 26: and what the imported statements say of it.
  const now = clock.now();
  const statement = await repo.findStatementState(db, row.id, statementCutoff(now, statementMissingDays));
  return {
    ...paiement,
    paiementsMemeReference: memes,
    releve: statement ? toRelevePaiement(statement) : null,
  };
}
