// GET /media/parcelles/<plotId>/<imageId>/<name>: an uploaded plot picture's file, from the storage
// (local disk or S3, shared by every instance). The WebP sizes are image/webp; the original is
// served with the type judged at upload, read from its row. Anything else is a 404.
import type { StoredObject } from '../../../plugins/storage';
import { isUuid } from '../../../lib/ids';
import type { ParcelleImagesDeps } from '../parcelle-images.deps';
import { STORED_FILE_NAMES, plotImageKey, type StoredFileName } from '../parcelle-images.keys';
import * as repo from '../parcelle-images.repository';

export interface PlotMedia extends StoredObject {
  /** What the key names, for a strong ETag: keys are never reused. */
  etag: string;
}

const isStoredFileName = (name: string): name is StoredFileName =>
  (STORED_FILE_NAMES as readonly string[]).includes(name);

export async function openPlotMedia(
  { db, storage }: Pick<ParcelleImagesDeps, 'db' | 'storage'>,
  parcelleId: string,
  imageId: string,
  name: string,
): Promise<PlotMedia | undefined> {
  // Keys are lower case: an upper-case id names nothing (and never reaches the storage).
  const lower = (id: string) => isUuid(id) && id === id.toLowerCase();
  if (!lower(parcelleId) || !lower(imageId) || !isStoredFileName(name)) return undefined;
  let contentType = 'image/webp';
  if (name === 'original') {
    const type = await repo.findImageType(db, parcelleId, imageId);
    if (!type) return undefined;
    contentType = type;
  }
  const object = await storage.get(plotImageKey(parcelleId, imageId, name));
  if (!object) return undefined;
  return { ...object, contentType, etag: `"${imageId}-${name}"` };
}
