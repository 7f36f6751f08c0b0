// Staff edit a plot (PATCH /parcelles/{id}): any subset of the form. The plot is locked first, so
// a reservation arriving meanwhile waits and the status and price rules read the truth. Only the
// fields that change are written to the audit trail; an edit that changes nothing writes nothing.
import type { ParcelleUpdate } from '@parcelles/shared/contracts/parcelle-form';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { notFound } from '@parcelles/shared/errors';
import { isUuid } from '../../../lib/ids';
import { recordAudit } from '../../audit/audit.repository';
import type { AuthContext } from '../../auth/auth.context';
import type { ParcellesDeps } from '../parcelles.deps';
import * as repo from '../parcelles.repository';
import { PARCELLE_MESSAGES as M } from '../../mail/messages';
import { checkLimits, checkStateRules, diffPlots, toPlotValues } from './catalogue-rules';
import { loadParcelle } from './parcelle-view';
import { throwIfConflict, throwIfInvalid, uniqueConflict } from './write-errors';

export async function updateParcelle(
  { db, clock }: Pick<ParcellesDeps, 'db' | 'clock'>,
  auth: AuthContext,
  id: string,
  patch: ParcelleUpdate,
): Promise<Parcelle> {
  if (!isUuid(id)) throw notFound();
  try {
    await db.transaction(async (tx) => {
      const current = await repo.lockEditablePlot(tx, id);
      if (!current) throw notFound();
      const next = toPlotValues(patch, current);
      throwIfInvalid(checkLimits(next));
      throwIfConflict(checkStateRules(current, next));
      const { changements, avant, apres } = diffPlots(current, next);
      if (changements.length === 0) return;
      if (changements.includes('numeroLot')) {
        const holder = await repo.findIdByLot(tx, next.numeroLot);
        if (holder && holder !== id) throwIfConflict([{ champ: 'numeroLot', message: M.lotTaken }]);
      }
      if (changements.includes('reference') && next.reference) {
        const holders = await repo.findByReferences(tx, [next.reference]);
        if (holders.some((h) => h.id !== id)) {
          throwIfConflict([{ champ: 'reference', message: M.referenceTaken }]);
        }
      }
      await repo.updatePlot(tx, id, next, clock.now());
      await recordAudit(tx, {
        acteurId: auth.user.id,
        action: 'PARCELLE_MODIFIEE',
        entite: 'parcelle',
        entiteId: id,
        avant,
        apres,
      });
    });
  } catch (err) {
    throw uniqueConflict(err) ?? err;
  }
  return loadParcelle(db, id);
}
