// Spec §7 Notifications. Every route is the signed-in user's own; another user's notification is
// a 404, as if it did not exist.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureSchema, successSchema } from '@parcelles/shared/contracts/common';
import {
  notificationListSchema,
  notificationSchema,
  notificationsQuerySchema,
} from '@parcelles/shared/contracts/notifications';
import { currentAuth } from '../../plugins/auth';
import { NOTIFICATION_MESSAGES } from '../mail/messages';
import { done, ok } from '../../plugins/reply';
import type { NotificationsService } from './notifications.service';
import { failureAnswers, idParams, noStore, security } from '../../lib/route-schemas';

const tags = ['Notifications'];
const failures = failureAnswers(400, 401, 404);

export function notificationsRoutes(service: NotificationsService): FastifyPluginAsyncZod {
  return async (app) => {
    noStore(app);

    const list = {
      schema: {
        tags,
        security,
        summary: 'Mes notifications (filtres lue, type ; pagination.total des non lues pour la cloche)',
        querystring: notificationsQuerySchema,
        response: { 200: successSchema(notificationListSchema), ...failures },
      },
    };
    app.get('/notifications/my', list, async (request) =>
      ok(await service.listMine(currentAuth(request).user.id, request.query)),
    );
    app.get('/notifications', list, async (request) =>
      ok(await service.listMine(currentAuth(request).user.id, request.query)),
    );

    app.put(
      '/notifications/read-all',
      {
        schema: {
          tags,
          security,
          summary: 'Tout marquer comme lu',
          response: { 200: successSchema(z.object({ modifiees: z.number().int() })), 401: failureSchema },
        },
      },
      async (request) => ok({ modifiees: await service.markAllRead(currentAuth(request).user.id) }),
    );

    app.put(
      '/notifications/:id/read',
      {
        schema: {
          tags,
          security,
          summary: 'Marquer une notification comme lue',
          params: idParams,
          response: { 200: successSchema(notificationSchema), ...failures },
        },
      },
      async (request) => ok(await service.markRead(currentAuth(request).user.id, request.params.id)),
    );

    app.delete(
      '/notifications/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Supprimer une notification',
          params: idParams,
          response: { 200: z.object({ success: z.literal(true), message: z.string() }), ...failures },
        },
      },
      async (request) => {
        await service.remove(currentAuth(request).user.id, request.params.id);
        return done(NOTIFICATION_MESSAGES.deleted);
      },
    );
  };
}
