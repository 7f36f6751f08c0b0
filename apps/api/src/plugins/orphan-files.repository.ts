// Which stored keys rows still reference, per storage prefix (the orphan sweep, orphan-files.ts).
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { parcelleImages, preuves } from '../db/schema/index';

/** `array[$1, $2, …]::text[]`: one parameter per key, the same on PostgreSQL and PGlite. */
const textArray = (keys: string[]) =>
  sql`array[${sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`;

/**
 * Storage prefixes and the query giving which of `keys` rows still reference. A new kind of stored
 * file must be added here, or its files are never swept (never wrongly removed either).
 */
export const REFERENCES: Record<string, (db: Database, keys: string[]) => Promise<string[]>> = {
  preuves: async (db, keys) => {
    const found = await db.select({ cle: preuves.cle }).from(preuves).where(inArray(preuves.cle, keys));
    return found.map((r) => r.cle);
  },
  // A plot picture's original (`cle`) and its sizes (`variantes[].cle`), ADR 013.
  parcelles: async (db, keys) => {
    const list = textArray(keys);
    const found = await db
      .select({ cle: parcelleImages.cle, variantes: parcelleImages.variantes })
      .from(parcelleImages)
      .where(
        sql`${parcelleImages.cle} = any(${list}) or exists (select 1 from jsonb_array_elements(${parcelleImages.variantes}) v where v->>'cle' = any(${list}))`,
      );
    return found.flatMap((r) => [r.cle, ...r.variantes.map((v) => v.cle)]);
  },
};
