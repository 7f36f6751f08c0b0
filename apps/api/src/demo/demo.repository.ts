// The demo's SQL: it writes whole plots with their pictures in bulk, once, into an empty
// catalogue (or wipes them for the benchmark generator). Day-to-day changes to plots stay with the
// parcelles repository; this file is only the demo room's way in, so the rest of demo/ stays SQL-free.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { ImageVariante } from '@parcelles/shared/contracts/parcelles';
import type { Database } from '../db/client';
import { parcelleImages, parcelles, plansPaiement, reservations, settings } from '../db/schema/index';

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
