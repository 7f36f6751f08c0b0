// POST /paiements/soumettre-preuve, once the files are stored (paiements.upload.ts): a new SOUMIS
// payment with its proof files, for the buyer's own payable reservation; the buyer and every
// administrator are told.
import { soumettrePreuveSchema, type Paiement } from '@parcelles/shared/contracts/paiements';
import { fromCents } from '@parcelles/shared/domain';
import { formatMoney2 } from '@parcelles/shared/format';
import { notFound } from '@parcelles/shared/errors';
import { isUuid } from '../../../lib/ids';
import { notify, notifyAdmins } from '../../notifications/notifications.service';
import * as parcellesRepo from '../../parcelles/parcelles.repository';
import * as reservationsRepo from '../../reservations/reservations.repository';
import type { PaiementsDeps } from '../paiements.deps';
import * as repo from '../paiements.repository';
import { noProof, type ProofUpload } from '../paiements.upload';
import { loadPaiement } from './paiement-view';
import { assertPayable, centsOf, parseFields, staffPaymentPage, withUploadedFiles } from './proof-rules';

export async function submitProof(
  deps: Pick<PaiementsDeps, 'db' | 'storage' | 'log'>,
  userId: string,
  upload: ProofUpload,
): Promise<Paiement> {
  const { db } = deps;
  const id = await withUploadedFiles(deps, upload, async () => {
    const input = parseFields(soumettrePreuveSchema, upload.fields);
    const montantCents = centsOf(input.montant);
    if (upload.files.length === 0) throw noProof();
    if (!isUuid(input.reservationId)) throw notFound();
    return db.transaction(async (tx) => {
      const reservation = await reservationsRepo.lockReservation(tx, input.reservationId);
      // Someone else's reservation does not exist, as far as this buyer can tell.
      if (!reservation || reservation.userId !== userId) throw notFound();
      await assertPayable(tx, reservation, new Date());
      const paiement = await repo.insertPaiement(tx, {
        reservationId: reservation.id,
        userId,
        montantCents,
        methode: input.methode,
        referencePaiement: input.referencePaiement ?? null,
        commentaire: input.commentaire ?? null,
      });
      await repo.insertPreuves(tx, paiement.id, upload.files);
      const lot = await parcellesRepo.findLotNumber(tx, reservation.parcelleId);
      const montant = formatMoney2(fromCents(montantCents));
      const donnees = { paiementId: paiement.id, reservationId: reservation.id };
      await notify(tx, userId, {
        type: 'PAIEMENT',
        titre: 'Preuve de paiement reçue',
        message: `Votre preuve de paiement de ${montant} pour le lot ${lot} a bien été reçue. Notre équipe la vérifie sous 24 à 48 h.`,
        donnees,
      });
      await notifyAdmins(tx, {
        type: 'PAIEMENT',
        titre: 'Nouvelle preuve de paiement à vérifier',
        message: `Un paiement de ${montant} (${upload.files.length} fichier${upload.files.length > 1 ? 's' : ''}) a été soumis pour le lot ${lot}.`,
        donnees: { ...donnees, lien: staffPaymentPage(paiement.id) },
      });
      return paiement.id;
    });
  });
  return loadPaiement(db, id);
}
