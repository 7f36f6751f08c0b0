// The catalogue's rules for a plot written by staff (DESIGN.md §4, ADR 011), shared by the form
// (create, edit) and the import: limits the database holds, the statuses a person may set, the
// price a running reservation fixes. Each rule answers the field and the French message, so one
// edit becomes a 400/409 and one import row an entry of its 422.
import type { ParcelleForm } from '@parcelles/shared/contracts/parcelle-form';
import type { ParcelleImportRow } from '@parcelles/shared/contracts/parcelles-admin';
import { MAX_PRIX, MAX_SURFACE } from '@parcelles/shared/contracts/parcelles';
import { MAP_GRID, fromCents, toCents } from '@parcelles/shared/domain';
import type { EditablePlot, PlotValues } from '../parcelles.repository';
import { PARCELLE_MESSAGES as M } from '../../mail/messages';

export interface RuleBreak {
  champ: string;
  message: string;
}

/** Statuses a person may set; RESERVEE and VENDUE follow reservations and payments. */
const MANUAL_STATUTS = ['DISPONIBLE', 'SUSPENDUE'];
const HELD_STATUTS = ['RESERVEE', 'VENDUE'];

const TEXT_LIMITS = { adresse: 200, localisation: 200, description: 5000 } as const;
// NUL cannot be stored in PostgreSQL text; other C0 controls (but tab and line breaks) are noise.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A form (or import row) in storage units: cents, positions on the integer grid, 2-decimal surface. */
export function toPlotValues(
  input: Partial<ParcelleImportRow> & Partial<ParcelleForm>,
  base: PlotValues | null,
): PlotValues {
  const has = (key: string) => key in input;
  const pick = <K extends keyof PlotValues>(
    key: K,
    value: PlotValues[K] | undefined,
    fallback: PlotValues[K],
  ) => (has(key) ? (value as PlotValues[K]) : fallback);
  return {
    numeroLot: input.numeroLot ?? base?.numeroLot ?? '',
    reference: pick('reference', input.reference ?? null, base?.reference ?? null),
    surface: input.surface !== undefined ? Math.round(input.surface * 100) / 100 : (base?.surface ?? 0),
    prixCents: input.prix !== undefined ? toCents(input.prix) : (base?.prixCents ?? 0),
    statut: input.statut ?? base?.statut ?? 'DISPONIBLE',
    categorie: pick('categorie', input.categorie ?? null, base?.categorie ?? null),
    adresse: pick('adresse', input.adresse ?? null, base?.adresse ?? null),
    localisation: pick('localisation', input.localisation ?? null, base?.localisation ?? null),
    description: pick('description', input.description ?? null, base?.description ?? null),
    positionX: input.position ? Math.round(input.position.x) : (base?.positionX ?? 0),
    positionY: input.position ? Math.round(input.position.y) : (base?.positionY ?? 0),
  };
}

/** What the database would refuse with an unreadable error: checked first, in French. */
export function checkLimits(values: PlotValues): RuleBreak[] {
  const breaks: RuleBreak[] = [];
  if (values.numeroLot.length > 30) breaks.push({ champ: 'numeroLot', message: M.lotTooLong });
  if (values.reference && values.reference.length > 50) {
    breaks.push({ champ: 'reference', message: M.referenceTooLong });
  }
  if (values.prixCents > toCents(MAX_PRIX)) breaks.push({ champ: 'prix', message: M.priceTooHigh });
  // Positive in the form, yet nothing once stored in cents or to the hundredth of a m² (0.001).
  if (values.prixCents <= 0) breaks.push({ champ: 'prix', message: M.priceTooSmall });
  if (values.surface > MAX_SURFACE) breaks.push({ champ: 'surface', message: M.surfaceTooLarge });
  if (values.surface <= 0) breaks.push({ champ: 'surface', message: M.surfaceTooSmall });
  if (values.positionX < 0 || values.positionX > MAP_GRID.width) {
    breaks.push({ champ: 'position.x', message: M.positionOffPlan });
  }
  if (values.positionY < 0 || values.positionY > MAP_GRID.height) {
    breaks.push({ champ: 'position.y', message: M.positionOffPlan });
  }
  for (const [champ, max] of Object.entries(TEXT_LIMITS)) {
    const text = values[champ as keyof typeof TEXT_LIMITS];
    if (text && text.length > max) breaks.push({ champ, message: M.textTooLong(max) });
  }
  for (const champ of ['numeroLot', 'reference', 'adresse', 'localisation', 'description'] as const) {
    const text = values[champ];
    if (text && FORBIDDEN_CHARACTERS.test(text)) breaks.push({ champ, message: M.forbiddenCharacters });
  }
  return breaks;
}

/**
 * The state rules (409 for one edit): by hand only DISPONIBLE ↔ SUSPENDUE, never from or to a
 * reserved or sold plot; no price change while a reservation runs or once sold.
 */
export function checkStateRules(current: EditablePlot | null, next: PlotValues): RuleBreak[] {
  const breaks: RuleBreak[] = [];
  const statusChanges = !current || current.statut !== next.statut;
  if (statusChanges && !MANUAL_STATUTS.includes(next.statut)) {
    breaks.push({ champ: 'statut', message: M.statusByReservation });
  } else if (current && statusChanges && HELD_STATUTS.includes(current.statut)) {
    breaks.push({
      champ: 'statut',
      message: current.statut === 'VENDUE' ? M.soldNotReopened : M.reservedNotReopened,
    });
  } else if (current && statusChanges && current.reservationActive) {
    // A plot whose status was set apart from its running reservation (old data): still held.
    breaks.push({ champ: 'statut', message: M.reservedNotReopened });
  }
  if (current && current.prixCents !== next.prixCents) {
    if (current.statut === 'VENDUE') breaks.push({ champ: 'prix', message: M.priceLockedSold });
    else if (current.reservationActive || current.statut === 'RESERVEE') {
      breaks.push({ champ: 'prix', message: M.priceLockedReserved });
    }
  }
  return breaks;
}

/** A plot's fields as the contract names them and as the audit shows them (dollars, position). */
export function auditView(values: PlotValues): Record<string, unknown> {
  return {
    numeroLot: values.numeroLot,
    reference: values.reference,
    surface: values.surface,
    prix: fromCents(values.prixCents),
    statut: values.statut,
    categorie: values.categorie,
    adresse: values.adresse,
    localisation: values.localisation,
    description: values.description,
    position: { x: values.positionX, y: values.positionY },
  };
}

/** The fields that differ (contract names), with their values before and after. */
export function diffPlots(
  before: PlotValues,
  after: PlotValues,
): { changements: string[]; avant: Record<string, unknown>; apres: Record<string, unknown> } {
  const a = auditView(before);
  const b = auditView(after);
  const changements = Object.keys(b).filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
  return {
    changements,
    avant: Object.fromEntries(changements.map((key) => [key, a[key]])),
    apres: Object.fromEntries(changements.map((key) => [key, b[key]])),
  };
}
