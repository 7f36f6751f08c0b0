// The zod schemas of the domain's enumerations, apart from their labels and rules: a screen that
// only shows a status badge or computes amounts must not pull zod into its bundle.
import { z } from 'zod';
import { NOTIFICATION_TYPES } from './notification';
import { PAIEMENT_METHODES, PAIEMENT_STATUTS } from './paiement';
import { PLOT_STATUTS, CATEGORIES } from './parcelle';
import { RESERVATION_STATUTS } from './reservation';
import { ROLES } from './role';

export const notificationTypeSchema = /* @__PURE__ */ z.enum(NOTIFICATION_TYPES, {
  error: 'Type de notification invalide',
});

export const paiementMethodeSchema = /* @__PURE__ */ z.enum(PAIEMENT_METHODES, {
  error: 'Méthode de paiement invalide',
});

export const paiementStatutSchema = /* @__PURE__ */ z.enum(PAIEMENT_STATUTS, { error: 'Statut invalide' });

export const plotStatutSchema = /* @__PURE__ */ z.enum(PLOT_STATUTS, { error: 'Statut invalide' });

export const categorieSchema = /* @__PURE__ */ z.enum(CATEGORIES, { error: 'Catégorie invalide' });

export const reservationStatutSchema = /* @__PURE__ */ z.enum(RESERVATION_STATUTS, {
  error: 'Statut invalide',
});

export const roleSchema = /* @__PURE__ */ z.enum(ROLES, { error: 'Rôle invalide' });
