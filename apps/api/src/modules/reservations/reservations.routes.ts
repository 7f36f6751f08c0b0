// Spec §7 Reservations. Buyers see and cancel only their own (another's is a 404); the staff
// calls are for administrators. Actions are POSTs, the spec's update a PATCH (DESIGN.md §3).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reservationHistorySchema } from '@parcelles/shared/contracts/audit';
import { failureSchema, successSchema } from '@parcelles/shared/contracts/common';
import {
  availabilitySchema,
  createReservationSchema,
  createdReservationSchema,
  extendReservationSchema,
  myReservationsSchema,
  rejectReservationSchema,
  reservationListSchema,
  reservationSchema,
  reservationStatsSchema,
  reservationsExportQuerySchema,
  reservationsQuerySchema,
  staffReservationsQuerySchema,
  updateReservationSchema,
  validateReservationSchema,
} from '@parcelles/shared/contracts/reservations';
import { idempotencyScope } from '../../plugins/idempotency';
import { currentAuth } from '../../plugins/auth';
import { ok } from '../../plugins/reply';
import type { ReservationsDeps } from './reservations.deps';
import { RESERVATION_MESSAGES } from '../mail/messages';
import { cancelReservation } from './use-cases/cancel-reservation';
import { checkAvailability } from './use-cases/check-availability';
import { createReservation } from './use-cases/create-reservation';
import { exportReservations } from './use-cases/export-reservations';
import { extendReservation } from './use-cases/extend-reservation';
import { getReservation } from './use-cases/get-reservation';
import { listMyReservations } from './use-cases/list-my-reservations';
import { listReservations } from './use-cases/list-reservations';
import { rejectReservation } from './use-cases/reject-reservation';
import { reservationHistory } from './use-cases/reservation-history';
import { reservationStats } from './use-cases/reservation-stats';
import { validateReservation } from './use-cases/validate-reservation';
import { moveEcheance } from './use-cases/move-echeance';
import { moveEcheanceSchema } from '@parcelles/shared/contracts/plans-paiement';
import { ECHEANCE_MESSAGES } from '../mail/messages';
import { failureAnswers, idempotencyHeaders, idParams, noStore, security } from '../../lib/route-schemas';

const tags = ['Réservations'];
const failures = failureAnswers(400, 401, 403, 404, 409);
const one = { 200: successSchema(reservationSchema), ...failures };

export function reservationsRoutes(deps: ReservationsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    noStore(app);

    app.post(
      '/reservations',
      {
        schema: {
          tags,
          security,
          summary:
            'Réserver une parcelle disponible : data est la réservation, avec delaiReservationJours (en-tête Idempotency-Key recommandé)',
          headers: idempotencyHeaders,
          body: createReservationSchema,
          response: { 201: successSchema(createdReservationSchema), ...failures },
        },
      },
      async (request, reply) => {
        const data = await createReservation(
          deps,
          currentAuth(request),
          request.body,
          idempotencyScope(request, 'POST /reservations'),
        );
        return reply.code(201).send(ok(data, RESERVATION_MESSAGES.created));
      },
    );

    app.get(
      '/reservations/my',
      {
        schema: {
          tags,
          security,
          summary: 'Mes réservations, avec la parcelle, les paiements, les montants et un résumé',
          querystring: reservationsQuerySchema,
          response: { 200: successSchema(myReservationsSchema), ...failures },
        },
      },
      async (request) => ok(await listMyReservations(deps, currentAuth(request), request.query)),
    );

    app.get(
      '/reservations/check-availability/:parcelleId',
      {
        schema: {
          tags,
          summary: 'La parcelle peut-elle être réservée ? Avec la durée de réservation en jours',
          params: z.object({ parcelleId: z.string() }),
          response: { 200: successSchema(availabilitySchema), 404: failureSchema },
        },
      },
      async (request) => ok(await checkAvailability(deps, request.params.parcelleId)),
    );

    app.get(
      '/reservations/stats',
      {
        schema: {
          tags,
          security,
          summary: 'Statistiques des réservations (administrateurs)',
          response: { 200: successSchema(reservationStatsSchema), ...failures },
        },
      },
      async () => ok(await reservationStats(deps)),
    );

    app.get(
      '/reservations/export',
      {
        schema: {
          tags,
          security,
          summary:
            'Exporter les réservations filtrées et triées comme la liste : JSON par défaut, ou CSV (UTF-8 avec BOM, séparateur « ; », en-têtes en français) (administrateurs)',
          querystring: reservationsExportQuerySchema,
        },
      },
      async (request, reply) => {
        const format = request.query.format ?? 'json';
        const file = await exportReservations(deps, request.query, format);
        return reply
          .type(format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${file.filename}"`)
          .send(file.body);
      },
    );

    app.get(
      '/reservations',
      {
        schema: {
          tags,
          security,
          summary:
            'Toutes les réservations : filtres statut, expireDansHeures, acheteur, lot, search, enRetard=true (une échéance impayée depuis INSTALMENT_OVERDUE_DAYS jours) ; tri (dateReservation, dateExpiration, lot, montant) et ordre (asc, desc) ; pagination (administrateurs)',
          querystring: staffReservationsQuerySchema,
          response: { 200: successSchema(reservationListSchema), ...failures },
        },
      },
      async (request) => ok(await listReservations(deps, request.query)),
    );

    app.get(
      '/reservations/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Une réservation (la sienne, ou toute réservation pour un administrateur)',
          params: idParams,
          response: one,
        },
      },
      async (request) => ok(await getReservation(deps, currentAuth(request), request.params.id)),
    );

    app.get(
      '/reservations/:id/historique',
      {
        schema: {
          tags,
          security,
          summary:
            'Historique d’une réservation : ses événements et ceux de ses paiements, du plus ancien au plus récent (ADMIN, AGENT)',
          params: idParams,
          response: { 200: successSchema(reservationHistorySchema), ...failures },
        },
      },
      async (request) => ok(await reservationHistory(deps, request.params.id)),
    );

    app.delete(
      '/reservations/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Annuler sa réservation en attente',
          params: idParams,
          response: one,
        },
      },
      async (request) =>
        ok(
          await cancelReservation(deps, currentAuth(request), request.params.id),
          RESERVATION_MESSAGES.cancelled,
        ),
    );

    app.patch(
      '/reservations/:id',
      {
        schema: {
          tags,
          security,
          summary:
            'Changer le statut : VALIDEE valide, ANNULEE rejette avec un commentaire (administrateurs)',
          params: idParams,
          body: updateReservationSchema,
          response: one,
        },
      },
      // Spec §7's update: the staff's validate or reject, by another door.
      async (request) => {
        const { statut, commentaire } = request.body;
        const auth = currentAuth(request);
        return statut === 'VALIDEE'
          ? ok(
              await validateReservation(deps, auth, request.params.id, commentaire),
              RESERVATION_MESSAGES.validated,
            )
          : ok(
              await rejectReservation(deps, auth, request.params.id, commentaire ?? ''),
              RESERVATION_MESSAGES.rejected,
            );
      },
    );

    app.post(
      '/reservations/:id/valider',
      {
        schema: {
          tags,
          security,
          summary: 'Valider une réservation (administrateurs)',
          params: idParams,
          // The comment is optional, and so is the body itself.
          body: z.preprocess((body) => body ?? {}, validateReservationSchema),
          response: one,
        },
      },
      async (request) =>
        ok(
          await validateReservation(deps, currentAuth(request), request.params.id, request.body.commentaire),
          RESERVATION_MESSAGES.validated,
        ),
    );

    app.post(
      '/reservations/:id/rejeter',
      {
        schema: {
          tags,
          security,
          summary: 'Rejeter une réservation avec un commentaire (administrateurs)',
          params: idParams,
          body: rejectReservationSchema,
          response: one,
        },
      },
      async (request) =>
        ok(
          await rejectReservation(deps, currentAuth(request), request.params.id, request.body.commentaire),
          RESERVATION_MESSAGES.rejected,
        ),
    );

    app.patch(
      '/reservations/:id/echeances/:numero',
      {
        schema: {
          tags,
          security,
          summary:
            "Reporter la date d'une échéance (AAAA-MM-JJ) : entre celles de l'échéance précédente et de la suivante, jamais dans le passé (422) ; l'acheteur est prévenu (administrateurs)",
          params: z.object({ id: z.string(), numero: z.string() }),
          body: moveEcheanceSchema,
          response: { ...one, 422: failureSchema },
        },
      },
      async (request) =>
        ok(
          await moveEcheance(
            deps,
            currentAuth(request),
            request.params.id,
            request.params.numero,
            request.body,
          ),
          ECHEANCE_MESSAGES.moved,
        ),
    );

    app.post(
      '/reservations/:id/extend',
      {
        schema: {
          tags,
          security,
          summary: 'Prolonger une réservation de `days` jours, 7 par défaut (administrateurs)',
          params: idParams,
          body: z.preprocess((body) => body ?? {}, extendReservationSchema),
          response: one,
        },
      },
      async (request) =>
        ok(
          await extendReservation(deps, currentAuth(request), request.params.id, request.body.days),
          RESERVATION_MESSAGES.extended,
        ),
    );
  };
}
