import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureSchema, successSchema } from '@parcelles/shared/contracts/common';
import { AppError } from '@parcelles/shared/errors';
import type { DatabaseHandle } from '../../db/client';
import { logFailure } from '../../lib/log-failure';
import { SYSTEM_MESSAGES } from '../mail/messages';
import { ok } from '../../plugins/reply';

const healthSchema = z.object({
  status: z.literal('ok'),
  /** Outside production only: a stranger need not know the database kind nor the uptime. */
  database: z.enum(['postgres', 'pglite']).optional(),
  uptime: z.number().optional(),
});

/**
 * For load balancers and the fresh-clone check: answers 200 only when the database answers. In
 * production it says ok or not ok and nothing more (issue 13); `details` adds the database kind and
 * the uptime elsewhere.
 */
export function healthRoutes(
  database: DatabaseHandle,
  { details }: { details: boolean },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['Système'],
          summary: "État de l'API et de sa base de données",
          response: { 200: successSchema(healthSchema), 503: failureSchema },
        },
      },
      async (request, reply) => {
        try {
          await database.ping();
        } catch (err) {
          logFailure(request.log, err, 'health check failed');
          throw new AppError('SERVICE_UNAVAILABLE', {
            status: 503,
            message: SYSTEM_MESSAGES.databaseUnreachable,
          });
        }
        reply.header('Cache-Control', 'no-store');
        if (!details) return ok({ status: 'ok' as const });
        return ok({ status: 'ok' as const, database: database.kind, uptime: Math.round(process.uptime()) });
      },
    );
  };
}
