// A statement line as staff review it: the account, the line as the bank wrote it, and the
// payment it is linked to or the reservation its text names (ADR 047).
import { pagination } from '@parcelles/shared/contracts/common';
import type { LigneReleve, LigneReleveList, LignesReleveQuery } from '@parcelles/shared/contracts/releves';
import {
  LIGNE_STATUTS,
  fromCents,
  type CompteType,
  type LigneSens,
  type LigneStatut,
  type RapprochementMode,
} from '@parcelles/shared/domain';
import { notFound } from '@parcelles/shared/errors';
import type { Executor } from '../../../db/client';
import { isUuid } from '../../../lib/ids';
import type { RelevesDeps } from '../releves.deps';
import * as repo from '../releves.repository';

export function toLigne(row: repo.LigneDetailRow): LigneReleve {
  const payeCents = Number(row.suggereePayeCents ?? 0);
  return {
    id: row.id,
    releveId: row.releveId,
    compte: {
      id: row.compteId,
      nom: row.compteNom,
      type: row.compteType as CompteType,
      operateur: row.compteOperateur,
    },
    numeroLigne: row.numeroLigne,
    dateOperation: row.dateOperation,
    dateValeur: row.dateValeur,
    montant: fromCents(row.montantCents),
    sens: row.sens as LigneSens,
    devise: row.devise,
    libelle: row.libelle,
    contrepartie: row.contrepartie,
    referenceBanque: row.referenceBanque,
    referenceClient: row.referenceClient,
    annulation: row.annulation,
    statut: row.statut as LigneStatut,
    rapprochement: row.rapprochement as RapprochementMode | null,
    paiement:
      row.paiementId && row.paiementStatut
        ? {
            id: row.paiementId,
            statut: row.paiementStatut,
            montant: fromCents(row.paiementMontantCents ?? 0),
            methode: row.paiementMethode ?? '',
            datePaiement: row.paiementDate?.toISOString() ?? '',
            reservation: {
              id: row.paiementReservationId ?? '',
              reference: row.paiementReservationReference ?? '',
            },
            numeroLot: row.paiementNumeroLot ?? '',
            acheteur: row.paiementAcheteur ?? '',
          }
        : null,
    reservationSuggeree:
      row.reservationSuggereeId && row.suggereeReference
        ? {
            id: row.reservationSuggereeId,
            reference: row.suggereeReference,
            statut: row.suggereeStatut ?? '',
            numeroLot: row.suggereeNumeroLot ?? '',
            acheteur: row.suggereeAcheteur ?? '',
            montantRestant: fromCents(Math.max(0, (row.suggereeTotalCents ?? 0) - payeCents)),
          }
        : null,
    motifEcart: row.motifEcart,
    traitePar: row.traiteParId && row.traiteParNom ? { id: row.traiteParId, nom: row.traiteParNom } : null,
    traiteLe: row.traiteLe?.toISOString() ?? null,
    importeeLe: row.createdAt.toISOString(),
  };
}

export async function loadLigne(db: Executor, id: string): Promise<LigneReleve> {
  const row = await repo.findLineDetail(db, id);
  if (!row) throw notFound();
  return toLigne(row);
}

/** GET /admin/releves/lignes: one page, newest booking day first, with the count of each status. */
export async function listLignes(
  { db }: Pick<RelevesDeps, 'db'>,
  query: LignesReleveQuery,
): Promise<LigneReleveList> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const compteurs = Object.fromEntries(LIGNE_STATUTS.map((s) => [s, 0])) as LigneReleveList['compteurs'];
  // An account id that cannot exist filters everything out rather than being ignored.
  if (query.compteId && !isUuid(query.compteId)) {
    return { lignes: [], pagination: pagination(page, limit, 0), compteurs };
  }
  const { rows, total, parStatut } = await repo.findLines(
    db,
    {
      statut: query.statut,
      compteId: query.compteId,
      sens: query.sens,
      du: query.du,
      au: query.au,
      q: query.q,
    },
    { offset: (page - 1) * limit, limit },
  );
  for (const statut of LIGNE_STATUTS) compteurs[statut] = parStatut.get(statut) ?? 0;
  return { lignes: rows.map(toLigne), pagination: pagination(page, limit, total), compteurs };
}
