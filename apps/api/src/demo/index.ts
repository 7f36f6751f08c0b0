// Puts the demo city into an empty database: plots, their pictures, the site plan and the demo's
// instalment plans (added once, also to a demo city seeded before they existed). The city and
// its media are derived from a seed, so every instance and every run produce the same rows and files.
// The plots are a catalogue, available or suspended: reservations and sales come from the demo's
// activity (activity.ts, ADR 037), played through the use cases once the demo accounts exist.
import type { Database } from '../db/client';
import { generateCity } from './city';
import * as repo from './demo.repository';
import { HISTORY_DAYS } from './activity';
import { demoMediaRenderer, type DemoMedia, type DemoMediaRenderer } from './photos';
import { seedDemoPlans } from './plans';
import type { DemoImage } from './demo.repository';
import { searchText } from '../modules/parcelles/parcelles.repository';

export const DEMO_SEED = 2026;
/** Demo pictures live under this storage prefix; the public URL is `/media/<key>`. */
const DEMO_PREFIX = 'demo';
const BATCH = 500;
const HOUR_MS = 3_600_000;
/** Plots are listed an hour apart (so "newest first" has a meaning), the last a week before the activity. */
const LISTED_BEFORE_ACTIVITY_MS = (HISTORY_DAYS + 7) * 24 * HOUR_MS;

export interface SeedOptions {
  mediaDir: string;
  count: number;
  seed?: number;
  /**
   * 'later': only the site plan is written before this resolves; the photos are left to the
   * returned renderer (the server writes them once it answers, a requested one first: ADR 029).
   * By default every file is written before it resolves.
   */
  photos?: 'now' | 'later';
  /** The moment of the seeding (the plots' listing dates lead up to it); the real time by default. */
  now?: Date;
}

export interface SeedResult {
  inserted: number;
  /**
   * The demo city's media, whose `ensure` takes a media key (`demo/<name>`, the path under /media/);
   * none when the database holds real plots.
   */
  media?: DemoMediaRenderer;
  /**
   * The demo city's lot numbers, the most sought after first: what its activity reserves
   * (seedDemoActivity); none when the database holds real plots.
   */
  demande?: string[];
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
  const stored = (await repo.findSetting(db, 'demo_city')) as DemoCitySetting | undefined;
  if (!stored && (await repo.countPlots(db)) > 0) return { inserted: 0 };
  const params = stored ?? { seed: options.seed ?? DEMO_SEED, count: options.count };
  const city = generateCity(params);
  const renderer = demoMediaRenderer(`${options.mediaDir}/${DEMO_PREFIX}`, city);
  const { media } = renderer;
  if (options.photos === 'later') await renderer.ensure(media.sitePlan);
  else await renderer.renderAll();
  const demande = city.demande.map((index) => city.plots[index]!.numeroLot);
  if (stored) {
    // Issue 23: plots an older demo marked reserved or sold with nobody behind them are for sale
    // again, while no reservation at all exists (then the activity is played in full).
    if ((await repo.countReservations(db)) === 0) await repo.releaseUnheldPlots(db);
    // A demo city seeded before its photos had sizes gets them (once: nothing is written after).
    await repo.addMissingVariants(
      db,
      media.photos.map((_, photo) => demoImage(media, photo)),
    );
    await seedDemoPlans(db);
    return { inserted: 0, media: byMediaKey(renderer), demande };
  }

  const listedUntil = (options.now ?? new Date()).getTime() - LISTED_BEFORE_ACTIVITY_MS;
  const plots = city.plots.map((plot, i) => {
    const listedAt = new Date(listedUntil - (city.plots.length - i) * HOUR_MS);
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
  return { inserted: city.plots.length, media: byMediaKey(renderer), demande };
}

/** The renderer asked by media key (`demo/<name>`, the path under /media/), as the server sees it. */
function byMediaKey(renderer: DemoMediaRenderer): DemoMediaRenderer {
  const prefix = `${DEMO_PREFIX}/`;
  return {
    ...renderer,
    ensure: (key) =>
      key.startsWith(prefix) ? renderer.ensure(key.slice(prefix.length)) : Promise.resolve(false),
  };
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
