// PATCH /admin/comptes-encaissement/{id} (and DELETE, which deactivates): name, number, CSV
// mapping, active or not; the kind, operator and currency only while it has no statement.
import {
  COMPTE_MESSAGES,
  type CompteEncaissement,
  type UpdateCompteRequest,
} from '@parcelles/shared/contracts/releves';
import { invalidData, notFound } from '@parcelles/shared/errors';
import { conflict } from '../../../lib/conflict';
import { isUuid } from '../../../lib/ids';
import { recordAudit } from '../../audit/audit.repository';
import { COMPTE_ENCAISSEMENT_MESSAGES as M } from '../../mail/messages';
import type { RelevesDeps, Staff } from '../releves.deps';
import * as repo from '../releves.repository';
import { auditView, refusingTakenName } from './create-compte';
import { loadCompte } from './compte-view';

export async function updateCompte(
  { db, clock }: Pick<RelevesDeps, 'db' | 'clock'>,
  staff: Staff,
  id: string,
  input: Partial<UpdateCompteRequest>,
): Promise<CompteEncaissement> {
  if (!isUuid(id)) throw notFound();
  await refusingTakenName(() =>
    db.transaction(async (tx) => {
      const compte = await repo.lockCompte(tx, id);
      if (!compte) throw notFound();
      const type = input.type ?? compte.type;
      // A bank account has no operator; a mobile money one keeps its own unless another is given.
      const operateur =
        type === 'BANQUE' ? null : input.operateur !== undefined ? input.operateur : compte.operateur;
      if (type === 'MOBILE_MONEY' && !operateur) {
        throw invalidData({ operateur: COMPTE_MESSAGES.operateurRequis }, COMPTE_MESSAGES.operateurRequis);
      }
      if (type === 'BANQUE' && input.operateur) {
        throw invalidData(
          { operateur: COMPTE_MESSAGES.operateurInterdit },
          COMPTE_MESSAGES.operateurInterdit,
        );
      }
      const values: Partial<repo.CompteValues> = {
        nom: input.nom,
        type,
        operateur,
        devise: input.devise,
        numero: input.numero,
        mappingCsv: input.mappingCsv,
        actif: input.actif,
      };
      const changed = Object.fromEntries(
        Object.entries(values).filter(
          ([key, value]) =>
            value !== undefined &&
            JSON.stringify(value) !== JSON.stringify(compte[key as keyof repo.CompteRow] ?? null),
        ),
      ) as Partial<repo.CompteValues>;
      if (Object.keys(changed).length === 0) return;
      const shape = ['type', 'operateur', 'devise'].some((key) => key in changed);
      if (shape && (await repo.hasStatements(tx, id))) throw conflict(M.shapeLocked);
      await repo.updateCompte(tx, id, changed, clock.now());
      const avant = Object.fromEntries(
        Object.keys(changed).map((key) => [key, compte[key as keyof repo.CompteRow] ?? null]),
      ) as Partial<repo.CompteValues>;
      await recordAudit(tx, {
        acteurId: staff.id,
        action: 'COMPTE_ENCAISSEMENT_MODIFIE',
        entite: 'compte_encaissement',
        entiteId: id,
        avant: auditView(avant),
        apres: auditView(changed),
      });
    }),
  );
  return loadCompte(db, id);
}
