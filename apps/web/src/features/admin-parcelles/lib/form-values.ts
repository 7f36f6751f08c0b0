// What the plot form starts from, what it sends, and which statuses staff may pick: the rules of
// the form kept out of its component, so they read (and are tested) on their own.
import type { ParcelleForm, ParcelleFormInput } from '@parcelles/shared/contracts/parcelle-form';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { PLOT_STATUTS, type PlotStatut } from '@parcelles/shared/domain';
import type { ParcelleUpdateBody } from '../api/save-parcelle';

/** Only these are set by hand, and only from one another (DESIGN.md §4); reservations set the rest. */
export const MANUAL_STATUTS = ['DISPONIBLE', 'SUSPENDUE'] as const satisfies readonly PlotStatut[];

/** The form's fields as text, the way inputs hold them; a new plot starts available, with no position. */
export function formDefaults(parcelle?: Parcelle): ParcelleFormInput {
  return {
    numeroLot: parcelle?.numeroLot ?? '',
    surface: parcelle ? String(parcelle.surface) : '',
    prix: parcelle ? String(parcelle.prix) : '',
    position: {
      x: parcelle ? String(parcelle.position.x) : '',
      y: parcelle ? String(parcelle.position.y) : '',
    },
    statut: (parcelle?.statut as PlotStatut | undefined) ?? 'DISPONIBLE',
    categorie: parcelle?.categorie ?? '',
    adresse: parcelle?.adresse ?? '',
    localisation: parcelle?.localisation ?? '',
    description: parcelle?.description ?? '',
  };
}

/** True when staff may change this plot's status by hand (it is neither reserved nor sold). */
export const isStatusManual = (statut: string): boolean =>
  (MANUAL_STATUTS as readonly string[]).includes(statut);

/** A reserved or sold plot's price is kept: a running reservation was made at that price. */
export const isPriceLocked = (statut: string): boolean => statut === 'RESERVEE' || statut === 'VENDUE';

/** The statuses the select offers: the manual ones, or only the current one when it is locked. */
export function statusChoices(statut: string | undefined): readonly string[] {
  if (statut === undefined || isStatusManual(statut)) return MANUAL_STATUTS;
  return (PLOT_STATUTS as readonly string[]).includes(statut) ? [statut] : [];
}

/**
 * The PATCH body: only what differs from the plot as loaded, so a field that a rule locks (the
 * price of a reserved plot) is never sent unchanged, and the history records real changes only.
 * An optional text or the category emptied is sent as null.
 */
export function changedFields(parcelle: Parcelle, values: ParcelleForm): ParcelleUpdateBody {
  const body: ParcelleUpdateBody = {};
  if (values.numeroLot !== parcelle.numeroLot) body.numeroLot = values.numeroLot;
  if (values.surface !== parcelle.surface) body.surface = values.surface;
  if (values.prix !== parcelle.prix && !isPriceLocked(parcelle.statut)) body.prix = values.prix;
  if (values.position.x !== parcelle.position.x || values.position.y !== parcelle.position.y)
    body.position = values.position;
  if (values.statut !== parcelle.statut && isStatusManual(parcelle.statut)) body.statut = values.statut;
  if ((values.categorie ?? null) !== parcelle.categorie) body.categorie = values.categorie ?? null;
  for (const key of ['adresse', 'localisation', 'description'] as const) {
    if ((values[key] ?? null) !== parcelle[key]) body[key] = values[key] ?? null;
  }
  return body;
}

/** A position from the form's x/y text, or null while either is not a number. */
export function positionFromInputs(x: unknown, y: unknown): { x: number; y: number } | null {
  const read = (value: unknown) =>
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value.replace(/\s/g, '').replace(',', '.'))
        : NaN;
  const px = read(x);
  const py = read(y);
  return Number.isFinite(px) && Number.isFinite(py) ? { x: px, y: py } : null;
}
