// POST /admin/comptes-encaissement: a bank or operator account statements are imported into. Its
// name is unique whatever the letter case (409).
import type { CompteEncaissement, CreateCompteRequest } from '@parcelles/shared/contracts/releves';
import { AppError } from '@parcelles/shared/errors';
import { brokenConstraint, isUniqueViolation } from '../../../lib/database-errors';
import { recordAudit } from '../../audit/audit.repository';
import { COMPTE_ENCAISSEMENT_MESSAGES as M } from '../../mail/messages';
import type { RelevesDeps, Staff } from '../releves.deps';
import * as repo from '../releves.repository';
import { loadCompte } from './compte-view';

/** Runs `work`, answering 409 on `nom` when another account has the name. */
export async function refusingTakenName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!isUniqueViolation(err) || brokenConstraint(err) !== 'comptes_encaissement_nom_key') throw err;
    throw new AppError('CONFLICT', { status: 409, message: M.nameTaken, errors: { nom: M.nameTaken } });
  }
}

/** What the audit keeps of an account (its mapping is said, not copied). */
export const auditView = (compte: Partial<repo.CompteValues>) =>
  Object.fromEntries(
    Object.entries(compte)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, key === 'mappingCsv' ? value !== null : value]),
  );

export async function createCompte(
  { db }: Pick<RelevesDeps, 'db'>,
  staff: Staff,
  input: CreateCompteRequest,
): Promise<CompteEncaissement> {
  const id = await refusingTakenName(() =>
    db.transaction(async (tx) => {
      const values: repo.CompteValues = {
        nom: input.nom,
        type: input.type,
        operateur: input.type === 'MOBILE_MONEY' ? input.operateur : null,
        devise: input.devise,
        numero: input.numero ?? null,
        mappingCsv: input.mappingCsv ?? null,
        actif: true,
      };
      const compte = await repo.insertCompte(tx, values);
      await recordAudit(tx, {
        acteurId: staff.id,
        action: 'COMPTE_ENCAISSEMENT_CREE',
        entite: 'compte_encaissement',
        entiteId: compte.id,
        avant: null,
        apres: auditView(values),
      });
      return compte.id;
    }),
  );
  return loadCompte(db, id);
}
