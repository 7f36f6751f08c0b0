// Payments as the contract shows them: amounts in dollars, refund eligibility, and proof files
// reachable only through the owner/staff route.
import type { StatementCutoff } from '../../../db/statement-state';
import { pagination } from '@parcelles/shared/contracts/common';
import type { Paiement, PaiementAdmin, PaiementList } from '@parcelles/shared/contracts/paiements';
import type { RelevePaiement } from '@parcelles/shared/contracts/releves';
import { fromCents, isRefundEligible } from '@parcelles/shared/domain';
import { notFound } from '@parcelles/shared/errors';
import type { Executor } from '../../../db/client';
import { API_PREFIX } from '../../../lib/urls';
import * as repo from '../paiements.repository';

export const preuveUrl = (paiementId: string, preuveId: string) =>
  `${API_PREFIX}/paiements/${paiementId}/preuves/${preuveId}/fichier`;

/** DESIGN.md §4: validated money stays refundable for 30 days once its reservation has ended. */
const ENDED_RESERVATION = new Set(['ANNULEE', 'EXPIREE']);
const isRefundable = (row: repo.PaiementDetailRow, now: Date) =>
  ENDED_RESERVATION.has(row.reservationStatut) &&
  isRefundEligible({ statut: row.statut, datePaiement: row.traiteLe ?? row.datePaiement }, now);

const HOUR_MS = 60 * 60 * 1000;

export function toPaiement(row: repo.PaiementDetailRow, now: Date): Paiement {
  return {
    id: row.id,
    reservationId: row.reservationId,
    montant: fromCents(row.montantCents),
    methode: row.methode,
    operateur: row.operateur,
    statut: row.statut,
    datePaiement: row.datePaiement.toISOString(),
    referencePaiement: row.referencePaiement,
    commentaire: row.commentaire,
    commentaireAdmin: row.commentaireAdmin,
    traiteLe: row.traiteLe?.toISOString() ?? null,
    remboursable: isRefundable(row, now),
    parcelle: { id: row.parcelleId, numeroLot: row.numeroLot },
    acheteur: { id: row.userId, nom: row.acheteurNom, email: row.acheteurEmail },
    preuves: row.preuves.map((p) => ({
      id: p.id,
      nomFichier: p.nomFichier,
      typeMime: p.typeMime,
      taille: p.tailleOctets,
      url: preuveUrl(row.id, p.id),
    })),
    recu:
      row.recuNumero !== null && row.recuCode ? { numero: Number(row.recuNumero), code: row.recuCode } : null,
  };
}

const DAY_MS = 24 * HOUR_MS;

/** Issue 26: payments declared `missingDays` days before `now` may read 'Absent du relevé'. */
export const statementCutoff = (now: Date, missingDays: number): StatementCutoff => ({
  declaredBefore: new Date(now.getTime() - missingDays * DAY_MS),
  days: missingDays,
});

/** Issue 26 (ADR 047): 'Vu sur le relevé' with its line, 'Absent du relevé', or nothing to say. */
export function toRelevePaiement(state: {
  releveLigne: repo.StatementLineJson | null;
  absentDuReleve: boolean;
}): RelevePaiement {
  const ligne = state.releveLigne;
  if (ligne) {
    return {
      statut: 'VU',
      ligne: {
        id: ligne.id,
        dateOperation: ligne.dateOperation,
        montant: fromCents(Number(ligne.montantCents)),
        devise: ligne.devise,
        libelle: ligne.libelle,
        compte: ligne.compte,
        rapprochement: ligne.rapprochement,
      },
    };
  }
  return state.absentDuReleve ? { statut: 'ABSENT' } : null;
}

/** The staff's row: the buyer's phone and contact, what is left to pay, the waiting time, the flags. */
export function toAdminPaiement(row: repo.AdminPaiementRow, now: Date): PaiementAdmin {
  return {
    ...toPaiement(row, now),
    acheteur: {
      id: row.userId,
      nom: row.acheteurNom,
      email: row.acheteurEmail,
      telephone: row.acheteurTelephone,
    },
    contact: { nom: row.contactNom, email: row.contactEmail, telephone: row.contactTelephone },
    reservation: {
      id: row.reservationId,
      reference: row.reservationReference,
      statut: row.reservationStatut,
      montantTotal: fromCents(row.montantTotalCents),
      montantPaye: fromCents(row.payeCents),
      montantRestant: fromCents(Math.max(0, row.montantTotalCents - row.payeCents)),
    },
    // Since its proofs were last sent for review, not since the declared payment date (issue 23).
    attenteHeures:
      row.statut === 'SOUMIS'
        ? Math.max(0, Math.floor((now.getTime() - (row.soumisLe ?? row.datePaiement).getTime()) / HOUR_MS))
        : null,
    referenceDejaUtilisee: row.referenceDejaUtilisee,
    releve: toRelevePaiement(row),
    enregistrePar:
      row.enregistreParId && row.enregistreParNom
        ? { id: row.enregistreParId, nom: row.enregistreParNom }
        : null,
  };
}

export async function loadPaiement(db: Executor, id: string, now: Date): Promise<Paiement> {
  const row = await repo.findPaiementDetail(db, id);
  if (!row) throw notFound();
  return toPaiement(row, now);
}

/** One page of payments matching `filters`. */
export async function listPage(
  db: Executor,
  filters: repo.PaiementFilters,
  query: { page?: number | undefined; limit?: number | undefined },
  now: Date,
  oldestFirst = false,
): Promise<PaiementList> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const { rows, total } = await repo.findPaiements(db, filters, {
    offset: (page - 1) * limit,
    limit,
    oldestFirst,
  });
  return { paiements: rows.map((r) => toPaiement(r, now)), pagination: pagination(page, limit, total) };
}
