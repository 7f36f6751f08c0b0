// DELETE /parcelles/{id}/images (spec §7, body `imageUrl`): the picture named by any of its URLs
// (the gallery URL the plot lists, its original, any size; a full http(s) address or a path). The
// others close the gap; the files go once the rows are committed, and only the uploaded ones: a
// demo photo (under demo/, shared by many plots) is never deleted.
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { AppError } from '@parcelles/shared/errors';
import { mediaUrl } from '../../../lib/urls';
import { recordAudit } from '../../audit/audit.repository';
import { IMAGE_MESSAGES } from '../../mail/messages';
import { deleteStored } from '../../../plugins/storage';
import type { ImageActor, ParcelleImagesDeps } from '../parcelle-images.deps';
import { uploadedKeysOf } from '../parcelle-images.keys';
import * as repo from '../parcelle-images.repository';
import { imagesSnapshot, lockExistingPlot } from './image-rules';

/** The path of an absolute URL, or the text itself; without query or fragment. */
function pathOf(imageUrl: string): string {
  let path = imageUrl.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return path;
    }
  }
  return path.replace(/[?#].*$/, '');
}

const urlsOf = (image: repo.ImageRow) => [image.cle, ...image.variantes.map((v) => v.cle)].map(mediaUrl);

const imageNotFound = () =>
  new AppError('NOT_FOUND', {
    status: 404,
    message: IMAGE_MESSAGES.notFound,
    errors: { imageUrl: IMAGE_MESSAGES.notFound },
  });

export async function deleteImage(
  deps: ParcelleImagesDeps,
  actor: ImageActor,
  parcelleId: string,
  imageUrl: string,
): Promise<Parcelle> {
  const { db, storage, log } = deps;
  const wanted = pathOf(imageUrl);
  const keys = await db.transaction(async (tx) => {
    await lockExistingPlot(tx, parcelleId);
    const before = await repo.findImages(tx, parcelleId);
    const image = before.find((row) => urlsOf(row).includes(wanted));
    if (!image) throw imageNotFound();
    await repo.deleteImage(tx, parcelleId, image.id);
    const after = before.filter((row) => row.id !== image.id);
    await repo.renumberImages(
      tx,
      parcelleId,
      after.map((row) => row.id),
    );
    await recordAudit(tx, {
      acteurId: actor.id,
      action: 'IMAGE_SUPPRIMEE',
      entite: 'parcelle',
      entiteId: parcelleId,
      avant: imagesSnapshot(before),
      apres: imagesSnapshot(after),
      details: { imageId: image.id, url: imagesSnapshot([image]).images[0] },
      ip: actor.ip,
    });
    return uploadedKeysOf(image);
  });
  // Rows first, then files: a file that fails to go is logged, never named by a row.
  await deleteStored(storage, keys, log);
  return deps.readParcelle(parcelleId);
}
