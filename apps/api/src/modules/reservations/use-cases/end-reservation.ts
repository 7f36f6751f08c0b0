// The two ends of a hold that give its plot back: cancelled (by the buyer or by staff) or expired
// (by the sweeper, or by the first request that finds it past its date). Both free the plot, void
// the proofs still open and tell the buyer, in the caller's transaction, with their audit entries.
import type { Executor } from '../../../db/client';
import { recordAudit } from '../../audit/audit.repository';
import * as usersRepo from '../../auth/auth.repository';
import { notify } from '../../notifications/notifications.service';
import { notificationTemplates as N } from '../../mail/notification.templates';
import * as ledger from '../ledger.repository';
import { releaseLines } from '../../rapprochement/use-cases/rapprocher';
import * as parcellesRepo from '../../parcelles/parcelles.repository';
import type { ReservationsDeps } from '../reservations.deps';
import * as repo from '../reservations.repository';

type Deps = Pick<ReservationsDeps, 'mail' | 'clock'>;

/** Who ends it: the buyer cancels, staff reject, the system (null) expires. */
export type Ending =
  | { statut: 'ANNULEE'; by: 'ACHETEUR'; acteurId: string }
  | { statut: 'ANNULEE'; by: 'STAFF'; acteurId: string; commentaireAdmin: string }
  | { statut: 'EXPIREE' };

export async function endReservation(
  { mail }: Deps,
  tx: Executor,
  r: repo.ReservationRow,
  ending: Ending,
): Promise<void> {
  const { statut } = ending;
  const commentaireAdmin = 'commentaireAdmin' in ending ? ending.commentaireAdmin : undefined;
  const acteurId = 'acteurId' in ending ? ending.acteurId : null;
  await repo.updateReservation(tx, r.id, { statut, ...(commentaireAdmin ? { commentaireAdmin } : {}) });
  const voided = await ledger.cancelOpenPayments(tx, r.id);
  // Issue 26: a voided payment's statement line waits for staff again (ADR 047).
  await releaseLines(
    tx,
    voided.map((p) => p.id),
    acteurId,
  );
  await parcellesRepo.setPlotStatus(tx, r.parcelleId, 'DISPONIBLE');
  await recordAudit(tx, {
    acteurId,
    action:
      statut === 'EXPIREE'
        ? 'RESERVATION_EXPIREE'
        : ending.by === 'STAFF'
          ? 'RESERVATION_REJETEE'
          : 'RESERVATION_ANNULEE',
    entite: 'reservation',
    entiteId: r.id,
    avant: { statut: r.statut },
    apres: { statut, ...(commentaireAdmin ? { commentaireAdmin } : {}) },
    details: { parcelleId: r.parcelleId, parcelleStatut: 'DISPONIBLE' },
  });
  for (const p of voided) {
    await recordAudit(tx, {
      acteurId,
      action: 'PAIEMENT_ANNULE',
      entite: 'paiement',
      entiteId: p.id,
      avant: { statut: p.statut },
      apres: { statut: 'ANNULE' },
      details: { reservationId: r.id, cause: statut === 'EXPIREE' ? 'EXPIRATION' : 'ANNULATION' },
    });
  }
  const lot = await parcellesRepo.findLotNumber(tx, r.parcelleId);
  const buyer = await usersRepo.findContact(tx, r.userId);
  const donnees = { reservationId: r.id, parcelleId: r.parcelleId };
  if (statut === 'EXPIREE') {
    await notify(tx, r.userId, { ...N.reservationExpiree({ numeroLot: lot }), donnees });
    if (buyer) {
      await mail.queue(tx, buyer.email, 'reservationExpiree', {
        nom: buyer.nom,
        numeroLot: lot,
        reference: r.reference,
      });
    }
  } else {
    await notify(tx, r.userId, { ...N.reservationAnnulee({ numeroLot: lot, commentaireAdmin }), donnees });
  }
}

/** For the sweeper: ends a hold it has claimed as due. */
export const expireReservation = (deps: Deps, tx: Executor, r: repo.ReservationRow) =>
  endReservation(deps, tx, r, { statut: 'EXPIREE' });

/** A pending hold past its date with no proof under review: expired, even before the sweeper runs. */
export async function isDue(
  { clock }: Pick<Deps, 'clock'>,
  tx: Executor,
  r: repo.ReservationRow,
): Promise<boolean> {
  if (r.statut !== 'EN_ATTENTE' || !r.dateExpiration || r.dateExpiration > clock.now()) return false;
  return !(await ledger.hasPaymentUnderReview(tx, r.id));
}

/** Ends a hold that is past its date with no proof under review, as the sweeper would. */
export async function expireIfDue(deps: Deps, tx: Executor, r: repo.ReservationRow): Promise<boolean> {
  if (!(await isDue(deps, tx, r))) return false;
  await endReservation(deps, tx, r, { statut: 'EXPIREE' });
  return true;
}

/** A plot held by a hold that ran out is available again: ends that hold first. */
export async function releaseIfExpired(
  deps: Deps,
  tx: Executor,
  plot: { id: string; statut: string },
): Promise<string> {
  if (plot.statut !== 'RESERVEE') return plot.statut;
  const active = await repo.findActiveForPlot(tx, plot.id);
  return active && (await expireIfDue(deps, tx, active)) ? 'DISPONIBLE' : plot.statut;
}
