// The lists of payments: the buyer's own, the staff's review queue (oldest first) and all of them.
import { pagination } from '@parcelles/shared/contracts/common';
import type {
  AdminPaiementsQuery,
  MesPaiementsQuery,
  PaiementList,
} from '@parcelles/shared/contracts/paiements';
import { isUuid } from '../../../lib/ids';
import type { PaiementsDeps } from '../paiements.deps';
import { listPage } from './paiement-view';

type Deps = Pick<PaiementsDeps, 'db' | 'clock'>;

export async function listMyPaiements(
  { db, clock }: Deps,
  userId: string,
  query: MesPaiementsQuery,
): Promise<PaiementList> {
  const reservationId = query.reservationId && isUuid(query.reservationId) ? query.reservationId : undefined;
  // An id that cannot exist filters everything out rather than being ignored.
  if (query.reservationId && !reservationId) {
    return { paiements: [], pagination: pagination(query.page ?? 1, query.limit ?? 20, 0) };
  }
  return listPage(db, { userId, statut: query.statut, reservationId }, query, clock.now());
}

/** Proofs awaiting review, oldest first: the staff's queue. */
export const listPendingPaiements = ({ db, clock }: Deps, query: AdminPaiementsQuery) =>
  listPage(db, { statut: 'SOUMIS', methode: query.methode }, query, clock.now(), true);

export const listAllPaiements = ({ db, clock }: Deps, query: AdminPaiementsQuery) =>
  listPage(db, { statut: query.statut, methode: query.methode }, query, clock.now());
