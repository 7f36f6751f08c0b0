// Payments as the contract shows them: amounts in dollars, refund eligibility, and proof files
// reachable only through the owner/staff route.
import { pagination } from '@parcelles/shared/contracts/common';
import type { Paiement, PaiementList } from '@parcelles/shared/contracts/paiements';
import { fromCents, isRefundEligible } from '@parcelles/shared/domain';
import { notFound } from '@parcelles/shared/errors';
import type { Executor } from '../../../db/client';
import { API_PREFIX } from '../../../lib/urls';
import * as repo from '../paiements.repository';

export const preuveUrl = (paiementId: string, preuveId: string) =>
  `${API_PREFIX}/paiements/${paiementId}/preuves/${preuveId}/fichier`;

export function toPaiement(row: repo.PaiementDetailRow, now: Date): Paiement {
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
