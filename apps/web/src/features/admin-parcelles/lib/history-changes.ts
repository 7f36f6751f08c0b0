// A plot's audit event in words: each field it changed, under its French name, with its value
// before and after as the back office shows them elsewhere (money, m², status and category labels).
import type { AuditEvent } from '@parcelles/shared/contracts/audit';
import { categoryInfo, plotStatusInfo } from '@parcelles/shared/domain';
import { formatMoney, formatSurface } from '@parcelles/shared/format';
import { adminParcelles } from '../../../i18n/fr/admin-parcelles';

const t = adminParcelles.history;

function isPosition(value: unknown): value is { x: number; y: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { x?: unknown }).x === 'number' &&
    typeof (value as { y?: unknown }).y === 'number'
  );
}

/** One value of a field, readable. */
export function formatHistoryValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t.none;
  if (field === 'prix' && typeof value === 'number') return formatMoney(value);
  if (field === 'surface' && typeof value === 'number') return formatSurface(value);
  if (field === 'statut') return plotStatusInfo(value).label;
  if (field === 'categorie') return categoryInfo(value).label;
  if (isPosition(value)) return t.position(value.x, value.y);
  if (Array.isArray(value)) return String(value.length);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return JSON.stringify(value);
}

/**
 * 'Prix : 18 000 $US → 20 000 $US' for each changed field; a creation (nothing before) lists the
 * values set, 'Statut : Disponible'. Fields equal on both sides are left out.
 */
export function historyChanges(event: Pick<AuditEvent, 'avant' | 'apres'>): string[] {
  const avant = event.avant ?? {};
  const apres = event.apres ?? {};
  const fields = [...new Set([...Object.keys(avant), ...Object.keys(apres)])];
  return fields.flatMap((field) => {
    const before = formatHistoryValue(field, avant[field]);
    const after = formatHistoryValue(field, apres[field]);
    if (event.avant && before === after) return [];
    const label = t.fields[field] ?? field;
    if (!event.avant) return [`${label} : ${after}`];
    if (!event.apres) return [`${label} : ${before}`];
    return [`${label} : ${before} → ${after}`];
  });
}
