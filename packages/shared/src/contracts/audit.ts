// The audit trail (GET /audit, ADMIN) and a reservation's history (GET /reservations/:id/historique,
// staff): who did what to which record, when, with the values before and after.
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITES } from '../domain/audit';
import { ROLES } from '../domain/role';
import { pageOf, pageQueryFields, queryEnum, queryText } from './common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A day (`2026-11-24`) or an ISO date-time; a day alone starts at midnight UTC. */
const queryDate = (message: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string({ error: message })
      .trim()
      .max(40, message)
      .refine((text) => (DAY.test(text) || text.includes('T')) && !Number.isNaN(Date.parse(text)), {
        error: message,
      })
      .optional(),
  );

const queryUuid = (message: string) =>
  z.preprocess(emptyToUndefined, z.string({ error: message }).trim().regex(UUID, message).optional());

export const AUDIT_DATE_RANGE_INVALID = 'La date de fin doit suivre la date de début';

export const auditQuerySchema = z
  .object({
    acteurId: queryUuid("L'identifiant de l'auteur est invalide"),
    /** A part of the author's name or e-mail (issue 23: staff search by name, not by id). */
    acteur: queryText(100, "L'auteur recherché ne peut pas dépasser 100 caractères"),
    entite: queryEnum(AUDIT_ENTITES, "Le type d'élément est invalide"),
    entiteId: z.preprocess(
      emptyToUndefined,
      z
        .string({ error: "L'identifiant de l'élément est invalide" })
        .trim()
        .max(100, "L'identifiant de l'élément est invalide")
        .regex(/^[\w-]+$/, "L'identifiant de l'élément est invalide")
        .optional(),
    ),
    action: queryEnum(AUDIT_ACTIONS, "L'action est invalide"),
    dateDebut: queryDate('La date de début est invalide'),
    dateFin: queryDate('La date de fin est invalide'),
    ...pageQueryFields,
  })
  .superRefine((query, ctx) => {
    if (query.dateDebut && query.dateFin && Date.parse(query.dateFin) < Date.parse(query.dateDebut)) {
      ctx.addIssue({ code: 'custom', path: ['dateFin'], message: AUDIT_DATE_RANGE_INVALID });
    }
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEventSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  action: z.string(),
  /** The action in French, for the journal. */
  libelle: z.string(),
  entite: z.string(),
  entiteId: z.string().nullable(),
  /**
   * The element as a person names it (issue 23): a reservation's reference and lot, a payment's
   * amount with its reservation's, a plot's lot number, a user's or a plan's name; `acheteur` is the
   * buyer of a reservation or payment, the owner of a sold plot. Null when nothing names it any more.
   */
  element: z.object({ libelle: z.string(), acheteur: z.string().nullable() }).nullable(),
  /** Null: the system (the expiry sweeper, a hold found expired). */
  acteur: z.object({ id: z.string(), nom: z.string(), role: z.enum(ROLES) }).nullable(),
  avant: z.record(z.string(), z.unknown()).nullable(),
  apres: z.record(z.string(), z.unknown()).nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditListSchema = pageOf('evenements', auditEventSchema);
export type AuditList = z.infer<typeof auditListSchema>;

/** A reservation's history, oldest first: its own events, its payments' and its plot's sale. */
export const reservationHistorySchema = z.object({ evenements: z.array(auditEventSchema) });
export type ReservationHistory = z.infer<typeof reservationHistorySchema>;
