// The rules a plan's creation or edit is checked against, beyond the form's own (the contract):
// plots that exist (422 on `parcelleIds`), a name no other plan has (409 on `nom`), and the cash
// plan kept as it is: always offered, 100 % at reservation, for every plot (409, ADR 015).
import { AppError } from '@parcelles/shared/errors';
import { isUniqueViolation } from '../../../lib/database-errors';
import { conflict } from '../../../lib/conflict';
import { isUuid } from '../../../lib/ids';
import type { Executor } from '../../../db/client';
import { PLAN_MESSAGES as M } from '../../mail/messages';
import * as repo from '../plans-paiement.repository';

const nameConflict = () =>
  new AppError('CONFLICT', { status: 409, message: M.nameTaken, errors: { nom: M.nameTaken } });

export async function checkPlan(tx: Executor, next: repo.PlanValues, current?: repo.PlanRow): Promise<void> {
  if (
    current?.comptant &&
    (!next.actif ||
      next.partAcompte !== 100 ||
      next.nombreMensualites !== 0 ||
      next.categories.length > 0 ||
      next.parcelleIds.length > 0)
  ) {
    throw conflict(M.cashProtected);
  }
  const ids = [...new Set(next.parcelleIds)];
  const known = await repo.existingPlotIds(tx, ids.filter(isUuid));
  if (ids.some((id) => !known.has(id))) {
    throw new AppError('VALIDATION_ERROR', {
      status: 422,
      message: M.unknownPlots,
      errors: { parcelleIds: M.unknownPlots },
    });
  }
  if (await repo.nameTaken(tx, next.nom, current?.id)) throw nameConflict();
}

/** The unique index on the name refused the row under a race: the same 409 as the check. */
export const uniquePlanConflict = (err: unknown): AppError | undefined =>
  isUniqueViolation(err) ? nameConflict() : undefined;
