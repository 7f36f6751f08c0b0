// Where a plot's uploaded pictures live in the storage (ADR 013): one folder per picture,
// `parcelles/<plotId>/<imageId>/`, holding `original` (the picture at full size in its uploaded
// format, without its metadata: ADR 051) and one WebP file per size (`carte`, `galerie`, `plein`). Keys are never reused (a new picture is a new id), so the
// media route may let browsers cache them forever.
import type { ImageTaille, ImageVariante } from '@parcelles/shared/contracts/parcelles';

export const PLOT_IMAGE_PREFIX = 'parcelles';

export type StoredFileName = ImageTaille | 'original';
export const STORED_FILE_NAMES: readonly StoredFileName[] = ['original', 'carte', 'galerie', 'plein'];

export const plotImageKey = (parcelleId: string, imageId: string, name: StoredFileName) =>
  `${PLOT_IMAGE_PREFIX}/${parcelleId}/${imageId}/${name}`;

/** The picture's keys that uploads stored and may delete: only those under `parcelles/` (never a demo photo). */
export function uploadedKeysOf(image: { cle: string; variantes: ImageVariante[] }): string[] {
  const keys = [image.cle, ...image.variantes.map((v) => v.cle)];
  return [...new Set(keys)].filter((key) => key.startsWith(`${PLOT_IMAGE_PREFIX}/`));
}
