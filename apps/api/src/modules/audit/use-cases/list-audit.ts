// The journal (GET /audit, ADMIN): every recorded event, filtered, newest first, one page at a time.
import { pagination } from '@parcelles/shared/contracts/common';
import type { AuditList, AuditQuery } from '@parcelles/shared/contracts/audit';
import type { Executor } from '../../../db/client';
import { listAuditEvents } from '../audit.repository';
import { toAuditEvent } from './audit-view';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 3600 * 1000;

/** A day alone covers the whole day: `dateFin=2026-11-24` includes the 24th. */
const endOf = (value: string) => new Date(Date.parse(value) + (DAY.test(value) ? DAY_MS : 1));

export async function listAudit(db: Executor, query: AuditQuery): Promise<AuditList> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const { rows, total } = await listAuditEvents(
    db,
    {
      acteurId: query.acteurId,
      acteur: query.acteur,
      entite: query.entite,
      entiteId: query.entiteId,
      action: query.action,
      from: query.dateDebut ? new Date(query.dateDebut) : undefined,
      to: query.dateFin ? endOf(query.dateFin) : undefined,
    },
    { limit, offset: (page - 1) * limit },
  );
  return { evenements: rows.map(toAuditEvent), pagination: pagination(page, limit, total) };
}
