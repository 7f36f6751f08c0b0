// Staff delete a plot that was never reserved (DELETE /parcelles/{id}). One that was, or that is
// reserved or sold, stays: its history and its buyer's papers point at it; staff suspend it instead.
// Its pictures' rows go with it; their files are removed once the deletion is committed, except
// the demo photos (`demo/…`), which many plots share.
import { notFound } from '@parcelles/shared/errors';
import { isUuid } from '../../../lib/ids';
import { conflict } from '../../../lib/conflict';
import { recordAudit } from '../../audit/audit.repository';
import type { AuthContext } from '../../auth/auth.context';
import type { ParcellesDeps } from '../parcelles.deps';
import { countImages, findPlotImageKeys } from '../parcelle-images.repository';
import * as repo from '../parcelles.repository';
import { deleteStored } from '../../../plugins/storage';
import { PARCELLE_MESSAGES as M } from '../../mail/messages';
import { auditView } from './catalogue-rules';

export async function deleteParcelle(
  { db, storage, log }: Pick<ParcellesDeps, 'db' | 'storage' | 'log'>,
  auth: AuthContext,
  id: string,
): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const keys = await db.transaction(async (tx) => {
    const plot = await repo.lockEditablePlot(tx, id);
    if (!plot) throw notFound();
    if (plot.statut === 'RESERVEE' || plot.statut === 'VENDUE') throw conflict(M.soldNotDeletable);
    if (await repo.hasReservations(tx, id)) throw conflict(M.notDeletable);
    const stored = await findPlotImageKeys(tx, id);
    const pictures = await countImages(tx, id);
    await repo.deletePlot(tx, id);
    await recordAudit(tx, {
      acteurId: auth.user.id,
      action: 'PARCELLE_SUPPRIMEE',
      entite: 'parcelle',
      entiteId: id,
      avant: auditView(plot),
      apres: null,
      details: { photos: pictures },
    });
    return stored;
  });
  // After the commit: a failure here leaves an orphan file, never a plot without its pictures.
  await deleteStored(storage, keys, log);
}
