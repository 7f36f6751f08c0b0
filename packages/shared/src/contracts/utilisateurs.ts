/**
 * The accounts as an administrator manages them (issue 11, ADR 012): the list and its filters, one
 * account with what it reserved, paid and owns, the role and active changes, the staff invitation
 * and the invitee's own form that sets the password.
 */
import { z } from 'zod';
import { ROLES } from '../domain/role';
import {
  PHONE_PATTERN,
  formObject,
  matches,
  maxLength,
  optionalText,
  requiredText,
  withConfirmation,
} from '../domain/fields';
import {
  TOKEN_MAX_LENGTH,
  confirmationSchema,
  emailSchema,
  nomSchema,
  passwordSchema,
  PASSWORDS_DIFFER,
} from './auth';
import { pageOf, pageQueryFields, queryEnum, queryText } from './common';

/** ACTIF and DESACTIVE read the account's switch; NON_VERIFIE an address never confirmed (an invitation not yet accepted too). */
export const UTILISATEUR_ETATS = ['ACTIF', 'DESACTIVE', 'NON_VERIFIE'] as const;
export type UtilisateurEtat = (typeof UTILISATEUR_ETATS)[number];

/** The columns the list sorts by (`tri`), with `ordre` asc or desc. */
export const UTILISATEUR_SORTS = ['nom', 'email', 'dateCreation', 'derniereConnexion'] as const;
export type UtilisateurSort = (typeof UTILISATEUR_SORTS)[number];

/** Staff accounts are made by invitation; buyers sign up themselves. */
export const INVITATION_ROLES = ['AGENT', 'ADMIN'] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];

/** How long an invitation link stays valid; the mail states it. */
export const INVITATION_LINK_DAYS = 7;

export const utilisateursQuerySchema = z.object({
  search: queryText(100, 'La recherche ne peut pas dépasser 100 caractères'),
  role: queryEnum(ROLES, 'Rôle invalide (ADMIN, AGENT ou ACHETEUR)'),
  etat: queryEnum(UTILISATEUR_ETATS, 'État invalide (ACTIF, DESACTIVE ou NON_VERIFIE)'),
  tri: queryEnum(UTILISATEUR_SORTS, 'Tri invalide (nom, email, dateCreation ou derniereConnexion)'),
  ordre: queryEnum(['asc', 'desc'], 'Ordre invalide (asc ou desc)'),
  ...pageQueryFields,
});
export type UtilisateursQuery = z.output<typeof utilisateursQuerySchema>;

export const utilisateurSchema = z.object({
  id: z.string(),
  nom: z.string(),
  email: z.string(),
  telephone: z.string().nullable(),
  role: z.enum(ROLES),
  actif: z.boolean(),
  emailVerifie: z.boolean(),
  dateCreation: z.string(),
  derniereConnexion: z.string().nullable(),
});
export type Utilisateur = z.infer<typeof utilisateurSchema>;

export const utilisateurListSchema = pageOf('utilisateurs', utilisateurSchema);
export type UtilisateurList = z.infer<typeof utilisateurListSchema>;

export const utilisateurReservationSchema = z.object({
  id: z.string(),
  reference: z.string(),
  statut: z.string(),
  parcelle: z.object({ id: z.string(), numeroLot: z.string() }),
  dateReservation: z.string(),
  montantTotal: z.number(),
  /** Sum of the VALIDE payments only. */
  montantPaye: z.number(),
});

export const utilisateurPaiementSchema = z.object({
  id: z.string(),
  reservationId: z.string(),
  reservationReference: z.string(),
  numeroLot: z.string(),
  montant: z.number(),
  methode: z.string(),
  statut: z.string(),
  datePaiement: z.string(),
});

export const utilisateurParcelleSchema = z.object({
  id: z.string(),
  numeroLot: z.string(),
  statut: z.string(),
  surface: z.number(),
  prix: z.number(),
});

export const utilisateurDetailSchema = z.object({
  utilisateur: utilisateurSchema,
  reservations: z.array(utilisateurReservationSchema),
  paiements: z.array(utilisateurPaiementSchema),
  parcelles: z.array(utilisateurParcelleSchema),
});
export type UtilisateurDetail = z.infer<typeof utilisateurDetailSchema>;

/** PATCH /utilisateurs/:id: a new role, or the account switched off or on; at least one. */
export const updateUtilisateurSchema = formObject({
  role: z.enum(ROLES, { error: 'Rôle invalide (ADMIN, AGENT ou ACHETEUR)' }).optional(),
  actif: z.boolean({ error: 'Le champ actif doit valoir true ou false' }).optional(),
}).refine((body) => body.role !== undefined || body.actif !== undefined, {
  error: 'Indiquez le nouveau rôle ou le nouvel état du compte',
});
export type UpdateUtilisateurRequest = z.output<typeof updateUtilisateurSchema>;

/** POST /utilisateurs/invitations, and the admin's invite form. */
export const inviteUtilisateurSchema = formObject({
  nom: nomSchema,
  email: emailSchema,
  /** Optional: a blank field reads as no phone number. */
  telephone: optionalText([matches(PHONE_PATTERN, 'Numéro de téléphone invalide')]),
  role: z.enum(INVITATION_ROLES, { error: 'Choisissez le rôle : Agent ou Administrateur' }),
});
export type InviteUtilisateurInput = z.input<typeof inviteUtilisateurSchema>;
export type InviteUtilisateurRequest = z.output<typeof inviteUtilisateurSchema>;

export const INVITATION_INVALID_MESSAGE =
  "Lien d'invitation invalide ou expiré. Demandez à un administrateur de vous inviter à nouveau.";

/** POST /auth/accept-invitation: the token of the mail's link and the invitee's first password. */
export const acceptInvitationSchema = formObject({
  token: requiredText(INVITATION_INVALID_MESSAGE, [maxLength(TOKEN_MAX_LENGTH, INVITATION_INVALID_MESSAGE)], {
    trim: true,
  }),
  motDePasse: passwordSchema,
});
export type AcceptInvitationRequest = z.output<typeof acceptInvitationSchema>;

export const acceptInvitationFormSchema = withConfirmation(
  acceptInvitationSchema.extend({ confirmation: confirmationSchema }),
  'motDePasse',
  'confirmation',
  PASSWORDS_DIFFER,
);
export type AcceptInvitationFormInput = z.input<typeof acceptInvitationFormSchema>;
