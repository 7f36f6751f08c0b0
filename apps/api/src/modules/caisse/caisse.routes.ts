// Issue 26, the cash office's day (ADMIN only, plugins/authorization.ts): the day's cash payments
// recorded by staff, its closing, and its printable PDF.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '@parcelles/shared/contracts/common';
import { caisseJourParamsSchema, caisseJourSchema } from '@parcelles/shared/contracts/caisse';
import { formatDateLong } from '@parcelles/shared/format';
import { currentAuth } from '../../plugins/auth';
import { ok, sendPdf } from '../../plugins/reply';
import { failureAnswers, noStore, security } from '../../lib/route-schemas';
import { CAISSE_MESSAGES } from '../mail/messages';
import type { CaisseDeps } from './caisse.deps';
import { caissePdf } from './use-cases/caisse-pdf';
import { getCaisseJour } from './use-cases/caisse-jour';
import { cloturerCaisse } from './use-cases/cloturer-caisse';

const tags = ['Caisse'];
const failures = failureAnswers(400, 401, 403);

export function caisseRoutes(deps: CaisseDeps): FastifyPluginAsyncZod {
  return async (app) => {
    noStore(app);

    app.get(
      '/admin/caisse/:jour',
      {
        schema: {
          tags,
          security,
          summary:
            'La journée de caisse (AAAA-MM-JJ, Lubumbashi) : les paiements en espèces enregistrés par l’équipe, qui les a reçus, nombre et total, et sa clôture (ADMIN)',
          params: caisseJourParamsSchema,
          response: { 200: successSchema(caisseJourSchema), ...failures },
        },
      },
      async (request) => ok(await getCaisseJour(deps, request.params.jour)),
    );

    app.post(
      '/admin/caisse/:jour/cloture',
      {
        schema: {
          tags,
          security,
          summary:
            'Clôturer la journée de caisse : nombre et total arrêtés ; aucun paiement en espèces ne pourra plus y être daté (409 si déjà clôturée) (ADMIN)',
          params: caisseJourParamsSchema,
          response: { 200: successSchema(caisseJourSchema), ...failures, ...failureAnswers(409) },
        },
      },
      async (request) =>
        ok(
          await cloturerCaisse(deps, currentAuth(request).user, request.params.jour),
          CAISSE_MESSAGES.closed(formatDateLong(request.params.jour)),
        ),
    );

    app.get(
      '/admin/caisse/:jour/pdf',
      {
        schema: {
          tags,
          security,
          summary: 'La journée de caisse en PDF A4, à imprimer et signer (ADMIN)',
          description:
            'Réponse application/pdf (Content-Disposition: attachment; filename="caisse-AAAA-MM-JJ.pdf").',
          params: caisseJourParamsSchema,
          // The body is the PDF itself; failures are JSON.
        },
      },
      async (request, reply) => sendPdf(reply, await caissePdf(deps, request.params.jour)),
    );
  };
}
