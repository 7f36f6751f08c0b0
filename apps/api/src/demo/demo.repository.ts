// The demo's SQL: it writes whole plots with their pictures in bulk, once, into an empty
// catalogue (or wipes them for the benchmark generator). Day-to-day changes to plots stay with the
// parcelles repository; this file is only the demo room's way in, so the rest of demo/ stays SQL-free.
import { and, count, desc, eq, inArray, notExists, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ImageVariante } from '@parcelles/shared/contracts/parcelles';
import type { Database } from '../db/client';
import {
  auditEvents,
  notifications,
  paiementMessages,
  paiements,
  parcelleImages,
  parcelles,
  plansPaiement,
  preuves,
  recus,
  reservations,
  settings,
  users,
} from '../db/schema/index';
import { runningReservationOfPlot } from '../modules/invariants/invariants.repository';

/** A demo picture: the photo's key (under demo/, served from the media folder) and its sizes. */
export interface DemoImage {
  cle: string;
  variantes: ImageVariante[];
}

/** A plot row and its pictures, in display order. */
export interface DemoPlot {
  row: typeof parcelles.$inferInsert;
  images: DemoImage[];
}

export async function findSetting(db: Database, cle: string): Promise<unknown> {
  const [row] = await db.select().from(settings).where(eq(settings.cle, cle));
  return row?.valeur;
}

export async function countPlots(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(parcelles);
  return row?.n ?? 0;
}

export async function countReservations(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reservations);
  return row?.n ?? 0;
}

/**
 * Writes the plots with their pictures and the settings, in one transaction and batches of
 * `batchSize` rows, so a failed seed leaves nothing half-written.
 */
export async function insertPlots(
  db: Database,
  plots: DemoPlot[],
  settingsToWrite: Record<string, unknown>,
  batchSize: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (let start = 0; start < plots.length; start += batchSize) {
      const batch = plots.slice(start, start + batchSize);
      const ids = await tx
        .insert(parcelles)
        .values(batch.map((plot) => plot.row))
        .returning({ id: parcelles.id });
      const images = batch.flatMap((plot, i) =>
        plot.images.map(({ cle, variantes }, ordre) => ({ parcelleId: ids[i]!.id, cle, variantes, ordre })),
      );
      if (images.length > 0) await tx.insert(parcelleImages).values(images);
    }
    await tx
      .insert(settings)
      .values(Object.entries(settingsToWrite).map(([cle, valeur]) => ({ cle, valeur })));
  });
}

/**
 * Gives the demo photos' rows their sizes where they have none. Looks first, so a restart writes
 * nothing (any write to the pictures moves the catalogue version, which empties every cache).
 */
export async function addMissingVariants(db: Database, images: DemoImage[]): Promise<void> {
  const bare = sql`${parcelleImages.variantes} = '[]'::jsonb`;
  const keys = images.filter((image) => image.variantes.length > 0).map((image) => image.cle);
  if (keys.length === 0) return;
  const [missing] = await db
    .select({ id: parcelleImages.id })
    .from(parcelleImages)
    .where(and(inArray(parcelleImages.cle, keys), bare))
    .limit(1);
  if (!missing) return;
  await db.transaction(async (tx) => {
    for (const image of images) {
      if (image.variantes.length === 0) continue;
      await tx
        .update(parcelleImages)
        .set({ variantes: image.variantes })
        .where(and(eq(parcelleImages.cle, image.cle), bare));
    }
  });
}

/** Removes every plot (and, through the foreign keys, their pictures) and the demo's settings. */
export async function clearPlots(db: Database, settingKeys: string[]): Promise<void> {
  await db.delete(parcelleImages);
  await db.delete(parcelles);
  await db.delete(settings).where(inArray(settings.cle, settingKeys));
}

/**
 * Adds the demo's instalment plans once (the `demo_plans` setting remembers it, so a plan an admin
 * deleted or renamed is not brought back at the next start); a plan of the same name is kept as is.
 */
export async function insertPlansOnce(
  db: Database,
  plans: Pick<typeof plansPaiement.$inferInsert, 'nom' | 'partAcompte' | 'nombreMensualites' | 'ordre'>[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .insert(settings)
      .values({ cle: 'demo_plans', valeur: plans.map((p) => p.nom) })
      .onConflictDoNothing()
      .returning({ cle: settings.cle });
    if (!done) return 0;
    const rows = await tx
      .insert(plansPaiement)
      .values(plans)
      .onConflictDoNothing()
      .returning({ id: plansPaiement.id });
    return rows.length;
  });
}

/** Writes a setting once; false when it was there already. */
export async function insertSettingOnce(db: Database, cle: string, valeur: unknown): Promise<boolean> {
  const rows = await db
    .insert(settings)
    .values({ cle, valeur })
    .onConflictDoNothing()
    .returning({ cle: settings.cle });
  return rows.length > 0;
}

/**
 * Issue 23: a demo city seeded before ADR 037 marked plots reserved or sold with nobody behind
 * them. With no reservation in the database at all, those are made available again (the caller
 * checks there is none); returns how many. Looks first, so a restart writes nothing (any write to
 * the plots moves the catalogue version, which empties every cache).
 */
export async function releaseUnheldPlots(db: Database): Promise<number> {
  const unheld = and(
    inArray(parcelles.statut, ['RESERVEE', 'VENDUE']),
    notExists(runningReservationOfPlot(db)),
  );
  const [any] = await db.select({ id: parcelles.id }).from(parcelles).where(unheld).limit(1);
  if (!any) return 0;
  const rows = await db
    .update(parcelles)
    .set({ statut: 'DISPONIBLE', proprietaireId: null })
    .where(unheld)
    .returning({ id: parcelles.id });
  return rows.length;
}

/** Marks this user's notifications read, all but the `keep` latest (a demo account mid-journey). */
export async function readAllButLatest(db: Database, userId: string, keep: number): Promise<void> {
  const latest = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.dateEnvoi), desc(notifications.id))
    .limit(keep);
  await db
    .update(notifications)
    .set({ lue: true })
    .where(and(eq(notifications.userId, userId), notInArray(notifications.id, latest)));
}

/** Moves these accounts' creation to `at` (the demo accounts predate the activity they show). */
export async function backdateUsers(db: Database, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(users)
    .set({ createdAt: at, updatedAt: at, emailVerifieLe: at })
    .where(inArray(users.id, ids));
}

/**
 * A stretch of real time during which the demo ran one step of its history, and the instant of
 * that history the step played: every row stamped by the database (or the process) within
 * [debut, fin) is re-dated to `demo` plus its offset in the stretch (ADR 037).
 */
export interface DemoWindow {
  debut: Date;
  fin: Date | null;
  demo: Date;
}

/**
 * The columns the use cases leave to `now()` (or the process's clock) rather than the application
 * clock: the audit trail, notifications, files and rows' own creation and update times.
 */
const STAMPED: [PgTable, PgColumn[]][] = [
  [users, [users.createdAt, users.updatedAt]],
  [parcelles, [parcelles.updatedAt]],
  [reservations, [reservations.dateReservation, reservations.createdAt, reservations.updatedAt]],
  [paiements, [paiements.datePaiement, paiements.createdAt, paiements.updatedAt]],
  [preuves, [preuves.createdAt]],
  [paiementMessages, [paiementMessages.createdAt]],
  [recus, [recus.emisLe]],
  [notifications, [notifications.dateEnvoi]],
  [auditEvents, [auditEvents.createdAt]],
];

/** Re-dates every stamp written during the windows (one statement per column). */
export async function redate(db: Database, windows: DemoWindow[]): Promise<void> {
  const json = JSON.stringify(
    windows.map((w) => ({
      debut: w.debut.toISOString(),
      fin: w.fin?.toISOString() ?? 'infinity',
      demo: w.demo.toISOString(),
    })),
  );
  await db.transaction(async (tx) => {
    for (const [table, columns] of STAMPED) {
      for (const column of columns) {
        const c = sql.identifier(column.name);
        await tx.execute(sql`update ${table} as t set ${c} = w.demo + (t.${c} - w.debut)
          from jsonb_to_recordset(${json}::jsonb) as w(debut timestamptz, fin timestamptz, demo timestamptz)
          where t.${c} >= w.debut and t.${c} < w.fin`);
      }
    }
  });
}
