/** The staff plot form, also the body of POST /parcelles and, partially, of its update (spec §5 Plot). */
import { z } from 'zod';
import { formObject, fromNumberInput, numberField, optionalText, requiredText } from '../domain/fields';
import { categorieSchema, plotStatutSchema } from '../domain/schemas';

const positiveNumber = (message: string) =>
  fromNumberInput(numberField({ required: message, invalid: message }).positive({ error: message }));

const POSITION_REQUIRED = 'La position est requise (coordonnées x, y)';
const coordinate = fromNumberInput(numberField({ required: POSITION_REQUIRED, invalid: POSITION_REQUIRED }));

export const parcelleFormSchema = formObject({
  numeroLot: requiredText('Le numéro de lot est requis', [], { trim: true }),
  surface: positiveNumber('La surface doit être positive'),
  prix: positiveNumber('Le prix doit être positif'),
  position: z.object({ x: coordinate, y: coordinate }, { error: POSITION_REQUIRED }),
  statut: plotStatutSchema,
  // A form's empty select sends '' or null: both mean "no category".
  categorie: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    categorieSchema.optional(),
  ),
  adresse: optionalText(),
  localisation: optionalText(),
  description: optionalText(),
});
export type ParcelleFormInput = z.input<typeof parcelleFormSchema>;
export type ParcelleForm = z.output<typeof parcelleFormSchema>;

/** For PATCH /parcelles/{id}: any subset of the form, each field checked as on creation. */
export const parcelleUpdateSchema = parcelleFormSchema.partial();
export type ParcelleUpdate = z.output<typeof parcelleUpdateSchema>;
