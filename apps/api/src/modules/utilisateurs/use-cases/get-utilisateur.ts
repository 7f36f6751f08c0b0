// One account for administrators: the profile, and what it reserved, paid and owns.
import type { UtilisateurDetail } from '@parcelles/shared/contracts/utilisateurs';
import { effectiveReservationStatut, fromCents } from '@parcelles/shared/domain';
import { notFound } from '@parcelles/shared/errors';
import { isUuid } from '../../../lib/ids';
import * as authRepo from '../../auth/auth.repository';
import type { UtilisateursDeps } from '../utilisateurs.deps';
import * as repo from '../utilisateurs.repository';
import { toUtilisateur } from './utilisateur-view';

export const USER_NOT_FOUND = 'Utilisateur non trouvé.';

export async function getUtilisateur(
  { db, clock }: Pick<UtilisateursDeps, 'db' | 'clock'>,
  id: string,
): Promise<UtilisateurDetail> {
  const user = isUuid(id) ? await authRepo.findUserById(db, id) : undefined;
  if (!user) throw notFound(USER_NOT_FOUND);
  const now = clock.now();
  const [reservations, paiements, parcelles] = await Promise.all([
    repo.findReservationsOf(db, id),
    repo.findPaiementsOf(db, id),
    repo.findParcellesOf(db, id),
  ]);
  return {
    utilisateur: toUtilisateur(user),
    reservations: reservations.map((r) => ({
      id: r.id,
      reference: r.reference,
      statut: effectiveReservationStatut(
        {
          statut: r.statut,
          dateExpiration: r.dateExpiration,
          paiements: r.enRevue ? [{ statut: 'SOUMIS' }] : [],
        },
        now,
      ),
      parcelle: { id: r.parcelleId, numeroLot: r.numeroLot },
      dateReservation: r.dateReservation.toISOString(),
      montantTotal: fromCents(r.montantTotalCents),
      montantPaye: fromCents(Number(r.payeCents)),
    })),
    paiements: paiements.map((p) => ({
      id: p.id,
      reservationId: p.reservationId,
      reservationReference: p.reservationReference,
      numeroLot: p.numeroLot,
      montant: fromCents(p.montantCents),
      methode: p.methode,
      statut: p.statut,
      datePaiement: p.datePaiement.toISOString(),
    })),
    parcelles: parcelles.map((p) => ({
      id: p.id,
      numeroLot: p.numeroLot,
      statut: p.statut,
      surface: p.surface,
      prix: fromCents(p.prixCents),
    })),
  };
}
