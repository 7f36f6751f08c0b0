// Puts the demo city into an empty database: plots, their pictures, the site plan and the demo's
// instalment plans (added once, also to a demo city seeded before they existed). The city and
// its media are derived from a seed, so every instance and every run produce the same rows and files.
import type { Database } from '../db/client';
import { generateCity } from './city';
import * as repo from './demo.repository';
import { generateDemoMedia, type DemoMedia } from './photos';
import { seedDemoPlans } from './plans';
import type { DemoImage } from './demo.repository';
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
 * Renders the default demo city's pictures ahead of `seedDemoCity`, which then finds them written
 * (each file is skipped once it exists): lets the server do this CPU work while its database opens.
 */
export async function renderDemoMedia(options: SeedOptions): Promise<void> {
  const city = generateCity({ seed: options.seed ?? DEMO_SEED, count: options.count });
  await generateDemoMedia(`${options.mediaDir}/${DEMO_PREFIX}`, city);
}

/**
 * Seeds an empty database with the demo city, or, when the demo city is already there, rewrites
 * its media files if they are missing (a fresh DATA_DIR, another instance). A database holding
 * real plots is left alone.
 */
export async function seedDemoCity(db: Database, options: SeedOptions): Promise<SeedResult> {
  const stored = (await repo.findSetting(db, 'demo_city')) as DemoCitySetting | undefined;
  if (!stored && (await repo.countPlots(db)) > 0) return { inserted: 0 };
  const params = stored ?? { seed: options.seed ?? DEMO_SEED, count: options.count };
  const city = generateCity(params);
  const media = await generateDemoMedia(`${options.mediaDir}/${DEMO_PREFIX}`, city);
  if (stored) {
    // A demo city seeded before its photos had sizes gets them (once: nothing is written after).
    await repo.addMissingVariants(
      db,
      media.photos.map((_, photo) => demoImage(media, photo)),
    );
    await seedDemoPlans(db);
    return { inserted: 0 };
  }

  const plots = city.plots.map((plot, i) => {
    const listedAt = new Date(LISTED_UNTIL - (city.plots.length - i) * 3_600_000);
    return {
      row: {
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
      },
      images: plot.photoIndexes.map((photo) => demoImage(media, photo)),
    };
  });
  await repo.insertPlots(
    db,
    plots,
    { demo_city: params, plan: { image: `/media/${DEMO_PREFIX}/${media.sitePlan}` } },
    BATCH,
  );
  await seedDemoPlans(db);
  return { inserted: city.plots.length };
}

/** A demo photo as a picture row: its storage key and its sizes (the original is the largest). */
function demoImage(media: DemoMedia, photo: number): DemoImage {
  return {
    cle: `${DEMO_PREFIX}/${media.photos[photo]}`,
    variantes: (media.sizes[photo] ?? []).map(({ taille, name, largeur, hauteur }) => ({
      taille,
      cle: `${DEMO_PREFIX}/${name}`,
      largeur,
      hauteur,
    })),
  };
}

/** Removes every plot (and, through the foreign keys, their pictures); for the benchmark generator. */
export async function clearPlots(db: Database): Promise<void> {
  await repo.clearPlots(db, ['plan', 'demo_city']);
}
