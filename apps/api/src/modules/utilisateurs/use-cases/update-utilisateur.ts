// An administrator changes an account's role or switches it off or on (ADR 012). Switching off
// ends every session of the account in the same transaction, so its token fails on the next
// request. The last active administrator can be neither demoted nor switched off, and no
// administrator changes their own role or switches themselves off.
import type { UpdateUtilisateurRequest, Utilisateur } from '@parcelles/shared/contracts/utilisateurs';
import { AppError, notFound } from '@parcelles/shared/errors';
import { isUuid } from '../../../lib/ids';
import { recordAudit } from '../../audit/audit.repository';
import * as authRepo from '../../auth/auth.repository';
import { UTILISATEUR_MESSAGES } from '../../mail/messages';
import type { Actor, UtilisateursDeps } from '../utilisateurs.deps';
import { USER_NOT_FOUND } from './get-utilisateur';
import { toUtilisateur } from './utilisateur-view';

const conflict = (message: string) => new AppError('CONFLICT', { status: 409, message });

export async function updateUtilisateur(
  { db }: Pick<UtilisateursDeps, 'db'>,
  actor: Actor,
  id: string,
  input: UpdateUtilisateurRequest,
  ip: string | null,
): Promise<Utilisateur> {
  if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
  return db.transaction(async (tx) => {
    // Active admins first, in id order, then the account: every such change takes the locks in
    // the same order, and the second of two concurrent demotions sees the first one's result.
    const activeAdmins = await authRepo.lockActiveAdmins(tx);
    const user = await authRepo.lockUserRow(tx, id);
    if (!user) throw notFound(USER_NOT_FOUND);

    const newRole = input.role !== undefined && input.role !== user.role ? input.role : undefined;
    const newActif = input.actif !== undefined && input.actif !== user.actif ? input.actif : undefined;
    if (user.id === actor.id) {
      if (newRole !== undefined) throw conflict(UTILISATEUR_MESSAGES.selfRole);
      if (newActif === false) throw conflict(UTILISATEUR_MESSAGES.selfDeactivate);
    }
    const losesAdmin = user.role === 'ADMIN' && user.actif && (newRole !== undefined || newActif === false);
    if (losesAdmin && !activeAdmins.some((adminId) => adminId !== user.id)) {
      throw conflict(UTILISATEUR_MESSAGES.lastAdmin);
    }
    if (newRole === undefined && newActif === undefined) return toUtilisateur(user);

    const updated = await authRepo.updateUser(tx, id, {
      ...(newRole !== undefined ? { role: newRole } : {}),
      ...(newActif !== undefined ? { actif: newActif } : {}),
    });
    const entry = { acteurId: actor.id, entite: 'utilisateur', entiteId: id, ip } as const;
    if (newRole !== undefined) {
      await recordAudit(tx, {
        ...entry,
        action: 'ROLE_MODIFIE',
        avant: { role: user.role },
        apres: { role: newRole },
      });
    }
    if (newActif === false) {
      await authRepo.revokeUserSessions(tx, id);
      await recordAudit(tx, {
        ...entry,
        action: 'COMPTE_DESACTIVE',
        avant: { actif: true },
        apres: { actif: false },
      });
    } else if (newActif === true) {
      await recordAudit(tx, {
        ...entry,
        action: 'COMPTE_REACTIVE',
        avant: { actif: false },
        apres: { actif: true },
      });
    }
    return toUtilisateur(updated);
  });
}
