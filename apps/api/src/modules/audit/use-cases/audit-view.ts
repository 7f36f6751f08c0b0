// An audit row as the contract shows it: the action in French, the actor's name and the element as
// a person quotes it (issue 23), never its id.
import type { AuditEvent } from '@parcelles/shared/contracts/audit';
import { auditActionLabel, fromCents, isRole } from '@parcelles/shared/domain';
import { formatMoney } from '@parcelles/shared/format';
import type { AuditElement, AuditRow } from '../audit.repository';

/** 'RES-7K4P2Q · LOT-0042', '1 250,50 $US · RES-7K4P2Q · LOT-0042', 'LOT-0042', 'Plan 12 mois'. */
function elementOf(element: AuditElement | null): AuditEvent['element'] {
  if (!element) return null;
  const parts = [
    element.montantCents === undefined ? undefined : formatMoney(fromCents(element.montantCents)),
    element.reference,
    element.numeroLot,
    element.nom,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? { libelle: parts.join(' · '), acheteur: element.acheteur } : null;
}

export const toAuditEvent = (row: AuditRow): AuditEvent => ({
  id: row.id,
  date: row.createdAt.toISOString(),
  action: row.action,
  libelle: auditActionLabel(row.action),
  entite: row.entite,
  entiteId: row.entiteId,
  element: elementOf(row.element),
  acteur:
    row.acteurId && row.acteurNom && isRole(row.acteurRole)
      ? { id: row.acteurId, nom: row.acteurNom, role: row.acteurRole }
      : null,
  avant: row.avant,
  apres: row.apres,
  details: row.details,
});
