// Issue 12, receipts: the PDF of a validated payment's receipt, a reservation's statement, and the
// public check of a receipt's code (rate-limited per client; an unknown or malformed code gets the
// same 404, and nothing else about the payment is ever answered).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureSchema, successSchema } from '@parcelles/shared/contracts/common';
import { recuCodeParamsSchema, recuVerificationSchema } from '@parcelles/shared/contracts/recus';
import { currentAuth, requestContext } from '../../plugins/auth';
import { ok } from '../../plugins/reply';
import type { RecusDeps } from './recus.deps';
import { getRecuPdf, getRelevePdf, verifyRecu, type PdfFile } from './recus.service';
import { idParams, security } from '../../lib/route-schemas';

const sendPdf = (reply: FastifyReply, file: PdfFile) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Length', String(file.content.length))
    .header('Content-Disposition', `attachment; filename="${file.filename}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.content);

export function recusRoutes(deps: RecusDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/paiements/:id/recu',
      {
        schema: {
          tags: ['Paiements'],
          security,
          summary: 'Le reçu PDF d’un paiement validé (son acheteur ou un ADMIN)',
          description:
            'Réponse application/pdf (Content-Disposition: attachment; filename="recu-000123.pdf"). 409 si le paiement n’est pas validé.',
          params: idParams,
          // The body is the PDF itself; failures are JSON (401, 404, 409).
        },
      },
      async (request, reply) => {
        const { user } = currentAuth(request);
        return sendPdf(reply, await getRecuPdf(deps, user, request.params.id));
      },
    );

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
