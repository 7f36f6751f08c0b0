// A plot's pictures as its row reads them, in SQL, written once beside the schema (ADR 041): the
// plots' repository lists them with the plot, the reservations' with the reserved plot.
import { sql } from 'drizzle-orm';
import type { StoredImage } from '../lib/photos';
import { parcelleImages } from './schema/index';

/**
 * A plot's pictures in display order, as one JSON array per row (id, storage key, sizes). The
 * outer id is written qualified: Drizzle renders columns unqualified in a single-table select, and
 * a bare "id" here would name the picture's own id.
 */
export const plotImagesJson = sql<StoredImage[] | null>`(
  select json_agg(json_build_object(
    'id', ${parcelleImages.id}, 'cle', ${parcelleImages.cle}, 'variantes', ${parcelleImages.variantes}
  ) order by ${parcelleImages.ordre})
  from ${parcelleImages} where ${parcelleImages.parcelleId} = "parcelles"."id"
)`;
