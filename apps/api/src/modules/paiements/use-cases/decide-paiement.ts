// What validating and rejecting a payment share: both take the reservation's row lock, then the
// payment's (in that order, see paiements.repository.ts), accept only a SOUMIS payment, record
// who decided and when, then run their own consequences in the same transaction, which runs again
// when PostgreSQL rolls it back for a deadlock or a serialization failure.
import type { Paiement } from '@parcelles/shared/contracts/paiements';
import { fromCents } from '@parcelles/shared/domain';
import { notFound } from '@parcelles/shared/errors';
import type { Executor } from '../../../db/client';
import { isUuid } from '../../../lib/ids';
import { retryTransaction } from '../../../lib/transaction-retry';
import { recordAudit } from '../../audit/audit.repository';
import * as usersRepo from '../../auth/auth.repository';
import * as parcellesRepo from '../../parcelles/parcelles.repository';
import type * as reservationsRepo from '../../reservations/reservations.repository';
import type { Actor, PaiementsDeps } from '../paiements.deps';
import { conflict } from '../../../lib/conflict';
import { PAIEMENT_MESSAGES } from '../../mail/messages';
import * as repo from '../paiements.repository';
import { lockPaiementAndReservation } from './locked-paiement';
import { loadPaiement } from './paiement-view';
import { matchAfterPayment, releaseLines } from '../../rapprochement/use-cases/rapprocher';
import { linkedLineEvidence } from '../../rapprochement/line-evidence';

export interface Decision {
  tx: Executor;
  reservation: reservationsRepo.ReservationRow;
  paiement: repo.PaiementRow;
  numeroLot: string;
  buyer: Awaited<ReturnType<typeof usersRepo.findContact>>;
  donnees: { paiementId: string; reservationId: string };
}

export async function decidePaiement(
  { db, mail, clock, log }: Pick<PaiementsDeps, 'db' | 'mail' | 'clock' | 'log'>,
  staff: Actor,
  paiementId: string,
  statut: 'VALIDE' | 'REJETE',
  commentaireAdmin: string | null,
  consequences: (decision: Decision) => Promise<void>,
  /**
   * Added to the audit entry's details (issue 26: the statement line a validation rests on); by
   * default, a validation records the line linked to the payment, if one is.
   */
  justification?: Record<string, unknown>,
): Promise<Paiement> {
  if (!isUuid(paiementId)) throw notFound();
  const owner = await repo.findPaiementOwner(db, paiementId);
  if (!owner) throw notFound();
  await retryTransaction(() =>
    db.transaction(async (tx) => {
      const { reservation, paiement } = await lockPaiementAndReservation(tx, owner, paiementId);
      if (paiement.statut !== 'SOUMIS') {
        throw conflict(
          statut === 'VALIDE' ? PAIEMENT_MESSAGES.notValidatable : PAIEMENT_MESSAGES.notRejectable,
        );
      }
      if (statut === 'VALIDE' && reservation.statut !== 'EN_ATTENTE' && reservation.statut !== 'VALIDEE') {
        throw conflict(PAIEMENT_MESSAGES.reservationInactive);
      }
      const evidence =
        justification ?? (statut === 'VALIDE' ? await linkedLineEvidence(tx, paiement.id) : undefined);
      await repo.updatePaiement(tx, paiement.id, {
        statut,
        commentaireAdmin,
        traiteParId: staff.id,
        traiteLe: clock.now(),
      });
      await recordAudit(tx, {
        acteurId: staff.id,
        action: statut === 'VALIDE' ? 'PAIEMENT_VALIDE' : 'PAIEMENT_REJETE',
        entite: 'paiement',
        entiteId: paiement.id,
        avant: { statut: paiement.statut, commentaireAdmin: paiement.commentaireAdmin },
        apres: { statut, commentaireAdmin },
        details: {
          reservationId: reservation.id,
          montant: fromCents(paiement.montantCents),
          ...evidence,
        },
      });
      // Issue 26: a rejected payment's statement line waits for staff again (ADR 047).
      if (statut === 'REJETE') await releaseLines(tx, [paiement.id], staff.id);
      const [numeroLot, buyer] = await Promise.all([
        parcellesRepo.findLotNumber(tx, reservation.parcelleId),
        usersRepo.findContact(tx, paiement.userId),
      ]);
      const donnees = { paiementId: paiement.id, reservationId: reservation.id };
      await consequences({ tx, reservation, paiement, numeroLot, buyer, donnees });
    }),
  );
  mail.kick();
  // Issue 26: the lines of its amount are matched again without it (ADR 047).
  await matchAfterPayment({ db, log }, [paiementId]);
  return loadPaiement(db, paiementId, clock.now());
}
