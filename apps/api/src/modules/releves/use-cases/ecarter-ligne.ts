// POST /admin/releves/lignes/{id}/ecarter: a credit that pays no reservation (a refund, a fee
// returned, a transfer between the company's accounts) is set aside, with the reason (ADR 047).
import type { EcarterLigneRequest, LigneReleve } from '@parcelles/shared/contracts/releves';
import { notFound } from '@parcelles/shared/errors';
import { conflict } from '../../../lib/conflict';
import { isUuid } from '../../../lib/ids';
import { recordAudit } from '../../audit/audit.repository';
import { LIGNE_RELEVE_MESSAGES as M } from '../../mail/messages';
import * as lignesRepo from '../../rapprochement/rapprochement.repository';
import type { RelevesDeps, Staff } from '../releves.deps';
import { loadLigne } from './ligne-view';

export async function ecarterLigne(
  { db, clock }: Pick<RelevesDeps, 'db' | 'clock'>,
  staff: Staff,
  id: string,
  { motif }: EcarterLigneRequest,
): Promise<LigneReleve> {
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    const ligne = await lignesRepo.lockLine(tx, id);
    if (!ligne) throw notFound();
    if (ligne.statut !== 'A_RAPPROCHER') throw conflict(M.notWaiting);
    await lignesRepo.setAside(tx, id, { motifEcart: motif, traiteParId: staff.id, traiteLe: clock.now() });
    await recordAudit(tx, {
      acteurId: staff.id,
      action: 'LIGNE_ECARTEE',
      entite: 'ligne_releve',
      entiteId: id,
      avant: { statut: ligne.statut },
      apres: { statut: 'ECARTEE', motifEcart: motif },
      details: { compteId: ligne.compteId, releveId: ligne.releveId },
    });
  });
  return loadLigne(db, id);
}
