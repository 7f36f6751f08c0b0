// Payment rules (spec §7 Payments, DESIGN.md §4): a buyer submits proof for their own payable
// reservation, staff validate or reject it, and validation carries its consequences (reservation
// VALIDEE, plot VENDUE to the buyer at full payment) in the same transaction. Files are stored
// before the rows that name them; when the rows fail, the files go too.
import type { FastifyBaseLogger } from 'fastify';
import { pagination } from '@parcelles/shared/contracts/common';
import {
  resoumettrePreuveSchema,
  soumettrePreuveSchema,
  type AdminPaiementsQuery,
  type MesPaiementsQuery,
  type Paiement,
  type PaiementList,
  type PaiementStats,
} from '@parcelles/shared/contracts/paiements';
import {
  PAIEMENT_METHODES,
  PAIEMENT_STATUTS,
  canResubmitProof,
  fieldErrors,
  fromCents,
  isRefundEligible,
  toCents,
  type PaiementMethode,
  type PaiementStatut,
} from '@parcelles/shared/domain';
import { formatMoney2 } from '@parcelles/shared/format';
import { AppError, invalidData, notFound } from '@parcelles/shared/errors';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import type { Storage } from '../../plugins/storage';
import type { MailQueue } from '../mail/mail.service';
import { notify, notifyAdmins } from '../notifications/notifications.service';
import * as usersRepo from '../auth/auth.repository';
import * as parcellesRepo from '../parcelles/parcelles.repository';
import * as reservationsRepo from '../reservations/reservations.repository';
import * as repo from './paiements.repository';
import { deleteStored, noProof, type ProofUpload } from './paiements.upload';
import { isAdmin } from '../../lib/access';
import { isUuid } from '../../lib/ids';
import { API_PREFIX } from '../../lib/urls';

export interface Actor {
  id: string;
  role: string;
}

export const preuveUrl = (paiementId: string, preuveId: string) =>
  `${API_PREFIX}/paiements/${paiementId}/preuves/${preuveId}/fichier`;

function toPaiement(row: repo.PaiementDetailRow, now = new Date()): Paiement {
  return {
    id: row.id,
    reservationId: row.reservationId,
    montant: fromCents(row.montantCents),
    methode: row.methode,
    statut: row.statut,
    datePaiement: row.datePaiement.toISOString(),
    referencePaiement: row.referencePaiement,
    commentaire: row.commentaire,
    commentaireAdmin: row.commentaireAdmin,
    traiteLe: row.traiteLe?.toISOString() ?? null,
    remboursable: isRefundEligible(
      { statut: row.statut, datePaiement: row.traiteLe ?? row.datePaiement },
      now,
    ),
    parcelle: { id: row.parcelleId, numeroLot: row.numeroLot },
    acheteur: { id: row.userId, nom: row.acheteurNom, email: row.acheteurEmail },
    preuves: row.preuves.map((p) => ({
      id: p.id,
      nomFichier: p.nomFichier,
      typeMime: p.typeMime,
      taille: p.tailleOctets,
      url: preuveUrl(row.id, p.id),
    })),
  };
}

const conflict = (message: string) => new AppError('CONFLICT', { status: 409, message });
/** Where staff act on a payment: its back-office page, which their notifications link to. */
const staffPaymentPage = (paiementId: string) => `/admin/paiements/${paiementId}`;

function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const result = schema.safeParse(fields);
  if (!result.success) {
    const errors = fieldErrors(result.error);
    throw invalidData(
      Object.fromEntries(
        Object.entries(errors).map(([k, v]) => [k || 'requete', v.length === 1 ? v[0]! : v]),
      ),
    );
  }
  return result.data;
}

/** Dollars from the form to cents; an amount that rounds to 0 cents is not positive. */
function centsOf(montant: number): number {
  const cents = toCents(montant);
  if (cents < 1) throw invalidData({ montant: 'Le montant doit être positif' });
  return cents;
}

type Reservation = reservationsRepo.ReservationRow;

/** EN_ATTENTE and not past its date (unless a proof under review pauses it), or VALIDEE and not paid up. */
async function assertPayable(tx: Executor, reservation: Reservation, now: Date): Promise<void> {
  if (reservation.statut === 'ANNULEE') {
    throw conflict('Cette réservation a été annulée : elle n’accepte plus de paiement.');
  }
  if (reservation.statut === 'EXPIREE') {
    throw conflict('Cette réservation a expiré : elle n’accepte plus de paiement.');
  }
  if (
    reservation.statut === 'EN_ATTENTE' &&
    reservation.dateExpiration &&
    reservation.dateExpiration.getTime() <= now.getTime()
  ) {
    // The hold ran out; only a proof already under review keeps it (DESIGN §4), and a new
    // submission must not revive it.
    throw conflict('Cette réservation a expiré : elle n’accepte plus de paiement.');
  }
  if (reservation.statut === 'VALIDEE') {
    const paid = await repo.sumValidatedCents(tx, reservation.id);
    if (paid >= reservation.montantTotalCents) {
      throw conflict('Cette réservation est déjà entièrement payée.');
    }
  }
}

export interface PaiementsServiceDeps {
  db: Database;
  storage: Storage;
  mail: MailQueue;
  log: FastifyBaseLogger;
}

export function createPaiementsService({ db, storage, mail, log }: PaiementsServiceDeps) {
  async function detail(id: string): Promise<Paiement> {
    const row = await repo.findPaiementDetail(db, id);
    if (!row) throw notFound();
    return toPaiement(row);
  }

  /** Runs `work` with the stored files; if it throws, the files are deleted before the error goes on. */
  async function withUploadedFiles<T>(upload: ProofUpload, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      await deleteStored(
        storage,
        upload.files.map((f) => f.cle),
        log,
      );
      throw err;
    }
  }

  async function list(
    filters: repo.PaiementFilters,
    query: { page?: number | undefined; limit?: number | undefined },
    oldestFirst = false,
  ): Promise<PaiementList> {
    const page = query.page ?? 1;
    const limit = query.limit ?? 20;
    const { rows, total } = await repo.findPaiements(db, filters, {
      offset: (page - 1) * limit,
      limit,
      oldestFirst,
    });
    const now = new Date();
    return { paiements: rows.map((r) => toPaiement(r, now)), pagination: pagination(page, limit, total) };
  }

  return {
    /** POST /paiements/soumettre-preuve, once the files are stored (see paiements.upload.ts). */
    async submitProof(userId: string, upload: ProofUpload): Promise<Paiement> {
      const id = await withUploadedFiles(upload, async () => {
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
      return detail(id);
    },

    /**
     * POST /paiements/{id}/preuves: new files replace the old ones of a REJETE or EN_ATTENTE
     * payment, which goes back to SOUMIS for review; fields sent replace the old values.
     */
    async resubmitProof(userId: string, paiementId: string, upload: ProofUpload): Promise<Paiement> {
      const oldKeys = await withUploadedFiles(upload, async () => {
        const input = parseFields(resoumettrePreuveSchema, upload.fields);
        const montantCents = input.montant === undefined ? undefined : centsOf(input.montant);
        if (upload.files.length === 0) throw noProof();
        if (!isUuid(paiementId)) throw notFound();
        const owner = await repo.findPaiementOwner(db, paiementId);
        if (!owner || owner.userId !== userId) throw notFound();
        return db.transaction(async (tx) => {
          const reservation = await reservationsRepo.lockReservation(tx, owner.reservationId);
          const paiement = await repo.lockPaiement(tx, paiementId);
          if (!reservation || !paiement) throw notFound();
          if (!canResubmitProof(paiement.statut)) {
            throw conflict(
              'Seul un paiement rejeté ou en attente de preuve peut recevoir de nouvelles preuves.',
            );
          }
          await assertPayable(tx, reservation, new Date());
          const removed = await repo.deletePreuves(tx, paiement.id);
          await repo.insertPreuves(tx, paiement.id, upload.files);
          await repo.updatePaiement(tx, paiement.id, {
            statut: 'SOUMIS',
            datePaiement: new Date(),
            // A new review starts: the previous decision no longer describes these files.
            commentaireAdmin: null,
            traiteParId: null,
            traiteLe: null,
            ...(montantCents === undefined ? {} : { montantCents }),
            ...(input.referencePaiement === undefined ? {} : { referencePaiement: input.referencePaiement }),
            ...(input.commentaire === undefined ? {} : { commentaire: input.commentaire }),
          });
          const lot = await parcellesRepo.findLotNumber(tx, reservation.parcelleId);
          const donnees = { paiementId: paiement.id, reservationId: reservation.id };
          await notify(tx, userId, {
            type: 'PAIEMENT',
            titre: 'Nouvelles preuves reçues',
            message: `Vos nouvelles preuves de paiement pour le lot ${lot} ont bien été reçues. Notre équipe les vérifie sous 24 à 48 h.`,
            donnees,
          });
          await notifyAdmins(tx, {
            type: 'PAIEMENT',
            titre: 'Preuves de paiement renvoyées',
            message: `De nouvelles preuves ont été soumises pour un paiement du lot ${lot}.`,
            donnees: { ...donnees, lien: staffPaymentPage(paiement.id) },
          });
          return removed;
        });
      });
      await deleteStored(storage, oldKeys, log);
      return detail(paiementId);
    },

    /**
     * DELETE /paiements/{id}/preuves: the owner withdraws the files of a SOUMIS or REJETE payment.
     * It leaves the review queue as EN_ATTENTE ('En attente de preuve') until new files come.
     */
    async deleteProofs(userId: string, paiementId: string): Promise<Paiement> {
      if (!isUuid(paiementId)) throw notFound();
      const owner = await repo.findPaiementOwner(db, paiementId);
      if (!owner || owner.userId !== userId) throw notFound();
      const keys = await db.transaction(async (tx) => {
        await reservationsRepo.lockReservation(tx, owner.reservationId);
        const paiement = await repo.lockPaiement(tx, paiementId);
        if (!paiement) throw notFound();
        if (paiement.statut !== 'SOUMIS' && paiement.statut !== 'REJETE') {
          throw conflict('Les preuves ne peuvent être supprimées que d’un paiement soumis ou rejeté.');
        }
        const removed = await repo.deletePreuves(tx, paiement.id);
        await repo.updatePaiement(tx, paiement.id, { statut: 'EN_ATTENTE' });
        return removed;
      });
      // Rows first, then files: a file that fails to go is logged, never named by a row.
      await deleteStored(storage, keys, log);
      return detail(paiementId);
    },

    async getOne(actor: Actor, paiementId: string): Promise<Paiement> {
      if (!isUuid(paiementId)) throw notFound();
      const row = await repo.findPaiementDetail(db, paiementId);
      if (!row || (row.userId !== actor.id && !isAdmin(actor))) throw notFound();
      return toPaiement(row);
    },

    /** The proof file's bytes, for its owner and for staff only. */
    async openProofFile(actor: Actor, paiementId: string, preuveId: string) {
      if (!isUuid(paiementId) || !isUuid(preuveId)) throw notFound();
      const found = await repo.findPreuve(db, paiementId, preuveId);
      if (!found || (found.userId !== actor.id && !isAdmin(actor))) throw notFound();
      const object = await storage.get(found.preuve.cle);
      if (!object) {
        log.error({ cle: found.preuve.cle }, 'proof file missing from storage');
        throw notFound();
      }
      return {
        stream: object.stream,
        size: object.size,
        typeMime: found.preuve.typeMime,
        nomFichier: found.preuve.nomFichier,
      };
    },

    listMine(userId: string, query: MesPaiementsQuery): Promise<PaiementList> {
      const reservationId =
        query.reservationId && isUuid(query.reservationId) ? query.reservationId : undefined;
      // An id that cannot exist filters everything out rather than being ignored.
      if (query.reservationId && !reservationId) {
        return Promise.resolve({
          paiements: [],
          pagination: pagination(query.page ?? 1, query.limit ?? 20, 0),
        });
      }
      return list({ userId, statut: query.statut, reservationId }, query);
    },

    /** Proofs awaiting review, oldest first: the staff's queue. */
    listPending: (query: AdminPaiementsQuery) =>
      list({ statut: 'SOUMIS', methode: query.methode }, query, true),

    listAll: (query: AdminPaiementsQuery) => list({ statut: query.statut, methode: query.methode }, query),

    async stats(): Promise<PaiementStats> {
      const rows = await repo.statsByStatutAndMethode(db);
      const zero = () => ({ nombre: 0, montant: 0 });
      const parStatut = Object.fromEntries(PAIEMENT_STATUTS.map((s) => [s, zero()])) as Record<
        PaiementStatut,
        { nombre: number; montant: number }
      >;
      const parMethode = Object.fromEntries(PAIEMENT_METHODES.map((m) => [m, zero()])) as Record<
        PaiementMethode,
        { nombre: number; montant: number }
      >;
      const cents = { total: 0, statut: {} as Record<string, number>, methode: {} as Record<string, number> };
      let nombre = 0;
      for (const row of rows) {
        nombre += row.n;
        cents.total += row.sommeCents;
        cents.statut[row.statut] = (cents.statut[row.statut] ?? 0) + row.sommeCents;
        cents.methode[row.methode] = (cents.methode[row.methode] ?? 0) + row.sommeCents;
        if (row.statut in parStatut) parStatut[row.statut as PaiementStatut].nombre += row.n;
        if (row.methode in parMethode) parMethode[row.methode as PaiementMethode].nombre += row.n;
      }
      for (const s of PAIEMENT_STATUTS) parStatut[s].montant = fromCents(cents.statut[s] ?? 0);
      for (const m of PAIEMENT_METHODES) parMethode[m].montant = fromCents(cents.methode[m] ?? 0);
      return { total: { nombre, montant: fromCents(cents.total) }, parStatut, parMethode };
    },

    /**
     * Staff validate a SOUMIS payment. The reservation row is locked first, so two validations at
     * once add up in turn: the first makes it VALIDEE, the one that reaches the price sells the plot.
     */
    async validate(staff: Actor, paiementId: string, commentaireAdmin?: string): Promise<Paiement> {
      return decide(staff, paiementId, 'VALIDE', commentaireAdmin ?? null);
    },

    /** Staff reject a SOUMIS payment with a comment the buyer receives by notification and mail. */
    async reject(staff: Actor, paiementId: string, commentaireAdmin: string): Promise<Paiement> {
      return decide(staff, paiementId, 'REJETE', commentaireAdmin);
    },
  };

  async function decide(
    staff: Actor,
    paiementId: string,
    statut: 'VALIDE' | 'REJETE',
    commentaireAdmin: string | null,
  ): Promise<Paiement> {
    if (!isUuid(paiementId)) throw notFound();
    const owner = await repo.findPaiementOwner(db, paiementId);
    if (!owner) throw notFound();
    await db.transaction(async (tx) => {
      const reservation = await reservationsRepo.lockReservation(tx, owner.reservationId);
      const paiement = await repo.lockPaiement(tx, paiementId);
      if (!reservation || !paiement) throw notFound();
      if (paiement.statut !== 'SOUMIS') {
        throw conflict(
          statut === 'VALIDE'
            ? 'Seul un paiement soumis peut être validé.'
            : 'Seul un paiement soumis peut être rejeté.',
        );
      }
      if (statut === 'VALIDE' && reservation.statut !== 'EN_ATTENTE' && reservation.statut !== 'VALIDEE') {
        throw conflict('La réservation de ce paiement n’est plus active : il ne peut pas être validé.');
      }
      const now = new Date();
      await repo.updatePaiement(tx, paiement.id, {
        statut,
        commentaireAdmin,
        traiteParId: staff.id,
        traiteLe: now,
      });
      const [numeroLot, buyer] = await Promise.all([
        parcellesRepo.findLotNumber(tx, reservation.parcelleId),
        usersRepo.findContact(tx, paiement.userId),
      ]);
      const montant = fromCents(paiement.montantCents);
      const donnees = { paiementId: paiement.id, reservationId: reservation.id };

      if (statut === 'REJETE') {
        await notify(tx, paiement.userId, {
          type: 'PAIEMENT',
          titre: 'Paiement rejeté',
          message: `Votre paiement de ${formatMoney2(montant)} pour le lot ${numeroLot} a été rejeté : ${commentaireAdmin}. Vous pouvez envoyer de nouvelles preuves.`,
          donnees,
        });
        if (buyer) {
          await mail.queue(tx, buyer.email, 'paiementRejete', {
            nom: buyer.nom,
            numeroLot,
            montant,
            commentaireAdmin: commentaireAdmin ?? '',
          });
        }
        return;
      }

      const paidCents = await repo.sumValidatedCents(tx, reservation.id);
      const soldee = paidCents >= reservation.montantTotalCents;
      await notify(tx, paiement.userId, {
        type: 'PAIEMENT',
        titre: 'Paiement validé',
        message: `Votre paiement de ${formatMoney2(montant)} pour le lot ${numeroLot} a été validé.`,
        donnees,
      });
      if (reservation.statut === 'EN_ATTENTE') {
        await reservationsRepo.updateReservation(tx, reservation.id, { statut: 'VALIDEE' });
        await notify(tx, paiement.userId, {
          type: 'RESERVATION',
          titre: 'Réservation validée',
          message: `Votre réservation du lot ${numeroLot} est validée : elle n’expirera plus.`,
          donnees: { reservationId: reservation.id, parcelleId: reservation.parcelleId },
        });
      }
      if (soldee) {
        await parcellesRepo.sellPlot(tx, reservation.parcelleId, paiement.userId);
        await notify(tx, paiement.userId, {
          type: 'CONFIRMATION',
          titre: 'Parcelle acquise',
          message: `Félicitations ! Le lot ${numeroLot} est entièrement payé : il vous appartient désormais.`,
          donnees: { reservationId: reservation.id, parcelleId: reservation.parcelleId },
        });
      }
      if (buyer) {
        await mail.queue(tx, buyer.email, 'paiementValide', {
          nom: buyer.nom,
          numeroLot,
          montant,
          totalPaye: fromCents(paidCents),
          reste: fromCents(Math.max(0, reservation.montantTotalCents - paidCents)),
          soldee,
        });
      }
    });
    mail.kick();
    return detail(paiementId);
  }
}

export type PaiementsService = ReturnType<typeof createPaiementsService>;
