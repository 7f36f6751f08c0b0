/** Reservation wizard step 1 and the POST /reservations body (spec §5). */
import { z } from 'zod';
import { COMMENT_MAX_LENGTH } from '../domain/constants';
import {
  formObject,
  fromNumberInput,
  maxLength,
  mustBeTrue,
  numberField,
  optionalText,
  requiredText,
} from '../domain/fields';
import { RESERVATION_STATUTS } from '../domain/reservation';
import { emailSchema, nomSchema } from './auth';
import { paginationSchema, queryEnum, queryText, pageQueryFields } from './common';

const commentaireSchema = optionalText([
  maxLength(COMMENT_MAX_LENGTH, 'Le commentaire ne peut pas dépasser 500 caractères'),
]);

export const reservationFormSchema = formObject({
  nom: nomSchema,
  email: emailSchema,
  // Prefilled from the account, whose number may predate any format rule: presence is enough.
  telephone: requiredText('Le numéro de téléphone est requis', [], { trim: true }),
  commentaire: commentaireSchema,
  accepteConditions: mustBeTrue('Vous devez accepter les conditions générales'),
});
export type ReservationFormInput = z.input<typeof reservationFormSchema>;
export type ReservationForm = z.output<typeof reservationFormSchema>;

export const createReservationSchema = formObject({
  parcelleId: requiredText("L'ID de la parcelle est requis", [], { trim: true }),
  commentaire: commentaireSchema,
});
export type CreateReservationRequest = z.output<typeof createReservationSchema>;

/** Step 1 collects contact details for the buyer's review; the API takes only the plot and the comment. */
export const toCreateReservationRequest = (
  parcelleId: string,
  { commentaire }: Pick<ReservationForm, 'commentaire'>,
): CreateReservationRequest => ({ parcelleId, commentaire });

/** Query of GET /reservations/my and of the staff's GET /reservations. */
export const reservationsQuerySchema = z.object({
  statut: queryEnum(RESERVATION_STATUTS, 'Statut invalide'),
  search: queryText(100, 'La recherche ne peut pas dépasser 100 caractères'),
  ...pageQueryFields,
});
export type ReservationsQuery = z.output<typeof reservationsQuerySchema>;

/** A payment as a reservation's history lists it. */
export const paiementResumeSchema = z.object({
  id: z.string(),
  montant: z.number(),
  methode: z.string(),
  statut: z.string(),
  datePaiement: z.string(),
  referencePaiement: z.string().nullable(),
  commentaireAdmin: z.string().nullable(),
});

export const reservationSchema = z.object({
  /** Shown to the buyer as the reservation number. */
  id: z.string(),
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
  /** The buyer the reservation belongs to (staff lists show it). */
  acheteur: z.object({
    id: z.string(),
    nom: z.string(),
    email: z.string(),
    telephone: z.string().nullable(),
  }),
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
  /** Map counter 'Vendues': validated reservations with at least one VALIDE payment. */
  vendues: z.number().int(),
});
export type ReservationsResume = z.infer<typeof reservationsResumeSchema>;

export const myReservationsSchema = z.object({
  reservations: z.array(reservationSchema),
  pagination: paginationSchema,
  resume: reservationsResumeSchema,
});
export type MyReservations = z.infer<typeof myReservationsSchema>;

export const reservationListSchema = z.object({
  reservations: z.array(reservationSchema),
  pagination: paginationSchema,
});

export const availabilitySchema = z.object({
  disponible: z.boolean(),
  statut: z.string(),
  /** RESERVATION_HOLD_DAYS: every text about the hold derives from it. */
  delaiReservationJours: z.number(),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const createdReservationSchema = z.object({
  reservation: reservationSchema,
  delaiReservationJours: z.number(),
});
export type CreatedReservation = z.infer<typeof createdReservationSchema>;

const staffComment = optionalText([
  maxLength(COMMENT_MAX_LENGTH, 'Le commentaire ne peut pas dépasser 500 caractères'),
]);
export const validateReservationSchema = formObject({ commentaire: staffComment });
export const rejectReservationSchema = formObject({
  commentaire: requiredText('Un commentaire est requis pour rejeter une réservation', [
    maxLength(COMMENT_MAX_LENGTH, 'Le commentaire ne peut pas dépasser 500 caractères'),
  ]),
});
export const cancelReservationSchema = formObject({ commentaire: staffComment });
export const extendReservationSchema = formObject({
  jours: fromNumberInput(
    numberField({
      required: 'Le nombre de jours est requis',
      invalid: 'Le nombre de jours doit être un entier entre 1 et 90',
    }).refine((n) => Number.isInteger(n) && n >= 1 && n <= 90, {
      error: 'Le nombre de jours doit être un entier entre 1 et 90',
    }),
  ).optional(),
});

export const reservationStatsSchema = z.object({
  total: z.number().int(),
  parStatut: z.record(z.string(), z.number().int()),
  montantTotalValide: z.number(),
  montantEncaisse: z.number(),
});
export type ReservationStats = z.infer<typeof reservationStatsSchema>;
