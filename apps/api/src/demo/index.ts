// Puts the demo city into an empty database: plots, their pictures and the site plan. The city and
// its media are derived from a seed, so every instance and every run produce the same rows and files.
import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { parcelleImages, parcelles, settings } from '../db/schema/index';
import { generateCity } from './city';
import { generateDemoMedia } from './photos';
import { searchText } from '../modules/parcelles/parcelles.repository';

export const DEMO_SEED = 2026;
/** Demo pictures live under this storage prefix; the public URL is `/media/<key>`. */
const DEMO_PREFIX = 'demo';
const BATCH = 500;
/** Listing dates spread over the year before this day, so "newest first" has a meaning. */
const LISTED_UNTIL = Date.UTC(2026, 9, 1);

export interface SeedOptions {
  mediaDir: string;
  count: number;
  seed?: number;
}

export interface SeedResult {
  inserted: number;
}

interface DemoCitySetting {
  seed: number;
  count: number;
}

/**
 * Seeds an empty database with the demo city, or, when the demo city is already there, rewrites
 * its media files if they are missing (a fresh DATA_DIR, another instance). A database holding
 * real plots is left alone.
 */
export async function seedDemoCity(db: Database, options: SeedOptions): Promise<SeedResult> {
  const [stored] = await db.select().from(settings).where(eq(settings.cle, 'demo_city'));
  if (!stored) {
    const [existing] = await db.select({ n: count() }).from(parcelles);
    if ((existing?.n ?? 0) > 0) return { inserted: 0 };
  }
  const params = (stored?.valeur as DemoCitySetting | undefined) ?? {
    seed: options.seed ?? DEMO_SEED,
    count: options.count,
  };
  const city = generateCity(params);
  const media = await generateDemoMedia(`${options.mediaDir}/${DEMO_PREFIX}`, city);
  if (stored) return { inserted: 0 };

  const sitePlan = `/media/${DEMO_PREFIX}/${media.sitePlan}`;
  await db.transaction(async (tx) => {
    for (let start = 0; start < city.plots.length; start += BATCH) {
      const batch = city.plots.slice(start, start + BATCH);
      const rows = await tx
        .insert(parcelles)
        .values(
          batch.map((plot, i) => {
            const listedAt = new Date(LISTED_UNTIL - (city.plots.length - start - i) * 3_600_000);
            return {
              numeroLot: plot.numeroLot,
              reference: plot.reference,
              surface: plot.surface,
              prixCents: plot.prixCents,
              statut: plot.statut,
              categorie: plot.categorie,
              adresse: plot.adresse,
              localisation: plot.localisation,
              description: plot.description,
              positionX: plot.position.x,
              positionY: plot.position.y,
              recherche: searchText(plot),
              createdAt: listedAt,
              updatedAt: listedAt,
            };
          }),
        )
        .returning({ id: parcelles.id });
      const images = batch.flatMap((plot, i) =>
        plot.photoIndexes.map((photo, ordre) => ({
          parcelleId: rows[i]!.id,
          cle: `${DEMO_PREFIX}/${media.photos[photo]}`,
          ordre,
        })),
      );
      if (images.length > 0) await tx.insert(parcelleImages).values(images);
    }
    await tx.insert(settings).values([
      { cle: 'demo_city', valeur: params },
      { cle: 'plan', valeur: { image: sitePlan } },
    ]);
  });
  return { inserted: city.plots.length };
}

/** Removes every plot (and, through the foreign keys, their pictures); for the benchmark generator. */
export async function clearPlots(db: Database): Promise<void> {
  await db.delete(parcelleImages);
  await db.delete(parcelles);
  await db.delete(settings).where(inArray(settings.cle, ['plan', 'demo_city']));
}
