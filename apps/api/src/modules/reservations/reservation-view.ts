// Reservations as the contract shows them (with plot, payments and amounts), and the one lookup
// every buyer-facing use case starts from: a reservation the caller may see, or a 404. The
// module's public read: other modules (receipts' statement, payments) read reservations here.
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import {
  DEFAULT_INSTALMENT_OVERDUE_DAYS,
  allocatePayments,
  closedSchedule,
  daysOverdue,
  effectiveReservationStatut,
  fromCents,
  isRunningReservation,
  lubumbashiDay,
} from '@parcelles/shared/domain';
import { notFound } from '@parcelles/shared/errors';
import type { Executor } from '../../db/client';
import { isAdmin, readsAllReservations } from '../../lib/access';
import { isUuid } from '../../lib/ids';
import { picturesOf } from '../../lib/photos';
import type { AuthContext } from '../auth/auth.context';
import { findSchedulesOf } from './echeances.repository';
import { findPaymentsOf } from './ledger.repository';
import * as repo from './reservations.repository';

export async function toReservations(
  db: Executor,
  rows: repo.FullReservationRow[],
  now: Date,
  overdueDays = DEFAULT_INSTALMENT_OVERDUE_DAYS,
): Promise<Reservation[]> {
  const ids = rows.map((r) => r.reservation.id);
  const [payments, schedules] = await Promise.all([findPaymentsOf(db, ids), findSchedulesOf(db, ids)]);
  const today = lubumbashiDay(now);
  return rows.map(({ reservation: r, parcelle: p, acheteur }) => {
    const mine = payments.filter((pay) => pay.reservationId === r.id);
    const paidCents = mine
      .filter((pay) => pay.statut === 'VALIDE')
      .reduce((sum, pay) => sum + pay.montantCents, 0);
    const statut = effectiveReservationStatut(
      { statut: r.statut, dateExpiration: r.dateExpiration, paiements: mine },
      now,
    );
    // An ended reservation owes nothing more: no instalment late or to come (issue 25).
    const allocated = allocatePayments(schedules.get(r.id) ?? [], paidCents, today);
    const situation = isRunningReservation(statut) ? allocated : closedSchedule(allocated);
    // Before the first validated payment the hold rules (expiry); afterwards staff decide (ADR 015).
    const active = r.statut === 'VALIDEE';
    return {
      id: r.id,
      reference: r.reference,
      statut,
      parcelleId: r.parcelleId,
      parcelle: {
        id: p.id,
        numeroLot: p.numeroLot,
        adresse: p.adresse,
        surface: p.surface,
        prix: fromCents(p.prixCents),
        statut: p.statut,
        categorie: p.categorie,
        description: p.description,
        ...picturesOf(p.images ?? []),
      },
      dateReservation: r.dateReservation.toISOString(),
      dateExpiration: r.dateExpiration?.toISOString() ?? null,
      commentaire: r.commentaire,
      commentaireAdmin: r.commentaireAdmin,
      montantTotal: fromCents(r.montantTotalCents),
      montantPaye: fromCents(paidCents),
      montantRestant: fromCents(Math.max(0, r.montantTotalCents - paidCents)),
      paiements: mine.map((pay) => ({
        id: pay.id,
        montant: fromCents(pay.montantCents),
        methode: pay.methode,
        statut: pay.statut,
        datePaiement: pay.datePaiement.toISOString(),
        referencePaiement: pay.referencePaiement,
        commentaireAdmin: pay.commentaireAdmin,
        recu:
          pay.recuNumero !== null && pay.recuCode !== null
            ? { numero: pay.recuNumero, code: pay.recuCode }
            : null,
        complementDemande: pay.complementDemande,
      })),
      acheteur,
      contact: { nom: r.contactNom, email: r.contactEmail, telephone: r.contactTelephone },
      plan: { id: r.planId, nom: r.planNom },
      echeancier: situation.map((e) => ({
        numero: e.numero,
        dateEcheance: e.dateEcheance,
        montant: fromCents(e.montantCents),
        montantPaye: fromCents(e.montantPayeCents),
        statut: e.statut,
      })),
      enRetard: active && daysOverdue(situation, today) >= overdueDays,
    };
  });
}

export async function loadReservation(
  db: Executor,
  id: string,
  now: Date,
  overdueDays = DEFAULT_INSTALMENT_OVERDUE_DAYS,
): Promise<Reservation> {
  const row = await repo.findFullById(db, id);
  if (!row) throw notFound();
  return (await toReservations(db, [row], now, overdueDays))[0]!;
}

/**
 * The caller's reservation, or any for an administrator (and for an agent when only reading);
 * 404 otherwise, as if it did not exist.
 */
export async function findVisibleReservation(
  db: Executor,
  auth: AuthContext,
  id: string,
  { lock = false, readOnly = false } = {},
): Promise<repo.ReservationRow> {
  const row = isUuid(id) ? await repo.findById(db, id, { lock }) : undefined;
  const staff = readOnly ? readsAllReservations(auth.user) : isAdmin(auth.user);
  if (!row || (row.userId !== auth.user.id && !staff)) throw notFound();
  return row;
}
