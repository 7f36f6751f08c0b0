// What the audit trail keeps of the statement line a decision rests on (issue 26: "the audit trail
// records which line supported the decision"): the line's id, and the statement it came from.
import { fromCents } from '@parcelles/shared/domain';
import type { Executor } from '../../../db/client';
import type { LigneReleveRow } from '../../rapprochement/rapprochement.repository';
import * as repo from '../releves.repository';

export async function lineEvidence(db: Executor, ligne: LigneReleveRow) {
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
