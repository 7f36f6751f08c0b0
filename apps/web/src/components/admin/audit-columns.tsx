import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { AuditEvent } from '@parcelles/shared/contracts/audit';
import { AUDIT_ENTITE_LABELS } from '@parcelles/shared/domain';
import { formatDateLong } from '@parcelles/shared/format';
import { admin } from '../../i18n/fr/admin';
import { adminAudit } from '../../i18n/fr/admin-audit';
import { LINK_CLASS } from '../form/field-styles';
import { formatAuditChanges, formatAuditDetails } from './audit-values';

// One audit event's row, the same in the Journal and in a reservation's history: when, who (or
// 'Système'), the action in French, the element by its name (a link to a reservation or a payment)
// and what changed, before → after, in words (audit-values.ts).

const t = admin.audit;
const column = createColumnHelper<AuditEvent>();

const ENTITY_PATHS: Record<string, string> = {
  reservation: '/admin/reservations/',
  paiement: '/admin/paiements/',
};

/** The element as people name it ('Réservation RES-7K4P2Q · LOT-0042'), with its buyer below. */
export function AuditEntity({ event, linkPayments }: { event: AuditEvent; linkPayments: boolean }) {
  const label = (AUDIT_ENTITE_LABELS as Record<string, string>)[event.entite] ?? event.entite;
  const libelle = event.element?.libelle ?? '';
  const path = event.entiteId ? ENTITY_PATHS[event.entite] : undefined;
  const linked = path && (event.entite !== 'paiement' || linkPayments);
  const name = (
    <>
      {label} {libelle && <span className="font-medium">{libelle}</span>}
    </>
  );
  return (
    <span className="flex flex-col">
      {linked ? (
        <Link
          to={`${path}${event.entiteId}`}
          aria-label={adminAudit.openEntity(label, libelle)}
          className={LINK_CLASS}
        >
          {name}
        </Link>
      ) : (
        <span>{name}</span>
      )}
      {event.element?.acheteur && <span className="text-sm text-stone-600">{event.element.acheteur}</span>}
    </span>
  );
}

export function AuditChanges({ event }: { event: AuditEvent }) {
  const lines = formatAuditChanges(event);
  const details = formatAuditDetails(event);
  if (lines.length === 0 && details.length === 0) return <>{admin.common.none}</>;
  return (
    <ul className="flex flex-col gap-0.5 text-sm break-words">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
      {details.map((line) => (
        <li key={`detail-${line}`} className="text-stone-600">
          {line}
        </li>
      ))}
    </ul>
  );
}

/** The columns of an audit table; payments are links only for those who may open them (admins). */
export function auditColumns({ linkPayments }: { linkPayments: boolean }) {
  return [
    column.accessor('date', {
      meta: { label: t.columns.date, cardTitle: true },
      cell: ({ getValue }) => formatDateLong(getValue(), { withTime: true }),
    }),
    column.accessor((e) => e.acteur?.nom ?? t.system, {
      id: 'acteur',
      meta: { label: t.columns.acteur },
    }),
    column.accessor('libelle', { meta: { label: t.columns.action } }),
    column.display({
      id: 'entite',
      meta: { label: t.columns.entite },
      cell: ({ row }) => <AuditEntity event={row.original} linkPayments={linkPayments} />,
    }),
    column.display({
      id: 'changes',
      meta: { label: t.columns.changes },
      cell: ({ row }) => <AuditChanges event={row.original} />,
    }),
  ];
}
