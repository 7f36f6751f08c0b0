// POST /parcelles/{id}/images, once the files are stored (parcelle-images.upload.ts): the pictures
// are appended after the plot's last one, in the order sent, with their audit entry, in one
// transaction. Should it fail (the plot deleted meanwhile, another upload filling it, the
// database), the stored files are deleted: a failed upload leaves no file and no row.
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { PLOT_IMAGES } from '@parcelles/shared/contracts/parcelle-images';
import { recordAudit } from '../../audit/audit.repository';
import { deleteStored } from '../../../plugins/storage';
import type { ImageActor, ParcelleImagesDeps } from '../parcelle-images.deps';
import * as repo from '../parcelle-images.repository';
import { plotFull, type ImageUpload } from '../parcelle-images.upload';
import { assertPlotExists, imagesSnapshot, lockExistingPlot } from './image-rules';

/** Before the body is read: the plot exists (else 404) and can take a picture more (else 409). */
export async function prepareImageUpload(
  { db }: Pick<ParcelleImagesDeps, 'db'>,
  parcelleId: string,
): Promise<{ current: number }> {
  await assertPlotExists(db, parcelleId);
  const current = await repo.countImages(db, parcelleId);
  if (current >= PLOT_IMAGES.maxPerPlot) throw plotFull(current);
  return { current };
}

export async function addImages(
  deps: ParcelleImagesDeps,
  actor: ImageActor,
  parcelleId: string,
  upload: ImageUpload,
): Promise<Parcelle> {
  const { db, storage, log } = deps;
  try {
    await db.transaction(async (tx) => {
      await lockExistingPlot(tx, parcelleId);
      const before = await repo.findImages(tx, parcelleId);
      if (before.length + upload.images.length > PLOT_IMAGES.maxPerPlot) throw plotFull(before.length);
      await repo.insertImages(tx, parcelleId, before.length, upload.images);
      const after = await repo.findImages(tx, parcelleId);
      await recordAudit(tx, {
        acteurId: actor.id,
        action: 'IMAGES_AJOUTEES',
        entite: 'parcelle',
        entiteId: parcelleId,
        avant: imagesSnapshot(before),
        apres: imagesSnapshot(after),
        details: {
          fichiers: upload.images.map((image) => ({
            id: image.id,
            nom: image.nomFichier,
            type: image.typeMime,
            octets: image.tailleOctets,
          })),
        },
        ip: actor.ip,
      });
    });
  } catch (err) {
    await deleteStored(storage, upload.keys, log);
    throw err;
  }
  return deps.readParcelle(parcelleId);
}
