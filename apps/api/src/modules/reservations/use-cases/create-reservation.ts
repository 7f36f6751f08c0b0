// Holding a plot for a buyer (DESIGN.md §4). The plot row is locked first, so concurrent requests
// for one plot queue and all but the first find it RESERVEE; the unique index on active
// reservations is the last line of defence. With an Idempotency-Key, a retry answers the same
// reservation, as it stands now. Locks go user, (key), plot; a transaction PostgreSQL still rolls
// back for a deadlock or a serialization failure is run again (lib/transaction-retry.ts).
import type { CreateReservationRequest, CreatedReservation } from '@parcelles/shared/contracts/reservations';
import { MAX_PENDING_RESERVATIONS, buildSchedule, echeanceLabel, fromCents } from '@parcelles/shared/domain';
import { formatMoney } from '@parcelles/shared/format';
import { AppError, notFound } from '@parcelles/shared/errors';
import type { Executor } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/database-errors';
import { isUuid } from '../../../lib/ids';
import { retryTransaction } from '../../../lib/transaction-retry';
import { withIdempotency, type IdempotencyScope } from '../../../plugins/idempotency';
import { recordAudit } from '../../audit/audit.repository';
import type { AuthContext } from '../../auth/auth.context';
import * as usersRepo from '../../auth/auth.repository';
import { notify } from '../../notifications/notifications.service';
import { notificationTemplates as N } from '../../mail/notification.templates';
import * as parcellesRepo from '../../parcelles/parcelles.repository';
import type { ReservationsDeps } from '../reservations.deps';
import { conflict } from '../../../lib/conflict';
import { PLAN_MESSAGES, RESERVATION_MESSAGES } from '../../mail/messages';
import * as plansRepo from '../../plans-paiement/plans-paiement.repository';
import { planAppliesTo } from '../../plans-paiement/use-cases/plan-view';
import { newReservationReference } from '../reservations.reference';
import * as repo from '../reservations.repository';
import * as echeancesRepo from '../echeances.repository';
import { releaseIfExpired } from './end-reservation';
import { loadReservation } from '../reservation-view';

const planNotOffered = () =>
  new AppError('VALIDATION_ERROR', {
    status: 422,
    message: PLAN_MESSAGES.notOffered,
    errors: { planId: PLAN_MESSAGES.notOffered },
  });

/**
 * The plan the buyer chose, or the cash plan when none: it must be active and offered for the plot
 * (422 on `planId` otherwise). Read under a share lock, so it cannot be deleted meanwhile.
 */
async function choosePlan(tx: Executor, planId: string | undefined, parcelleId: string) {
  if (planId === undefined || planId === '') return echeancesRepo.findCashPlan(tx);
  const plan = isUuid(planId) ? await plansRepo.findPlan(tx, planId, { share: true }) : undefined;
  const plot = await plansRepo.findPlotScope(tx, parcelleId);
  if (!plan || !plan.actif || !plot || !planAppliesTo(plan, plot)) throw planNotOffered();
  return plan;
}

export async function createReservation(
  deps: ReservationsDeps,
  auth: AuthContext,
  input: CreateReservationRequest,
  once: IdempotencyScope | undefined,
): Promise<CreatedReservation> {
  const { db, mail, clock, holdMs, holdDays, newReference = newReservationReference } = deps;
  const userId = auth.user.id;
  try {
    const { answer, replayed } = await retryTransaction(() =>
      withIdempotency(db, { userId, scope: once, body: input }, async (tx) => {
        if (!isUuid(input.parcelleId)) throw notFound();
        await usersRepo.lockUser(tx, userId);
        const plot = await parcellesRepo.lockPlot(tx, input.parcelleId);
        if (!plot) throw notFound();
        if ((await releaseIfExpired(deps, tx, plot)) !== 'DISPONIBLE')
          throw conflict(RESERVATION_MESSAGES.notAvailable, 'PLOT_NOT_AVAILABLE');
        const now = clock.now();
        if ((await repo.countRunningHolds(tx, userId, now)) >= MAX_PENDING_RESERVATIONS) {
          throw conflict(RESERVATION_MESSAGES.tooMany);
        }
        const dateExpiration = new Date(now.getTime() + holdMs);
        const plan = await choosePlan(tx, input.planId, plot.id);
        const created = await repo.insertReservation(
          tx,
          {
            userId,
            parcelleId: plot.id,
            commentaire: input.commentaire ?? null,
            montantTotalCents: plot.prixCents,
            // The clock's instant, as the hold and the schedule derive from it (not the database's).
            dateReservation: now,
            dateExpiration,
            // Step 1's corrections, else the account's details (ADR 008).
            contactNom: input.nom ?? auth.user.nom,
            contactEmail: input.email ?? auth.user.email,
            contactTelephone: input.telephone ?? auth.user.telephone ?? null,
            planId: plan.id,
            planNom: plan.nom,
          },
          newReference,
        );
        const schedule = buildSchedule(plan, plot.prixCents, now, holdMs);
        await echeancesRepo.insertSchedule(tx, created.id, schedule);
        await parcellesRepo.setPlotStatus(tx, plot.id, 'RESERVEE');
        // Its first entry, as every later transition has one (DESIGN.md §4 "Audit"): the history
        // then starts with who reserved, when, and the hold they got.
        await recordAudit(tx, {
          acteurId: userId,
          action: 'RESERVATION_CREEE',
          entite: 'reservation',
          entiteId: created.id,
          avant: null,
          apres: {
            statut: 'EN_ATTENTE',
            reference: created.reference,
            dateExpiration: dateExpiration.toISOString(),
            plan: plan.nom,
            montantTotal: fromCents(plot.prixCents),
          },
          details: { parcelleId: plot.id, numeroLot: plot.numeroLot, parcelleStatut: 'RESERVEE' },
        });
        await notify(tx, userId, {
          ...N.reservationCreee({
            numeroLot: plot.numeroLot,
            reference: created.reference,
            dateExpiration,
          }),
          donnees: { reservationId: created.id, parcelleId: plot.id },
        });
        await mail.queue(tx, auth.user.email, 'reservationCreee', {
          nom: auth.user.nom,
          numeroLot: plot.numeroLot,
          reference: created.reference,
          montant: formatMoney(fromCents(plot.prixCents)),
          // What is due now (issue 25): the deposit, or the whole price on the cash plan.
          aPayer: {
            echeance: echeanceLabel(1, schedule.length),
            montant: formatMoney(fromCents(schedule[0]!.montantCents)),
            dateEcheance: schedule[0]!.dateEcheance,
          },
          dateExpiration,
        });
        return { reservationId: created.id };
      }),
    );
    if (!replayed) mail.kick();
    return {
      ...(await loadReservation(db, answer.reservationId, clock.now(), deps.overdueDays)),
      delaiReservationJours: holdDays,
    };
  } catch (err) {
    // The unique index on active reservations: another buyer's hold won the race.
    if (isUniqueViolation(err)) throw conflict(RESERVATION_MESSAGES.notAvailable, 'PLOT_NOT_AVAILABLE');
    throw err;
  }
}
