// SQL of the audit trail, and its only writer. Every module records its events through
// `recordAudit(tx, …)` inside the transaction of the change it records, so a change without its
// entry cannot exist (and a failed change leaves none).
import { and, asc, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntite } from '@parcelles/shared/domain';
import type { Executor } from '../../db/client';
import { auditEvents, paiements, reservations, users } from '../../db/schema/index';

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
function where(f: AuditFilters): SQL | undefined {
  return and(
    f.acteurId ? eq(auditEvents.acteurId, f.acteurId) : undefined,
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
    db
      .select(columns)
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.acteurId))
      .where(condition)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(condition),
  ]);
  return { rows, total: count!.n };
}

/** A reservation's events, its payments' and its plot's sale (recorded with its id), oldest first. */
export async function reservationHistory(db: Executor, reservationId: string) {
  return db
    .select(columns)
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.acteurId))
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
}

/**
 * A plot's events (creation, edits, imports, pictures, sale), and those of its reservations and
 * their payments, oldest first.
 */
export async function parcelleHistory(db: Executor, parcelleId: string) {
  const ofPlot = sql`select ${reservations.id}::text from ${reservations} where ${reservations.parcelleId} = ${parcelleId}`;
  return db
    .select(columns)
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.acteurId))
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
}

export type AuditRow = Awaited<ReturnType<typeof reservationHistory>>[number];
