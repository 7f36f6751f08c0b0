// What the audit trail keeps of the statement line a decision rests on (issue 26: "the audit trail
// records which line supported the decision"): the line's id, and the statement it came from. A
// validation from the proof queue records the line linked to the payment, as one from the line does.
import { fromCents } from '@parcelles/shared/domain';
import type { Executor } from '../../db/client';
import * as repo from './rapprochement.repository';

export async function lineEvidence(db: Executor, ligne: repo.LigneReleveRow) {
  const origin = await repo.findLineOrigin(db, ligne.id);
  return {
    ligneReleveId: ligne.id,
    releve: {
      id: ligne.releveId,
      compte: origin?.compte ?? null,
      fichier: origin?.nomFichier ?? null,
      format: origin?.format ?? null,
      numeroLigne: ligne.numeroLigne,
      dateOperation: ligne.dateOperation,
      montant: fromCents(ligne.montantCents),
      devise: ligne.devise,
      libelle: ligne.libelle,
      referenceBanque: ligne.referenceBanque,
    },
  };
}

/** The evidence of the line linked to a payment, if one is. */
export async function linkedLineEvidence(db: Executor, paiementId: string) {
  const ligne = await repo.findLineOfPayment(db, paiementId);
  return ligne ? lineEvidence(db, ligne) : undefined;
}
