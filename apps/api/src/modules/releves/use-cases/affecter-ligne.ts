// POST /admin/releves/lignes/{id}/affecter (issue 26, ADR 047): a credit no declared payment
// matched is assigned by staff to the reservation it pays. In one transaction: the payment is
// recorded by that staff member from the line (its amount, its day, its reference; a transfer,
// or mobile money on an operator's account) and validated at once with its receipt, exactly as
// a payment recorded at the desk (record-paiement.ts), then the line is linked to it (MANUEL).
import type { AffecterLigneRequest, LigneDecision } from '@parcelles/shared/contracts/releves';
import { DEVISE_PAIEMENTS, fromCents, type OperateurMobileMoney } from '@parcelles/shared/domain';
import { notFound } from '@parcelles/shared/errors';
import { conflict } from '../../../lib/conflict';
import { isUuid } from '../../../lib/ids';
import { retryTransaction } from '../../../lib/transaction-retry';
import { recordAudit } from '../../audit/audit.repository';
import { LIGNE_RELEVE_MESSAGES as M } from '../../mail/messages';
import { refusingUsedTransaction } from '../../paiements/use-cases/mobile-money';
import { recordPaiementIn } from '../../paiements/use-cases/record-paiement';
import * as lignesRepo from '../../rapprochement/rapprochement.repository';
import type { RelevesDeps, Staff } from '../releves.deps';
import * as repo from '../releves.repository';
import { decisionAnswer } from './valider-ligne';
import { lineEvidence } from '../../rapprochement/line-evidence';

/** Why this line cannot pay a reservation, or null. */
export function notAssignable(ligne: lignesRepo.LigneReleveRow): string | null {
  if (ligne.statut !== 'A_RAPPROCHER') return ligne.sens === 'DEBIT' ? M.notCredit : M.notWaiting;
  if (ligne.annulation) return M.reversal;
  if (ligne.devise !== DEVISE_PAIEMENTS) return M.notDollars(ligne.devise);
  return null;
}

export async function affecterLigne(
  deps: Pick<RelevesDeps, 'db' | 'mail' | 'clock' | 'log'>,
  staff: Staff,
  id: string,
  input: AffecterLigneRequest,
): Promise<LigneDecision> {
  const { db, clock } = deps;
  if (!isUuid(id)) throw notFound();
  const ligne = await lignesRepo.findLine(db, id);
  if (!ligne) throw notFound();
  const refus = notAssignable(ligne);
  if (refus) throw conflict(refus);
  const compte = await repo.findCompte(db, ligne.compteId);
  if (!compte) throw notFound();
  const mobile = compte.type === 'MOBILE_MONEY';
  const operateur = mobile ? (compte.operateur as OperateurMobileMoney) : null;
  // Mobile money needs its transaction id: the line's own, or one made from the line.
  const reference =
    ligne.referenceBanque ??
    ligne.referenceClient ??
    (mobile ? `REL-${ligne.id.slice(0, 8).toUpperCase()}` : null);
  const evidence = await lineEvidence(db, ligne);

  const paiementId = await refusingUsedTransaction(operateur, () =>
    retryTransaction(() =>
      db.transaction(async (tx) => {
        const paiement = await recordPaiementIn(
          tx,
          deps,
          staff,
          {
            reservationId: input.reservationId,
            methode: mobile ? 'MOBILE_MONEY' : 'VIREMENT_BANCAIRE',
            montant: fromCents(ligne.montantCents),
            datePaiement: ligne.dateOperation,
            operateur: operateur ?? undefined,
            referencePaiement: reference ?? undefined,
            commentaireAdmin: input.commentaireAdmin,
          },
          [],
          evidence,
        );
        // The matching's lock after the reservation's (every linker's order), then the line.
        await lignesRepo.lockMatching(tx);
        const locked = await lignesRepo.lockLine(tx, id);
        const now = locked ? notAssignable(locked) : M.notWaiting;
        if (now) throw conflict(now);
        await lignesRepo.linkLine(tx, id, paiement.id, 'MANUEL', { acteurId: staff.id, at: clock.now() });
        await recordAudit(tx, {
          acteurId: staff.id,
          action: 'LIGNE_AFFECTEE',
          entite: 'ligne_releve',
          entiteId: id,
          avant: { statut: 'A_RAPPROCHER' },
          apres: { statut: 'RAPPROCHEE', rapprochement: 'MANUEL', paiementId: paiement.id },
          details: { paiementId: paiement.id, reservationId: input.reservationId },
        });
        return paiement.id;
      }),
    ),
  );
  deps.mail.kick();
  return decisionAnswer(db, id, paiementId, clock.now());
}
