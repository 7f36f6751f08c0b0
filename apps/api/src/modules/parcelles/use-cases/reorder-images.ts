// PUT /parcelles/{id}/images/ordre: every picture id of the plot, once each, cover first (choosing
// the cover is moving it first). Anything else (a missing, unknown or repeated id) is a 400.
import type { ImageOrder } from '@parcelles/shared/contracts/parcelles-admin';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { invalidData } from '@parcelles/shared/errors';
import { recordAudit } from '../../audit/audit.repository';
import { IMAGE_MESSAGES } from '../../mail/messages';
import type { ImageActor, ParcelleImagesDeps } from '../parcelle-images.deps';
import * as repo from '../parcelle-images.repository';
import { imagesSnapshot, lockExistingPlot } from './image-rules';

const notPermutation = () =>
  invalidData({ ordre: IMAGE_MESSAGES.notPermutation }, IMAGE_MESSAGES.notPermutation);

export async function reorderImages(
  deps: ParcelleImagesDeps,
  actor: ImageActor,
  parcelleId: string,
  { ordre }: ImageOrder,
): Promise<Parcelle> {
  await deps.db.transaction(async (tx) => {
    await lockExistingPlot(tx, parcelleId);
    const before = await repo.findImages(tx, parcelleId);
    const known = new Set(before.map((row) => row.id));
    if (ordre.length !== before.length || new Set(ordre).size !== ordre.length) throw notPermutation();
    if (!ordre.every((id) => known.has(id))) throw notPermutation();
    if (ordre.every((id, i) => before[i]?.id === id)) return; // Nothing moves: nothing to record.
    await repo.renumberImages(tx, parcelleId, ordre);
    const byId = new Map(before.map((row) => [row.id, row]));
    const after = ordre.map((id) => byId.get(id)!);
    await recordAudit(tx, {
      acteurId: actor.id,
      action: 'IMAGES_REORDONNEES',
      entite: 'parcelle',
      entiteId: parcelleId,
      avant: imagesSnapshot(before),
      apres: imagesSnapshot(after),
      details: { couvertureChangee: before[0]?.id !== ordre[0] },
      ip: actor.ip,
    });
  });
  return deps.readParcelle(parcelleId);
}
