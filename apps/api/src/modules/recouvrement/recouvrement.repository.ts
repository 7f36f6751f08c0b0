// The collections desk's reads (issue 25): the running reservations on a schedule with their
// buyer, lot, validated sum and last reminder (with whether it went by SMS), and the money validated in a period. Writes nothing.
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { ACTIVE_RESERVATION_STATUTS } from '@parcelles/shared/domain';
import type { Executor } from '../../db/client';
import { echeances, paiements, parcelles, reservations, smsOutbox, users } from '../../db/schema/index';

/** The last reminder about an instalment of the reservation. */
const lastReminder = sql`(select max(greatest(${echeances.rappelAvantLe}, ${echeances.rappelJourLe},
  ${echeances.rappelApresLe})) from ${echeances} where ${echeances.reservationId} = ${reservations.id})`;

/** Running reservations (a hold, or a sale being paid) with what the desk shows of each. */
export async function findRunningWithSchedule(db: Executor) {
  return db
    .select({
      id: reservations.id,
      reference: reservations.reference,
      statut: reservations.statut,
      dateExpiration: reservations.dateExpiration,
      numeroLot: parcelles.numeroLot,
      acheteurId: users.id,
      acheteurNom: users.nom,
      acheteurEmail: users.email,
      acheteurTelephone: users.telephone,
      payeCents: sql<string>`coalesce((select sum(${paiements.montantCents}) from ${paiements}
        where ${paiements.reservationId} = ${reservations.id} and ${paiements.statut} = 'VALIDE'), 0)`,
      dernierRappel: sql<string | null>`${lastReminder}`,
      // Issue 25: whether an SMS was queued with that reminder (and not abandoned).
      dernierRappelSms: sql<boolean>`exists (select 1 from ${smsOutbox}
        where ${smsOutbox.reservationId} = ${reservations.id} and ${smsOutbox.statut} <> 'ECHEC'
        and ${smsOutbox.rappelLe} = ${lastReminder})`,
    })
    .from(reservations)
    .innerJoin(parcelles, eq(parcelles.id, reservations.parcelleId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(inArray(reservations.statut, [...ACTIVE_RESERVATION_STATUTS]));
}

/** The payments validated between two instants, in cents. */
export async function sumValidatedBetween(db: Executor, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${paiements.montantCents}), 0)` })
    .from(paiements)
    .where(
      and(
        eq(paiements.statut, 'VALIDE'),
        gte(sql`coalesce(${paiements.traiteLe}, ${paiements.datePaiement})`, from),
        lte(sql`coalesce(${paiements.traiteLe}, ${paiements.datePaiement})`, to),
      ),
    );
  return Number(row?.cents ?? 0);
}
