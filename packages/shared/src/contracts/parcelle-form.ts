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

const positiveNumber = (message: string) =>
  fromNumberInput(numberField({ required: message, invalid: message }).positive({ error: message }));

const POSITION_REQUIRED = 'La position est requise (coordonnées x, y)';
const coordinate = fromNumberInput(numberField({ required: POSITION_REQUIRED, invalid: POSITION_REQUIRED }));

export const parcelleFormSchema = formObject({
  numeroLot: requiredText(
    'Le numéro de lot est requis',
    [maxLength(PARCELLE_TEXT_MAX.numeroLot, 'Le numéro de lot ne peut pas dépasser 30 caractères')],
    { trim: true },
  ),
  surface: positiveNumber('La surface doit être positive'),
  prix: positiveNumber('Le prix doit être positif'),
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
