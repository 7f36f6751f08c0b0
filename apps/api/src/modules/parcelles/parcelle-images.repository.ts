// SQL of a plot's pictures (issue 11): add, delete, reorder, and what the media route and a plot's
// deletion need (a picture's content type, every storage key of a plot). `ordre` is unique per plot
// and kept without gaps (0 = cover); a renumbering parks the rows out of the way first, since
// PostgreSQL checks that index row by row within one UPDATE.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ImageVariante } from '@parcelles/shared/contracts/parcelles';
import type { Executor } from '../../db/client';
import { parcelleImages, parcelles } from '../../db/schema/index';
import { uploadedKeysOf } from './parcelle-images.keys';

export interface ImageRow {
  id: string;
  cle: string;
  ordre: number;
  variantes: ImageVariante[];
  typeMime: string;
}

export interface NewImage {
  id: string;
  cle: string;
  typeMime: string;
  variantes: ImageVariante[];
}

const imageColumns = {
  id: parcelleImages.id,
  cle: parcelleImages.cle,
  ordre: parcelleImages.ordre,
  variantes: parcelleImages.variantes,
  typeMime: parcelleImages.typeMime,
};

/** Locks the plot for the transaction: a plot's picture changes queue here, one at a time. */
export async function lockPlotForImages(tx: Executor, parcelleId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: parcelles.id })
    .from(parcelles)
    .where(eq(parcelles.id, parcelleId))
    .for('update');
  return row !== undefined;
}

export async function plotExists(db: Executor, parcelleId: string): Promise<boolean> {
  const [row] = await db.select({ id: parcelles.id }).from(parcelles).where(eq(parcelles.id, parcelleId));
  return row !== undefined;
}

/** The plot's pictures, cover first. */
export async function findImages(db: Executor, parcelleId: string): Promise<ImageRow[]> {
  return db
    .select(imageColumns)
    .from(parcelleImages)
    .where(eq(parcelleImages.parcelleId, parcelleId))
    .orderBy(asc(parcelleImages.ordre));
}

export async function countImages(db: Executor, parcelleId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(parcelleImages)
    .where(eq(parcelleImages.parcelleId, parcelleId));
  return row?.n ?? 0;
}

/** Appends the pictures after the plot's last one, in the order given. */
export async function insertImages(
  tx: Executor,
  parcelleId: string,
  firstOrdre: number,
  images: NewImage[],
): Promise<void> {
  if (images.length === 0) return;
  await tx.insert(parcelleImages).values(
    images.map((image, i) => ({
      id: image.id,
      parcelleId,
      cle: image.cle,
      typeMime: image.typeMime,
      variantes: image.variantes,
      ordre: firstOrdre + i,
    })),
  );
}

export async function deleteImage(tx: Executor, parcelleId: string, imageId: string): Promise<void> {
  await tx
    .delete(parcelleImages)
    .where(and(eq(parcelleImages.parcelleId, parcelleId), eq(parcelleImages.id, imageId)));
}

/**
 * Sets `ordre` to each id's index in `orderedIds` (every picture of the plot, none missing). The
 * rows are first moved past any order in use, so no intermediate state breaks the unique index.
 */
export async function renumberImages(tx: Executor, parcelleId: string, orderedIds: string[]): Promise<void> {
  if (orderedIds.length === 0) return;
  await tx
    .update(parcelleImages)
    .set({ ordre: sql`${parcelleImages.ordre} + 1000000` })
    .where(eq(parcelleImages.parcelleId, parcelleId));
  const values = sql.join(
    orderedIds.map((id, i) => sql`(${id}::uuid, ${i}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${parcelleImages} set ordre = v.ordre
    from (values ${values}) as v(id, ordre)
    where ${parcelleImages.id} = v.id and ${parcelleImages.parcelleId} = ${parcelleId}
  `);
}

/** The original's content type of a picture, named by the ids in its storage key. */
export async function findImageType(
  db: Executor,
  parcelleId: string,
  imageId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ typeMime: parcelleImages.typeMime })
    .from(parcelleImages)
    .where(and(eq(parcelleImages.id, imageId), eq(parcelleImages.parcelleId, parcelleId)));
  return row?.typeMime;
}

/**
 * Every storage key of a plot's uploaded pictures (originals and sizes), for whoever deletes the
 * plot: delete the files once the rows are gone (after the commit). Demo photos, shared by many
 * plots and not in the storage, are left out (see uploadedKeysOf).
 */
export async function findPlotImageKeys(db: Executor, parcelleId: string): Promise<string[]> {
  const rows = await db
    .select({ cle: parcelleImages.cle, variantes: parcelleImages.variantes })
    .from(parcelleImages)
    .where(eq(parcelleImages.parcelleId, parcelleId));
  return rows.flatMap(uploadedKeysOf);
}
