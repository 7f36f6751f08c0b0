/** Reservation wizard step 1 and the POST /reservations body (spec §5). */
import { z } from 'zod';
import { recuRefSchema } from './recus';
import { COMMENT_MAX_LENGTH, CONTACT_PHONE_MAX_LENGTH } from '../domain/constants';
import {
  formObject,
  fromNumberInput,
  maxLength,
  mustBeTrue,
  numberField,
  optionalText,
  requiredText,
} from '../domain/fields';
import { ETAPES_VENTE, RESERVATION_STATUTS } from '../domain/reservation';
import { emailSchema, nomSchema } from './auth';
import { pageOf, pageQueryFields, queryEnum, queryInteger, queryMonth, queryText } from './common';
import { photoSchema } from './parcelles';
import { echeanceSchema } from './plans-paiement';

const commentaireSchema = optionalText([
  maxLength(COMMENT_MAX_LENGTH, 'Le commentaire ne peut pas dépasser 500 caractères'),
]);

// Prefilled from the account, whose number may predate any format rule: presence is enough, within
// a length that still reads as a phone number.
const contactTelephoneSchema = requiredText(
  'Le numéro de téléphone est requis',
  [maxLength(CONTACT_PHONE_MAX_LENGTH, 'Numéro de téléphone invalide')],
  { trim: true },
);

export const reservationFormSchema = formObject({
  nom: nomSchema,
  email: emailSchema,
  telephone: contactTelephoneSchema,
  commentaire: commentaireSchema,
  accepteConditions: mustBeTrue('Vous devez accepter les conditions générales'),
});
export type ReservationFormInput = z.input<typeof reservationFormSchema>;
export type ReservationForm = z.output<typeof reservationFormSchema>;

/**
 * Spec §7 sends parcelleId and commentaire; step 1's name, e-mail and phone ride along as the
 * contact for this reservation (ADR 008). Each is optional: the account's value stands in.
 */
export const createReservationSchema = formObject({
  parcelleId: requiredText("L'ID de la parcelle est requis", [maxLength(64, 'Parcelle invalide')], {
    trim: true,
  }),
  /** Issue 12: the instalment plan; the cash plan when absent. */
  planId: z
    .string({ error: 'Plan de paiement invalide' })
    .trim()
    .max(64, { error: 'Plan de paiement invalide' })
    .optional(),
  commentaire: commentaireSchema,
  nom: nomSchema.transform((nom) => nom.trim()).optional(),
  email: emailSchema.optional(),
  telephone: contactTelephoneSchema.optional(),
});
export type CreateReservationRequest = z.output<typeof createReservationSchema>;

/**
 * The body of POST /reservations from step 1: the corrected contact, the comment and (issue 12)
 * the instalment plan chosen; without one the server applies the cash plan.
 */
export const toCreateReservationRequest = (
  parcelleId: string,
  {
    nom,
    email,
    telephone,
    commentaire,
  }: Pick<ReservationForm, 'nom' | 'email' | 'telephone' | 'commentaire'>,
  planId?: string,
): CreateReservationRequest => ({ parcelleId, planId, nom, email, telephone, commentaire });

/** Query of GET /reservations/my and of the staff's GET /reservations. */
export const reservationsQuerySchema = z.object({
  statut: queryEnum(RESERVATION_STATUTS, 'Statut invalide'),
  search: queryText(100, 'La recherche ne peut pas dépasser 100 caractères'),
  ...pageQueryFields,
});
export type ReservationsQuery = z.output<typeof reservationsQuerySchema>;

/** The columns staff sort reservations by (GET /reservations `tri`), with `ordre` asc or desc. */
export const RESERVATION_SORTS = ['dateReservation', 'dateExpiration', 'lot', 'montant'] as const;
export type ReservationSort = (typeof RESERVATION_SORTS)[number];
/** A week and a half of holds at most; the screens offer 24 h, 48 h and 7 days. */
export const MAX_EXPIRY_WINDOW_HOURS = 720;

/**
 * The staff's GET /reservations and its export: the buyer's filters plus pending holds expiring
 * within N hours, the buyer (name or e-mail, of the account or the contact), a part of the lot
 * number, and the sort (newest reservation first by default).
 */
export const staffReservationsQuerySchema = reservationsQuerySchema.extend({
  expireDansHeures: queryInteger(
    `Le délai d'expiration doit être un nombre entier d'heures entre 1 et ${MAX_EXPIRY_WINDOW_HOURS}`,
    { min: 1, max: MAX_EXPIRY_WINDOW_HOURS },
  ),
  acheteur: queryText(100, "L'acheteur recherché ne peut pas dépasser 100 caractères"),
  lot: queryText(30, 'Le numéro de lot ne peut pas dépasser 30 caractères'),
  tri: queryEnum(RESERVATION_SORTS, 'Tri invalide (dateReservation, dateExpiration, lot ou montant)'),
  ordre: queryEnum(['asc', 'desc'], 'Ordre invalide (asc ou desc)'),
  /** Issue 12: `true` lists only the reservations flagged late (an instalment INSTALMENT_OVERDUE_DAYS past due). */
  enRetard: queryEnum(['true', 'false'], 'Le filtre enRetard doit valoir true ou false'),
  /** Issue 25 (ADR 045): the running reservations at one stage of the sales pipeline. */
  etape: queryEnum(ETAPES_VENTE, 'Étape invalide (reserve, acompte ou vendu)'),
  /** Issue 25: `true` lists the running holds expiring from now to Sunday's end (Lubumbashi). */
  expireCetteSemaine: queryEnum(['true', 'false'], 'Le filtre expireCetteSemaine doit valoir true ou false'),
  /** Issue 25: the sales completed in that month (AAAA-MM, Lubumbashi): paid in full then, still VALIDEE. */
  venduMois: queryMonth('Le mois de vente doit être au format AAAA-MM (par exemple 2026-05)'),
});
export type StaffReservationsQuery = z.output<typeof staffReservationsQuerySchema>;

export const reservationsExportQuerySchema = staffReservationsQuerySchema.extend({
  format: queryEnum(['json', 'csv'], 'Le format doit être json ou csv'),
});
export type ReservationsExportQuery = z.output<typeof reservationsExportQuerySchema>;

/** A payment as a reservation's history lists it. */
export const paiementResumeSchema = z.object({
  id: z.string(),
  montant: z.number(),
  methode: z.string(),
  statut: z.string(),
  datePaiement: z.string(),
  referencePaiement: z.string().nullable(),
  commentaireAdmin: z.string().nullable(),
  /** Its receipt once validated (issue 12), null otherwise. */
  recu: recuRefSchema.nullable(),
  /** EN_ATTENTE because staff asked for a complement and wait for it: the hold is paused (ADR 016). */
  complementDemande: z.boolean().optional(),
});

/** Who to call about this reservation: step 1's corrections, else the account's details (ADR 008). */
export const reservationContactSchema = z.object({
  nom: z.string(),
  email: z.string(),
  telephone: z.string().nullable(),
});
export type ReservationContact = z.infer<typeof reservationContactSchema>;

export const reservationSchema = z.object({
  id: z.string(),
  /** The reservation number people quote, e.g. RES-7K4P2Q (DESIGN.md §4); unique, not sequential. */
  reference: z.string(),
  /** EXPIREE as soon as a pending hold is past its date, before the sweeper runs (DESIGN.md §4). */
  statut: z.string(),
  parcelleId: z.string(),
  parcelle: z.object({
    id: z.string(),
    numeroLot: z.string(),
    adresse: z.string().nullable(),
    surface: z.number(),
    prix: z.number(),
    statut: z.string(),
    categorie: z.string().nullable(),
    description: z.string().nullable(),
    images: z.array(z.string()),
    /** The same pictures with their sizes, for `srcset`. */
    photos: z.array(photoSchema),
  }),
  dateReservation: z.string(),
  dateExpiration: z.string().nullable(),
  commentaire: z.string().nullable(),
  commentaireAdmin: z.string().nullable(),
  /** The price when reserved; what the buyer owes. */
  montantTotal: z.number(),
  /** Sum of the VALIDE payments only. */
  montantPaye: z.number(),
  montantRestant: z.number(),
  paiements: z.array(paiementResumeSchema),
  /** The buyer the reservation belongs to (staff lists show it); notifications and mails go to them. */
  acheteur: z.object({
    id: z.string(),
    nom: z.string(),
    email: z.string(),
    telephone: z.string().nullable(),
  }),
  contact: reservationContactSchema,
  /** Issue 12: the plan chosen (its name as it was then) and the schedule fixed at reservation. */
  plan: z.object({ id: z.string().nullable(), nom: z.string() }),
  echeancier: z.array(echeanceSchema),
  /** Staff: an instalment is overdue by at least INSTALMENT_OVERDUE_DAYS (staff decide: move it, cancel). */
  enRetard: z.boolean(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** The figures of 'Mes réservations' and the map's signed-in counters (spec §4). */
export const reservationsResumeSchema = z.object({
  total: z.number().int(),
  enAttente: z.number().int(),
  validees: z.number().int(),
  totalPaye: z.number(),
  /** Map counter 'Réservées': pending holds still running. */
  reservees: z.number().int(),
  /** Map counter 'Vendues': plots the buyer owns, fully paid (the rule of 'Mes parcelles acquises'). */
  vendues: z.number().int(),
});
export type ReservationsResume = z.infer<typeof reservationsResumeSchema>;

export const myReservationsSchema = pageOf('reservations', reservationSchema).extend({
  resume: reservationsResumeSchema,
});
export type MyReservations = z.infer<typeof myReservationsSchema>;

export const reservationListSchema = pageOf('reservations', reservationSchema);
export type ReservationList = z.infer<typeof reservationListSchema>;

export const availabilitySchema = z.object({
  disponible: z.boolean(),
  statut: z.string(),
  /** RESERVATION_HOLD_DAYS: every text about the hold derives from it. */
  delaiReservationJours: z.number(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** Spec §7: POST /reservations answers `data` = the reservation, the hold length beside its fields. */
export const createdReservationSchema = reservationSchema.extend({
  delaiReservationJours: z.number(),
});
export type CreatedReservation = z.infer<typeof createdReservationSchema>;

const staffComment = optionalText([
  maxLength(COMMENT_MAX_LENGTH, 'Le commentaire ne peut pas dépasser 500 caractères'),
]);
export const validateReservationSchema = formObject({ commentaire: staffComment });
const REJECT_COMMENT_REQUIRED = 'Un commentaire est requis pour rejeter une réservation';
export const rejectReservationSchema = formObject({
  commentaire: requiredText(REJECT_COMMENT_REQUIRED, [
    maxLength(COMMENT_MAX_LENGTH, 'Le commentaire ne peut pas dépasser 500 caractères'),
  ]),
});
export const cancelReservationSchema = formObject({ commentaire: staffComment });
const extensionDays = fromNumberInput(
  numberField({
    required: 'Le nombre de jours est requis',
    invalid: 'Le nombre de jours doit être un entier entre 1 et 90',
  }).refine((n) => Number.isInteger(n) && n >= 1 && n <= 90, {
    error: 'Le nombre de jours doit être un entier entre 1 et 90',
  }),
).optional();
/** Spec §7 sends `days`; `jours`, this API's first spelling, is still understood. */
export const extendReservationSchema = formObject({ days: extensionDays, jours: extensionDays }).transform(
  ({ days, jours }) => ({ days: days ?? jours }),
);

/**
 * Spec §7 "update of /reservations/{id} with statut and commentaire" (PATCH, DESIGN.md §3): VALIDEE
 * validates, ANNULEE rejects (comment required), as the staff's actions do.
 */
export const updateReservationSchema = formObject({
  statut: z.enum(['VALIDEE', 'ANNULEE'], { error: 'Statut invalide' }),
  commentaire: staffComment,
}).superRefine(({ statut, commentaire }, ctx) => {
  if (statut === 'ANNULEE' && !commentaire) {
    ctx.addIssue({ code: 'custom', path: ['commentaire'], message: REJECT_COMMENT_REQUIRED });
  }
});
export type UpdateReservationRequest = z.output<typeof updateReservationSchema>;

export const reservationStatsSchema = z.object({
  total: z.number().int(),
  parStatut: z.record(z.string(), z.number().int()),
  montantTotalValide: z.number(),
  montantEncaisse: z.number(),
});
export type ReservationStats = z.infer<typeof reservationStatsSchema>;
