/** The staff plot form, also the body of POST /parcelles and, partially, of its update (spec §5 Plot). */
import { z } from 'zod';
import {
  formObject,
  fromNumberInput,
  maxLength,
  numberField,
  optionalText,
  requiredText,
} from '../domain/fields';
import { categorieSchema, plotStatutSchema } from '../domain/schemas';

/** The spec gives no limit: these hold any real lot number, address and description. */
export const PARCELLE_TEXT_MAX = {
  numeroLot: 30,
  adresse: 200,
  localisation: 200,
  description: 2000,
} as const;

/**
 * A number above zero: the spec's message when it is missing or not above zero, and one of its
 * own when what was written is not a number at all (issue 23: 'vingt mille' was told 'doit être
 * positif').
 */
const positiveNumber = (message: string, notANumber: string) =>
  fromNumberInput(numberField({ required: message, invalid: notANumber }).positive({ error: message }));

const POSITION_REQUIRED = 'La position est requise (coordonnées x, y)';
const coordinate = fromNumberInput(numberField({ required: POSITION_REQUIRED, invalid: POSITION_REQUIRED }));

export const parcelleFormSchema = formObject({
  numeroLot: requiredText(
    'Le numéro de lot est requis',
    [maxLength(PARCELLE_TEXT_MAX.numeroLot, 'Le numéro de lot ne peut pas dépasser 30 caractères')],
    { trim: true },
  ),
  surface: positiveNumber(
    'La surface doit être positive',
    'La surface doit être un nombre de m², écrit en chiffres (par exemple 450)',
  ),
  prix: positiveNumber(
    'Le prix doit être positif',
    'Le prix doit être un montant en dollars, écrit en chiffres (par exemple 25000)',
  ),
  position: z.object({ x: coordinate, y: coordinate }, { error: POSITION_REQUIRED }),
  statut: plotStatutSchema,
  // A form's empty select sends '' or null: both mean "no category".
  categorie: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    categorieSchema.optional(),
  ),
  adresse: optionalText([
    maxLength(PARCELLE_TEXT_MAX.adresse, "L'adresse ne peut pas dépasser 200 caractères"),
  ]),
  localisation: optionalText([
    maxLength(PARCELLE_TEXT_MAX.localisation, 'La localisation ne peut pas dépasser 200 caractères'),
  ]),
  description: optionalText([
    maxLength(PARCELLE_TEXT_MAX.description, 'La description ne peut pas dépasser 2000 caractères'),
  ]),
});
export type ParcelleFormInput = z.input<typeof parcelleFormSchema>;
export type ParcelleForm = z.output<typeof parcelleFormSchema>;

/** For PATCH /parcelles/{id}: any subset of the form, each field checked as on creation. */
export const parcelleUpdateSchema = parcelleFormSchema.partial();
export type ParcelleUpdate = z.output<typeof parcelleUpdateSchema>;
