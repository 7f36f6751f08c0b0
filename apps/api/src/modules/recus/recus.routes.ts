// Issue 12, receipts: a reservation's statement, and the public check of a receipt's code
// (rate-limited per client; an unknown or malformed code gets the same 404, and nothing else about
// the payment is ever answered). A payment's receipt is served by the payments' routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureSchema, successSchema } from '@parcelles/shared/contracts/common';
import { recuCodeParamsSchema, recuVerificationSchema } from '@parcelles/shared/contracts/recus';
import { currentAuth, requestContext } from '../../plugins/auth';
import { ok, sendPdf } from '../../plugins/reply';
import type { RecusDeps } from './recus.deps';
import { getRelevePdf, verifyRecu } from './recus.service';
import { idParams, security } from '../../lib/route-schemas';

export function recusRoutes(deps: RecusDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reservations/:id/releve',
      {
        schema: {
          tags: ['Réservations'],
          security,
          summary:
            'Le relevé PDF d’une réservation : échéancier, paiements, totaux (son acheteur ou le personnel)',
          description:
            'Réponse application/pdf (Content-Disposition: attachment; filename="releve-RES-XXXXXX.pdf").',
          params: idParams,
          // The body is the PDF itself; failures are JSON (401, 404).
        },
      },
      async (request, reply) =>
        sendPdf(reply, await getRelevePdf(deps, currentAuth(request), request.params.id)),
    );

    app.get(
      '/recus/verifier/:code',
      {
        schema: {
          tags: ['Reçus'],
          summary: 'Vérifier un reçu par son code (public, limité par client)',
          params: recuCodeParamsSchema,
          response: {
            200: successSchema(recuVerificationSchema),
            400: failureSchema,
            404: failureSchema,
            429: failureSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return ok(await verifyRecu(deps, requestContext(request).ip, request.params.code));
      },
    );
  };
}
