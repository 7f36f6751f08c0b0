// An audit row as the contract shows it: the action in French and the actor's name.
import type { AuditEvent } from '@parcelles/shared/contracts/audit';
import { auditActionLabel, isRole } from '@parcelles/shared/domain';
import type { AuditRow } from '../audit.repository';

export const toAuditEvent = (row: AuditRow): AuditEvent => ({
  id: row.id,
  date: row.createdAt.toISOString(),
  action: row.action,
  libelle: auditActionLabel(row.action),
  entite: row.entite,
  entiteId: row.entiteId,
  acteur:
    row.acteurId && row.acteurNom && isRole(row.acteurRole)
      ? { id: row.acteurId, nom: row.acteurNom, role: row.acteurRole }
      : null,
  avant: row.avant,
  apres: row.apres,
  details: row.details,
});
