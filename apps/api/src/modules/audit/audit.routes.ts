// The audit trail (DESIGN.md §4): GET /audit, for administrators (the authorization table says so).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListSchema, auditQuerySchema } from '@parcelles/shared/contracts/audit';
import { failureSchema, successSchema } from '@parcelles/shared/contracts/common';
import type { Database } from '../../db/client';
import { ok } from '../../plugins/reply';
import { listAudit } from './use-cases/list-audit';

export function auditRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/audit',
      {
        schema: {
          tags: ['Journal'],
          security: [{ bearerAuth: [] }],
          summary:
            "Journal d'audit : qui a fait quoi, quand, avant et après (filtres acteur : nom ou e-mail de l'auteur, acteurId, entite, entiteId, action, dateDebut, dateFin ; pagination ; ADMIN)",
          querystring: auditQuerySchema,
          response: {
            200: successSchema(auditListSchema),
            400: failureSchema,
            401: failureSchema,
            403: failureSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return ok(await listAudit(db, request.query));
      },
    );
  };
}
