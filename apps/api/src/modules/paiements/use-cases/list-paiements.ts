// The lists of payments: the buyer's own, the staff's review queue (oldest first) and all of them.
import { pagination } from '@parcelles/shared/contracts/common';
import type {
  AdminPaiementsQuery,
  MesPaiementsQuery,
  PaiementAdminList,
  PaiementList,
} from '@parcelles/shared/contracts/paiements';
import { dayAfter, dayStart } from '../../../lib/calendar';
import { isUuid } from '../../../lib/ids';
import type { PaiementsDeps } from '../paiements.deps';
import * as repo from '../paiements.repository';
import { listPage, statementCutoff, toAdminPaiement } from './paiement-view';

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

type AdminDeps = Pick<PaiementsDeps, 'db' | 'clock' | 'statementMissingDays'>;

async function listAdminPage(
  { db, clock, statementMissingDays }: AdminDeps,
  query: AdminPaiementsQuery,
  statut: AdminPaiementsQuery['statut'],
  oldestFirst: boolean,
): Promise<PaiementAdminList> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const now = clock.now();
  const { rows, total } = await repo.findAdminPaiements(
    db,
    {
      statut,
      methode: query.methode,
      du: query.du ? dayStart(query.du) : undefined,
      au: query.au ? dayAfter(query.au) : undefined,
      acheteur: query.acheteur,
      lot: query.lot,
    },
    { offset: (page - 1) * limit, limit, oldestFirst },
    statementCutoff(now, statementMissingDays),
  );
  return { paiements: rows.map((r) => toAdminPaiement(r, now)), pagination: pagination(page, limit, total) };
}

/** Proofs awaiting review (SOUMIS), oldest first: the staff's queue. */
export const listPendingPaiements = (deps: AdminDeps, query: AdminPaiementsQuery) =>
  listAdminPage(deps, query, 'SOUMIS', true);

/** Every payment matching the staff's filters, newest first. */
export const listAllPaiements = (deps: AdminDeps, query: AdminPaiementsQuery) =>
  listAdminPage(deps, query, query.statut, false);
