// Staff create a plot (spec §7 POST /parcelles): the form's checks, then the catalogue's (a free
// lot number, a status a person may set), the row and its audit entry in one transaction.
import type { ParcelleForm } from '@parcelles/shared/contracts/parcelle-form';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { recordAudit } from '../../audit/audit.repository';
import type { AuthContext } from '../../auth/auth.context';
import type { ParcellesDeps } from '../parcelles.deps';
import * as repo from '../parcelles.repository';
import { PARCELLE_MESSAGES as M } from '../../mail/messages';
import { auditView, checkLimits, checkStateRules, toPlotValues } from './catalogue-rules';
import { loadParcelle } from './parcelle-view';
import { throwIfConflict, throwIfInvalid, uniqueConflict } from './write-errors';

export async function createParcelle(
  { db }: Pick<ParcellesDeps, 'db'>,
  auth: AuthContext,
  form: ParcelleForm,
): Promise<Parcelle> {
  const values = toPlotValues(form, null);
  throwIfInvalid(checkLimits(values));
  throwIfConflict(checkStateRules(null, values));
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      if (await repo.findIdByLot(tx, values.numeroLot)) {
        throwIfConflict([{ champ: 'numeroLot', message: M.lotTaken }]);
      }
      if (values.reference && (await repo.findByReferences(tx, [values.reference])).length > 0) {
        throwIfConflict([{ champ: 'reference', message: M.referenceTaken }]);
      }
      const created = await repo.insertPlot(tx, values);
      await recordAudit(tx, {
        acteurId: auth.user.id,
        action: 'PARCELLE_CREEE',
        entite: 'parcelle',
        entiteId: created,
        avant: null,
        apres: auditView(values),
      });
      return created;
    });
  } catch (err) {
    throw uniqueConflict(err) ?? err;
  }
  return loadParcelle(db, id);
}
