// An audit entry's values as a person reads them (issue 23): each field under its French name, each
// value the way the back office shows it elsewhere (statuses, categories and methods by their
// labels, money, m², French dates, Oui/Non), never raw codes or JSON. Used by every audit table.
import type { AuditEvent } from '@parcelles/shared/contracts/audit';
import {
  categoryInfo,
  fromCents,
  operateurLabel,
  paymentMethodInfo,
  paymentStatusInfo,
  plotStatusInfo,
  reservationStatusInfo,
  roleLabel,
} from '@parcelles/shared/domain';
import { formatCount, formatDateLong, formatMoney, formatSurface } from '@parcelles/shared/format';
import { adminAudit as t } from '../../i18n/fr/admin-audit';

type EventLike = Pick<AuditEvent, 'avant' | 'apres'> &
  Partial<Pick<AuditEvent, 'entite' | 'details' | 'element'>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Amounts the trail records in dollars; a field ending in `Cents` is in cents. */
const MONEY = new Set(['prix', 'montant', 'montantTotal', 'montantRestant']);
/** Fields holding a number of things, or the things themselves (then counted). */
const COUNTS: Record<string, (count: number) => string> = {
  images: t.photos,
  photos: t.photos,
  fichiers: t.files,
  parcelleIds: t.plots,
  jours: t.days,
  joursDeRetard: t.days,
  longueur: t.characters,
};
/**
 * Details that say nothing to a person (ids, storage addresses) or repeat the element's name:
 * left out of the lines below the changes.
 */
const HIDDEN_DETAILS = new Set([
  'reservationId',
  'paiementId',
  'parcelleId',
  'imageId',
  'messageId',
  'url',
  'numeroLot',
  'longueur',
]);

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

function isPosition(value: unknown): value is { x: number; y: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { x?: unknown }).x === 'number' &&
    typeof (value as { y?: unknown }).y === 'number'
  );
}

/** A status by the kind of element it belongs to: a reservation's EN_ATTENTE is not a payment's. */
function statusLabel(value: unknown, entite: string | undefined): string {
  if (entite === 'reservation') return reservationStatusInfo(value).label;
  if (entite === 'paiement') return paymentStatusInfo(value).label;
  if (entite === 'parcelle') return plotStatusInfo(value).label;
  return String(value);
}

const formatNumber = (value: number) =>
  Number.isInteger(value) ? formatCount(value) : String(value).replace('.', ',');

/** A value left without a rule: text as it is, numbers in French, lists item by item. */
function plain(value: unknown): string {
  if (isEmpty(value)) return t.none;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') {
    if (DATE_TIME.test(value)) return formatDateLong(value, { withTime: true }) || value;
    if (DAY.test(value)) return formatDateLong(value) || value;
    return value;
  }
  if (Array.isArray(value)) return value.map(plain).join(', ');
  if (isPosition(value)) return t.position(value.x, value.y);
  return JSON.stringify(value);
}

/**
 * One value of one field, readable: 'Validée', '18 000 $US', '21 novembre 2026 à 09:05', 'Oui',
 * 'Malaika 2A, Malaika Prime', '3 photos'. An unknown field's value is shown plainly.
 */
export function formatAuditValue(
  field: string,
  value: unknown,
  event: Omit<EventLike, 'avant' | 'apres'> = {},
) {
  if (isEmpty(value)) return t.none;
  const count = COUNTS[field];
  if (count && (typeof value === 'number' || Array.isArray(value)))
    return count(Array.isArray(value) ? value.length : value);
  const choices = t.choices[field];
  if (choices && typeof value === 'string' && Object.hasOwn(choices, value)) return choices[value]!;
  if (typeof value === 'number') {
    if (MONEY.has(field)) return formatMoney(value);
    if (field.endsWith('Cents')) return formatMoney(fromCents(value));
    if (field === 'surface') return formatSurface(value);
    if (field === 'partAcompte') return t.percent(value);
    if (field === 'numero') return t.numero(value);
  }
  switch (field) {
    case 'statut':
      return statusLabel(value, event.entite);
    case 'parcelleStatut':
      return plotStatusInfo(value).label;
    case 'categorie':
      return categoryInfo(value).label;
    case 'categories':
      return Array.isArray(value) ? value.map((c) => categoryInfo(c).label).join(', ') : plain(value);
    case 'methode':
      return paymentMethodInfo(value).label;
    case 'operateur':
      return operateurLabel(value);
    case 'role':
      return roleLabel(value);
    case 'proprietaireId':
      // An owner is a person: their name when the entry's element carries it, never their id.
      return (event.entite === 'parcelle' && event.element?.acheteur) || t.owner;
  }
  return plain(value);
}

/** A field's French name, for the kind of element it belongs to; an unknown field keeps its own. */
export const auditFieldLabel = (field: string, entite?: string): string =>
  (entite ? t.fieldsOf[entite]?.[field] : undefined) ?? t.fields[field] ?? field;

/**
 * The values an event changed, one line each: 'Statut : En attente → Validée'. A creation (nothing
 * before) lists the values set, a deletion (nothing after) the values removed, empty ones left out;
 * fields equal before and after are left out too.
 */
export function formatAuditChanges(event: EventLike): string[] {
  const avant = event.avant ?? {};
  const apres = event.apres ?? {};
  const fields = [...new Set([...Object.keys(avant), ...Object.keys(apres)])];
  return fields.flatMap((field) => {
    const before = formatAuditValue(field, avant[field], event);
    const after = formatAuditValue(field, apres[field], event);
    if (event.avant && event.apres && before === after) return [];
    const label = auditFieldLabel(field, event.entite);
    if (!event.avant) return isEmpty(apres[field]) ? [] : [`${label} : ${after}`];
    if (!event.apres) return isEmpty(avant[field]) ? [] : [`${label} : ${before}`];
    return [`${label} : ${before} → ${after}`];
  });
}

/**
 * What the entry says besides its changes ('Prolongation : 7 jours', 'Rappel : Le jour de
 * l'échéance'), without the ids and addresses a person has no use for.
 */
export function formatAuditDetails(event: EventLike): string[] {
  return Object.entries(event.details ?? {})
    .filter(([field, value]) => !HIDDEN_DETAILS.has(field) && !isEmpty(value))
    .map(
      ([field, value]) =>
        `${auditFieldLabel(field, event.entite)} : ${formatAuditValue(field, value, event)}`,
    );
}
