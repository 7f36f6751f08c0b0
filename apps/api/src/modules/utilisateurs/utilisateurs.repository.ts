// SQL for the administrators' view of accounts: the list and one account's reservations, payments
// and plots. Reads only: the auth repository stays the one writer of users, sessions and link tokens.
import { and, asc, count, desc, eq, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@parcelles/shared/domain';
import type { UtilisateurEtat, UtilisateurSort } from '@parcelles/shared/contracts/utilisateurs';
import type { Executor } from '../../db/client';
import { paiements, parcelles, reservations, users } from '../../db/schema/index';
import { holdPausedFor } from '../../db/payment-state';
import { escapeLike } from '../../lib/sql-like';

export interface UserFilters {
  /** A part of the name, e-mail or phone, letter case and accents ignored. */
  search?: string | undefined;
  role?: Role | undefined;
  etat?: UtilisateurEtat | undefined;
}

const ACCENTED = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿæœ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyæœ';

/** Lower-case without accents, the same folding SQL applies to the columns below. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

// translate() exists on PostgreSQL and PGlite alike, unlike the unaccent extension.
const folded = (column: SQL | typeof users.nom) => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

function whereOf(f: UserFilters): SQL | undefined {
  let search: SQL | undefined;
  if (f.search) {
    const pattern = `%${escapeLike(fold(f.search))}%`;
    // A phone is searched by its digits, so '0812 345' finds '+243812345678'.
    const digits = f.search.replace(/\D/g, '').replace(/^0+/, '');
    search = or(
      like(folded(users.nom), pattern),
      like(sql`lower(${users.email})`, pattern),
      digits.length >= 3
        ? like(sql`regexp_replace(coalesce(${users.telephone}, ''), '\\D', '', 'g')`, `%${digits}%`)
        : undefined,
    );
  }
  const etat =
    f.etat === 'ACTIF'
      ? eq(users.actif, true)
      : f.etat === 'DESACTIVE'
        ? eq(users.actif, false)
        : f.etat === 'NON_VERIFIE'
          ? isNull(users.emailVerifieLe)
          : undefined;
  return and(search, f.role ? eq(users.role, f.role) : undefined, etat);
}

const SORT_COLUMNS = {
  nom: sql`lower(${users.nom})`,
  email: sql`lower(${users.email})`,
  dateCreation: users.createdAt,
  derniereConnexion: users.derniereConnexion,
} as const;

/** The sort asked for, then the id so pages never overlap; never-signed-in accounts come last. */
function orderOf(sort: UtilisateurSort, direction: 'asc' | 'desc'): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const first = by(SORT_COLUMNS[sort]);
  return [sort === 'derniereConnexion' ? sql`${first} nulls last` : first, by(users.id)];
}

export async function findPage(
  db: Executor,
  filters: UserFilters,
  page: { offset: number; limit: number; sort: UtilisateurSort; direction: 'asc' | 'desc' },
) {
  const where = whereOf(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...orderOf(page.sort, page.direction))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The user's reservations, newest first, with the lot and the sum of their validated payments. */
export function findReservationsOf(db: Executor, userId: string) {
  return db
    .select({
      id: reservations.id,
      reference: reservations.reference,
      statut: reservations.statut,
      dateReservation: reservations.dateReservation,
      dateExpiration: reservations.dateExpiration,
      montantTotalCents: reservations.montantTotalCents,
      parcelleId: parcelles.id,
      numeroLot: parcelles.numeroLot,
      payeCents: sql<string>`coalesce((select sum(${paiements.montantCents}) from ${paiements}
        where ${paiements.reservationId} = ${reservations.id} and ${paiements.statut} = 'VALIDE'), 0)`,
      enRevue: sql<boolean>`${holdPausedFor(sql`${reservations.id}`)}`,
    })
    .from(reservations)
    .innerJoin(parcelles, eq(parcelles.id, reservations.parcelleId))
    .where(eq(reservations.userId, userId))
    .orderBy(desc(reservations.dateReservation), desc(reservations.id));
}

/** The user's payments, newest first, with their reservation's number and lot. */
export function findPaiementsOf(db: Executor, userId: string) {
  return db
    .select({
      id: paiements.id,
      reservationId: reservations.id,
      reservationReference: reservations.reference,
      numeroLot: parcelles.numeroLot,
      montantCents: paiements.montantCents,
      methode: paiements.methode,
      statut: paiements.statut,
      datePaiement: paiements.datePaiement,
    })
    .from(paiements)
    .innerJoin(reservations, eq(reservations.id, paiements.reservationId))
    .innerJoin(parcelles, eq(parcelles.id, reservations.parcelleId))
    .where(eq(paiements.userId, userId))
    .orderBy(desc(paiements.datePaiement), desc(paiements.id));
}

/** The plots the user owns (fully paid, DESIGN.md §4). */
export function findParcellesOf(db: Executor, userId: string) {
  return db
    .select({
      id: parcelles.id,
      numeroLot: parcelles.numeroLot,
      statut: parcelles.statut,
      surface: parcelles.surface,
      prixCents: parcelles.prixCents,
    })
    .from(parcelles)
    .where(and(isNotNull(parcelles.proprietaireId), eq(parcelles.proprietaireId, userId)))
    .orderBy(asc(parcelles.numeroLot));
}
