import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { AuditEvent } from '@parcelles/shared/contracts/audit';
import { AUDIT_ENTITE_LABELS } from '@parcelles/shared/domain';
import { formatDateLong } from '@parcelles/shared/format';
import { admin } from '../../i18n/fr/admin';
import { LINK_CLASS } from '../form/field-styles';

// One audit event's row, the same in the Journal and in a reservation's history: when, who (or
// 'Système'), the action in French, the element (a link to a reservation or a payment) and what
// changed, before → after.

const t = admin.audit;
const column = createColumnHelper<AuditEvent>();

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return admin.common.none;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return JSON.stringify(value);
};

/**
 * The values an event changed, one line each: `statut : EN_ATTENTE → VALIDEE`; a field only in
 * one of both sides shows `—` on the other. Fields equal before and after are left out.
 */
export function formatAuditChanges(event: Pick<AuditEvent, 'avant' | 'apres'>): string[] {
  const avant = event.avant ?? {};
  const apres = event.apres ?? {};
  const keys = [...new Set([...Object.keys(avant), ...Object.keys(apres)])];
  return keys
    .filter((key) => show(avant[key]) !== show(apres[key]))
    .map((key) =>
      !event.avant ? `${key} : ${show(apres[key])}` : `${key} : ${show(avant[key])} → ${show(apres[key])}`,
    );
}

const ENTITY_PATHS: Record<string, string> = {
  reservation: '/admin/reservations/',
  paiement: '/admin/paiements/',
};

export function AuditEntity({ event, linkPayments }: { event: AuditEvent; linkPayments: boolean }) {
  const label = (AUDIT_ENTITE_LABELS as Record<string, string>)[event.entite] ?? event.entite;
  if (!event.entiteId) return <>{label}</>;
  const short = event.entiteId.slice(0, 8);
  const path = ENTITY_PATHS[event.entite];
  if (!path || (event.entite === 'paiement' && !linkPayments))
    return (
      <span>
        {label} <span className="font-mono text-sm text-stone-600">{short}</span>
      </span>
    );
  return (
    <Link to={`${path}${event.entiteId}`} aria-label={t.openEntity(label, short)} className={LINK_CLASS}>
      {label} <span className="font-mono text-sm">{short}</span>
    </Link>
  );
}

export function AuditChanges({ event }: { event: AuditEvent }) {
  const lines = formatAuditChanges(event);
  if (lines.length === 0) return <>{admin.common.none}</>;
  return (
    <ul className="flex flex-col gap-0.5 text-sm break-words">
      {lines.map((line) => (
        <li key={line}>{line}</li>
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
