// SQL of the audit trail, and its only writer. Every module records its events through
// `recordAudit(tx, …)` inside the transaction of the change it records, so a change without its
// entry cannot exist (and a failed change leaves none).
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditEntite } from '@parcelles/shared/domain';
import type { Executor } from '../../db/client';
import { auditEvents, paiements, parcelles, plansPaiement, reservations, users } from '../../db/schema/index';
import { escapeLike } from '../../lib/sql-like';

export interface AuditEntry {
  /** Who acted; null for the system (the expiry sweeper, a hold found expired). */
  acteurId: string | null;
  action: AuditAction;
  entite: AuditEntite;
  entiteId: string;
  avant?: Record<string, unknown> | null;
  apres?: Record<string, unknown> | null;
  details?: Record<string, unknown> | null;
  ip?: string | null;
}

export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    acteurId: entry.acteurId,
    action: entry.action,
    entite: entry.entite,
    entiteId: entry.entiteId,
    avant: entry.avant ?? null,
    apres: entry.apres ?? null,
    details: entry.details ?? null,
    ip: entry.ip ?? null,
  });
}

/** Many entries in few statements (an import of 10,000 plots), a thousand rows per insert. */
export async function recordAudits(db: Executor, entries: AuditEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 1000) {
    await db.insert(auditEvents).values(
      entries.slice(i, i + 1000).map((entry) => ({
        acteurId: entry.acteurId,
        action: entry.action,
        entite: entry.entite,
        entiteId: entry.entiteId,
        avant: entry.avant ?? null,
        apres: entry.apres ?? null,
        details: entry.details ?? null,
        ip: entry.ip ?? null,
      })),
    );
  }
}

export interface AuditFilters {
  acteurId?: string;
  /** A part of the author's name or e-mail, in any case. */
  acteur?: string;
  entite?: string;
  entiteId?: string;
  action?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

const columns = {
  id: auditEvents.id,
  createdAt: auditEvents.createdAt,
  action: auditEvents.action,
  entite: auditEvents.entite,
  entiteId: auditEvents.entiteId,
  avant: auditEvents.avant,
  apres: auditEvents.apres,
  details: auditEvents.details,
  acteurId: auditEvents.acteurId,
  acteurNom: users.nom,
  acteurRole: users.role,
};
/** Events with their author's name and role (null for the system). */
const selectEvents = (db: Executor) =>
  db.select(columns).from(auditEvents).leftJoin(users, eq(users.id, auditEvents.acteurId));
type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];

/** The authors first (few), then their events through the (acteur_id, created_at) index. */
function byAuthor(text: string): SQL {
  const pattern = `%${escapeLike(text)}%`;
  return sql`${auditEvents.acteurId} in (select ${users.id} from ${users} where ${users.nom} ilike ${pattern} or ${users.email} ilike ${pattern})`;
}

function where(f: AuditFilters): SQL | undefined {
  return and(
    f.acteurId ? eq(auditEvents.acteurId, f.acteurId) : undefined,
    f.acteur ? byAuthor(f.acteur) : undefined,
    f.entite ? eq(auditEvents.entite, f.entite) : undefined,
    f.entiteId ? eq(auditEvents.entiteId, f.entiteId) : undefined,
    f.action ? eq(auditEvents.action, f.action) : undefined,
    f.from ? gte(auditEvents.createdAt, f.from) : undefined,
    f.to ? lt(auditEvents.createdAt, f.to) : undefined,
  );
}

/** One page, newest first, with the actor's name. */
export async function listAuditEvents(
  db: Executor,
  filters: AuditFilters,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const condition = where(filters);
  const [rows, [count]] = await Promise.all([
    selectEvents(db)
      .where(condition)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(condition),
  ]);
  return { rows: await withElements(db, rows), total: count!.n };
}

/** A reservation's events, its payments' and its plot's sale (recorded with its id), oldest first. */
export async function reservationHistory(db: Executor, reservationId: string): Promise<AuditRow[]> {
  const rows = await selectEvents(db)
    .where(
      or(
        and(eq(auditEvents.entite, 'reservation'), eq(auditEvents.entiteId, reservationId)),
        and(
          eq(auditEvents.entite, 'paiement'),
          sql`${auditEvents.entiteId} in (select ${paiements.id}::text from ${paiements} where ${paiements.reservationId} = ${reservationId})`,
        ),
        and(
          eq(auditEvents.entite, 'parcelle'),
          sql`${auditEvents.details}->>'reservationId' = ${reservationId}`,
        ),
      ),
    )
    .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id));
  return withElements(db, rows);
}

/**
 * A plot's events (creation, edits, imports, pictures, sale), and those of its reservations and
 * their payments, oldest first.
 */
export async function parcelleHistory(db: Executor, parcelleId: string): Promise<AuditRow[]> {
  const ofPlot = sql`select ${reservations.id}::text from ${reservations} where ${reservations.parcelleId} = ${parcelleId}`;
  const rows = await selectEvents(db)
    .where(
      or(
        and(eq(auditEvents.entite, 'parcelle'), eq(auditEvents.entiteId, parcelleId)),
        and(eq(auditEvents.entite, 'reservation'), sql`${auditEvents.entiteId} in (${ofPlot})`),
        and(
          eq(auditEvents.entite, 'paiement'),
          sql`${auditEvents.entiteId} in (select ${paiements.id}::text from ${paiements} join ${reservations} on ${reservations.id} = ${paiements.reservationId} where ${reservations.parcelleId} = ${parcelleId})`,
        ),
      ),
    )
    .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id));
  return withElements(db, rows);
}

/**
 * What names an event's element (issue 23): a reservation's reference and lot, a payment's amount
 * with its reservation's, a plot's lot, a user's or a plan's name, and the buyer (the owner of a
 * sold plot). Null when the element is gone and none of its events recorded its name.
 */
export interface AuditElement {
  reference?: string;
  numeroLot?: string;
  montantCents?: number;
  nom?: string;
  acheteur: string | null;
}

export type AuditRow = EventRow & { element: AuditElement | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const buyers = alias(users, 'acheteurs');

/**
 * The elements of a page of events, in one query per kind of element present (five at most, plus
 * one for deleted plots and plans), never one per event.
 */
async function withElements(db: Executor, rows: EventRow[]): Promise<AuditRow[]> {
  const idsOf = (entite: AuditEntite) => [
    ...new Set(
      rows.filter((r) => r.entite === entite && r.entiteId && UUID.test(r.entiteId)).map((r) => r.entiteId!),
    ),
  ];
  const ids = {
    reservation: idsOf('reservation'),
    paiement: idsOf('paiement'),
    parcelle: idsOf('parcelle'),
    utilisateur: idsOf('utilisateur'),
    plan_paiement: idsOf('plan_paiement'),
  };
  const none = Promise.resolve([]);
  const [ofReservations, ofPaiements, ofParcelles, ofUsers, ofPlans] = await Promise.all([
    ids.reservation.length
      ? db
          .select({
            id: reservations.id,
            reference: reservations.reference,
            numeroLot: parcelles.numeroLot,
            acheteur: buyers.nom,
          })
          .from(reservations)
          .innerJoin(parcelles, eq(parcelles.id, reservations.parcelleId))
          .innerJoin(buyers, eq(buyers.id, reservations.userId))
          .where(inArray(reservations.id, ids.reservation))
      : none,
    ids.paiement.length
      ? db
          .select({
            id: paiements.id,
            montantCents: paiements.montantCents,
            reference: reservations.reference,
            numeroLot: parcelles.numeroLot,
            acheteur: buyers.nom,
          })
          .from(paiements)
          .innerJoin(reservations, eq(reservations.id, paiements.reservationId))
          .innerJoin(parcelles, eq(parcelles.id, reservations.parcelleId))
          .innerJoin(buyers, eq(buyers.id, paiements.userId))
          .where(inArray(paiements.id, ids.paiement))
      : none,
    ids.parcelle.length
      ? db
          .select({ id: parcelles.id, numeroLot: parcelles.numeroLot, acheteur: buyers.nom })
          .from(parcelles)
          .leftJoin(buyers, eq(buyers.id, parcelles.proprietaireId))
          .where(inArray(parcelles.id, ids.parcelle))
      : none,
    ids.utilisateur.length
      ? db.select({ id: users.id, nom: users.nom }).from(users).where(inArray(users.id, ids.utilisateur))
      : none,
    ids.plan_paiement.length
      ? db
          .select({ id: plansPaiement.id, nom: plansPaiement.nom })
          .from(plansPaiement)
          .where(inArray(plansPaiement.id, ids.plan_paiement))
      : none,
  ]);
  const found = new Map<string, AuditElement>();
  for (const r of ofReservations) found.set(`reservation:${r.id}`, r);
  for (const p of ofPaiements) found.set(`paiement:${p.id}`, p);
  for (const p of ofParcelles) found.set(`parcelle:${p.id}`, p);
  for (const u of ofUsers) found.set(`utilisateur:${u.id}`, { nom: u.nom, acheteur: null });
  for (const p of ofPlans) found.set(`plan_paiement:${p.id}`, { nom: p.nom, acheteur: null });

  // A deleted plot or plan: the name its latest event recorded (after the change, or before it).
  const gone = [
    ...ids.parcelle.filter((id) => !found.has(`parcelle:${id}`)).map((id) => ['parcelle', id] as const),
    ...ids.plan_paiement
      .filter((id) => !found.has(`plan_paiement:${id}`))
      .map((id) => ['plan_paiement', id] as const),
  ];
  if (gone.length) {
    const key = sql`case when ${auditEvents.entite} = 'parcelle' then 'numeroLot' else 'nom' end`;
    const name = sql<string | null>`coalesce(${auditEvents.apres}->>${key}, ${auditEvents.avant}->>${key})`;
    const remembered = await db
      .select({ entite: auditEvents.entite, entiteId: auditEvents.entiteId, name })
      .from(auditEvents)
      .where(
        and(
          or(
            ...gone.map(([entite, id]) => and(eq(auditEvents.entite, entite), eq(auditEvents.entiteId, id))),
          ),
          sql`${name} is not null`,
        ),
      )
      .orderBy(desc(auditEvents.id));
    for (const r of remembered) {
      const id = `${r.entite}:${r.entiteId}`;
      if (!r.name || found.has(id)) continue;
      found.set(
        id,
        r.entite === 'parcelle' ? { numeroLot: r.name, acheteur: null } : { nom: r.name, acheteur: null },
      );
    }
  }
  return rows.map((row) => ({ ...row, element: found.get(`${row.entite}:${row.entiteId}`) ?? null }));
}
