// The two ends of a hold that give its plot back: cancelled (by the buyer or by staff) or expired
// (by the sweeper, or by the first request that finds it past its date). Both free the plot, void
// the proofs still open and tell the buyer, in the caller's transaction.
import type { Executor } from '../../../db/client';
import * as usersRepo from '../../auth/auth.repository';
import { notify } from '../../notifications/notifications.service';
import { notificationTemplates as N } from '../../mail/notification.templates';
import * as paiementsRepo from '../../paiements/paiements.repository';
import * as parcellesRepo from '../../parcelles/parcelles.repository';
import type { ReservationsDeps } from '../reservations.deps';
import * as repo from '../reservations.repository';

type Deps = Pick<ReservationsDeps, 'mail' | 'clock'>;

export async function endReservation(
  { mail }: Deps,
  tx: Executor,
  r: repo.ReservationRow,
  statut: 'ANNULEE' | 'EXPIREE',
  commentaireAdmin?: string,
): Promise<void> {
  await repo.updateReservation(tx, r.id, { statut, ...(commentaireAdmin ? { commentaireAdmin } : {}) });
  await paiementsRepo.cancelOpenPayments(tx, r.id);
  await parcellesRepo.setPlotStatus(tx, r.parcelleId, 'DISPONIBLE');
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
  endReservation(deps, tx, r, 'EXPIREE');

/** Ends a hold that is past its date with no proof under review, as the sweeper would. */
export async function expireIfDue(deps: Deps, tx: Executor, r: repo.ReservationRow): Promise<boolean> {
  if (r.statut !== 'EN_ATTENTE' || !r.dateExpiration || r.dateExpiration > deps.clock.now()) return false;
  if (await paiementsRepo.hasPaymentUnderReview(tx, r.id)) return false;
  await endReservation(deps, tx, r, 'EXPIREE');
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
