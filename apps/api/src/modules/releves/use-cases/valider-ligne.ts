// POST /admin/releves/lignes/{id}/valider (issue 26, ADR 047): staff validate the payment a line
// is linked to, on the line's evidence. The validation is the payments' own (validate-paiement.ts):
// only a SOUMIS payment, the reservation still running; its audit entry records the line
// (`details.ligneReleveId`, `details.releve`). Nothing is ever validated without this call.
import type { LigneDecision, ValiderLigneRequest } from '@parcelles/shared/contracts/releves';
import { notFound } from '@parcelles/shared/errors';
import type { Executor } from '../../../db/client';
import { conflict } from '../../../lib/conflict';
import { isUuid } from '../../../lib/ids';
import { LIGNE_RELEVE_MESSAGES as M } from '../../mail/messages';
import { loadPaiement } from '../../paiements/use-cases/paiement-view';
import { validatePaiement } from '../../paiements/use-cases/validate-paiement';
import * as lignesRepo from '../../rapprochement/rapprochement.repository';
import type { RelevesDeps, Staff } from '../releves.deps';
import { lineEvidence } from '../../rapprochement/line-evidence';
import { loadLigne } from './ligne-view';

/** The line as it stands, and its payment with its receipt. */
export async function decisionAnswer(
  db: Executor,
  ligneId: string,
  paiementId: string,
  now: Date,
): Promise<LigneDecision> {
  const [ligne, paiement] = await Promise.all([loadLigne(db, ligneId), loadPaiement(db, paiementId, now)]);
  return {
    ligne,
    paiement: { id: paiement.id, statut: paiement.statut, montant: paiement.montant, recu: paiement.recu },
  };
}

export async function validerLigne(
  deps: Pick<RelevesDeps, 'db' | 'mail' | 'clock' | 'log'>,
  staff: Staff,
  id: string,
  input: ValiderLigneRequest,
): Promise<LigneDecision> {
  const { db } = deps;
  if (!isUuid(id)) throw notFound();
  const ligne = await lignesRepo.findLine(db, id);
  if (!ligne) throw notFound();
  if (ligne.statut !== 'RAPPROCHEE' || !ligne.paiementId) throw conflict(M.notLinked);
  const paiement = await loadPaiement(db, ligne.paiementId, deps.clock.now());
  if (paiement.statut === 'VALIDE') throw conflict(M.alreadyValidated);
  await validatePaiement(
    deps,
    staff,
    ligne.paiementId,
    input.commentaireAdmin,
    await lineEvidence(db, ligne),
  );
  return decisionAnswer(db, id, ligne.paiementId, deps.clock.now());
}
