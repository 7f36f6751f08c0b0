// Staff figures: reservations per status, and the money validated and collected.
import type { ReservationStats } from '@parcelles/shared/contracts/reservations';
import { RESERVATION_STATUTS, fromCents } from '@parcelles/shared/domain';
import type { ReservationsDeps } from '../reservations.deps';
import * as repo from '../reservations.repository';

export async function reservationStats({
  db,
  clock,
}: Pick<ReservationsDeps, 'db' | 'clock'>): Promise<ReservationStats> {
  const s = await repo.summarize(db, clock.now());
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
}
