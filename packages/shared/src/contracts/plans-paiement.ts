/**
 * Instalment plans (issue 12, ADR 015): `GET /plans-paiement` (public) lists the active plans that
 * apply, each with its schedule for a price; ADMIN manages them under the same path. A reservation
 * carries its own schedule (`echeancier`), fixed when it is made.
 */
import { z } from 'zod';
import { CATEGORIES } from '../domain/parcelle';
import { ECHEANCE_STATUTS } from '../domain/echeancier';
import { MAX_PAYMENT_AMOUNT } from '../domain/constants';
import { formObject, fromNumberInput, maxLength, minLength, requiredText } from '../domain/fields';

/** One instalment as the API shows it: amounts in dollars, the day as YYYY-MM-DD (Lubumbashi). */
export const echeanceSchema = z.object({
  numero: z.number().int(),
  dateEcheance: z.string(),
  montant: z.number(),
  /** What validated payments paid against it, oldest instalment first. */
  montantPaye: z.number(),
  statut: z.enum(ECHEANCE_STATUTS),
});
export type Echeance = z.infer<typeof echeanceSchema>;

export const planPaiementSchema = z.object({
  id: z.string(),
  nom: z.string(),
  partAcompte: z.number().int(),
  nombreMensualites: z.number().int(),
  /** Categories and plots it applies to; both empty means every plot. */
  categories: z.array(z.string()),
  parcelleIds: z.array(z.string()),
  comptant: z.boolean(),
  actif: z.boolean(),
  ordre: z.number().int(),
  /** Present when a price was given (`?prix=` or `?parcelleId=`): the schedule it would have if reserved now. */
  echeancier: z.array(echeanceSchema).optional(),
});
export type PlanPaiement = z.infer<typeof planPaiementSchema>;

export const planListSchema = z.object({ plans: z.array(planPaiementSchema) });
export type PlanList = z.infer<typeof planListSchema>;

/**
 * Query of GET /plans-paiement: `prix` (dollars) gives each plan's schedule for that price;
 * `parcelleId` keeps the plans that apply to that plot and uses its price.
 */
export const plansQuerySchema = z.object({
  prix: fromNumberInput(
    z
      .number({ error: 'Le prix doit être un nombre positif' })
      .positive({ error: 'Le prix doit être un nombre positif' })
      .max(MAX_PAYMENT_AMOUNT * 100, { error: 'Le prix dépasse la limite autorisée' }),
  ).optional(),
  parcelleId: z
    .string({ error: 'Parcelle invalide' })
    .trim()
    .max(64, { error: 'Parcelle invalide' })
    .optional(),
});
export type PlansQuery = z.output<typeof plansQuerySchema>;

const nomPlan = requiredText(
  'Le nom du plan est requis',
  [
    minLength(2, 'Le nom du plan doit contenir au moins 2 caractères'),
    maxLength(80, 'Le nom du plan ne peut pas dépasser 80 caractères'),
  ],
  { trim: true },
);

/** POST /plans-paiement (ADMIN); PATCH takes the same fields, each optional. */
export const planFormShape = {
  nom: nomPlan,
  partAcompte: fromNumberInput(
    z
      .number({ error: "La part d'acompte doit être un pourcentage entier entre 1 et 100" })
      .int({ error: "La part d'acompte doit être un pourcentage entier entre 1 et 100" })
      .min(1, { error: "La part d'acompte doit être un pourcentage entier entre 1 et 100" })
      .max(100, { error: "La part d'acompte doit être un pourcentage entier entre 1 et 100" }),
  ),
  nombreMensualites: fromNumberInput(
    z
      .number({ error: 'Le nombre de mensualités doit être un entier entre 0 et 120' })
      .int({ error: 'Le nombre de mensualités doit être un entier entre 0 et 120' })
      .min(0, { error: 'Le nombre de mensualités doit être un entier entre 0 et 120' })
      .max(120, { error: 'Le nombre de mensualités doit être un entier entre 0 et 120' }),
  ),
  categories: z
    .array(z.enum(CATEGORIES, { error: 'Catégorie invalide' }), { error: 'Catégorie invalide' })
    .max(CATEGORIES.length, { error: 'Catégorie invalide' })
    .default([]),
  parcelleIds: z
    .array(z.string({ error: 'Parcelle invalide' }).max(64, { error: 'Parcelle invalide' }), {
      error: 'Parcelle invalide',
    })
    .max(500, { error: 'Un plan ne peut pas viser plus de 500 parcelles' })
    .default([]),
  actif: z.boolean({ error: 'Valeur invalide' }).default(true),
  ordre: fromNumberInput(
    z.number({ error: 'Ordre invalide' }).int({ error: 'Ordre invalide' }).min(0).max(1000),
  ).default(0),
};

const PLAN_SHAPE_MESSAGE =
  'Un plan à 100 % se paie comptant, sans mensualité ; en dessous de 100 %, prévoyez au moins une mensualité';

const checkShape = (
  plan: { partAcompte?: number; nombreMensualites?: number },
  ctx: z.RefinementCtx,
): void => {
  if (plan.partAcompte === undefined || plan.nombreMensualites === undefined) return;
  if ((plan.partAcompte === 100) !== (plan.nombreMensualites === 0)) {
    ctx.addIssue({ code: 'custom', path: ['nombreMensualites'], message: PLAN_SHAPE_MESSAGE });
  }
};

export const createPlanSchema = formObject(planFormShape).superRefine(checkShape);
export type CreatePlanRequest = z.output<typeof createPlanSchema>;
export type PlanFormInput = z.input<typeof createPlanSchema>;

/**
 * PATCH /plans-paiement/{id}: the fields to change; the shape rule is checked against the stored plan
 * too. The create form's defaults are left out: a field not sent keeps its stored value.
 */
export const updatePlanSchema = formObject({
  ...planFormShape,
  categories: planFormShape.categories.removeDefault(),
  parcelleIds: planFormShape.parcelleIds.removeDefault(),
  actif: planFormShape.actif.removeDefault(),
  ordre: planFormShape.ordre.removeDefault(),
})
  .partial()
  .superRefine(checkShape);
export type UpdatePlanRequest = z.output<typeof updatePlanSchema>;
export { PLAN_SHAPE_MESSAGE };

/** PATCH /reservations/{id}/echeances/{numero} (staff): move one due date, e.g. to give a buyer time. */
export const moveEcheanceSchema = formObject({
  dateEcheance: z
    .string({ error: 'La date doit être au format AAAA-MM-JJ' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'La date doit être au format AAAA-MM-JJ' })
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), {
      error: 'La date doit être au format AAAA-MM-JJ',
    }),
  commentaire: z
    .string({ error: 'Valeur invalide' })
    .trim()
    .max(500, {
      error: 'Le commentaire ne peut pas dépasser 500 caractères',
    })
    .optional(),
});
export type MoveEcheanceRequest = z.output<typeof moveEcheanceSchema>;
