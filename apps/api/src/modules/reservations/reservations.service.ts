// Reservation rules (DESIGN.md §4): one transaction guarded by row locks and a unique index, so a
// plot is held by exactly one buyer; a hold of RESERVATION_HOLD_DAYS; at most 3 running holds per
// buyer; idempotent retries; cancellation by the buyer; validation, rejection and extension by
// administrators. Every change notifies the buyer, and the important ones mail them.
import type {
  Availability,
  CreateReservationRequest,
  CreatedReservation,
  MyReservations,
  Reservation,
  ReservationStats,
  ReservationsQuery,
  UpdateReservationRequest,
} from '@parcelles/shared/contracts/reservations';
import { pagination } from '@parcelles/shared/contracts/common';
import {
  DEFAULT_EXTENSION_DAYS,
  MAX_PENDING_RESERVATIONS,
  RESERVATION_STATUTS,
  effectiveReservationStatut,
  fromCents,
  pricePerSquareMeter,
} from '@parcelles/shared/domain';
import { formatDateLong, formatMoney } from '@parcelles/shared/format';
import { AppError, MESSAGES, notFound } from '@parcelles/shared/errors';
import type { Database, Executor } from '../../db/client';
import type { MailQueue } from '../mail/mail.service';
import type { AuthContext } from '../auth/auth.service';
import { isUniqueViolation } from '../../lib/database-errors';
import { withIdempotency } from '../../plugins/idempotency';
import { notify } from '../notifications/notifications.service';
import { newReservationReference } from './reservations.reference';
import * as usersRepo from '../auth/auth.repository';
import * as paiementsRepo from '../paiements/paiements.repository';
import * as parcellesRepo from '../parcelles/parcelles.repository';
import * as repo from './reservations.repository';
import { isAdmin } from '../../lib/access';
import { isUuid } from '../../lib/ids';
import { mediaUrl } from '../../lib/urls';

const DAY_MS = 24 * 3600 * 1000;

export const RESERVATION_MESSAGES = {
  created: 'Réservation enregistrée avec succès',
  notAvailable: MESSAGES.plotNotAvailable,
  tooMany: `Vous avez déjà ${MAX_PENDING_RESERVATIONS} réservations en attente. Finalisez ou annulez-en une avant d'en créer une nouvelle.`,
  notCancellable: 'Seule une réservation en attente, sans paiement validé, peut être annulée.',
  cancelled: 'Réservation annulée',
  notPending: "Cette réservation n'est plus en attente.",
  validated: 'Réservation validée',
  rejected: 'Réservation rejetée',
  extended: 'Réservation prolongée',
} as const;

const conflict = (message: string, code: 'CONFLICT' | 'PLOT_NOT_AVAILABLE' = 'CONFLICT') =>
  new AppError(code, { status: 409, message });

export interface ReservationsDeps {
  db: Database;
  mail: MailQueue;
  holdMs: number;
  holdDays: number;
  /** Draws a reservation reference; tests replace it to force a collision. */
  newReference?: () => string;
}

export function createReservationsService({
  db,
  mail,
  holdMs,
  holdDays,
  newReference = newReservationReference,
}: ReservationsDeps) {
  async function toReservations(rows: repo.FullReservationRow[], tx: Executor = db): Promise<Reservation[]> {
    const payments = await paiementsRepo.findPaymentsOf(
      tx,
      rows.map((r) => r.reservation.id),
    );
    return rows.map(({ reservation: r, parcelle: p, acheteur }) => {
      const mine = payments.filter((pay) => pay.reservationId === r.id);
      const paidCents = mine
        .filter((pay) => pay.statut === 'VALIDE')
        .reduce((sum, pay) => sum + pay.montantCents, 0);
      return {
        id: r.id,
        reference: r.reference,
        statut: effectiveReservationStatut({
          statut: r.statut,
          dateExpiration: r.dateExpiration,
          paiements: mine,
        }),
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
          images: (p.imageKeys ?? []).map(mediaUrl),
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
        })),
        acheteur,
        contact: { nom: r.contactNom, email: r.contactEmail, telephone: r.contactTelephone },
      };
    });
  }

  async function loadOne(id: string, tx: Executor = db): Promise<Reservation> {
    const row = await repo.findFullById(tx, id);
    if (!row) throw notFound();
    return (await toReservations([row], tx))[0]!;
  }

  /** The caller's reservation (or any, for an administrator); 404 otherwise, as if it did not exist. */
  async function findVisible(auth: AuthContext, id: string, tx: Executor = db, lock = false) {
    const row = isUuid(id) ? await repo.findById(tx, id, { lock }) : undefined;
    if (!row || (row.userId !== auth.user.id && !isAdmin(auth.user))) throw notFound();
    return row;
  }

  /** Ends a hold that is past its date with no proof under review, as the sweeper would. */
  async function expireIfDue(tx: Executor, r: repo.ReservationRow): Promise<boolean> {
    if (r.statut !== 'EN_ATTENTE' || !r.dateExpiration || r.dateExpiration > new Date()) return false;
    if (await paiementsRepo.hasPaymentUnderReview(tx, r.id)) return false;
    await endReservation(tx, r, 'EXPIREE');
    return true;
  }

  /** Cancels or expires a reservation: frees its plot, voids open proofs, tells the buyer. */
  async function endReservation(
    tx: Executor,
    r: repo.ReservationRow,
    statut: 'ANNULEE' | 'EXPIREE',
    commentaireAdmin?: string,
  ) {
    await repo.updateReservation(tx, r.id, { statut, ...(commentaireAdmin ? { commentaireAdmin } : {}) });
    await paiementsRepo.cancelOpenPayments(tx, r.id);
    await parcellesRepo.setPlotStatus(tx, r.parcelleId, 'DISPONIBLE');
    const lot = await parcellesRepo.findLotNumber(tx, r.parcelleId);
    const buyer = await usersRepo.findContact(tx, r.userId);
    const donnees = { reservationId: r.id, parcelleId: r.parcelleId };
    if (statut === 'EXPIREE') {
      await notify(tx, r.userId, {
        type: 'RESERVATION',
        titre: 'Réservation expirée',
        message: `Votre réservation de la parcelle ${lot} a expiré faute de paiement. La parcelle est de nouveau disponible.`,
        donnees,
      });
      if (buyer) {
        await mail.queue(tx, buyer.email, 'reservationExpiree', {
          nom: buyer.nom,
          numeroLot: lot,
          reference: r.reference,
        });
      }
    } else {
      await notify(tx, r.userId, {
        type: 'RESERVATION',
        titre: 'Réservation annulée',
        message: commentaireAdmin
          ? `Votre réservation de la parcelle ${lot} a été annulée : ${commentaireAdmin}`
          : `Votre réservation de la parcelle ${lot} a été annulée.`,
        donnees,
      });
    }
  }

  async function validate(
    auth: AuthContext,
    id: string,
    commentaire: string | undefined,
  ): Promise<Reservation> {
    await db.transaction(async (tx) => {
      const r = await findVisible(auth, id, tx, true);
      if (r.statut !== 'EN_ATTENTE') throw conflict(RESERVATION_MESSAGES.notPending);
      await repo.updateReservation(tx, r.id, { statut: 'VALIDEE', commentaireAdmin: commentaire ?? null });
      const lot = await parcellesRepo.findLotNumber(tx, r.parcelleId);
      await notify(tx, r.userId, {
        type: 'CONFIRMATION',
        titre: 'Réservation validée',
        message: `Votre réservation de la parcelle ${lot} est validée par notre équipe.${commentaire ? ` ${commentaire}` : ''}`,
        donnees: { reservationId: r.id, parcelleId: r.parcelleId },
      });
    });
    return loadOne(id);
  }

  async function reject(auth: AuthContext, id: string, commentaire: string): Promise<Reservation> {
    await db.transaction(async (tx) => {
      const r = await findVisible(auth, id, tx, true);
      if (r.statut !== 'EN_ATTENTE' && r.statut !== 'VALIDEE')
        throw conflict(RESERVATION_MESSAGES.notPending);
      await endReservation(tx, r, 'ANNULEE', commentaire);
    });
    return loadOne(id);
  }

  return {
    holdDays,
    /** For the sweeper: ends a hold it has claimed as due. */
    expireClaimed: (tx: Executor, r: repo.ReservationRow) => endReservation(tx, r, 'EXPIREE'),

    async checkAvailability(parcelleId: string): Promise<Availability> {
      if (!isUuid(parcelleId)) throw notFound();
      return db.transaction(async (tx) => {
        const plot = await parcellesRepo.lockPlot(tx, parcelleId);
        if (!plot) throw notFound();
        if (plot.statut === 'RESERVEE') {
          const active = await repo.findActiveForPlot(tx, parcelleId);
          if (active && (await expireIfDue(tx, active))) plot.statut = 'DISPONIBLE';
        }
        return {
          disponible: plot.statut === 'DISPONIBLE',
          statut: plot.statut,
          delaiReservationJours: holdDays,
        };
      });
    },

    /**
     * Holds a plot for the buyer. The plot row is locked first, so concurrent requests for one
     * plot queue and all but the first find it RESERVEE; the unique index on active reservations
     * is the last line of defence. With an Idempotency-Key, a retry answers the same reservation,
     * as it stands now.
     */
    async create(
      auth: AuthContext,
      input: CreateReservationRequest,
      idempotencyKey: string | undefined,
    ): Promise<CreatedReservation> {
      const userId = auth.user.id;
      try {
        const { answer, replayed } = await withIdempotency(
          db,
          { userId, key: idempotencyKey, route: 'POST /reservations' },
          async (tx) => {
            if (!isUuid(input.parcelleId)) throw notFound();
            await usersRepo.lockUser(tx, userId);
            const plot = await parcellesRepo.lockPlot(tx, input.parcelleId);
            if (!plot) throw notFound();
            if (plot.statut === 'RESERVEE') {
              const active = await repo.findActiveForPlot(tx, plot.id);
              if (active && (await expireIfDue(tx, active))) plot.statut = 'DISPONIBLE';
            }
            if (plot.statut !== 'DISPONIBLE')
              throw conflict(RESERVATION_MESSAGES.notAvailable, 'PLOT_NOT_AVAILABLE');
            if ((await repo.countRunningHolds(tx, userId)) >= MAX_PENDING_RESERVATIONS) {
              throw conflict(RESERVATION_MESSAGES.tooMany);
            }
            const dateExpiration = new Date(Date.now() + holdMs);
            const created = await repo.insertReservation(
              tx,
              {
                userId,
                parcelleId: plot.id,
                commentaire: input.commentaire ?? null,
                montantTotalCents: plot.prixCents,
                dateExpiration,
                // Step 1's corrections, else the account's details (ADR 008).
                contactNom: input.nom ?? auth.user.nom,
                contactEmail: input.email ?? auth.user.email,
                contactTelephone: input.telephone ?? auth.user.telephone ?? null,
              },
              newReference,
            );
            await parcellesRepo.setPlotStatus(tx, plot.id, 'RESERVEE');
            await notify(tx, userId, {
              type: 'RESERVATION',
              titre: 'Réservation enregistrée',
              message: `La parcelle ${plot.numeroLot} vous est réservée jusqu'au ${formatDateLong(dateExpiration, { withTime: true })} (réservation ${created.reference}). Effectuez votre paiement et envoyez votre preuve avant cette date.`,
              donnees: { reservationId: created.id, parcelleId: plot.id },
            });
            await mail.queue(tx, auth.user.email, 'reservationCreee', {
              nom: auth.user.nom,
              numeroLot: plot.numeroLot,
              reservationId: created.id,
              reference: created.reference,
              montant: formatMoney(fromCents(plot.prixCents)),
              dateExpiration,
            });
            return { reservationId: created.id };
          },
        );
        if (!replayed) mail.kick();
        return { ...(await loadOne(answer.reservationId)), delaiReservationJours: holdDays };
      } catch (err) {
        // The unique index on active reservations: another buyer's hold won the race.
        if (isUniqueViolation(err)) throw conflict(RESERVATION_MESSAGES.notAvailable, 'PLOT_NOT_AVAILABLE');
        throw err;
      }
    },

    async listMine(auth: AuthContext, query: ReservationsQuery): Promise<MyReservations> {
      const page = query.page ?? 1;
      const limit = query.limit ?? 20;
      const filters = { userId: auth.user.id, statut: query.statut, search: query.search };
      const [{ rows, total }, summary] = await Promise.all([
        repo.findPage(db, filters, { offset: (page - 1) * limit, limit }),
        repo.summarize(db, auth.user.id),
      ]);
      return {
        reservations: await toReservations(rows),
        pagination: pagination(page, limit, total),
        resume: {
          total: summary.total,
          enAttente: summary.enAttente,
          validees: summary.validees,
          totalPaye: fromCents(Number(summary.totalPayeCents)),
          reservees: summary.enAttente,
          vendues: summary.vendues,
        },
      };
    },

    async listAll(query: ReservationsQuery) {
      const page = query.page ?? 1;
      const limit = query.limit ?? 20;
      const { rows, total } = await repo.findPage(
        db,
        { statut: query.statut, search: query.search },
        {
          offset: (page - 1) * limit,
          limit,
        },
      );
      return { reservations: await toReservations(rows), pagination: pagination(page, limit, total) };
    },

    async getOne(auth: AuthContext, id: string): Promise<Reservation> {
      await findVisible(auth, id);
      return loadOne(id);
    },

    /** The buyer cancels a pending hold on which nothing is validated yet. */
    async cancel(auth: AuthContext, id: string): Promise<Reservation> {
      await db.transaction(async (tx) => {
        const r = await findVisible(auth, id, tx, true);
        if (r.userId !== auth.user.id) throw notFound();
        if (r.statut !== 'EN_ATTENTE' || (await paiementsRepo.sumValidatedCents(tx, r.id)) > 0) {
          throw conflict(RESERVATION_MESSAGES.notCancellable);
        }
        await endReservation(tx, r, 'ANNULEE');
      });
      return loadOne(id);
    },

    validate,
    reject,

    /** Spec §7's update with statut and commentaire: the staff's validate or reject, by another door. */
    update(auth: AuthContext, id: string, { statut, commentaire }: UpdateReservationRequest) {
      return statut === 'VALIDEE' ? validate(auth, id, commentaire) : reject(auth, id, commentaire ?? '');
    },

    async extend(
      auth: AuthContext,
      id: string,
      jours: number = DEFAULT_EXTENSION_DAYS,
    ): Promise<Reservation> {
      await db.transaction(async (tx) => {
        const r = await findVisible(auth, id, tx, true);
        if (r.statut !== 'EN_ATTENTE') throw conflict(RESERVATION_MESSAGES.notPending);
        // From the later of now and the current date: an expired-but-unswept hold restarts today.
        const from = Math.max(Date.now(), r.dateExpiration?.getTime() ?? 0);
        const dateExpiration = new Date(from + jours * DAY_MS);
        await repo.updateReservation(tx, r.id, { dateExpiration, rappelEnvoyeLe: null });
        const lot = await parcellesRepo.findLotNumber(tx, r.parcelleId);
        await notify(tx, r.userId, {
          type: 'RESERVATION',
          titre: 'Réservation prolongée',
          message: `Votre réservation de la parcelle ${lot} est prolongée jusqu'au ${formatDateLong(dateExpiration, { withTime: true })}.`,
          donnees: { reservationId: r.id, parcelleId: r.parcelleId },
        });
      });
      return loadOne(id);
    },

    async stats(): Promise<ReservationStats> {
      const s = await repo.summarize(db);
      const parStatut = Object.fromEntries(RESERVATION_STATUTS.map((statut) => [statut, 0]));
      Object.assign(parStatut, {
        EN_ATTENTE: s.enAttente,
        VALIDEE: s.validees,
        ANNULEE: s.annulees,
        EXPIREE: s.expirees,
      });
      return {
        total: s.total,
        parStatut,
        montantTotalValide: fromCents(Number(s.montantValideCents)),
        montantEncaisse: fromCents(Number(s.totalPayeCents)),
      };
    },

    async export(
      query: ReservationsQuery,
      format: 'json' | 'csv',
    ): Promise<{ body: string; contentType: string; filename: string }> {
      const rows = await toReservations(
        await repo.findAllForExport(db, { statut: query.statut, search: query.search }),
      );
      const stamp = new Date().toISOString().slice(0, 10);
      if (format === 'json') {
        return {
          body: JSON.stringify(rows, null, 2),
          contentType: 'application/json; charset=utf-8',
          filename: `reservations-${stamp}.json`,
        };
      }
      const header = [
        'id',
        'reference',
        'statut',
        'numeroLot',
        'adresse',
        'acheteur',
        'email',
        'telephone',
        'contactNom',
        'contactEmail',
        'contactTelephone',
        'dateReservation',
        'dateExpiration',
        'montantTotal',
        'montantPaye',
        'montantRestant',
        'prixParM2',
      ];
      const cell = (v: unknown) => {
        const text = v === null || v === undefined ? '' : String(v);
        // Quoted, and a leading formula character neutralised, so a spreadsheet never runs a cell.
        return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
      };
      const lines = rows.map((r) =>
        [
          r.id,
          r.reference,
          r.statut,
          r.parcelle.numeroLot,
          r.parcelle.adresse,
          r.acheteur.nom,
          r.acheteur.email,
          r.acheteur.telephone,
          r.contact.nom,
          r.contact.email,
          r.contact.telephone,
          r.dateReservation,
          r.dateExpiration,
          r.montantTotal,
          r.montantPaye,
          r.montantRestant,
          pricePerSquareMeter(r.parcelle.prix, r.parcelle.surface),
        ]
          .map(cell)
          .join(';'),
      );
      // A BOM so that Excel reads the accents of French names as UTF-8.
      return {
        body: `\uFEFF${[header.join(';'), ...lines].join('\r\n')}\r\n`,
        contentType: 'text/csv; charset=utf-8',
        filename: `reservations-${stamp}.csv`,
      };
    },
  };
}

export type ReservationsService = ReturnType<typeof createReservationsService>;
